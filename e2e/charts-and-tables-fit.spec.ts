import { expect, test, type Locator, type Page } from '@playwright/test';
import { login } from './support/app';
import { createBudget } from './support/budgets';
import { createHousehold } from './support/household';
import { isoDay, recordTransaction } from './support/ledger';

/** The x axis's labels a chart shows, each with where it stands. */
async function dayLabels(chart: Locator): Promise<{ text: string; left: number; right: number }[]> {
  return chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').evaluateAll((labels) =>
    labels
      .map((label) => ({ text: label.textContent ?? '', box: label.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0)
      .map(({ text, box }) => ({ text, left: box.left, right: box.right })),
  );
}

/** No label stands over the next one, and every label is within the screen. */
async function expectLabelsApart(page: Page, chart: Locator, what: string): Promise<void> {
  await expect(chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').first()).toBeVisible();
  const labels = await dayLabels(chart);
  const width = page.viewportSize()?.width ?? 0;
  expect(labels.length, `${what}: its day labels`).toBeGreaterThanOrEqual(2);
  for (const [index, label] of labels.entries()) {
    expect(label.left, `${what}: ${label.text} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(label.right, `${what}: ${label.text} ends on screen`).toBeLessThanOrEqual(width);
    const next = labels[index + 1];
    if (next) expect(label.right, `${what}: ${label.text} clear of ${next.text}`).toBeLessThan(next.left);
  }
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the balance charts' date labels stand apart", async ({ page, request }) => {
    const household = await createHousehold(request, 'Chloe');
    await login(page, household.person);
    await expectLabelsApart(page, page.getByRole('region', { name: 'Historic Account Balance' }), 'the dashboard');

    for (const period of ['30 days', '2 years', '3 years']) {
      await page.goto('/balancetrend');
      await page.getByRole('combobox', { name: 'Projection Period' }).click();
      await page.getByRole('option', { name: period, exact: true }).click();
      const chart = page.getByRole('figure', { name: /Historical balance of Everyday Account/ });
      await expect(chart).toHaveAttribute('data-points', /\d+/);
      await expectLabelsApart(page, chart, `Balance Trend, ${period}`);
    }
    await page.screenshot({ path: '/tmp/shots-ui/balance-trend-390.png', fullPage: true });
    await page.getByRole('radio', { name: 'Forecast Balance' }).check();
    await expectLabelsApart(
      page,
      page.getByRole('figure', { name: /Forecast balance of Everyday Account/ }),
      'Balance Trend, forecast',
    );
  });
});

test.describe('on a 1366 px laptop', () => {
  test.use({ viewport: { width: 1366, height: 860 } });

  test("a carrying budget's periods show every column without a sideways scroll", async ({ page, request }) => {
    const household = await createHousehold(request, 'Carlo');
    const budget = await createBudget(household.ledger, {
      name: 'Dining out',
      allowanceAmount: 400,
      budgetTypeId: 2,
      startDate: isoDay(-400),
      carryOver: true,
      carryOverCap: 100,
    });
    await recordTransaction(household.ledger, {
      debitAccountId: household.everyday,
      creditAccountId: household.grocer,
      date: isoDay(-3),
      lines: [{ amount: 76_356.7, budgetId: budget }],
    });
    await login(page, household.person);
    await page.goto(`/budget/${budget}`);
    const periods = page.getByRole('table', { name: 'Budget periods' });
    await expect(periods.getByRole('columnheader', { name: 'Carry-in' })).toBeVisible();
    await expect(periods.getByText('$75,856.70')).toBeVisible();
    const { scrollWidth, clientWidth } = await periods.evaluate((table) => {
      const box = table.parentElement;
      return { scrollWidth: box?.scrollWidth ?? 0, clientWidth: box?.clientWidth ?? 0 };
    });
    expect(scrollWidth, 'the periods scroll sideways').toBeLessThanOrEqual(clientWidth);
    for (const heading of ['Period', 'Allowance', 'Carry-in', 'Used', 'Left', '% Used'])
      await expect(periods.getByRole('columnheader', { name: heading, exact: true })).toBeInViewport({ ratio: 1 });
    await expect(
      periods
        .locator('tbody tr')
        .first()
        .getByText(/15,271\.3%/)
        .first(),
    ).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: '/tmp/shots-ui/budget-periods-1366.png', fullPage: true });
  });
});
