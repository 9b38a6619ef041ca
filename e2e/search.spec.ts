import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { login, newPerson, registerByApi, toast, type Person } from './support/app';
import {
  createBankAccount,
  createCategory,
  createTag,
  createThirdParty,
  deleteTransaction,
  isoDay,
  ledgerSession,
  recordTransaction,
  shownDay,
} from './support/ledger';

const NO_RESULTS = 'No Transactions meet this search request.';

interface Family {
  person: Person;
  savings: number;
  tagName: string;
  dates: Record<'milk' | 'salary' | 'topUp' | 'power' | 'save' | 'party' | 'spilt', string>;
}

/** One family with a month of varied transactions: two banks, three payees, a split and a deleted one. */
async function seedFamily(request: APIRequestContext, firstname: string): Promise<Family> {
  const person = newPerson(firstname, 'Searcher');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const everyday = await createBankAccount(ledger, 'Everyday Account', 1000);
  const savings = await createBankAccount(ledger, 'Savings Pot', 1000);
  const grocer = await createThirdParty(ledger, 'Corner Grocer');
  const power = await createThirdParty(ledger, 'City Power');
  const employer = await createThirdParty(ledger, 'Employer Ltd');
  const { subcategoryIds: food } = await createCategory(ledger, 'Food', ['Groceries', 'Dining']);
  const { subcategoryIds: home } = await createCategory(ledger, 'Home', ['Electricity']);
  const { subcategoryIds: income } = await createCategory(ledger, 'Income', ['Salary'], true);
  const tagName = 'Birthday party';
  await createTag(ledger, tagName);
  const dates = {
    milk: isoDay(-30),
    salary: isoDay(-25),
    topUp: isoDay(-20),
    power: isoDay(-15),
    save: isoDay(-12),
    party: isoDay(-10),
    spilt: isoDay(-8),
  };
  const payment = (
    date: string,
    credit: number,
    description: string,
    lines: { amount: number; subCategoryId?: number }[],
  ) => recordTransaction(ledger, { date, debitAccountId: everyday, creditAccountId: credit, description, lines });

  await payment(dates.milk, grocer, 'Weekly milk and bread', [{ amount: 42.5, subCategoryId: food.Groceries }]);
  await recordTransaction(ledger, {
    date: dates.salary,
    typeId: 2,
    debitAccountId: employer,
    creditAccountId: everyday,
    description: 'March salary',
    lines: [{ amount: 2500, subCategoryId: income.Salary }],
  });
  await payment(dates.topUp, grocer, 'Milk top-up', [{ amount: 6.2, subCategoryId: food.Groceries }]);
  await payment(dates.power, power, 'Power bill', [{ amount: 120, subCategoryId: home.Electricity }]);
  await recordTransaction(ledger, {
    date: dates.save,
    typeId: 3,
    debitAccountId: everyday,
    creditAccountId: savings,
    description: 'Save for the holiday',
    lines: [200],
  });
  await payment(dates.party, grocer, 'Party supplies', [
    { amount: 30, subCategoryId: food.Groceries },
    { amount: 25, subCategoryId: food.Dining },
  ]);
  const spilt = await payment(dates.spilt, grocer, 'Milk spilt, bought again', [
    { amount: 3.1, subCategoryId: food.Groceries },
  ]);
  await deleteTransaction(ledger, spilt);
  return { person, savings, tagName, dates };
}

const filters = (page: Page) => page.getByRole('form', { name: 'Search filters' });
const results = (page: Page) => page.getByRole('table', { name: 'Matching transactions' });

/** The descriptions of the result rows, top to bottom. */
async function expectResults(page: Page, descriptions: string[]) {
  await expect(results(page).locator('tbody tr td:nth-child(4) a')).toHaveText(descriptions);
}

async function chooseMode(page: Page, group: 'Date Selection' | 'Amount Selection', mode: string) {
  await filters(page).getByRole('group', { name: group }).getByText(mode, { exact: true }).click();
}

