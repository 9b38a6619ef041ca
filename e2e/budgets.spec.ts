import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, newPerson, registerByApi, toast } from './support/app';
import { createBudget, expectBarLevel, expectNoSidewaysScroll, openPage, panelBudget } from './support/budgets';
import {
  apiRoutes,
  createBankAccount,
  createCategory,
  createThirdParty,
  isoDay,
  ledgerSession,
  recordTransaction,
  requestTo,
  shownDay,
} from './support/ledger';

/** Picks an option of a Mantine Select by typing into it first, as a keyboard user would. */
async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await field.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Picks an option of a Mantine Select that does not take typing. */
async function pick(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A payment from the account's list, through the transaction editor, with its one line on a budget. */
async function spend(page: Page, accountId: number, payee: string, amount: string, budget: string): Promise<void> {
  await page.goto(`/transactions/${accountId}`);
  await page.getByRole('button', { name: 'New transaction' }).click();
  const form = page.getByRole('form', { name: 'Transaction' });
  await choose(page, form.getByRole('combobox', { name: 'Credit account' }), payee);
  await form.getByLabel('Amount line 1').fill(amount);
  await choose(page, form.getByRole('combobox', { name: 'Budget line 1' }), budget);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Transaction Saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/transactions/${accountId}$`));
}

test('create weekly and monthly budgets, spend against them, follow the bars, edit the allowance, carry over and see the trend', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const person = newPerson('Bea', 'Budget');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const everyday = await createBankAccount(ledger, 'Everyday', 2000, { isFavourite: true });
  await createBankAccount(ledger, 'Old Account', 0, { isActive: false });
  const food = await createCategory(ledger, 'Food', ['Groceries', 'Dining out']);
  const grocer = await createThirdParty(ledger, 'Corner Grocer', {
    defaultSubCategoryId: food.subcategoryIds.Groceries,
  });
  await createThirdParty(ledger, 'Bistro', { defaultSubCategoryId: food.subcategoryIds['Dining out'] });
  await login(page, person);

  const panel = page.getByRole('navigation', { name: 'Side panel' });
  await expect(panel.getByText('No budgets yet')).toBeVisible();

  await page.goto('/budgets');
  await expect(page.getByText(/^No budgets yet\./)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/budget$/);

  // A new budget opens in edit mode; what is missing is said at its field (e2e/field-errors.spec.ts).
  const form = page.getByRole('form', { name: 'Budget' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Name is required.');

  // Weekly, started two weeks ago: this is its third period.
  await form.getByLabel('Name').fill('Groceries');
  await form.getByLabel('Allowance').fill('100');
  await pick(page, form.getByRole('combobox', { name: 'Budget Type' }), 'Weekly');
  await form.getByLabel('Start date').fill(isoDay(-14));
  await page.keyboard.press('Escape');
  // Only active own bank accounts may be the primary account.
  await form.getByRole('combobox', { name: 'Primary account' }).click();
  await expect(page.getByRole('option')).toHaveText(['Everyday']);
  await page.getByRole('option', { name: 'Everyday' }).click();
  await expect(form.getByLabel('Carry-over cap')).toHaveCount(0);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Budget, Groceries, Saved Successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/budget\/\d+$/);
  const weekly = Number(page.url().split('/').pop());
  const details = page.getByRole('region', { name: 'Budget details' });
  await expect(details).toContainText('Weekly');
  await expect(details).toContainText('Everyday');
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();

  await page.goto('/budget');
  await form.getByLabel('Name').fill('Dining out');
  await form.getByLabel('Allowance').fill('200');
  await expect(form.getByRole('combobox', { name: 'Budget Type' })).toHaveValue('Monthly');
  await form.getByLabel('Start date').fill(isoDay(-40));
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Budget, Dining out, Saved Successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/budget\/\d+$/);

  // Both bars show, full of what is left.
  await expect(panelBudget(page, 'Groceries')).toContainText('$100.00 left');
  await expectBarLevel(panelBudget(page, 'Groceries'), 'success');
  await expect(panelBudget(page, 'Dining out')).toContainText('$200.00 left');
  await expect(panelBudget(page, 'Dining out')).toHaveAttribute('href', /\/budget\/\d+$/);

  // A shop in the first week, recorded earlier.
  const early = await recordTransaction(ledger, {
    debitAccountId: everyday,
    creditAccountId: grocer,
    date: isoDay(-10),
    description: 'First big shop',
    lines: [{ amount: 45, subCategoryId: food.subcategoryIds.Groceries, budgetId: weekly }],
  });

  // Spending this week moves the bar from green to yellow to red.
  await spend(page, everyday, 'Corner Grocer', '60', 'Groceries');
  await expect(panelBudget(page, 'Groceries')).toContainText('$40.00 left');
  await expectBarLevel(panelBudget(page, 'Groceries'), 'warning');
  await spend(page, everyday, 'Corner Grocer', '25', 'Groceries');
  await expect(panelBudget(page, 'Groceries')).toContainText('$15.00 left');
  await expectBarLevel(panelBudget(page, 'Groceries'), 'danger');
  await spend(page, everyday, 'Bistro', '50', 'Dining out');
  await expect(panelBudget(page, 'Dining out')).toContainText('$150.00 left');
  await expectBarLevel(panelBudget(page, 'Dining out'), 'success');

  // The list: one row per budget, with what this period used.
  await page.goto('/budgets');
  const table = page.getByRole('table', { name: 'Budgets' });
  await expect(table.getByRole('row')).toHaveCount(3);
  const groceriesRow = table.getByRole('row').filter({ hasText: 'Groceries' });
  await expect(groceriesRow).toContainText('Everyday');
  await expect(groceriesRow).toContainText('Weekly');
  await expect(groceriesRow).toContainText('$100.00');
  await expect(groceriesRow).toContainText('$85.00 of $100.00');
  await expectBarLevel(groceriesRow, 'danger');
  await groceriesRow.getByRole('cell').nth(2).click();
  await expect(page).toHaveURL(new RegExp(`/budget/${weekly}$`));

  // The view: this period, then every period, newest first, with its transactions.
  const standing = page.getByRole('region', { name: 'This period' });
  await expect(standing.getByRole('heading', { name: 'This period' })).toBeVisible();
  await expect(standing).toContainText('$85.00');
  await expect(standing).toContainText('$15.00');
  const periods = page.getByRole('table', { name: 'Budget periods' });
  await expect(periods.getByRole('row')).toHaveCount(4);
  await expect(periods.getByRole('row').nth(1)).toContainText('Current');
  await expect(periods.getByRole('row').nth(1)).toContainText('85%');
  await expect(periods.getByRole('row').nth(3)).toContainText('45%');
  const periodTransactions = page.getByRole('region', { name: 'Period transactions' });
  await expect(periodTransactions.getByRole('link')).toHaveCount(2);
  await expect(periodTransactions.getByRole('link').first()).toContainText('-$25.00');

  // The first week's shop, through its period.
  await periods.getByRole('row').nth(3).getByRole('button').click();
  await expect(periods.getByRole('row').nth(3).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  await expect(periodTransactions).toContainText(shownDay(isoDay(-14)).slice(0, 6));
  await expect(periodTransactions.getByRole('link')).toHaveCount(1);
  const shop = periodTransactions.getByRole('link', { name: /Corner Grocer/ });
  await expect(shop).toContainText('First big shop');
  await expect(shop).toContainText('-$45.00');
  await shop.click();
  await expect(page).toHaveURL(new RegExp(`/transaction/${early}$`));
  await expect(page.getByRole('region', { name: 'Transaction details' })).toContainText('First big shop');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/budget/${weekly}$`));
  // Back on the budget, it opens on the current period again.
  await expect(periods.getByRole('row').nth(1).getByRole('button')).toHaveAttribute('aria-pressed', 'true');

  // Cancel restores what was saved.
  await page.getByRole('button', { name: 'Edit' }).click();
  await form.getByLabel('Name').fill('Something else');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(details).toContainText('Groceries');
  await expect(details).not.toContainText('Something else');

  // A new allowance from this period on: earlier periods keep theirs.
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(form.getByRole('combobox', { name: 'Apply the new allowance from' })).toHaveCount(0);
  await form.getByLabel('Allowance').fill('150');
  await expect(form.getByRole('combobox', { name: 'Apply the new allowance from' })).toHaveValue(/^This period: /);
  await page.screenshot({ path: '/tmp/shots/budgets-budget-edit-1366.png', fullPage: true, animations: 'disabled' });
  expect(await seriousViolations(page), 'the editor asking from which period').toEqual([]);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Budget, Groceries, Saved Successfully.').last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(details).toContainText('$150.00');
  await expect(periods.getByRole('row').nth(1)).toContainText('$150.00');
  await expect(periods.getByRole('row').nth(3)).toContainText('$100.00');
  await expect(panelBudget(page, 'Groceries')).toContainText('$65.00 left');
  await expectBarLevel(panelBudget(page, 'Groceries'), 'warning');

  // Carry-over with a cap of $20: each earlier week passes $20 on, so this week may spend $170.
  await page.getByRole('button', { name: 'Edit' }).click();
  await form.getByRole('switch', { name: 'Carry over' }).check();
  await form.getByLabel('Carry-over cap').fill('20');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(details).toContainText('Carry-over cap');
  await expect(standing).toContainText('$20.00');
  await expect(periods.getByRole('columnheader', { name: 'Carry-in' })).toBeVisible();
  await expect(panelBudget(page, 'Groceries')).toContainText('$85.00 left');
  await expectBarLevel(panelBudget(page, 'Groceries'), 'success');

  // The trend opens on the first budget by name, and follows the type chosen.
  await page.goto('/budgettrend');
  await expect(page.getByRole('combobox', { name: 'Budget Type' })).toHaveValue('Monthly');
  await expect(page.getByRole('combobox', { name: 'Budget', exact: true })).toHaveValue('Dining out');
  await expect(page.getByRole('figure', { name: 'Percentage used per period of Dining out' })).toHaveAttribute(
    'data-points',
    '2',
  );
  await pick(page, page.getByRole('combobox', { name: 'Budget Type' }), 'Weekly');
  await expect(page.getByRole('combobox', { name: 'Budget', exact: true })).toHaveValue('Groceries');
  const trend = page.getByRole('figure', { name: 'Percentage used per period of Groceries' });
  await expect(trend).toHaveAttribute('data-points', '3');
  await expect(trend.getByText('100%').first()).toBeVisible();

  // Delete asks first, then the budget leaves the list and the panel.
  await page.goto('/budgets');
  await table.getByRole('link', { name: 'Dining out' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Budget' });
  await expect(dialog).toContainText('Confirm you want to delete this budget');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Budget Dining out has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/budgets$/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(panelBudget(page, 'Dining out')).toHaveCount(0);

  // A budget deleted elsewhere since the list loaded: opening it goes back, with the server's description
  // of the 404 (the spec's generic text is for statuses the server does not describe).
  const holiday = await createBudget(ledger, {
    name: 'Holiday',
    allowanceAmount: 500,
    budgetTypeId: 2,
    startDate: isoDay(),
  });
  await page.reload();
  await expect(table.getByRole('row')).toHaveCount(3);
  await ledger.call<unknown>(requestTo(apiRoutes.budgets.remove, { id: holiday }));
  await table.getByRole('link', { name: 'Holiday' }).click();
  await expect(toast(page, 'Budget not found.')).toBeVisible();
  await expect(page).toHaveURL(/\/budgets$/);
});

