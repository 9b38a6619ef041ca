import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login, newPerson, registerByApi, toast } from './support/app';
import { expectNoSidewaysScroll, openPage } from './support/budgets';
import { resizeTo, uploadStatement } from './support/import';
import { apiRoutes, createBankAccount, ledgerSession, requestTo } from './support/ledger';

const SHOTS = '/tmp/shots-ofx';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes[0]?.target.join(' ')}`);
}

/** A register exported as QIF with notes first, short dates that read day-first and month-first, and shares. */
const REGISTER = [
  '# Exported from a register',
  '!Type:Bank',
  'D05/01/26',
  'T-10.00',
  'PCorner Shop',
  '^',
  'D06/01/26',
  'T-20.00',
  'PBakery',
  '^',
  '!Type:Invst',
  'D07/01/26',
  'NBuy',
  'T100.00',
  '^',
  '',
].join('\n');

test('a QIF file whose dates read two ways: the person chooses the order, and sees what was left out', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const person = newPerson('Quinn', 'Register');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const bank = await createBankAccount(ledger, 'Register', 0);
  await ledger.call(requestTo(apiRoutes.user.save), {
    firstname: person.firstname,
    surname: person.surname,
    email: person.email,
    timezoneId: 'Europe/London',
    defaultAccountId: bank,
  });
  await login(page, person);
  await openPage(page, '/import', 'Transaction Import');
  await uploadStatement(page, 'register.qif', REGISTER);

  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('All 2', { exact: true }).first()).toBeAttached();
  await expect(preview).toContainText(
    'line 11 (1 investment record (!Type:Invst) left out: only the cash rows of a QIF file are imported)',
  );
  const choice = page.getByRole('region', { name: 'Date order of the file' });
  await expect(choice).toContainText('They were read as Day/Month/Year');
  await expect(preview.locator('time[datetime="2026-01-05"]').first()).toBeAttached();
  await expect(choice.getByRole('button', { name: 'Read again' })).toBeDisabled();

  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await resizeTo(page, width, height);
    await expectNoSidewaysScroll(page, `The date order choice at ${width} px`);
    await page.screenshot({ path: `${SHOTS}/import-date-order-${width}.png`, fullPage: true, animations: 'disabled' });
    await choice.getByRole('combobox', { name: 'Date order' }).click();
    await expect(page.getByRole('option', { name: 'Month/Day/Year' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Year-Month-Day' })).toHaveCount(0);
    expect.soft(await seriousViolations(page), `date order list open at ${width} px`).toEqual([]);
    await page.keyboard.press('Escape');
  }
  await resizeTo(page, 1366, 900);

  await choice.getByRole('combobox', { name: 'Date order' }).click();
  await page.getByRole('option', { name: 'Month/Day/Year' }).click();
  await choice.getByRole('button', { name: 'Read again' }).click();
  await expect(toast(page, 'The file was read again with its dates as Month/Day/Year.')).toBeVisible();
  expect.soft(await seriousViolations(page), 'the toast').toEqual([]);
  await expect(choice).toContainText('They were read as Month/Day/Year');
  await expect(preview.locator('time[datetime="2026-05-01"]').first()).toBeAttached();
  await expect(preview.locator('time[datetime="2026-01-05"]')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/import-date-order-chosen-1366.png`, fullPage: true, animations: 'disabled' });

  // The order chosen is the preview's: a reload shows it.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Date order of the file' })).toContainText(
    'They were read as Month/Day/Year',
  );
});
