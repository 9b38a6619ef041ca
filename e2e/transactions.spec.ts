import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, newPerson, registerByApi, toast } from './support/app';
import {
  apiRoutes,
  createBankAccount,
  createCategory,
  createTag,
  createThirdParty,
  isoDay,
  ledgerSession,
  recordTransaction,
  requestTo,
  shownDay,
} from './support/ledger';

/** Picks an option of a Mantine Select (or MultiSelect) by typing into it first, as a keyboard user would. */
async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await field.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

function rowOf(page: Page, payee: string): Locator {
  return page.getByTestId('transaction-row').filter({ has: page.getByRole('link', { name: payee, exact: true }) });
}

test('record a split payment with a tag, attach a receipt, see it in the account list and edit it', async ({
  page,
  request,
}) => {
  const person = newPerson('Nora', 'Ledger');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const everyday = await createBankAccount(ledger, 'Everyday', 1000);
  const food = await createCategory(ledger, 'Food', ['Groceries', 'Household']);
  const bills = await createCategory(ledger, 'Bills', ['Power']);
  await createThirdParty(ledger, 'Green Grocer', { defaultSubCategoryId: food.subcategoryIds.Groceries });
  const power = await createThirdParty(ledger, 'Power Co');
  await createTag(ledger, 'Holiday');
  await recordTransaction(ledger, {
    debitAccountId: everyday,
    creditAccountId: power,
    lines: [{ amount: 100, subCategoryId: bills.subcategoryIds.Power }],
    date: isoDay(-5),
    description: 'Electricity',
  });
  await recordTransaction(ledger, {
    debitAccountId: everyday,
    creditAccountId: power,
    lines: [20],
    date: isoDay(-45),
    description: 'Old bill',
  });

  await login(page, person);
  await page.goto(`/transactions/${everyday}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Everyday' })).toBeVisible();
  await expect(page.getByLabel('Account balance')).toHaveText('$880.00');
  await expect(rowOf(page, 'Power Co')).toHaveCount(1);

  // A new transaction from the account's list starts as a payment from that account, dated today.
  await page.getByRole('button', { name: 'New transaction' }).click();
  await expect(page).toHaveURL(/\/transaction\/$/);
  const form = page.getByRole('form', { name: 'Transaction' });
  await expect(form.getByRole('combobox', { name: 'Debit account' })).toHaveValue('Everyday');
  await expect(form.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(shownDay(isoDay()));
  await expect(page.getByText('Save the transaction first, then add its attachments.')).toBeVisible();

  // The payee's default subcategory comes with it onto the single line.
  await choose(page, form.getByRole('combobox', { name: 'Credit account' }), 'Green Grocer');
  await expect(form.getByRole('combobox', { name: 'Subcategory line 1' })).toHaveValue('Groceries');
  await form.getByLabel('Description').fill('Weekly shop');
  await form.getByLabel('Amount line 1').fill('30');
  await form.getByRole('button', { name: 'Add split line' }).click();
  await expect(form.getByRole('combobox', { name: 'Subcategory line 2' })).toHaveValue('Groceries');
  await expect(form.getByRole('button', { name: 'Delete line 1' })).toHaveCount(0);
  await choose(page, form.getByRole('combobox', { name: 'Subcategory line 2' }), 'Household');
  await form.getByLabel('Amount line 2').fill('12.5');
  await form.getByRole('button', { name: 'Add split line' }).click();
  await expect(form.getByTestId('transaction-line')).toHaveCount(3);
  await form.getByRole('button', { name: 'Delete line 3' }).click();
  await expect(form.getByTestId('transaction-line')).toHaveCount(2);
  await expect(form.getByLabel('Transaction total')).toHaveText('$42.50');
  await choose(page, form.getByRole('combobox', { name: 'Tags' }), 'Holiday');
  await page.keyboard.press('Escape');
  await page.screenshot({
    path: 'e2e/screenshots/transaction-editor-edit.png',
    fullPage: true,
    animations: 'disabled',
  });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Transaction Saved')).toBeVisible();

  // Back on the list: newest first, grouped by day, signed amounts and the balance after each.
  await expect(page).toHaveURL(new RegExp(`/transactions/${everyday}$`));
  const grocer = rowOf(page, 'Green Grocer');
  await expect(grocer).toContainText('Split (2)');
  await expect(grocer).toContainText('-$42.50');
  await expect(grocer).toContainText('$837.50');
  await expect(rowOf(page, 'Power Co')).toContainText('Bills - Power');
  await expect(rowOf(page, 'Power Co')).toContainText('$880.00');
  await expect(page.getByRole('columnheader', { name: shownDay(isoDay()) })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: shownDay(isoDay(-5)) })).toBeVisible();
  await expect(page.getByLabel('Account balance')).toHaveText('$837.50');

  // The list searches the payee, the description and the exact amount as typed, on the server.
  const search = page.getByRole('textbox', { name: 'Search on amount or payee' });
  for (const text of ['42.5', '$42.50', 'grocer', 'weekly']) {
    await search.fill(text);
    await expect(page.getByTestId('transaction-row')).toHaveCount(1);
    await expect(grocer).toBeVisible();
  }
  await search.fill('nothing like it');
  await expect(page.getByText('No transactions of the last 30 days match "nothing like it".')).toBeVisible();
  await search.fill('');

  // A longer history brings the older bill in.
  await expect(rowOf(page, 'Power Co')).toHaveCount(1);
  await page.getByText('60 days').click();
  await expect(rowOf(page, 'Power Co')).toHaveCount(2);
  await expect(page.getByTestId('transaction-row').last()).toContainText('$980.00');
  await page.getByText('30 days').click();
  await expect(rowOf(page, 'Power Co')).toHaveCount(1);
  await page.screenshot({ path: 'e2e/screenshots/account-transactions.png', fullPage: true, animations: 'disabled' });

  // View mode first; attachments are added there.
  await grocer.getByText('Weekly shop').click();
  await expect(page).toHaveURL(/\/transaction\/\d+$/);
  const details = page.getByRole('region', { name: 'Transaction details' });
  await expect(details).toContainText('Holiday');
  await expect(details).toContainText('Food - Household');
  await expect(details.getByRole('row', { name: /Total/ })).toContainText('$42.50');

  const receipt = path.join('/tmp', `receipt-${Date.now()}.txt`);
  await writeFile(receipt, Buffer.alloc(256 * 1024, 'r'));
  await page.getByRole('button', { name: 'Add Attachments' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Attachments' });
  await dialog.locator('input[type="file"]').setInputFiles(receipt);
  await dialog.getByLabel('Description').fill('Shop receipt');
  await page.screenshot({ path: 'e2e/screenshots/add-attachments.png', fullPage: true, animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, `${path.basename(receipt)} attached.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const attachments = page.getByRole('table', { name: 'Attachments' });
  await expect(attachments).toContainText('Shop receipt');
  await expect(attachments).toContainText('0.25 Mb');
  await expect(attachments).toContainText(shownDay(isoDay()));
  const download = page.waitForEvent('download');
  await attachments.getByRole('button', { name: path.basename(receipt), exact: true }).click();
  expect((await download).suggestedFilename()).toBe(path.basename(receipt));
  await page.screenshot({
    path: 'e2e/screenshots/transaction-editor-view.png',
    fullPage: true,
    animations: 'disabled',
  });
  await attachments.getByRole('button', { name: `Remove ${path.basename(receipt)}` }).click();
  // Removing a file cannot be undone: it is confirmed first, and Cancel keeps it.
  const removal = page.getByRole('dialog', { name: 'Remove Attachment' });
  await expect(removal).toContainText(`Confirm you want to remove the attachment ${path.basename(receipt)}`);
  await removal.getByRole('button', { name: 'Cancel' }).click();
  await expect(attachments).toContainText('Shop receipt');
  await attachments.getByRole('button', { name: `Remove ${path.basename(receipt)}` }).click();
  await removal.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Attachment removed.')).toBeVisible();
  await expect(page.getByText('No attachments yet.')).toBeVisible();

  // Cancel drops the edit; a saved edit moves the balance.
  await page.getByRole('button', { name: 'Edit' }).click();
  await form.getByLabel('Amount line 1').fill('99');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(details.getByRole('row', { name: /Total/ })).toContainText('$42.50');
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(form.getByLabel('Amount line 1')).toHaveValue('$30.00');
  await form.getByLabel('Amount line 1').fill('35');
  await expect(form.getByLabel('Transaction total')).toHaveText('$47.50');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Transaction Saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/transactions/${everyday}$`));
  await expect(rowOf(page, 'Green Grocer')).toContainText('-$47.50');
  await expect(rowOf(page, 'Green Grocer')).toContainText('$832.50');
  await expect(page.getByLabel('Account balance')).toHaveText('$832.50');
});

test('the type moves the accounts by the rules, a payee is created from the picker, and a transaction is deleted', async ({
  page,
  request,
}) => {
  const person = newPerson('Owen', 'Ledger');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const everyday = await createBankAccount(ledger, 'Everyday', 500);
  await createBankAccount(ledger, 'Savings', 2000);
  await createBankAccount(ledger, 'Old Account', 0, { isActive: false });
  await createThirdParty(ledger, 'Green Grocer');

  await login(page, person);
  await page.goto(`/transactions/${everyday}`);
  await expect(page.getByText('No transactions in this period.')).toBeVisible();
  await page.getByRole('button', { name: 'New transaction' }).click();
  const form = page.getByRole('form', { name: 'Transaction' });
  const debit = form.getByRole('combobox', { name: 'Debit account' });
  const credit = form.getByRole('combobox', { name: 'Credit account' });
  const type = form.getByRole('radiogroup', { name: 'Transaction Type' });
  await choose(page, credit, 'Green Grocer');

  // Payment to Deposit swaps the sides.
  await type.getByText('Deposit').click();
  await expect(debit).toHaveValue('Green Grocer');
  await expect(credit).toHaveValue('Everyday');
  // Deposit to Transfer clears the debit and keeps the credit; only active bank accounts are offered.
  await type.getByText('Transfer').click();
  await expect(debit).toHaveValue('');
  await expect(credit).toHaveValue('Everyday');
  await debit.click();
  await expect(page.getByRole('option', { name: 'Savings' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Green Grocer' })).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'Old Account' })).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'Everyday' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Savings' }).click();
  // Transfer to Deposit: the debit becomes the credit.
  await type.getByText('Deposit').click();
  await expect(debit).toHaveValue('');
  await expect(credit).toHaveValue('Savings');
  // Deposit to Payment swaps; Payment to Transfer keeps the debit and clears the credit.
  await type.getByText('Payment').click();
  await expect(debit).toHaveValue('Savings');
  await expect(credit).toHaveValue('');
  await choose(page, credit, 'Green Grocer');
  await type.getByText('Transfer').click();
  await expect(debit).toHaveValue('Savings');
  await expect(credit).toHaveValue('');
  // Transfer to Payment keeps the debit and clears the credit.
  await choose(page, credit, 'Everyday');
  await type.getByText('Payment').click();
  await expect(debit).toHaveValue('Savings');
  await expect(credit).toHaveValue('');

  // A payee typed by name: No leaves the picker empty, 'Yes, Create it!' creates and selects it.
  await credit.click();
  await credit.fill('Nobody Ltd');
  await page.getByRole('option', { name: 'Create "Nobody Ltd"' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Add new Third Party Nobody Ltd. Continue?');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(credit).toHaveValue('');
  await credit.click();
  await credit.fill('Corner Cafe');
  await page.getByRole('option', { name: 'Create "Corner Cafe"' }).click();
  await expect(confirm).toContainText('Add new Third Party Corner Cafe. Continue?');
  await confirm.getByRole('button', { name: 'Yes, Create it!' }).click();
  await expect(toast(page, 'Account, Corner Cafe, Saved Successfully.')).toBeVisible();
  await expect(credit).toHaveValue('Corner Cafe');

  // Saving without an amount says what is missing; with it, the payment goes through.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter an amount')).toBeVisible();
  await form.getByLabel('Amount line 1').fill('4.5');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Transaction Saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/transactions/${everyday}$`));

  // The payment left Savings, not the list we came from.
  await expect(page.getByText('No transactions in this period.')).toBeVisible();
  const savings = (
    await ledger.call<{ id: number; name: string }[]>(requestTo(apiRoutes.accounts.list), { FilterAccountType: 1 })
  ).find((account) => account.name === 'Savings');
  await page.goto(`/transactions/${savings?.id}`);
  const cafe = rowOf(page, 'Corner Cafe');
  await expect(cafe).toContainText('-$4.50');
  await expect(cafe).toContainText('$1,995.50');

  await cafe.click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const deletion = page.getByRole('dialog');
  await expect(deletion).toContainText('Confirm you want to delete this transaction');
  await deletion.getByRole('button', { name: 'Cancel' }).click();
  await expect(deletion).toBeHidden();
  await page.getByRole('button', { name: 'Delete' }).click();
  await deletion.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Transaction Deleted Successfully.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/transactions/${savings?.id}$`));
  await expect(page.getByText('No transactions in this period.')).toBeVisible();
  await expect(page.getByLabel('Account balance')).toHaveText('$2,000.00');
});

test('a long period is shown a page at a time, and the search covers the whole period on the server', async ({
  page,
  request,
}) => {
  const person = newPerson('Quinn', 'Ledger');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const everyday = await createBankAccount(ledger, 'Everyday', 5000);
  const cafe = await createThirdParty(ledger, 'Corner Cafe');
  const bakery = await createThirdParty(ledger, 'Old Bakery');
  // The oldest transaction is the bakery's, so it sits beyond the first page of 100.
  await recordTransaction(ledger, {
    debitAccountId: everyday,
    creditAccountId: bakery,
    lines: [7.25],
    date: isoDay(-20),
  });
  for (let i = 0; i < 104; i += 1) {
    await recordTransaction(ledger, {
      debitAccountId: everyday,
      creditAccountId: cafe,
      lines: [1],
      date: isoDay(-(i % 10)),
    });
  }

  await login(page, person);
  await page.goto(`/transactions/${everyday}`);
  await expect(page.getByTestId('transaction-row')).toHaveCount(100);
  await expect(page.getByText('100 transactions, older ones not loaded yet')).toBeVisible();
  // The bakery's payment is beyond the first page, yet the search finds it: the server searches the period.
  const search = page.getByRole('textbox', { name: 'Search on amount or payee' });
  await search.fill('bakery');
  await expect(rowOf(page, 'Old Bakery')).toHaveCount(1);
  await expect(page.getByTestId('transaction-row')).toHaveCount(1);
  await expect(page.getByText('1 transaction of the last 30 days matches "bakery"')).toBeVisible();
  // An amount as the list writes it finds that exact amount.
  await search.fill('$7.25');
  await expect(rowOf(page, 'Old Bakery')).toHaveCount(1);
  await expect(page.getByTestId('transaction-row')).toHaveCount(1);
  await search.fill('');
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(rowOf(page, 'Old Bakery')).toContainText('$4,992.75');
  await expect(page.getByText('105 transactions')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
});

test('a period of exactly one page offers no Show more', async ({ page, request }) => {
  const person = newPerson('Rowan', 'Ledger');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const everyday = await createBankAccount(ledger, 'Everyday', 500);
  const cafe = await createThirdParty(ledger, 'Corner Cafe');
  for (let i = 0; i < 100; i += 1) {
    await recordTransaction(ledger, {
      debitAccountId: everyday,
      creditAccountId: cafe,
      lines: [1],
      date: isoDay(-(i % 10)),
    });
  }

  await login(page, person);
  await page.goto(`/transactions/${everyday}`);
  await expect(page.getByTestId('transaction-row')).toHaveCount(100);
  await expect(page.getByText('100 transactions', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
});

test('a transaction that cannot be loaded goes back with an error', async ({ page, request }) => {
  const person = newPerson('Pia', 'Ledger');
  await registerByApi(request, person);
  await login(page, person);
  await page.goto('/transaction/99999999');
  // The server's description of the 404: the load failed and the user is sent back.
  await expect(toast(page, 'Transaction not found.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