test("a busy period's transactions load a page at a time, with the period's figures from the server", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const person = newPerson('Dee', 'Paging');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const everyday = await createBankAccount(ledger, 'Everyday', 20_000);
  const grocer = await createThirdParty(ledger, 'Corner Grocer');
  // This week is the budget's first period: from six days ago to today.
  const budget = await createBudget(ledger, {
    name: 'Groceries',
    allowanceAmount: 10_000,
    budgetTypeId: 1,
    startDate: isoDay(-6),
    primaryAccountId: everyday,
  });
  // 130 shops over the week, several a day and recorded out of date order: more than the first page of 100.
  const shops: { number: number; date: string; id: number }[] = [];
  for (let number = 1; number <= 130; number += 1) {
    const date = isoDay(-((number * 3) % 7));
    const id = await recordTransaction(ledger, {
      debitAccountId: everyday,
      creditAccountId: grocer,
      date,
      description: `Shop ${number}`,
      lines: [{ amount: number, budgetId: budget }],
    });
    shops.push({ number, date, id });
  }
  const newestFirst = [...shops]
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1))
    .map((shop) => shop.number);
  await login(page, person);

  await openPage(page, `/budget/${budget}`, 'Budget');
  const periodTransactions = page.getByRole('region', { name: 'Period transactions' });
  const shown = async () =>
    (await periodTransactions.getByRole('link').allTextContents()).map((text) => Number(/Shop (\d+)/.exec(text)?.[1]));
  await expect(periodTransactions.getByRole('link')).toHaveCount(100);
  await expect(periodTransactions).toContainText('100 transactions, older ones not loaded yet');
  expect(await shown()).toEqual(newestFirst.slice(0, 100));
  // What the period used is the server's sum of all 130 ($8,515.00), not of the hundred loaded.
  await expect(page.getByRole('region', { name: 'This period' })).toContainText('$8,515.00');
  await expect(page.getByRole('table', { name: 'Budget periods' }).getByRole('row').nth(1)).toContainText('$8,515.00');
  await page.screenshot({
    path: '/tmp/shots/budgets-period-transactions-1366.png',
    fullPage: true,
    animations: 'disabled',
  });
  expect(await seriousViolations(page), 'the editor with a page of transactions').toEqual([]);

  await periodTransactions.getByRole('button', { name: 'Show more' }).click();
  await expect(periodTransactions.getByRole('link')).toHaveCount(130);
  await expect(periodTransactions).toContainText('130 transactions');
  await expect(periodTransactions).not.toContainText('not loaded yet');
  await expect(periodTransactions.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  // The next page follows the first without a gap or a repeat, ties on a day going by the newer first.
  expect(await shown()).toEqual(newestFirst);
  await periodTransactions.getByRole('link').last().scrollIntoViewIfNeeded();
  await page.screenshot({
    path: '/tmp/shots/budgets-period-transactions-more-1366.png',
    fullPage: true,
    animations: 'disabled',
  });

  // On a phone the rows stack under the periods, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, `/budget/${budget}`, 'Budget');
  await expect(periodTransactions.getByRole('link')).toHaveCount(100);
  const more = periodTransactions.getByRole('button', { name: 'Show more' });
  await more.scrollIntoViewIfNeeded();
  await expect(more).toBeInViewport({ ratio: 1 });
  await page.screenshot({
    path: '/tmp/shots/budgets-period-transactions-390.png',
    fullPage: true,
    animations: 'disabled',
  });
  await expectNoSidewaysScroll(page, 'the budget editor with a page of transactions');
  await more.click();
  await expect(periodTransactions.getByRole('link')).toHaveCount(130);
  await expectNoSidewaysScroll(page, 'the budget editor with two pages of transactions');
});

