import { expect, test, type Page } from '@playwright/test';
import { login, newPerson, registerByApi, toast } from './support/app';
import {
  createBankAccount,
  createCategory,
  createThirdParty,
  ledgerSession,
  recordTransaction,
} from './support/ledger';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The row of a list table that names the account. */
function row(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
}

test('a bank account with an opening balance and favourite shows in the list and the side panel', async ({
  page,
  request,
}) => {
  const person = newPerson('Erin', 'Walsh');
  await registerByApi(request, person);
  await login(page, person);

  await page.goto('/accounts');
  await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await expect(page.getByText('No accounts available')).toBeVisible();

  await page.getByRole('link', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/account\/$/);
  const form = page.getByRole('form', { name: 'Account details' });
  await form.getByLabel('Name').fill('Everyday Cheque');
  // The first of this month, picked in the calendar as a user would.
  const now = new Date();
  await form.getByLabel('Opening Date', { exact: true }).click();
  await page
    .getByRole('button', { name: `1 ${MONTH_NAMES[now.getMonth()]} ${now.getFullYear()}`, exact: true })
    .click();
  await form.getByLabel('Opening Balance').fill('1234.56');
  await form.getByRole('switch', { name: 'Favourite' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Account, Everyday Cheque, Saved Successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/\d+$/);
  await expect(form.getByLabel('Opening Date', { exact: true })).toHaveValue(
    `01 ${MONTH_NAMES[now.getMonth()]!.slice(0, 3)} ${now.getFullYear()}`,
  );
  await expect(form.getByLabel('Opening Balance')).toHaveValue('$1,234.56');
  await expect(page.getByText('No Recent Transactions found')).toBeVisible();
  // No transactions yet: the account can still be deleted.
  await expect(form.getByRole('button', { name: 'Delete' })).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: 'e2e/screenshots/account-editor.png' });

  const ledger = await ledgerSession(request, person);
  await createBankAccount(ledger, 'savings jar', 50);
  await createThirdParty(ledger, 'Bakery');
  await page.goto('/accounts');
  const everyday = row(page, 'Everyday Cheque');
  await expect(everyday).toContainText('$1,234.56');
  await expect(everyday.getByRole('img', { name: 'Favourite' })).toBeVisible();
  await expect(everyday.getByRole('img', { name: 'Active' })).toBeVisible();
  // Sorted by name whatever the case: Bakery, Everyday Cheque, savings jar.
  await expect(page.getByRole('table', { name: 'Accounts' }).getByRole('link')).toHaveText([
    'Bakery',
    'Everyday Cheque',
    'savings jar',
  ]);
  await page.screenshot({ path: 'e2e/screenshots/accounts-list.png' });

  const favourites = page
    .getByRole('navigation', { name: 'Side panel' })
    .getByRole('list', { name: 'Favourite accounts' });
  await expect(favourites.getByRole('link')).toHaveText(['Everyday Cheque$1,234.56']);

  // The segments switch the route's type filter.
  const segments = page.getByRole('radiogroup', { name: 'Account type' });
  await segments.getByText('Third Parties', { exact: true }).click();
  await expect(page).toHaveURL(/\/accounts\/2$/);
  await expect(page.getByRole('table', { name: 'Accounts' }).getByRole('link')).toHaveText(['Bakery']);
  await segments.getByText('Bank Accounts', { exact: true }).click();
  await expect(page).toHaveURL(/\/accounts\/1$/);
  await expect(page.getByRole('table', { name: 'Accounts' }).getByRole('link')).toHaveText([
    'Everyday Cheque',
    'savings jar',
  ]);

  await row(page, 'savings jar').getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/\/account\/\d+$/);
  await expect(page.getByRole('form', { name: 'Account details' }).getByLabel('Name')).toHaveValue('savings jar');
});

