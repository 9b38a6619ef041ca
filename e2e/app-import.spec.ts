import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login, newPerson, registerByApi, toast } from './support/app';
import { expectNoSidewaysScroll, openPage } from './support/budgets';

const SHOTS = '/tmp/shots-h13';
const ACTUAL_EXPORT = fs.readFileSync('packages/server/src/domain/import/fixtures/apps/actual-envelope.zip');

/** Serious and critical violations, toasts included: they are what the person sees at that moment. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes[0]?.target.join(' ')}`);
}

async function chooseExport(page: Page, name: string, buffer: Buffer, mimeType = 'application/zip') {
  const form = page.getByRole('region', { name: 'Upload an export' });
  await form.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
  await form.getByRole('button', { name: 'Read the file' }).click();
}

for (const viewport of [
  { width: 1366, height: 860 },
  { width: 390, height: 844 },
]) {
  test(`import an Actual Budget export at ${viewport.width} px: preview, confirm, nothing doubled the second time`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize(viewport);
    const person = newPerson('Ada', `Migrate${viewport.width}`);
    await registerByApi(request, person);
    await login(page, person);

    await openPage(page, '/import', 'Transaction Import');
    await page.getByRole('link', { name: 'From another app' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import from another app' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/app-import-form-${viewport.width}.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await chooseExport(page, 'not-an-export.csv', Buffer.from('hello, world\n1,2\n'), 'text/csv');
    await expect(toast(page, /cannot tell which app made this file/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await chooseExport(page, 'My Budget.zip', ACTUAL_EXPORT);
    const summary = page.getByRole('region', { name: 'What the import brings' });
    await expect(summary.getByText('Live Demo - Envelope')).toBeVisible();
    const counts = summary.getByRole('table', { name: 'What the import creates' });
    await expect(counts.getByRole('row', { name: /Transactions 718 718/ })).toBeVisible();
    await expect(counts.getByRole('row', { name: /of which transfers 60 60/ })).toBeVisible();
    await expect(summary.getByRole('row', { name: /Household Checking \$6,400\.00/ })).toBeVisible();
    await expect(counts.getByRole('row', { name: /Monthly budgets 43 43/ })).toBeVisible();
    await expect(summary.getByText(/Deleted accounts \(1\)/)).toBeVisible();
    await expectNoSidewaysScroll(page, 'the preview');
    await page.screenshot({ path: `${SHOTS}/app-import-preview-${viewport.width}.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await summary.getByRole('button', { name: 'Confirm import' }).click();
    await expect(toast(page, /Import done: 718 transactions and 5 accounts created/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/718 transactions \(60 transfers\), 5 bank accounts/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/app-import-done-${viewport.width}.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'See the accounts' }).click();
    await expect(page.getByText('Household Checking').first()).toBeVisible();

    await page.goto('/import/app');
    await chooseExport(page, 'My Budget.zip', ACTUAL_EXPORT);
    await expect(page.getByText(/718 transactions of this export are in Hearth already/)).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'What the import creates' }).getByRole('row', { name: /Transactions 718 0/ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm import' })).toBeDisabled();
  });
}