/** Serious and critical accessibility violations, each named with the first elements it was found on. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
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

const VIEWPORTS = [
  { label: 'desktop', width: 1366, height: 860 },
  { label: 'phone', width: 390, height: 844 },
] as const;

test('the budget screens fit a laptop and a phone, with no serious accessibility violations', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const person = newPerson('Cal', 'Montgomery-Whitfield');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const everyday = await createBankAccount(ledger, 'Everyday Account', 4_850.75, { isFavourite: true });
  const food = await createCategory(ledger, 'Food', ['Groceries', 'Dining out']);
  const grocer = await createThirdParty(ledger, 'Greenfield Organic Grocers and Delicatessen');
  const bistro = await createThirdParty(ledger, 'Bistro');
  const groceries = await createBudget(ledger, {
    name: 'Family groceries and household supplies',
    allowanceAmount: 1_250,
    budgetTypeId: 1,
    startDate: isoDay(-70),
    primaryAccountId: everyday,
    carryOver: true,
    carryOverCap: 250,
  });
  const dining = await createBudget(ledger, {
    name: 'Dining out',
    allowanceAmount: 400,
    budgetTypeId: 2,
    startDate: isoDay(-200),
  });
  await createBudget(ledger, {
    name: 'Fuel',
    allowanceAmount: 180,
    budgetTypeId: 3,
    startDate: isoDay(-30),
    primaryAccountId: everyday,
  });
  for (let week = 0; week < 10; week += 1) {
    const lines = [
      { amount: 880 + week * 45.5, subCategoryId: food.subcategoryIds.Groceries, budgetId: groceries },
      { amount: 35.2, subCategoryId: food.subcategoryIds['Dining out'], budgetId: dining },
    ];
    await recordTransaction(ledger, {
      debitAccountId: everyday,
      creditAccountId: grocer,
      date: isoDay(-week * 7 - 1),
      description: `Weekly shop ${week + 1}`,
      lines,
    });
  }
  await recordTransaction(ledger, {
    debitAccountId: everyday,
    creditAccountId: bistro,
    date: isoDay(-2),
    lines: [{ amount: 210, budgetId: dining }],
  });
  await login(page, person);

  const screens = [
    { name: 'budgets', path: '/budgets', heading: 'Budgets' },
    { name: 'budget-view', path: `/budget/${groceries}`, heading: 'Budget' },
    { name: 'budget-new', path: '/budget', heading: 'Budget' },
    { name: 'budgettrend', path: '/budgettrend', heading: 'Budget Trend Report' },
  ];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const screen of screens) {
      await test.step(`${screen.name} at ${viewport.width} px`, async () => {
        await openPage(page, screen.path, screen.heading);
        if (screen.name === 'budgettrend') await expect(page.getByRole('figure')).toBeVisible();
        await page.screenshot({
          path: `/tmp/shots/budgets-${screen.name}-${viewport.width}.png`,
          fullPage: true,
          animations: 'disabled',
        });
        expect.soft(await seriousViolations(page), `${screen.name} at ${viewport.width} px`).toEqual([]);
        if (viewport.label === 'phone') await expectNoSidewaysScroll(page, screen.name);
      });
    }
  }

  // On a phone each budget is a block: its name, its value and, below, what this period used.
  const row = page.getByRole('table', { name: 'Budgets' }).getByRole('row').filter({ hasText: 'Fuel' });
  await openPage(page, '/budgets', 'Budgets');
  await expect(row.getByRole('link', { name: 'Fuel' })).toBeInViewport({ ratio: 1 });
  await expect(row.getByText('$180.00', { exact: true })).toBeInViewport({ ratio: 1 });
});
