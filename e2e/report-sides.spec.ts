import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { login, newPerson, registerByApi, type Person } from './support/app';
import { expectNoSidewaysScroll, openPage } from './support/budgets';
import {
  createBankAccount,
  createCategory,
  createThirdParty,
  ledgerSession,
  recordTransaction,
} from './support/ledger';
import { addressQuery, seriousViolations, settled } from './support/reports';

/**
 * Spending and income apart, and transfers between the family's own accounts counted only when asked
 * (packages/server/src/features/reports/spending.ts): one payment of groceries, one salary and one transfer
 * to savings that carries the Groceries subcategory, all today, so that every default period holds them.
 */
const GROCERIES = 84.2;
const SALARY = 2_500;
const TO_SAVINGS = 300;

const money = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

async function createSidesFamily(request: APIRequestContext, firstname: string): Promise<Person> {
  const person = newPerson(firstname, 'Sides');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const everyday = await createBankAccount(ledger, 'Everyday', 1_000);
  const savings = await createBankAccount(ledger, 'Savings', 5_000);
  const grocer = await createThirdParty(ledger, 'Corner Grocer');
  const employer = await createThirdParty(ledger, 'Employer');
  const food = await createCategory(ledger, 'Food', ['Groceries']);
  const income = await createCategory(ledger, 'Income', ['Salary'], true);
  const groceries = food.subcategoryIds.Groceries;
  await recordTransaction(ledger, {
    debitAccountId: everyday,
    creditAccountId: grocer,
    lines: [{ amount: GROCERIES, subCategoryId: groceries }],
  });
  await recordTransaction(ledger, {
    typeId: 2,
    debitAccountId: employer,
    creditAccountId: everyday,
    lines: [{ amount: SALARY, subCategoryId: income.subcategoryIds.Salary }],
  });
  await recordTransaction(ledger, {
    typeId: 3,
    debitAccountId: everyday,
    creditAccountId: savings,
    lines: [{ amount: TO_SAVINGS, subCategoryId: groceries }],
  });
  return person;
}

const spendingPie = (page: Page) => page.getByRole('figure', { name: 'Largest spending subcategories, last 2 years' });
const incomePie = (page: Page) => page.getByRole('figure', { name: 'Largest income subcategories, last 2 years' });
const spendingRows = (page: Page) => page.getByRole('table', { name: 'Every spending subcategory of the period' });
const incomeRows = (page: Page) => page.getByRole('table', { name: 'Every income subcategory of the period' });

test('Category Amount: spending and income apart, and transfers only when asked', async ({ page, request }) => {
  const person = await createSidesFamily(request, 'Sid');
  await login(page, person);
  await openPage(page, '/categoryamountreport', 'Category Amount Report');

  // Spending by default: the groceries, neither the salary nor the transfer.
  const show = page.getByRole('radiogroup', { name: 'Show' });
  await expect(show.getByRole('radio', { name: 'Spending' })).toBeChecked();
  const transfers = page.getByRole('switch', { name: 'Include transfers' });
  await expect(transfers).not.toBeChecked();
  await expect(page.getByText('Moves between your own accounts')).toBeVisible();
  const legend = spendingPie(page).getByRole('list', { name: 'Legend' });
  await expect(legend.getByRole('listitem')).toHaveCount(1);
  await expect(legend.getByRole('listitem')).toContainText(['Food - Groceries']);
  await expect(legend).toContainText(money(GROCERIES));
  await expect(spendingRows(page).locator('tbody tr')).toHaveCount(1);
  await expect(spendingRows(page).getByRole('row', { name: /Groceries/ })).toContainText(money(GROCERIES));
  await expect(page.getByText('Salary')).toHaveCount(0);
  await expect(incomeRows(page)).toHaveCount(0);

  // Income: the salary alone.
  await show.getByText('Income', { exact: true }).click();
  expect(addressQuery(page)).toEqual({ show: 'income' });
  await expect(show.getByRole('radio', { name: 'Income' })).toBeChecked();
  await expect(incomePie(page).getByRole('list', { name: 'Legend' }).getByRole('listitem')).toHaveText([
    `Income - Salary${money(SALARY)}`,
  ]);
  await expect(incomeRows(page).locator('tbody tr')).toHaveCount(1);
  await expect(incomeRows(page).getByRole('row', { name: /Salary/ })).toContainText(money(SALARY));
  await expect(page.getByText('Groceries')).toHaveCount(0);
  await expect(spendingRows(page)).toHaveCount(0);

  // Include transfers: the move to savings counts on its subcategory's side, spending.
  await show.getByText('Spending', { exact: true }).click();
  await transfers.click();
  expect(addressQuery(page)).toEqual({ includeTransfers: 'true' });
  const withTransfer = money(GROCERIES + TO_SAVINGS);
  await expect(spendingRows(page).getByRole('row', { name: /Groceries/ })).toContainText(withTransfer);
  await expect(spendingPie(page).getByRole('list', { name: 'Legend' })).toContainText(withTransfer);
  await expect(page.getByText('Salary')).toHaveCount(0);
  await settled(page);
  expect(await seriousViolations(page), 'Category Amount with its choices').toEqual([]);

  // The address keeps both choices.
  await show.getByText('Income', { exact: true }).click();
  expect(addressQuery(page)).toEqual({ show: 'income', includeTransfers: 'true' });
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Income' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Include transfers' })).toBeChecked();
  await expect(incomeRows(page).getByRole('row', { name: /Salary/ })).toContainText(money(SALARY));

  // A side with nothing in the period says so in its own words.
  await transfers.click();
  await page.getByRole('switch', { name: 'Advanced Selection' }).click();
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Food', exact: true }).click();
  await expect(page.getByText('Nothing was earned in this period.')).toBeVisible();
  await show.getByText('Spending', { exact: true }).click();
  await expect(page.getByText('Nothing was spent in this period.')).toHaveCount(0);
  await expect(spendingRows(page).getByRole('row', { name: /Groceries/ })).toContainText(money(GROCERIES));
});

