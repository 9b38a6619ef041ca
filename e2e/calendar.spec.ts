import { expect, test, type Page } from '@playwright/test';
import { login, newPerson, registerByApi } from './support/app';
import {
  createBankAccount,
  createSchedule,
  createThirdParty,
  isoDay,
  ledgerSession,
  payPayment,
  skipPayment,
} from './support/ledger';
import { dayOfMonth, monthParamOf } from './support/schedule-dates';

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
const cell = (page: Page, date: string) => page.locator(`td[data-date="${date}"]`);

test('the payment calendar shows a month of payments, hides paid and skipped ones until asked, and moves between months', async ({
  page,
  request,
}) => {
  const person = newPerson('Cal', 'Endar');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const bank = await createBankAccount(ledger, 'Everyday', 3000);
  const landlord = await createThirdParty(ledger, 'Landlord');
  const gymOwner = await createThirdParty(ledger, 'Gym Co');
  const today = isoDay();
  const day = (n: number, monthOffset = 0) => dayOfMonth(today, monthOffset, n);

  // Rent began last month on the 10th; the gym is weekly from this month's 1st: the 1st, 8th, 15th, 22nd…
  const rent = await createSchedule(ledger, {
    description: 'Rent',
    debitAccountId: bank,
    creditAccountId: landlord,
    amount: 1200,
    scheduleStart: day(10, -1),
  });
  const gym = await createSchedule(ledger, {
    description: 'Gym',
    debitAccountId: bank,
    creditAccountId: gymOwner,
    amount: 25,
    scheduleStart: day(1),
    recurrenceTypeId: 2,
  });
  await payPayment(ledger, gym, 1);
  await skipPayment(ledger, gym, 2);

  await login(page, person);
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Calendar' })).toBeVisible();
  // The picker's name holds the month it shows.
  await expect(page.getByRole('button', { name: `Month: ${monthTitle(today)}`, exact: true })).toHaveText(
    monthTitle(today),
  );
  await expect(page.getByRole('columnheader')).toHaveText(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);

  await expect(cell(page, day(10)).getByRole('link', { name: /Rent/ })).toContainText('$1,200.00');
  await expect(cell(page, day(15)).getByRole('link', { name: /Gym/ })).toContainText('$25.00');
  await expect(cell(page, day(22)).getByRole('link', { name: /Gym/ })).toBeVisible();
  // The paid first payment and the skipped second one stay hidden while their switches are off.
  await expect(cell(page, day(1)).getByRole('link')).toHaveCount(0);
  await expect(cell(page, day(8)).getByRole('link')).toHaveCount(0);
  // Days of the neighbouring months are greyed and carry no payments, though the gym goes on weekly.
  await expect(page.locator('td[data-in-month="false"]').getByRole('link')).toHaveCount(0);

  const todayCell = page.locator('td[data-today]');
  await expect(todayCell).toHaveCount(1);
  await expect(todayCell).toHaveAttribute('data-date', today);
  await expect(todayCell.getByLabel('Today')).toHaveText(String(Number(today.slice(8))));

  await page.getByRole('switch', { name: 'Show Paid' }).click();
  const paid = cell(page, day(1)).getByRole('link', { name: /Gym/ });
  await expect(paid).toContainText('(paid)');
  await expect(paid).toHaveAttribute('data-state', 'paid');
  await expect(cell(page, day(8)).getByRole('link')).toHaveCount(0);

  await page.getByRole('switch', { name: 'Show Skipped' }).click();
  const skipped = cell(page, day(8)).getByRole('link', { name: /Gym/ });
  await expect(skipped).toContainText('(skipped)');
  await expect(skipped).toHaveCSS('text-decoration-line', 'line-through');
  await expect(skipped).toHaveCSS('opacity', '0.5');
  await page.screenshot({ path: 'e2e/screenshots/calendar.png', fullPage: true });

  await page.getByRole('switch', { name: 'Show Paid' }).click();
  await expect(cell(page, day(1)).getByRole('link')).toHaveCount(0);

  await cell(page, day(10)).getByRole('link', { name: /Rent/ }).click();
  await expect(page).toHaveURL(new RegExp(`/schedule/${rent}$`));
  await page.goBack();
  await expect(cell(page, day(10)).getByRole('link', { name: /Rent/ })).toBeVisible();

  // The next month is kept in the address, so a reload stays on it.
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page).toHaveURL(new RegExp(`/calendar\\?month=${monthParamOf(day(1, 1))}$`));
  await expect(page.getByRole('button', { name: /^Month: / })).toHaveText(monthTitle(day(1, 1)));
  await expect(cell(page, day(10, 1)).getByRole('link', { name: /Rent/ })).toContainText('$1,200.00');
  await expect(page.locator('td[data-today]')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: /^Month: / })).toHaveText(monthTitle(day(1, 1)));
  await expect(cell(page, day(10, 1)).getByRole('link', { name: /Rent/ })).toBeVisible();

  await page.getByRole('button', { name: 'Previous month' }).click();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page).toHaveURL(new RegExp(`month=${monthParamOf(day(1, -1))}$`));
  await expect(cell(page, day(10, -1)).getByRole('link', { name: /Rent/ })).toBeVisible();
});