test('a third party with Quick Transaction and a default subcategory', async ({ page, request }) => {
  const person = newPerson('Finn', 'Oakes');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  await createCategory(ledger, 'Food', ['Groceries']);
  await login(page, person);

  await page.goto('/thirdparties');
  await expect(page.getByRole('heading', { name: 'Third Parties', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Create Account' }).click();
  const form = page.getByRole('form', { name: 'Account details' });
  await expect(form.getByRole('radio', { name: 'Third party' })).toBeChecked();
  await form.getByLabel('Name').fill('Corner Shop');
  await form.getByRole('switch', { name: 'Quick Transaction' }).click();
  await form.getByLabel('Default Subcategory').click();
  await page.getByRole('option', { name: 'Groceries' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Account, Corner Shop, Saved Successfully.')).toBeVisible();

  await page.goto('/thirdparties');
  const shop = row(page, 'Corner Shop');
  await expect(shop).toContainText('Food - Groceries');
  await expect(shop).toContainText('$0.00');
  await expect(shop.getByRole('img', { name: 'Quick Transaction' })).toBeVisible();

  // Money paid to it shows as its Transaction Value.
  const bank = await createBankAccount(ledger, 'Everyday', 100);
  const shopId = Number((await shop.getByRole('link').getAttribute('href'))?.split('/').pop());
  await recordTransaction(ledger, {
    debitAccountId: bank,
    creditAccountId: shopId,
    lines: [42.1],
    description: 'Weekly shop',
  });
  await createThirdParty(ledger, 'Plumber');
  await page.reload();
  await expect(row(page, 'Corner Shop')).toContainText('$42.10');
  await page.screenshot({ path: 'e2e/screenshots/third-parties.png' });

  await row(page, 'Corner Shop').getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/thirdparty/${shopId}$`));
  await expect(page.getByRole('heading', { name: 'Third Party', level: 1 })).toBeVisible();
  const editor = page.getByRole('form', { name: 'Account details' });
  await expect(editor.getByLabel('Name')).toHaveValue('Corner Shop');
  await expect(editor.getByLabel('Default Subcategory')).toHaveValue('Groceries');
  // It has a transaction: no Delete, and its type is fixed.
  await expect(editor.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(editor.getByText('An account with transactions keeps its type.')).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recent Transactions' });
  await expect(recent.getByRole('link', { name: /Everyday/ })).toContainText('$42.10');
  await expect(recent.getByRole('link', { name: 'All transactions' })).toHaveAttribute(
    'href',
    `/transactions/${shopId}`,
  );
});

test('inactive accounts are listed only on request, and search narrows the list', async ({ page, request }) => {
  const person = newPerson('Gina', 'Marsh');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  await createBankAccount(ledger, 'Everyday', 10);
  await createBankAccount(ledger, 'Old Card', 0, { isActive: false });
  await login(page, person);

  await page.goto('/accounts/1');
  const table = page.getByRole('table', { name: 'Accounts' });
  await expect(table.getByRole('link')).toHaveText(['Everyday']);
  await page.getByRole('switch', { name: 'Include Inactive' }).click();
  await expect(table.getByRole('link')).toHaveText(['Everyday', 'Old Card']);
  await expect(row(page, 'Old Card').getByRole('img', { name: 'Inactive' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill('old');
  await expect(table.getByRole('link')).toHaveText(['Old Card']);
  await page.getByRole('textbox', { name: 'Search' }).fill('nothing like it');
  await expect(page.getByText('No accounts available')).toBeVisible();
});

test('an unused account is deleted after confirmation; Cancel changes nothing', async ({ page, request }) => {
  const person = newPerson('Hugo', 'Pratt');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const spare = await createBankAccount(ledger, 'Spare');
  await login(page, person);

  await page.goto('/accounts');
  await page.getByRole('link', { name: 'Spare', exact: true }).click();
  const form = page.getByRole('form', { name: 'Account details' });
  await form.getByLabel('Name').fill('Spare renamed');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(toast(page, 'No changes were made.')).toBeVisible();
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByRole('link', { name: 'Spare', exact: true })).toBeVisible();

  await page.goto(`/account/${spare}`);
  await form.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await expect(dialog).toContainText('Confirm you want to delete the account Spare.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Account, Spare, Deleted Successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByText('No accounts available')).toBeVisible();
});

test('an account that cannot be loaded sends the user back with the reason', async ({ page, request }) => {
  const person = newPerson('Iris', 'Lane');
  await registerByApi(request, person);
  await login(page, person);
  // Opened directly, there is no earlier page of the app to return to: the user lands on the dashboard.
  await page.goto('/account/99999999');
  await expect(toast(page, 'Account not found.')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Hello ${person.firstname}` })).toBeVisible();
});