test('Cash Flow and Categories Over Time leave the transfer out of spending unless asked', async ({
  page,
  request,
}) => {
  const person = await createSidesFamily(request, 'Cash');
  await login(page, person);

  await openPage(page, '/cashflow', 'Cash Flow');
  // Every transaction is today's, so the year's figures are this month's.
  await expect(
    page.getByText(
      `Income ${money(SALARY)} · spending ${money(GROCERIES)} · net ${money(SALARY - GROCERIES)} · savings rate 96.6%`,
      { exact: true },
    ),
  ).toBeVisible();
  await page.getByRole('switch', { name: 'Show as table' }).click();
  const thisMonth = page
    .getByRole('table', { name: 'Income and spending per month, last 1 year as a table' })
    .locator('tbody tr')
    .last();
  await expect(thisMonth).toContainText(money(GROCERIES));
  await expect(thisMonth).not.toContainText(money(GROCERIES + TO_SAVINGS));
  await page.getByRole('switch', { name: 'Include transfers' }).click();
  // Both choices live in the address: the table stays open for the new choice.
  await expect.poll(() => addressQuery(page)).toEqual({ view: 'table', includeTransfers: 'true' });
  await expect(page.getByText(`Income ${money(SALARY)} · spending ${money(GROCERIES + TO_SAVINGS)} ·`)).toBeVisible();
  await expect(thisMonth).toContainText(money(GROCERIES + TO_SAVINGS));
  await settled(page);
  expect(await seriousViolations(page), 'Cash Flow with Include transfers').toEqual([]);

  // The running month shows only with Include Current, off by default here.
  await openPage(page, '/categoriesovertime?includeCurrent=true', 'Categories Over Time');
  const total = (amount: number) => page.getByText(new RegExp(`^Total ${money(amount).replace(/[$.]/g, '\\$&')} ·`));
  await expect(total(GROCERIES)).toBeVisible();
  await page.getByRole('switch', { name: 'Include transfers' }).click();
  expect(addressQuery(page)).toEqual({ includeCurrent: 'true', includeTransfers: 'true' });
  await expect(total(GROCERIES + TO_SAVINGS)).toBeVisible();
  await settled(page);
  expect(await seriousViolations(page), 'Categories Over Time with Include transfers').toEqual([]);
});

for (const viewport of [
  { width: 1366, height: 860 },
  { width: 390, height: 844 },
]) {
  test(`the report choices fit ${viewport.width} px and have no serious accessibility violations`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const person = await createSidesFamily(request, viewport.width > 500 ? 'Wide' : 'Narrow');
    await login(page, person);
    for (const screen of [
      {
        name: 'category-amount',
        path: '/categoryamountreport?includeTransfers=true',
        heading: 'Category Amount Report',
      },
      {
        name: 'categories-over-time',
        path: '/categoriesovertime?includeCurrent=true',
        heading: 'Categories Over Time',
      },
      { name: 'cash-flow', path: '/cashflow?includeTransfers=true', heading: 'Cash Flow' },
    ]) {
      await test.step(screen.name, async () => {
        await openPage(page, screen.path, screen.heading);
        await settled(page);
        await expectNoSidewaysScroll(page, screen.name);
        await page.screenshot({
          path: `test-results/report-sides-${screen.name}-${viewport.width}.png`,
          fullPage: true,
        });
        expect.soft(await seriousViolations(page), `${screen.name} at ${viewport.width} px`).toEqual([]);
      });
    }
  });
}
