import { expect, test, type Locator } from '@playwright/test';
import { login, newPerson, registerByApi } from './support/app';
import { expectNoSidewaysScroll } from './support/budgets';
import {
  apiRoutes,
  createBankAccount,
  createScenario,
  createSchedule,
  createThirdParty,
  isoDay,
  ledgerSession,
  recordTransaction,
  requestTo,
  shownDay,
} from './support/ledger';
import { monthParamOf, plusDays } from './support/schedule-dates';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 860 };

async function family(request: Parameters<typeof registerByApi>[0], firstname: string) {
  const person = newPerson(firstname, 'Look');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const everyday = await createBankAccount(ledger, 'Everyday Account', 2000, { isFavourite: true });
  const grocer = await createThirdParty(ledger, 'Corner Grocer');
  const landlord = await createThirdParty(ledger, 'Landlord');
  await ledger.call(requestTo(apiRoutes.user.save), {
    firstname,
    surname: person.surname,
    email: person.email,
    timezoneId: 'Europe/London',
    defaultAccountId: everyday,
  });
  return { person, ledger, everyday, grocer, landlord };
}

/** The colour an amount is drawn in, to compare one page's look with another's. */
const colourOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);

test('a payment reads and looks the same on the dashboard, the schedules, a schedule and the calendar', async ({
  page,
  request,
}) => {
  const { person, ledger, everyday, grocer, landlord } = await family(request, 'Uma');
  const rent = await createSchedule(ledger, {
    description: 'Rent',
    debitAccountId: everyday,
    creditAccountId: landlord,
    amount: 1650,
    scheduleStart: isoDay(-3),
  });
  const groceries = await createSchedule(ledger, {
    description: 'Groceries',
    recurrenceTypeId: 2,
    debitAccountId: everyday,
    creditAccountId: grocer,
    amount: 120,
    scheduleStart: isoDay(1),
  });
  await login(page, person);

  // The dashboard: the overdue badge in the spec's words (not upper-cased), tomorrow as 'Due tomorrow', money out negative.
  const upcoming = page.getByRole('region', { name: 'Upcoming Transactions' });
  const rentRow = upcoming.getByRole('listitem').filter({ hasText: 'Rent' });
  const groceriesRow = upcoming.getByRole('listitem').filter({ hasText: 'Groceries' });
  await expect(rentRow.getByText('Over Due!', { exact: true })).toHaveCSS('text-transform', 'none');
  await expect(groceriesRow.getByText('Due tomorrow', { exact: true })).toBeVisible();
  const dashboardAmount = groceriesRow.getByText('-$120.00', { exact: true });
  await expect(dashboardAmount).toBeVisible();
  const paymentColour = await colourOf(dashboardAmount);

  // The charts say whose balance they draw, with evenly spaced days on their axis.
  await expect(page.getByRole('region', { name: 'Historic Account Balance' }).getByTestId('chart-account')).toHaveText(
    'Everyday Account, the last 14 days',
  );
  await expect(page.getByRole('region', { name: 'Projected Account Balance' }).getByTestId('chart-account')).toHaveText(
    'Everyday Account, the next 14 days',
  );
  const chartDays = Array.from({ length: 15 }, (_, i) => shownDay(isoDay(i - 14)).slice(0, 6));
  // The day labels of the x axis ('09 Nov'), told from the balances of the y axis by their form.
  const labels = page
    .getByRole('figure', { name: 'Historic balance of Everyday Account' })
    .locator('svg text')
    .filter({ hasText: /^\d{2} [A-Z][a-z]{2}$/ });
  await expect(labels.first()).toBeVisible();
  const positions = (await labels.allTextContents()).map((tick) => chartDays.indexOf(tick));
  expect(positions).not.toContain(-1);
  expect(positions.length).toBeGreaterThan(2);
  const steps = new Set(positions.slice(1).map((position, i) => position - (positions[i] ?? 0)));
  expect([...steps], `days labelled: ${positions.join(', ')}`).toHaveLength(1);

  // The schedules list: the same sign and colour.
  await page.goto('/schedules');
  const listAmount = page
    .getByTestId('schedule-row')
    .filter({ hasText: 'Groceries' })
    .getByText('-$120.00', { exact: true });
  await expect(listAmount).toBeVisible();
  expect(await colourOf(listAmount)).toBe(paymentColour);
  await expect(page.getByRole('columnheader', { name: 'Due tomorrow' })).toBeVisible();

  // A schedule's own payments: the same wording, badge and sign.
  await page.goto(`/schedule/${groceries}`);
  const first = page
    .getByRole('region', { name: 'Upcoming payments' })
    .getByRole('row', { name: 'Payment 1', exact: true });
  await expect(first.getByText('Due tomorrow', { exact: true })).toBeVisible();
  const scheduleAmount = first.getByText('-$120.00', { exact: true });
  expect(await colourOf(scheduleAmount)).toBe(paymentColour);
  await page.goto(`/schedule/${rent}`);
  const overdue = page
    .getByRole('region', { name: 'Upcoming payments' })
    .getByRole('row', { name: 'Payment 1', exact: true })
    .getByText('Over Due!', { exact: true });
  await expect(overdue).toHaveCSS('text-transform', 'none');

  // The calendar marks the overdue payment in its day, and signs it like everywhere else.
  await page.goto(`/calendar?month=${monthParamOf(isoDay(-3))}`);
  const rentEvent = page.locator(`td[data-date="${isoDay(-3)}"]`).getByRole('link', { name: /Rent/ });
  await expect(rentEvent).toHaveAttribute('data-state', 'overdue');
  await expect(rentEvent.getByText('Over Due!', { exact: true })).toBeVisible();
  await expect(rentEvent).toContainText('-$1,650.00');
});

