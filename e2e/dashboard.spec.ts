import { expect, test } from '@playwright/test';
import { login, newPerson, registerByApi } from './support/app';
import {
  apiRoutes,
  createBankAccount,
  createSchedule,
  createThirdParty,
  isoDay,
  ledgerSession,
  recordTransaction,
  requestTo,
  shownDay,
} from './support/ledger';

test('the dashboard charts the default account back and ahead, and lists the payments coming up', async ({
  page,
  request,
}) => {
  const person = newPerson('Dash', 'Board');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const bank = await createBankAccount(ledger, 'Everyday', 2500);
  const shop = await createThirdParty(ledger, 'Grocer');
  const phone = await createThirdParty(ledger, 'Phone Co');
  const council = await createThirdParty(ledger, 'Council');
  const gym = await createThirdParty(ledger, 'Gym Co');
  const employer = await createThirdParty(ledger, 'Employer');
  await recordTransaction(ledger, { debitAccountId: bank, creditAccountId: shop, lines: [50], date: isoDay(-5) });
  await createSchedule(ledger, {
    description: 'Phone bill',
    debitAccountId: bank,
    creditAccountId: phone,
    amount: 40,
    scheduleStart: isoDay(-3),
  });
  const councilTax = await createSchedule(ledger, {
    description: 'Council tax',
    debitAccountId: bank,
    creditAccountId: council,
    amount: 150,
    scheduleStart: isoDay(0),
  });
  await createSchedule(ledger, {
    description: 'Gym',
    debitAccountId: bank,
    creditAccountId: gym,
    amount: 20,
    scheduleStart: isoDay(5),
    recurrenceTypeId: 2,
  });
  await createSchedule(ledger, {
    description: 'Salary',
    debitAccountId: employer,
    creditAccountId: bank,
    amount: 2000,
    scheduleStart: isoDay(10),
    transactionTypeId: 2,
  });
  // The default account travels in the token, so it must be set before signing in.
  await ledger.call(requestTo(apiRoutes.user.save), {
    firstname: person.firstname,
    surname: person.surname,
    email: person.email,
    timezoneId: 'Europe/London',
    defaultAccountId: bank,
  });
  await login(page, person);

  const historic = page.getByRole('region', { name: 'Historic Account Balance' });
  await expect(historic.getByRole('link', { name: 'Historic Account Balance', exact: true })).toHaveAttribute(
    'href',
    '/balancetrend',
  );
  const historicChart = historic.getByRole('figure', { name: 'Historic balance of Everyday' });
  await expect(historicChart.locator('.recharts-line-curve')).toBeVisible();
  await expect(historicChart.getByTestId('balance-first')).toHaveText(/\$2,500\.00$/);
  await expect(historicChart.getByTestId('balance-last')).toHaveText(/\$2,450\.00$/);

  const projected = page.getByRole('region', { name: 'Projected Account Balance' });
  await expect(projected.getByRole('link', { name: 'Projected Account Balance', exact: true })).toHaveAttribute(
    'href',
    '/balancetrend?isForecast=true',
  );
  const projectedChart = projected.getByRole('figure', { name: 'Projected balance of Everyday' });
  await expect(projectedChart).toHaveAttribute('data-points', '15');
  await expect(projectedChart.locator('.recharts-line-curve')).toBeVisible();
  // Overdue phone bill and today's council tax, two gym weeks, then the salary: 2,450 - 40 - 150 - 40 + 2,000.
  await expect(projectedChart.getByTestId('balance-last')).toHaveText(/\$4,220\.00$/);
  // From 2,260 to 4,220 the axis runs over whole hundreds in round steps; the tooltip gives the exact amount.
  for (const tick of ['$2,000', '$2,500', '$3,000', '$3,500', '$4,000', '$4,500']) {
    await expect(projectedChart.getByText(tick, { exact: true })).toBeVisible();
  }
  await projectedChart.locator('.recharts-surface').hover();
  await expect(projectedChart.locator('.recharts-tooltip-wrapper')).toContainText(/\$\d{1,3}(,\d{3})*\.\d{2}/);

  const upcoming = page.getByRole('region', { name: 'Upcoming Transactions' });
  await expect(upcoming.getByRole('link', { name: 'Upcoming Transactions', exact: true })).toHaveAttribute(
    'href',
    '/schedules',
  );
  const rows = upcoming.getByRole('listitem');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText(shownDay(isoDay(-3)));
  await expect(rows.nth(0)).toContainText('Phone bill');
  await expect(rows.nth(0)).toContainText('Phone Co');
  await expect(rows.nth(0)).toContainText('-$40.00');
  await expect(rows.nth(0)).toContainText('Over Due!');
  await expect(rows.nth(1)).toContainText('Council tax');
  await expect(rows.nth(1)).toContainText('Due Now');
  await expect(rows.nth(2)).toContainText('Gym');
  await expect(rows.nth(2)).toContainText('In 5 days');
  await expect(rows.nth(3)).toContainText('Employer');
  await expect(rows.nth(3)).toContainText('$2,000.00');
  await expect(rows.nth(3)).toContainText('In 10 days');
  await page.screenshot({ path: 'e2e/screenshots/dashboard-charts.png', fullPage: true });

  await rows.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/transaction/schedule/${councilTax}/1$`));
});

test('a balance report that fails is logged and leaves its chart empty', async ({ page, request }) => {
  const person = newPerson('Fay', 'Lure');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const bank = await createBankAccount(ledger, 'Everyday', 100);
  await ledger.call(requestTo(apiRoutes.user.save), {
    firstname: person.firstname,
    surname: person.surname,
    email: person.email,
    timezoneId: 'Europe/London',
    defaultAccountId: bank,
  });
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.route('**/api/report/balanceHistory', (route) => route.fulfill({ status: 500, body: '' }));
  await login(page, person);

  const historic = page.getByRole('region', { name: 'Historic Account Balance' });
  await expect(historic.getByRole('figure', { name: 'Historic balance', exact: true })).toHaveAttribute(
    'data-points',
    '0',
  );
  await expect(historic.locator('.recharts-line-curve')).toHaveCount(0);
  await expect
    .poll(() => logged.some((text) => text.includes('history balance report could not be loaded')))
    .toBe(true);
  // The other chart is unaffected.
  await expect(
    page
      .getByRole('region', { name: 'Projected Account Balance' })
      .getByRole('figure', { name: 'Projected balance of Everyday' }),
  ).toBeVisible();
});
