import { expect, test } from '@playwright/test';
import { login, toast } from './support/app';
import { expectNoSidewaysScroll, openPage } from './support/budgets';
import { apiRoutes, type BalanceReport, isoDay, requestTo } from './support/ledger';
import {
  addressQuery,
  createReportingFamily,
  downloadCsv,
  pick,
  REPORT_NAMES,
  seriousViolations,
  settled,
} from './support/reports';

const REPORTS = ['Balance Trend', 'Budget Trend', 'Category Amount', 'Categories Over Time', 'Net Worth', 'Cash Flow'];

test('the Reports page and menu list every report, each card opening its report', async ({ page, request }) => {
  const family = await createReportingFamily(request, 'Rhea');
  await login(page, family.person);
  await openPage(page, '/reports', 'Reports');
  const cards = page.getByRole('list', { name: 'Reports' });
  for (const name of REPORTS) await expect(cards.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(cards.getByRole('listitem')).toHaveCount(REPORTS.length);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Reports' }).click();
  for (const name of ['Balance Trend', 'Budget Trend', 'Net Worth', 'Cash Flow', 'Categories Over Time']) {
    await expect(page.getByRole('menuitem', { name, exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');

  await cards.getByRole('link', { name: 'Net Worth' }).click();
  await expect(page).toHaveURL(/\/networth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Net Worth' })).toBeVisible();
});

test('Balance Trend: historical by default, forecast from the dashboard, a scenario line, bookmarked choices and a CSV', async ({
  page,
  request,
}) => {
  const family = await createReportingFamily(request, 'Bala');
  const history90 = await family.ledger.call<BalanceReport>(requestTo(apiRoutes.reports.balanceHistory), {
    accountId: family.everyday,
    historicDays: 90,
  });
  await login(page, family.person);

  await openPage(page, '/balancetrend', 'Balance Trend Report');
  await expect(page.getByRole('radio', { name: 'Historical Balance' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Account' })).toHaveValue(REPORT_NAMES.everyday);
  await expect(page.getByRole('combobox', { name: 'Projection Period' })).toHaveValue('2 years');
  await expect(page.getByRole('figure', { name: 'Historical balance of Everyday, last 2 years' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Use Scenario' })).toHaveCount(0);

  await pick(page, page.getByRole('combobox', { name: 'Projection Period' }), '90 days');
  await expect(page).toHaveURL(/period=3/);
  const history = page.getByRole('figure', { name: 'Historical balance of Everyday, last 90 days' });
  await expect(history).toHaveAttribute('data-points', String(history90.chartData.length));

  await pick(page, page.getByRole('combobox', { name: 'Account' }), REPORT_NAMES.savings);
  await expect(page.getByRole('figure', { name: 'Historical balance of Savings, last 90 days' })).toBeVisible();
  expect(addressQuery(page)).toEqual({ accountId: String(family.savings), period: '3' });

  // The dashboard's Projected panel opens the forecast.
  await page.goto('/');
  await page.getByRole('link', { name: 'Projected Account Balance', exact: true }).click();
  await expect(page).toHaveURL(/\/balancetrend\?isForecast=true$/);
  await expect(page.getByRole('radio', { name: 'Forecast Balance' })).toBeChecked();
  await expect(page.getByRole('figure', { name: 'Forecast balance of Everyday, next 2 years' })).toBeVisible();

  await pick(page, page.getByRole('combobox', { name: 'Use Scenario' }), REPORT_NAMES.scenario);
  const forecast = page.getByRole('figure', { name: 'Forecast balance of Everyday, next 2 years' });
  await expect(forecast.getByText(REPORT_NAMES.scenario)).toBeVisible();
  await settled(page);
  await page.screenshot({ path: '/tmp/shots/reports-balance-trend-scenario-1366.png' });
  await page.getByRole('switch', { name: 'Show as table' }).click();
  const table = page.getByRole('table', { name: 'Forecast balance of Everyday, next 2 years as a table' });
  await expect(table.getByRole('columnheader', { name: REPORT_NAMES.scenario })).toBeVisible();

  const csv = await downloadCsv(page, page.getByRole('button', { name: 'Download CSV' }));
  expect(csv.name).toBe('forecast-balance-everyday-730-days-rent-goes-up.csv');
  expect(csv.lines[0]).toBe(`Date,Balance,${REPORT_NAMES.scenario}`);
  expect(csv.lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},-?\d+\.\d{2},-?\d+\.\d{2}$/);
  expect(csv.lines.length - 1).toBe(Number(await forecast.getAttribute('data-points')));

  // The address keeps every choice: a reload (or a bookmark) shows the same report.
  const query = addressQuery(page);
  expect(query).toMatchObject({ isForecast: 'true', scenarioId: expect.stringMatching(/^\d+$/) });
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Forecast Balance' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Use Scenario' })).toHaveValue(REPORT_NAMES.scenario);

  // Back to Historical drops the scenario from the address; the table shown stays shown.
  await page.getByRole('radio', { name: 'Historical Balance' }).click();
  expect(addressQuery(page)).toEqual({ view: 'table' });
});

test('Balance Trend: a failed report is logged and shows an empty chart', async ({ page, request }) => {
  const family = await createReportingFamily(request, 'Faye');
  await login(page, family.person);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/api/report/balanceHistory', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/balancetrend?period=1');
  await expect(page.getByText('The balances could not be loaded.')).toBeVisible();
  await expect(page.getByRole('figure', { name: /Historical balance/ })).toHaveAttribute('data-points', '0');
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  expect(errors.some((text) => text.includes('history balance report could not be loaded'))).toBe(true);
});

test('Category Amount: the top 15 and Other in a pie, every row in the table, Advanced Selection and CSVs', async ({
  page,
  request,
}) => {
  const family = await createReportingFamily(request, 'Cato');
  await login(page, family.person);
  await openPage(page, '/categoryamountreport', 'Category Amount Report');
  const pie = page.getByRole('figure', { name: 'Largest spending subcategories, last 2 years' });
  await expect(pie).toHaveAttribute('data-points', '16');
  const everyRow = page.getByRole('table', { name: 'Every spending subcategory of the period' });
  // Spending only (the wages are income), and a transfer between own accounts is neither.
  await expect(everyRow.locator('tbody tr')).toHaveCount(18);
  await expect(everyRow.getByRole('row', { name: /Returns/ })).toContainText('-$20.00');

  await pick(page, page.getByRole('combobox', { name: 'Report Period' }), '90 days');
  expect(addressQuery(page)).toEqual({ period: '3' });
  const pie90 = page.getByRole('figure', { name: 'Largest spending subcategories, last 90 days' });
  await expect(pie90.getByRole('list', { name: 'Legend' }).getByText('Food - Groceries')).toBeVisible();
  await page.getByRole('switch', { name: 'Show as table' }).click();
  const slices = page.getByRole('table', { name: 'Largest spending subcategories, last 90 days as a table' });
  await expect(slices.getByRole('row', { name: /^Other/ })).toContainText('$11.00');

  const sliceCsv = await downloadCsv(page, page.getByRole('button', { name: 'Download CSV' }));
  expect(sliceCsv.name).toBe('category-amounts-spending-90-days.csv');
  expect(sliceCsv.lines[0]).toBe('Subcategory,Amount,Share');
  expect(sliceCsv.lines[1]).toMatch(/^Home - Rent,4500\.00,\d+\.\d$/);
  expect(sliceCsv.lines.at(-1)).toMatch(/^Other,11\.00,\d+\.\d$/);
  const rowsCsv = await downloadCsv(page, page.getByRole('button', { name: 'Download every row (CSV)' }));
  expect(rowsCsv.lines[0]).toBe('Subcategory,Amount,Category,Kind');
  expect(rowsCsv.lines).toContain('Returns,-20.00,Food,Spending');

  // Advanced Selection: dates and a category instead of the period.
  await page.getByRole('switch', { name: 'Advanced Selection' }).click();
  await expect(page.getByRole('combobox', { name: 'Report Period' })).toBeDisabled();
  await pick(page, page.getByRole('combobox', { name: 'Category' }), 'Food');
  await expect(everyRow.locator('tbody tr')).toHaveCount(3);
  await expect(everyRow.getByRole('row', { name: /Rent/ })).toHaveCount(0);
  expect(addressQuery(page)).toEqual({
    period: '3',
    advanced: 'true',
    categoryId: String(family.food),
    view: 'table',
  });

  const from = page.getByRole('textbox', { name: 'From' });
  const to = page.getByRole('textbox', { name: 'To' });
  await to.fill(isoDay(-10));
  await to.press('Tab');
  await from.fill(isoDay(-5));
  await from.press('Tab');
  await expect(page.getByText('From must be on or before To.')).toBeVisible();
  await from.fill(isoDay(-40));
  await from.press('Tab');
  await expect(page.getByText('From must be on or before To.')).toHaveCount(0);
  expect(addressQuery(page)).toEqual({
    period: '3',
    advanced: 'true',
    from: isoDay(-40),
    to: isoDay(-10),
    categoryId: String(family.food),
    view: 'table',
  });
  // Only last month's shop and meal out fall between those dates; the refund came later.
  await expect(everyRow.getByRole('row', { name: /Groceries/ })).toContainText('$320.45');
  await expect(everyRow.getByRole('row', { name: /Dining out/ })).toContainText('$82.30');
  await expect(everyRow.getByRole('row', { name: /Returns/ })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Advanced Selection' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Food');
  await expect(everyRow.locator('tbody tr')).not.toHaveCount(0);
});

test('Categories Over Time: granularity, the current bucket, a category or subcategory, and a CSV', async ({
  page,
  request,
}) => {
  const family = await createReportingFamily(request, 'Tim');
  await login(page, family.person);
  await openPage(page, '/categoriesovertime', 'Categories Over Time');
  await expect(page.getByRole('figure', { name: 'All spending per month, last 2 years' })).toBeVisible();

  const granularity = page.getByRole('radiogroup', { name: 'Granularity' });
  await granularity.getByText('Week', { exact: true }).click();
  await pick(page, page.getByRole('combobox', { name: 'Report Period' }), '90 days');
  await page.getByRole('switch', { name: 'Include Current' }).click();
  expect(addressQuery(page)).toEqual({ period: '3', granularity: 'week', includeCurrent: 'true' });
  const weekly = page.getByRole('figure', { name: 'All spending per week, last 90 days' });
  // 90 days reach into 13 or 14 calendar weeks, the running one included.
  await expect(weekly).toHaveAttribute('data-points', /^1[34]$/);

  await pick(page, page.getByRole('combobox', { name: 'Category' }), 'All of Food');
  await expect(page.getByRole('figure', { name: 'Food per week, last 90 days' })).toBeVisible();
  expect(addressQuery(page)).toMatchObject({ categoryId: String(family.food) });
  await pick(page, page.getByRole('combobox', { name: 'Category' }), 'Groceries');
  const groceries = page.getByRole('figure', { name: 'Food - Groceries per week, last 90 days' });
  await expect(groceries).toBeVisible();
  expect(addressQuery(page).categoryId).toBeUndefined();

  await granularity.getByText('Month', { exact: true }).click();
  await page.getByRole('switch', { name: 'Show as table' }).click();
  const table = page.getByRole('table', { name: 'Food - Groceries per month, last 90 days as a table' });
  await expect(table.getByRole('columnheader', { name: 'Period' })).toBeVisible();
  const csv = await downloadCsv(page, page.getByRole('button', { name: 'Download CSV' }));
  expect(csv.name).toBe('categories-over-time-food-groceries-90-days-per-month.csv');
  expect(csv.lines[0]).toBe('Period,Amount,From,To');
  expect(csv.lines[1]).toMatch(/^[A-Z][a-z]{2} \d{4},\d+\.\d{2},\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Groceries');
  await expect(page.getByRole('radio', { name: 'Month' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Include Current' })).toBeChecked();
});

test('Net Worth and Cash Flow: month by month, per account and with the savings rate, bookmarked, as CSV', async ({
  page,
  request,
}) => {
  const family = await createReportingFamily(request, 'Nell');
  await login(page, family.person);

  await openPage(page, '/networth', 'Net Worth');
  await expect(page.getByRole('figure', { name: "Net worth at each month's end, last 2 years" })).toHaveAttribute(
    'data-points',
    '24',
  );
  await pick(page, page.getByRole('combobox', { name: 'Report Period' }), '1 year');
  expect(addressQuery(page)).toEqual({ months: '12' });
  await expect(page.getByRole('figure', { name: "Net worth at each month's end, last 1 year" })).toHaveAttribute(
    'data-points',
    '12',
  );
  await page.getByRole('switch', { name: 'Show as table' }).click();
  const worth = page.getByRole('table', { name: /^Net worth at each month's end/ });
  await expect(worth.getByRole('columnheader', { name: REPORT_NAMES.savings })).toBeVisible();
  const worthCsv = await downloadCsv(page, page.getByRole('button', { name: 'Download CSV' }));
  expect(worthCsv.name).toBe('net-worth-1-year.csv');
  expect(worthCsv.lines[0]).toBe('Month,Net worth,Date,Everyday,Savings');
  const [, total, , everyday, savings] = (worthCsv.lines.at(-1) ?? '').split(',');
  expect(Math.round(Number(everyday) * 100) + Math.round(Number(savings) * 100)).toBe(Math.round(Number(total) * 100));

  await openPage(page, '/cashflow', 'Cash Flow');
  await expect(page.getByRole('figure', { name: 'Income and spending per month, last 1 year' })).toHaveAttribute(
    'data-points',
    '12',
  );
  await expect(
    page.getByText(
      /^Income \$[\d,]+\.\d{2} · spending \$[\d,]+\.\d{2} · net -?\$[\d,]+\.\d{2} · savings rate -?\d+\.\d%$/,
    ),
  ).toBeVisible();
  await page.getByRole('switch', { name: 'Include Current' }).click();
  await pick(page, page.getByRole('combobox', { name: 'Report Period' }), '6 months');
  expect(addressQuery(page)).toEqual({ months: '6', includeCurrent: 'false' });
  await expect(page.getByRole('figure', { name: 'Income and spending per month, last 6 months' })).toHaveAttribute(
    'data-points',
    '5',
  );
  await page.getByRole('switch', { name: 'Show as table' }).click();
  await expect(page.getByRole('columnheader', { name: 'Savings rate' })).toBeVisible();
  const flowCsv = await downloadCsv(page, page.getByRole('button', { name: 'Download CSV' }));
  expect(flowCsv.name).toBe('cash-flow-6-months.csv');
  expect(flowCsv.lines[0]).toBe('Month,Income,Spending,Net,Savings rate');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Include Current' })).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Report Period' })).toHaveValue('6 months');
});

test('Settings: the default account and time zone, the auto-pay note and the family lists', async ({
  page,
  request,
}) => {
  const family = await createReportingFamily(request, 'Seth');
  await login(page, family.person);
  await openPage(page, '/settings/payments', 'Settings');
  const form = page.getByRole('form', { name: 'Default account and time zone' });
  await expect(form.getByRole('combobox', { name: 'Default Account' })).toHaveValue(REPORT_NAMES.everyday);
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await pick(page, form.getByRole('combobox', { name: 'Default Account' }), REPORT_NAMES.savings);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Your details have been saved.')).toBeVisible();
  await page.reload();
  await expect(form.getByRole('combobox', { name: 'Default Account' })).toHaveValue(REPORT_NAMES.savings);
  // The dashboard follows the new default account at once: the token carries it.
  await openPage(page, '/balancetrend', 'Balance Trend Report');
  await expect(page.getByRole('combobox', { name: 'Account' })).toHaveValue(REPORT_NAMES.savings);

  await page.goto('/settings/payments');
  await expect(page.getByRole('region', { name: 'Auto-pay' })).toContainText('Auto-pay is set on each schedule');
  for (const name of ['Categories', 'Tags', 'Third Parties', 'Budgets']) {
    await expect(
      page.getByRole('region', { name: 'Shared by the family' }).getByRole('link', { name, exact: true }),
    ).toBeVisible();
  }
});

const PAGES = [
  { name: 'entry', path: '/reports', heading: 'Reports' },
  { name: 'balance-trend', path: '/balancetrend?isForecast=true', heading: 'Balance Trend Report' },
  { name: 'category-amount', path: '/categoryamountreport', heading: 'Category Amount Report' },
  { name: 'categories-over-time', path: '/categoriesovertime', heading: 'Categories Over Time' },
  { name: 'net-worth', path: '/networth', heading: 'Net Worth' },
  { name: 'cash-flow', path: '/cashflow', heading: 'Cash Flow' },
  { name: 'settings', path: '/settings/payments', heading: 'Settings' },
];

for (const viewport of [
  { width: 1366, height: 860 },
  { width: 390, height: 844 },
]) {
  test(`every report page fits ${viewport.width} px, with its table, and has no serious accessibility violations`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const family = await createReportingFamily(request, viewport.width > 500 ? 'Wendy' : 'Pip');
    await login(page, family.person);
    for (const screen of PAGES) {
      await test.step(screen.name, async () => {
        await openPage(page, screen.path, screen.heading);
        await settled(page);
        await expectNoSidewaysScroll(page, screen.name);
        await page.screenshot({ path: `/tmp/shots/reports-${screen.name}-${viewport.width}.png`, fullPage: true });
        expect.soft(await seriousViolations(page), `${screen.name} at ${viewport.width} px`).toEqual([]);
        const asTable = page.getByRole('switch', { name: 'Show as table' });
        if ((await asTable.count()) === 0) return;
        await asTable.click();
        await expect(page.getByRole('table').first()).toBeVisible();
        await expectNoSidewaysScroll(page, `${screen.name} as a table`);
        await page.screenshot({
          path: `/tmp/shots/reports-${screen.name}-table-${viewport.width}.png`,
          fullPage: true,
        });
        expect.soft(await seriousViolations(page), `${screen.name} as a table at ${viewport.width} px`).toEqual([]);
      });
    }
  });
}