test('balances are today’s, with what is dated later said apart, in the list, the account and the side panel', async ({
  page,
  request,
}) => {
  const { person, ledger, everyday, landlord } = await family(request, 'Vera');
  await recordTransaction(ledger, {
    debitAccountId: everyday,
    creditAccountId: landlord,
    lines: [950],
    date: isoDay(10),
    description: 'Rent ahead',
  });
  await login(page, person);

  const favourites = page
    .getByRole('navigation', { name: 'Side panel' })
    .getByRole('list', { name: 'Favourite accounts' });
  await expect(favourites.getByRole('link', { name: /Everyday Account/ })).toContainText('$2,000.00');
  await expect(favourites.getByTestId('dated-later')).toHaveText('-$950.00 dated later');

  await page.goto('/accounts');
  const row = page.getByRole('table', { name: 'Accounts' }).getByRole('row').filter({ hasText: 'Everyday Account' });
  await expect(row).toContainText('$2,000.00');
  await expect(row.getByTestId('dated-later')).toHaveText('-$950.00 dated later');

  await page.goto(`/transactions/${everyday}`);
  await expect(page.getByLabel('Account balance')).toHaveText('$2,000.00');
  await expect(page.getByRole('main').getByTestId('dated-later')).toHaveText('-$950.00 dated later');

  // On a phone the list keeps both amounts in sight, without a sideways scroll.
  await page.setViewportSize(PHONE);
  await page.goto('/accounts');
  await expect(row.getByTestId('dated-later')).toBeInViewport();
  await expectNoSidewaysScroll(page, 'the accounts list');
});

test('a month without payments says so, on the grid and on a phone', async ({ page, request }) => {
  const { person } = await family(request, 'Wes');
  await login(page, person);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/calendar');
    await expect(page.getByText('No payments this month').filter({ visible: true })).toHaveCount(1);
  }
  // The grid still shows the month on a desktop.
  await page.setViewportSize(DESKTOP);
  await expect(page.locator('td[data-today]')).toHaveCount(1);
});

test('a scenario’s effective date is the schedule’s first payment, not its start', async ({ page, request }) => {
  const { person, ledger, everyday, landlord } = await family(request, 'Xan');
  // The next Saturday, with weekend payments moved to the Monday after.
  const today = isoDay();
  const saturday = plusDays(today, (6 - new Date(`${today}T00:00:00Z`).getUTCDay() + 7) % 7 || 7);
  const rent = await createSchedule(ledger, {
    description: 'Rent',
    debitAccountId: everyday,
    creditAccountId: landlord,
    amount: 1000,
    scheduleStart: saturday,
    weekdayOnlyTypeId: 3,
  });
  const scenario = await createScenario(ledger, 'Higher rent', [{ scheduleId: rent, amount: 1100 }]);
  await login(page, person);
  await page.goto(`/scenario/${scenario}`);
  const row = page.getByRole('table', { name: 'Altered schedules' }).locator('tbody tr').filter({ hasText: 'Rent' });
  await expect(row).toContainText(shownDay(plusDays(saturday, 2)));
  await expect(row).not.toContainText(shownDay(saturday));
});
