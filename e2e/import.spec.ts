import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { login, newPerson, registerByApi, toast } from './support/app';
import { expectNoSidewaysScroll, openPage } from './support/budgets';
import { csvStatement, previewRow, resizeTo, statementDay, uploadStatement } from './support/import';
import {
  apiRoutes,
  createBankAccount,
  createCategory,
  createThirdParty,
  isoDay,
  ledgerSession,
  recordTransaction,
  requestTo,
} from './support/ledger';

const AXE = fs.existsSync('node_modules/@axe-core/playwright');

/** Accessibility problems axe rates serious or critical, named with where they are. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!AXE) return [];
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  // The toasts belong to the shell, not to these screens; one is often still showing here.
  const results = await new AxeBuilder({ page }).exclude('.mantine-Notifications-root').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

const MARCH = csvStatement([
  { day: -12, description: 'SALARY ACME PAYROLL', amount: '2500.00' },
  { day: -9, description: 'CARD CORNER GROCER 4411', amount: '-54.20' },
  { day: -7, description: 'NETFLIX.COM', amount: '-15.49' },
  { day: -5, description: 'COFFEE CART 77', amount: '-4.50' },
]);

test('import a bank statement: preview, matches, new transactions, nothing new the second time, and a rule', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  fs.mkdirSync('/tmp/shots', { recursive: true });
  const person = newPerson('Ivy', 'Import');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const everyday = await createBankAccount(ledger, 'Everyday', 1000);
  await createBankAccount(ledger, 'Savings', 0);
  const food = await createCategory(ledger, 'Food', ['Groceries']);
  const fun = await createCategory(ledger, 'Fun', ['Streaming']);
  const grocer = await createThirdParty(ledger, 'Corner Grocer', {
    defaultSubCategoryId: food.subcategoryIds.Groceries,
  });
  const acme = await createThirdParty(ledger, 'Acme Payroll');
  const groceries = await recordTransaction(ledger, {
    debitAccountId: everyday,
    creditAccountId: grocer,
    lines: [54.2],
    date: isoDay(-10),
  });
  const salary = await recordTransaction(ledger, {
    debitAccountId: acme,
    creditAccountId: everyday,
    lines: [2500],
    date: isoDay(-12),
    typeId: 2,
  });
  await ledger.call(requestTo(apiRoutes.user.save), {
    firstname: person.firstname,
    surname: person.surname,
    email: person.email,
    timezoneId: 'Europe/London',
    defaultAccountId: everyday,
  });
  await login(page, person);

  await openPage(page, '/import', 'Transaction Import');
  // The user's default account is chosen already.
  await expect(
    page.getByRole('region', { name: 'Upload a bank file' }).getByRole('combobox', { name: 'Account' }),
  ).toHaveValue('Everyday');
  await page.screenshot({ path: '/tmp/shots/import-upload-1366.png', animations: 'disabled' });
  await uploadStatement(page, 'march.csv', MARCH);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('march.csv');
  await expect(preview.getByText('To match 2', { exact: true })).toBeVisible();
  await expect(preview.getByText('To create 2', { exact: true })).toBeVisible();
  await expect(previewRow(page, 1)).toContainText('Acme Payroll');
  await expect(previewRow(page, 2)).toContainText('Corner Grocer');
  await expect(previewRow(page, 3)).toContainText('No match');
  await expect(previewRow(page, 3).getByRole('combobox', { name: 'What to do with row 3' })).toHaveValue(
    'Create a new transaction',
  );

  // The columns the file was read with, changeable.
  await preview.getByRole('button', { name: 'Columns' }).click();
  const columns = page.getByRole('region', { name: 'Columns of the file' });
  await expect(columns.getByRole('combobox', { name: 'Date order' })).toHaveValue('Day/Month/Year');
  await page.screenshot({ path: '/tmp/shots/import-columns-1366.png', fullPage: true, animations: 'disabled' });
  await preview.getByRole('button', { name: 'Columns' }).click();

  // The row as the file has it, on demand.
  await previewRow(page, 2).getByRole('button', { name: 'Raw data of row 2' }).click();
  await expect(preview.getByText(`${statementDay(-9)},CARD CORNER GROCER 4411,-54.20`)).toBeVisible();

  // The coffee becomes a payment to a new third party named as the person likes.
  const account = previewRow(page, 4).getByRole('combobox', { name: 'Account of row 4' });
  await account.click();
  await account.fill('Coffee Cart');
  await page.getByRole('option', { name: 'Create "Coffee Cart"' }).click();
  await expect(account).toHaveAttribute('placeholder', 'New third party: Coffee Cart');

  await resizeTo(page, 1366, 900);
  await page.screenshot({ path: '/tmp/shots/import-preview-1366.png', fullPage: true, animations: 'disabled' });
  expect.soft(await seriousViolations(page), 'preview at 1366 px').toEqual([]);
  await resizeTo(page, 390, 844);
  await expect(previewRow(page, 1)).toBeVisible();
  await expectNoSidewaysScroll(page, 'The preview at 390 px');
  await page.screenshot({ path: '/tmp/shots/import-preview-390.png', fullPage: true, animations: 'disabled' });
  expect.soft(await seriousViolations(page), 'preview at 390 px').toEqual([]);
  await resizeTo(page, 1366, 860);

  await preview.getByRole('button', { name: 'Confirm Match' }).click();
  await expect(toast(page, 'Import confirmed: 2 matched, 2 created.')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Import summary' });
  await expect(summary).toContainText('Imported into Everyday');
  const created = await ledger.call<{ creditAccountName: string; isReconciled: boolean }[]>(
    requestTo(apiRoutes.transactions.search),
    { exactValue: 4.5 },
  );
  expect(created).toMatchObject([{ creditAccountName: 'Coffee Cart', isReconciled: true }]);

  // The same file again: every row was imported before, and confirming adds nothing.
  await summary.getByRole('button', { name: 'Import another file' }).click();
  await uploadStatement(page, 'march.csv', MARCH);
  await expect(preview.getByText('Imported before 4', { exact: true })).toBeVisible();
  await expect(preview.getByText('To create 0', { exact: true })).toBeVisible();
  await preview.getByRole('button', { name: 'Confirm Match' }).click();
  await expect(toast(page, 'Import confirmed: 0 matched, 0 created, 4 imported before.')).toBeVisible();
  expect(await ledger.call<unknown[]>(requestTo(apiRoutes.transactions.search), { exactValue: 15.49 })).toHaveLength(1);

  // A matched transaction keeps what the bank said until it is unlocked; the family still files it.
  await openPage(page, `/transaction/${groceries}`, 'Transaction');
  await expect(page.getByText('Reconciled with a bank statement')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await page.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('form', { name: 'Transaction' });
  await expect(editor.getByRole('textbox', { name: 'Date', exact: true })).toBeDisabled();
  await expect(editor.getByRole('combobox', { name: 'Debit account' })).toBeDisabled();
  await editor.getByLabel('Description').fill('Weekly shop, filed');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Transaction Saved')).toBeVisible();
  await openPage(page, `/transaction/${groceries}`, 'Transaction');
  await expect(page.getByText('Weekly shop, filed')).toBeVisible();
  await expect(page.getByText('Reconciled with a bank statement')).toBeVisible();
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(toast(page, 'Transaction unlocked: it can be changed now.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toBeEnabled();
  expect(
    (await ledger.call<{ isReconciled: boolean }>(requestTo(apiRoutes.transactions.get, { id: salary }))).isReconciled,
  ).toBe(true);

  // A rule: Netflix is streaming.
  await openPage(page, '/import', 'Transaction Import');
  await page.getByRole('link', { name: 'Rules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import Rules' })).toBeVisible();
  await expect(page.getByText('No rules yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New rule' });
  await dialog.getByLabel('Name').fill('Streaming');
  await dialog.getByRole('textbox', { name: 'Text' }).fill('netflix');
  await dialog.getByRole('combobox', { name: 'Subcategory' }).click();
  await page.getByRole('option', { name: 'Streaming' }).click();
  await dialog.getByRole('button', { name: 'Test' }).click();
  await expect(dialog.getByText(/The rule takes 1 of the \d+ newest transactions/)).toBeVisible();
  await expect(dialog.getByText('Subcategory: Fun - Streaming')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/import-rule-dialog-1366.png', animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'The rule Streaming was saved.')).toBeVisible();
  const rules = page.getByRole('table', { name: 'Import rules' });
  await expect(rules).toContainText('Description contains "netflix"');
  await expect(rules).toContainText('Subcategory: Fun - Streaming');
  await page.screenshot({ path: '/tmp/shots/import-rules-1366.png', fullPage: true, animations: 'disabled' });
  expect.soft(await seriousViolations(page), 'rules at 1366 px').toEqual([]);
  await resizeTo(page, 390, 844);
  await expectNoSidewaysScroll(page, 'The rules at 390 px');
  await page.screenshot({ path: '/tmp/shots/import-rules-390.png', fullPage: true, animations: 'disabled' });
  expect.soft(await seriousViolations(page), 'rules at 390 px').toEqual([]);
  await resizeTo(page, 1366, 860);

  await openPage(page, '/import', 'Transaction Import');
  await uploadStatement(page, 'april.csv', csvStatement([{ day: -1, description: 'NETFLIX.COM', amount: '-15.49' }]));
  await expect(previewRow(page, 1)).toContainText('Rule: Streaming');
  await page.getByRole('region', { name: 'Preview' }).getByRole('button', { name: 'Confirm Match' }).click();
  await expect(toast(page, 'Import confirmed: 0 matched, 1 created.')).toBeVisible();
  const streaming = await ledger.call<{ subCategoryName: string; creditAccountName: string }[]>(
    requestTo(apiRoutes.transactions.search),
    { exactDate: isoDay(-1), exactValue: 15.49 },
  );
  expect(streaming).toMatchObject([{ subCategoryName: 'Streaming', creditAccountName: 'NETFLIX.COM' }]);
  expect(fun.subcategoryIds.Streaming).toBeGreaterThan(0);
});

test('a file with no readable row is refused with the line at fault, and nothing is recorded', async ({
  page,
  request,
}) => {
  const person = newPerson('Bo', 'Broken');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const everyday = await createBankAccount(ledger, 'Everyday', 10);
  await ledger.call(requestTo(apiRoutes.user.save), {
    firstname: person.firstname,
    surname: person.surname,
    email: person.email,
    timezoneId: 'Europe/London',
    defaultAccountId: everyday,
  });
  await login(page, person);
  await openPage(page, '/import', 'Transaction Import');
  const form = page.getByRole('region', { name: 'Upload a bank file' });
  await form.locator('input[type="file"]').setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Date,Description,Amount\n02/03/2026,Shop,abc\n'),
  });
  await form.getByRole('button', { name: 'Upload' }).click();
  // One bad row among good ones is left out (e2e/import-skipped.spec.ts); with no good row, the file is refused.
  await expect(toast(page, /Line 2\b.*"abc"/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
  expect(await ledger.call<unknown[]>(requestTo(apiRoutes.transactions.search), { accountId: everyday })).toEqual([]);
});