async function runSearch(page: Page) {
  await filters(page).getByRole('button', { name: 'Search' }).click();
}

test('search by description, amount, date and account; the address keeps the search', async ({ page, request }) => {
  const family = await seedFamily(request, 'Sally');
  await login(page, family.person);
  await page.goto('/transactionsearch/');
  await expect(page.getByRole('heading', { name: 'Transaction Search' })).toBeVisible();

  // With no filters the newest transactions show; the deleted one does not.
  await expectResults(page, [
    'Party supplies',
    'Save for the holiday',
    'Power bill',
    'Milk top-up',
    'March salary',
    'Weekly milk and bread',
  ]);
  const party = results(page).getByRole('row').filter({ hasText: 'Party supplies' });
  await expect(party).toContainText('Everyday Account → Corner Grocer');
  await expect(party).toContainText('Food - Groceries');
  await expect(party).toContainText('Food - Dining');
  await expect(party).toContainText('$55.00');
  await expect(party).toContainText(shownDay(family.dates.party));
  await page.screenshot({ path: 'e2e/screenshots/search-results.png', fullPage: true });

  // Description, submitted with Enter; the payee's name matches too.
  await filters(page).getByLabel('Description').fill('milk');
  await filters(page).getByLabel('Description').press('Enter');
  await expect(page).toHaveURL(/\/transactionsearch\/?\?description=milk$/);
  await expectResults(page, ['Milk top-up', 'Weekly milk and bread']);
  await filters(page).getByLabel('Description').fill('grocer');
  await runSearch(page);
  await expectResults(page, ['Party supplies', 'Milk top-up', 'Weekly milk and bread']);

  // Include Deleted shows the deleted transaction, marked.
  await filters(page).getByLabel('Description').fill('milk');
  await filters(page).getByLabel('Include Deleted').check();
  await runSearch(page);
  await expect(page).toHaveURL(/description=milk&includeDeleted=true/);
  await expectResults(page, ['Milk spilt, bought again', 'Milk top-up', 'Weekly milk and bread']);
  const spilt = results(page).getByRole('row').filter({ hasText: 'Milk spilt' });
  await expect(spilt.getByText('Deleted')).toBeVisible();
  await expect(spilt.getByRole('checkbox')).toBeDisabled();

  // An amount range, kept in the address and restored with its results by a reload.
  await filters(page).getByLabel('Description').fill('');
  await filters(page).getByLabel('Include Deleted').uncheck();
  await chooseMode(page, 'Amount Selection', 'Between');
  await filters(page).getByLabel('Minimum amount').fill('40');
  await filters(page).getByLabel('Maximum amount').fill('130');
  await runSearch(page);
  await expect(page).toHaveURL(/\?minValue=40\.00&maxValue=130\.00$/);
  await expectResults(page, ['Party supplies', 'Power bill', 'Weekly milk and bread']);
  await page.reload();
  await expect(filters(page).getByLabel('Minimum amount')).toHaveValue('$40.00');
  await expect(filters(page).getByLabel('Maximum amount')).toHaveValue('$130.00');
  await expectResults(page, ['Party supplies', 'Power bill', 'Weekly milk and bread']);

  // An exact date, then a range of dates.
  await chooseMode(page, 'Amount Selection', 'Any');
  await chooseMode(page, 'Date Selection', 'Exact date');
  await filters(page).getByLabel('Date', { exact: true }).fill(family.dates.power);
  await runSearch(page);
  await expect(page).toHaveURL(new RegExp(`\\?exactDate=${family.dates.power}$`));
  await expectResults(page, ['Power bill']);
  await chooseMode(page, 'Date Selection', 'Between');
  await filters(page).getByLabel('From date').fill(isoDay(-26));
  await filters(page).getByLabel('To date').fill(isoDay(-14));
  await runSearch(page);
  await expect(page).toHaveURL(new RegExp(`\\?fromDate=${isoDay(-26)}&toDate=${isoDay(-14)}$`));
  await expectResults(page, ['Power bill', 'Milk top-up', 'March salary']);
  await page.reload();
  await expect(filters(page).getByLabel('From date')).toHaveValue(shownDay(isoDay(-26)));
  await expectResults(page, ['Power bill', 'Milk top-up', 'March salary']);
  // A range that ends before it starts is said at its end, and Search waits for it.
  await filters(page).getByLabel('To date').fill(isoDay(-30));
  await filters(page).getByLabel('To date').blur();
  await expect(filters(page).getByText('The To date is before the From date')).toBeVisible();
  await runSearch(page);
  await expect(page).toHaveURL(new RegExp(`\\?fromDate=${isoDay(-26)}&toDate=${isoDay(-14)}$`));
  await filters(page).getByLabel('To date').fill(isoDay(-14));
  await filters(page).getByLabel('To date').blur();
  await expect(filters(page).getByText('The To date is before the From date')).toHaveCount(0);

  // An account, on either side of the transaction.
  await chooseMode(page, 'Date Selection', 'Any');
  await filters(page).getByRole('combobox', { name: 'Account Filter' }).click();
  await page.getByRole('option', { name: 'Savings Pot' }).click();
  await runSearch(page);
  await expect(page).toHaveURL(new RegExp(`\\?accountId=${family.savings}$`));
  await expectResults(page, ['Save for the holiday']);
  await expect(results(page)).toContainText('Everyday Account → Savings Pot');
  await page.reload();
  await expect(filters(page).getByRole('combobox', { name: 'Account Filter' })).toHaveValue('Savings Pot');
  await expectResults(page, ['Save for the holiday']);

  // Nothing found.
  await filters(page).getByLabel('Description').fill('no such thing');
  await runSearch(page);
  await expect(page.getByText(NO_RESULTS)).toBeVisible();
  await expect(results(page)).toHaveCount(0);

  // Back returns to the search before, form and results alike.
  await page.goBack();
  await expect(filters(page).getByLabel('Description')).toHaveValue('');
  await expectResults(page, ['Save for the holiday']);

  // A row opens its transaction.
  await results(page)
    .getByRole('row')
    .filter({ hasText: 'Save for the holiday' })
    .getByRole('cell', { name: 'Transfer' })
    .click();
  await expect(page).toHaveURL(/\/transaction\/\d+$/);
});

