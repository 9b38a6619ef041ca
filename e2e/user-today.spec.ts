import { expect, test, type Page } from '@playwright/test';
import { login, newPerson, registerByApi } from './support/app';
import { createBudget, panelBudget } from './support/budgets';
import { apiRoutes, createBankAccount, createThirdParty, ledgerSession, requestTo, shownDay } from './support/ledger';
import { plusDays } from './support/schedule-dates';

// 25 hours apart: whatever the hour, the browser's day is one or two days before the user's.
const BROWSER_ZONE = 'Pacific/Pago_Pago';
const USER_ZONE = 'Pacific/Kiritimati';

test.use({ timezoneId: BROWSER_ZONE });

const MONTHS = [
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
const monthTitle = (isoDate: string) => `${MONTHS[Number(isoDate.slice(5, 7)) - 1]} ${isoDate.slice(0, 4)}`;

/** Today in the user's zone, YYYY-MM-DD, read afresh before each check. */
function userToday(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: USER_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** Today as the page's own clock and zone see it. */
function browserToday(page: Page): Promise<string> {
  return page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()),
  );
}

test('today is the day in the user’s time zone, not the browser’s: new records, the side panel and the calendar', async ({
  page,
  request,
}) => {
  const person = newPerson('Tia', 'Line');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const everyday = await createBankAccount(ledger, 'Everyday', 500, { isFavourite: true });
  await createThirdParty(ledger, 'Cafe', { canQuickTransaction: true });
  await ledger.call(requestTo(apiRoutes.user.save), {
    firstname: person.firstname,
    surname: person.surname,
    email: person.email,
    timezoneId: USER_ZONE,
    defaultAccountId: everyday,
  });
  // Ended yesterday where the user lives, which is still today or later where the browser is.
  await createBudget(ledger, {
    name: 'Ended',
    allowanceAmount: 50,
    budgetTypeId: 1,
    startDate: plusDays(userToday(), -20),
    endDate: plusDays(userToday(), -1),
  });
  await createBudget(ledger, {
    name: 'Groceries',
    allowanceAmount: 100,
    budgetTypeId: 1,
    startDate: plusDays(userToday(), -20),
  });
  await login(page, person);

  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(BROWSER_ZONE);
  expect(await browserToday(page)).not.toBe(userToday());

  // The side panel: a budget that ended yesterday for the user has no bar; Quick Entry is dated their today.
  await expect(panelBudget(page, 'Groceries')).toBeVisible();
  await expect(panelBudget(page, 'Ended')).toHaveCount(0);
  const panel = page.getByRole('navigation', { name: 'Side panel' });
  await panel.getByRole('button', { name: 'Quick Entry' }).click();
  await expect(panel.getByRole('form', { name: 'Quick Entry' }).getByLabel('Date', { exact: true })).toHaveValue(
    shownDay(userToday()),
  );

  // Opened by its address, a new transaction waits for the user's zone before it takes its date.
  await page.goto('/transaction/');
  const transaction = page.getByRole('form', { name: 'Transaction' });
  await expect(transaction.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(shownDay(userToday()));
  await expect(transaction.getByRole('combobox', { name: 'Debit account' })).toHaveValue('Everyday');

  await page.goto('/budget');
  await expect(page.getByRole('form', { name: 'Budget' }).getByLabel('Start date')).toHaveValue(shownDay(userToday()));

  await page.goto('/schedule');
  await expect(page.getByRole('form', { name: 'Schedule' }).getByLabel('Starting Date')).toHaveValue(
    shownDay(userToday()),
  );

  // The calendar opens on the user's month, with their today marked.
  await page.goto('/calendar');
  const today = userToday();
  await expect(page.getByRole('button', { name: /^Month: / })).toHaveText(monthTitle(today));
  const todayCell = page.locator('td[data-today]');
  await expect(todayCell).toHaveCount(1);
  await expect(todayCell).toHaveAttribute('data-date', today);
  await expect(todayCell.getByLabel('Today')).toHaveText(String(Number(today.slice(8))));
});
