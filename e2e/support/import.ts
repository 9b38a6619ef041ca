import { expect, type Locator, type Page } from '@playwright/test';
import { isoDay } from './ledger';

/** A day relative to today as a bank writes it in a day-first CSV: 05/03/2026. */
export function statementDay(offsetDays: number): string {
  const [year, month, day] = isoDay(offsetDays).split('-');
  return `${day}/${month}/${year}`;
}

export interface StatementLine {
  day: number;
  description: string;
  amount: string;
}

/** A CSV statement with a signed amount column, as many banks export one. */
export function csvStatement(lines: StatementLine[]): string {
  return `Date,Description,Amount\n${lines.map((line) => `${statementDay(line.day)},${line.description},${line.amount}`).join('\n')}\n`;
}

/** Chooses the file on the import screen and uploads it into the account already chosen. */
export async function uploadStatement(page: Page, fileName: string, content: string): Promise<void> {
  const form = page.getByRole('region', { name: 'Upload a bank file' });
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(content) });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
}

/** A row of the preview table. */
export function previewRow(page: Page, rowNumber: number): Locator {
  return page.getByRole('row', { name: `Row ${rowNumber}`, exact: true });
}

/** Resizes the window and waits for the shell to lay itself out for that width (the side panel goes on a phone). */
export async function resizeTo(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  // A pointer left over a button would show its tooltip; a phone has none.
  await page.mouse.move(0, 0);
  const heading = page.getByRole('heading', { level: 1 });
  await expect
    .poll(() => heading.evaluate((element) => element.getBoundingClientRect().left))
    .toBeLessThan(width < 768 ? 100 : 400);
}