test('bulk update changes the ticked transactions; split amounts are kept', async ({ page, request }) => {
  const family = await seedFamily(request, 'Bulky');
  await login(page, family.person);
  await page.goto('/transactionsearch/?description=grocer');
  await expectResults(page, ['Party supplies', 'Milk top-up', 'Weekly milk and bread']);

  const panel = page.getByRole('region', { name: 'Bulk Update' });
  const bulkUpdate = panel.getByRole('button', { name: 'Bulk Update' });
  await expect(panel.getByText('splits will not update')).toBeVisible();
  await expect(bulkUpdate).toBeDisabled();

  // Select all ticks every loaded row, and clears them again.
  const selectAll = results(page).getByRole('checkbox', { name: 'Select all loaded transactions' });
  await selectAll.check();
  await expect(panel.getByText('3 transactions selected')).toBeVisible();
  await selectAll.uncheck();
  await expect(results(page).getByRole('checkbox', { checked: true })).toHaveCount(0);

  const newDate = isoDay(-5);
  await results(page)
    .getByRole('checkbox', { name: /^Select Party supplies/ })
    .check();
  await expect(bulkUpdate).toBeDisabled();
  await panel.getByLabel('New Description').fill('Groceries, tidied');
  await expect(bulkUpdate).toBeEnabled();
  await panel.getByRole('button', { name: 'Clear' }).click();
  await expect(panel.getByLabel('New Description')).toHaveValue('');
  await expect(bulkUpdate).toBeDisabled();

  await results(page)
    .getByRole('checkbox', { name: /^Select Weekly milk and bread/ })
    .check();
  await expect(panel.getByText('2 transactions selected')).toBeVisible();
  await panel.getByLabel('New Date').fill(newDate);
  await panel.getByLabel('New Amount').fill('50');
  await panel.getByLabel('New Description').fill('Groceries, tidied');
  await panel.getByRole('combobox', { name: 'Tags' }).click();
  await page.getByRole('option', { name: family.tagName }).click();
  await page.keyboard.press('Escape');
  // A full-page picture of a scrolled page repeats the fixed header; start it from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'e2e/screenshots/search-bulk-update.png', fullPage: true });
  await bulkUpdate.click();
  // Nothing is written before the count is confirmed.
  await page
    .getByRole('dialog', { name: 'Change 2 transactions?' })
    .getByRole('button', { name: 'Change all 2' })
    .click();

  await expect(
    toast(page, '2 transactions updated. 1 split transaction keeps its amount: splits will not update.'),
  ).toBeVisible();
  // The search ran again: both now carry the new description and date, newest first; only the one-line one took the amount.
  await expectResults(page, ['Groceries, tidied', 'Groceries, tidied', 'Milk top-up']);
  const rows = results(page).locator('tbody tr');
  await expect(rows.nth(0)).toContainText(shownDay(newDate));
  await expect(rows.nth(1)).toContainText(shownDay(newDate));
  const amounts = await rows.locator('td:last-child').allInnerTexts();
  expect(
    amounts
      .slice(0, 2)
      .map((text) => text.split('\n')[0])
      .sort(),
  ).toEqual(['-$50.00', '-$55.00']);
  await expect(results(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(bulkUpdate).toBeDisabled();
  await expect(rows.filter({ hasText: '$55.00' })).toContainText('Split');
  await expect(rows.filter({ hasText: family.tagName })).toHaveCount(2);

  // The tag they now carry finds them.
  await filters(page).getByLabel('Description').fill('');
  await filters(page).getByRole('combobox', { name: 'Tag' }).click();
  await page.getByRole('option', { name: family.tagName }).click();
  await runSearch(page);
  await expect(page).toHaveURL(/\?tagId=\d+$/);
  await expectResults(page, ['Groceries, tidied', 'Groceries, tidied']);
});

test('results come a hundred at a time', async ({ page, request }) => {
  const person = newPerson('Paige', 'Searcher');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const bank = await createBankAccount(ledger, 'Everyday Account', 1000);
  const shop = await createThirdParty(ledger, 'Bakery');
  for (let n = 1; n <= 105; n += 1) {
    await recordTransaction(ledger, {
      date: isoDay(n - 200),
      debitAccountId: bank,
      creditAccountId: shop,
      description: `Loaf ${n}`,
      lines: [n],
    });
  }
  await login(page, person);
  await page.goto('/transactionsearch/?description=loaf');
  const rows = results(page).locator('tbody tr');
  await expect(rows).toHaveCount(100);
  await expect(rows.first()).toContainText('Loaf 105');
  await expect(page.getByText('100 transactions shown, more to load')).toBeVisible();
  await results(page).getByRole('checkbox', { name: 'Select all loaded transactions' }).check();
  await expect(page.getByRole('region', { name: 'Bulk Update' }).getByText('100 transactions selected')).toBeVisible();

  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(rows).toHaveCount(105);
  await expect(rows.last()).toContainText('Loaf 1');
  await expect(page.getByText('105 transactions shown')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  // The ticks stay; the rows that came later are not ticked until asked.
  await expect(results(page).getByRole('checkbox', { name: 'Select all loaded transactions' })).not.toBeChecked();
  await expect(page.getByRole('region', { name: 'Bulk Update' }).getByText('100 transactions selected')).toBeVisible();
});
