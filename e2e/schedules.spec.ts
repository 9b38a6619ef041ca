import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, newPerson, registerByApi, toast } from './support/app';
import {
  createBankAccount,
  createCategory,
  createSchedule,
  createTag,
  createThirdParty,
  isoDay,
  ledgerSession,
  shownDay,
} from './support/ledger';
import { monthEndPaymentFollowingMonday, nextThirtyFirstOfJanuary, plusDays } from './support/schedule-dates';

/** Toasts of earlier steps would cover the lists; the screenshots show the page itself. */
const WITHOUT_TOASTS = '.mantine-Notifications-root { display: none !important; }';
const SCREENSHOT = { fullPage: true, animations: 'disabled', style: WITHOUT_TOASTS } as const;

/** Picks an option of a Mantine Select by typing into it first, as a keyboard user would. */
async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await field.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** One option of a segmented choice, found through the group its label names. */
function segment(page: Page, group: string, option: string): Locator {
  return page.getByRole('group', { name: group }).getByText(option, { exact: true });
}

function upcoming(page: Page): Locator {
  return page.getByRole('region', { name: 'Upcoming payments' });
}

function past(page: Page): Locator {
  return page.getByRole('region', { name: 'Past and unpayable payments' });
}

function payment(list: Locator, n: number): Locator {
  return list.getByRole('row', { name: `Payment ${n}`, exact: true });
}

async function paymentAction(page: Page, n: number, action: string): Promise<void> {
  await upcoming(page)
    .getByRole('button', { name: `More actions for payment ${n}`, exact: true })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

const FULL_MONTHS = [
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
/** How the date picker names a day's button: 1 March 2027. */
const calendarDay = (isoDate: string) =>
  `${Number(isoDate.slice(8))} ${FULL_MONTHS[Number(isoDate.slice(5, 7)) - 1]} ${isoDate.slice(0, 4)}`;

const daysFromToday = (date: string) => Math.round((Date.parse(date) - Date.parse(isoDay())) / 86_400_000);

async function household(page: Page, request: Parameters<typeof registerByApi>[0], firstname: string) {
  const person = newPerson(firstname, 'Schedules');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const everyday = await createBankAccount(ledger, 'Everyday', 2000);
  const housing = await createCategory(ledger, 'Housing', ['Rent', 'Repairs']);
  const landlord = await createThirdParty(ledger, 'Landlord', { defaultSubCategoryId: housing.subcategoryIds.Rent });
  await createTag(ledger, 'Home');
  const start = nextThirtyFirstOfJanuary(isoDay());
  const year = Number(start.slice(0, 4));
  const paymentDate = (n: number) => monthEndPaymentFollowingMonday(year, n);
  await login(page, person);
  return { ledger, everyday, landlord, housing, start, paymentDate };
}

test('create a monthly schedule on the 31st moved to Mondays, then change, move, skip and un-skip its payments', async ({
  page,
  request,
}) => {
  const { start, paymentDate } = await household(page, request, 'Rhea');

  await page.goto('/schedules');
  await expect(page.getByText('No schedules available')).toBeVisible();
  await page.getByRole('button', { name: 'Create New Schedule' }).click();
  await expect(page).toHaveURL(/\/schedule$/);

  // A new schedule opens in edit mode; which end inputs show follows the recurrence and the end type.
  const form = page.getByRole('form', { name: 'Schedule' });
  await expect(form.getByRole('combobox', { name: 'Recurrence' })).toHaveValue('Monthly');
  await segment(page, 'Ends After', 'Number of Payments').click();
  await expect(form.getByRole('textbox', { name: 'Number of Payments' })).toBeVisible();
  await expect(form.getByLabel('Final Payment Date')).toHaveCount(0);
  await segment(page, 'Ends After', 'Date').click();
  await expect(form.getByLabel('Final Payment Date')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Number of Payments' })).toHaveCount(0);
  await form.getByRole('combobox', { name: 'Recurrence' }).click();
  await page.getByRole('option', { name: 'Once', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Ends After' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Change Weekend Events' })).toHaveCount(0);
  await expect(form.getByLabel('Final Payment Date')).toHaveCount(0);
  await form.getByRole('combobox', { name: 'Recurrence' }).click();
  await page.getByRole('option', { name: 'Monthly', exact: true }).click();
  await segment(page, 'Ends After', 'Never').click();
  await expect(form.getByLabel('Final Payment Date')).toHaveCount(0);

  await form.getByLabel('Starting Date').fill(start);
  await segment(page, 'Change Weekend Events', 'Following Monday').click();
  await form.getByLabel('Description').fill('Rent');
  await choose(page, form.getByRole('combobox', { name: 'Debit account' }), 'Everyday');
  // The payee's default subcategory comes with it while none is chosen.
  await choose(page, form.getByRole('combobox', { name: 'Credit account' }), 'Landlord');
  await expect(form.getByRole('combobox', { name: 'Subcategory' })).toHaveValue('Rent');
  await form.getByLabel('Amount').fill('950');
  await choose(page, form.getByRole('combobox', { name: 'Tags' }), 'Home');
  await page.keyboard.press('Escape');
  await page.screenshot({ path: 'e2e/screenshots/schedule-editor-edit.png', ...SCREENSHOT });
  await form.getByRole('button', { name: 'Save' }).click();

  // Saved: view mode at the schedule's own address, with the pattern in words.
  await expect(toast(page, 'Schedule, Rent, Saved Successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/schedule\/\d+$/);
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page.getByLabel('Pattern')).toHaveText(
    `Every month on the 31st (or the month's last day), starting ${shownDay(start)}, on the Monday after when it falls on a weekend`,
  );
  const details = page.getByRole('region', { name: 'Schedule details' });
  await expect(details).toContainText('Following Monday');
  await expect(details).toContainText('$950.00');
  await expect(details).toContainText('Home');

  // Five payments at first, five more per click; nothing paid or skipped yet.
  await expect(upcoming(page).getByTestId('upcoming-payment')).toHaveCount(5);
  for (const n of [1, 2, 3]) await expect(payment(upcoming(page), n)).toContainText(shownDay(paymentDate(n)));
  await upcoming(page)
    .getByRole('button', { name: /Show more/ })
    .click();
  await expect(upcoming(page).getByTestId('upcoming-payment')).toHaveCount(10);
  await expect(payment(upcoming(page), 10)).toContainText(shownDay(paymentDate(10)));
  await expect(past(page)).toContainText('No payment has been paid or skipped yet.');

  // A new amount for the first payment only.
  await paymentAction(page, 1, 'Change amount');
  const amountDialog = page.getByRole('dialog', { name: 'Scheduled Amount' });
  await expect(amountDialog).toContainText('is currently $950.00');
  await amountDialog.getByLabel('New Amount').fill('1000');
  await expect(amountDialog.getByLabel('Apply to all future payments')).not.toBeChecked();
  await page.screenshot({
    path: 'e2e/screenshots/schedule-amount-dialog.png',
    animations: 'disabled',
    style: WITHOUT_TOASTS,
  });
  await amountDialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Payment 1 of Rent has been changed.')).toBeVisible();
  await expect(amountDialog).toHaveCount(0);
  await expect(payment(upcoming(page), 1)).toContainText('$1,000.00');
  await expect(payment(upcoming(page), 2)).toContainText('$950.00');

  // The second payment may move only between its neighbours: the window is stated, the calendar offers
  // only its days and a day typed past it is not taken, unless the change applies to all future payments.
  await paymentAction(page, 2, 'Change date');
  const dateDialog = page.getByRole('dialog', { name: 'Scheduled Date Change' });
  const windowText = `Pick a day from ${shownDay(plusDays(paymentDate(1), 1))} to ${shownDay(plusDays(paymentDate(3), -1))}`;
  await expect(dateDialog).toContainText(windowText);
  const newDate = dateDialog.getByLabel('New Date');
  await newDate.click();
  for (
    let shown = paymentDate(2).slice(0, 7);
    shown < paymentDate(3).slice(0, 7);
    shown = plusDays(`${shown}-28`, 7).slice(0, 7)
  ) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await expect(page.getByRole('button', { name: calendarDay(paymentDate(3)), exact: true })).toBeDisabled();
  await expect(
    page.getByRole('button', { name: calendarDay(plusDays(paymentDate(3), -1)), exact: true }),
  ).toBeEnabled();
  // Escape would close the dialog as well: a click beside the calendar closes only the calendar.
  await dateDialog.getByText(windowText).click();
  const pastWindow = plusDays(paymentDate(3), 1);
  await newDate.fill(pastWindow);
  await newDate.press('Tab');
  await expect(newDate).toHaveValue(shownDay(paymentDate(2)));
  // Applied to all future payments there is no window; taken back, the day chosen meanwhile is refused at the field.
  await dateDialog.getByLabel('Apply to all future payments').check();
  await newDate.fill(pastWindow);
  await newDate.press('Tab');
  await expect(newDate).toHaveValue(shownDay(pastWindow));
  await dateDialog.getByLabel('Apply to all future payments').uncheck();
  await dateDialog.getByRole('button', { name: 'Save' }).click();
  // Said twice now: as the dialog's statement and as the field's error.
  const fullWindowText = `${windowText}, so that it does not overlap the previous or next payment, unless the change applies to all future payments.`;
  await expect(dateDialog.getByText(fullWindowText, { exact: true })).toHaveCount(2);
  await expect(dateDialog).toBeVisible();
  const moved = plusDays(paymentDate(2), 2);
  await newDate.fill(moved);
  await dateDialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Payment 2 of Rent has been changed.')).toBeVisible();
  await expect(dateDialog).toHaveCount(0);
  await expect(payment(upcoming(page), 2)).toContainText(`${shownDay(moved)}moved from ${shownDay(paymentDate(2))}`);

  // A change can be removed again, after a confirmation.
  await paymentAction(page, 2, 'Remove date change');
  await page.getByRole('dialog', { name: 'Remove Change' }).getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'The change has been removed.')).toBeVisible();
  await expect(payment(upcoming(page), 2)).not.toContainText('moved from');
  await expect(payment(upcoming(page), 2)).toContainText(shownDay(paymentDate(2)));

  // Skipping moves a payment to the other list, struck through; Un-Skip brings it back.
  await paymentAction(page, 3, 'Skip');
  await expect(toast(page, 'Payment 3 of Rent is skipped.')).toBeVisible();
  await expect(payment(upcoming(page), 3)).toHaveCount(0);
  const skipped = payment(past(page), 3);
  await expect(skipped).toContainText('Skipped');
  await expect(skipped.locator('time').first().locator('..')).toHaveCSS('text-decoration-line', 'line-through');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'e2e/screenshots/schedule-editor-view.png', ...SCREENSHOT });
  await skipped.getByRole('button', { name: 'Un-Skip' }).click();
  await expect(toast(page, 'Payment 3 of Rent is no longer skipped.')).toBeVisible();
  await expect(payment(past(page), 3)).toHaveCount(0);
  await expect(payment(upcoming(page), 3)).toContainText(shownDay(paymentDate(3)));
});

test('pay a payment from the schedules list through the pre-filled editor', async ({ page, request }) => {
  const { ledger, everyday, landlord, housing, start, paymentDate } = await household(page, request, 'Pia');
  const rent = await createSchedule(ledger, {
    description: 'Rent',
    debitAccountId: everyday,
    creditAccountId: landlord,
    amount: 950,
    scheduleStart: start,
    weekdayOnlyTypeId: 3,
    subcategoryId: housing.subcategoryIds.Rent,
  });
  const water = await createThirdParty(ledger, 'Water Board');
  await createSchedule(ledger, {
    description: 'Water',
    debitAccountId: everyday,
    creditAccountId: water,
    amount: 40.5,
    scheduleStart: isoDay(-3),
  });

  await page.goto('/schedules');
  const rows = page.getByTestId('schedule-row');
  await expect(rows).toHaveCount(2);
  // The water bill started three days ago and is unpaid: overdue, listed first.
  const headings = page.getByRole('columnheader').filter({ hasText: /Overdue|Due|In \d+ days/ });
  await expect(headings).toHaveText(['Overdue', `In ${daysFromToday(paymentDate(1))} days`]);
  const rentRow = rows.filter({ hasText: 'Rent' });
  await expect(rentRow).toContainText('To Landlord');
  await expect(rentRow).toContainText('$950.00');
  await expect(rentRow).toContainText('Payment');
  await expect(rentRow.getByRole('img', { name: 'Payment' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Water' })).toContainText('$40.50');
  await page.screenshot({ path: 'e2e/screenshots/schedules-list.png', ...SCREENSHOT });

  // The Payee search looks at both accounts' names.
  await page.getByPlaceholder('Payee').fill('land');
  await expect(rows).toHaveCount(1);
  await page.getByPlaceholder('Payee').fill('nobody');
  await expect(page.getByText('No schedules available')).toBeVisible();
  await page.getByPlaceholder('Payee').fill('');
  await expect(rows).toHaveCount(2);

  // A click on the row opens the schedule.
  await rentRow.getByText('To Landlord').click();
  await expect(page).toHaveURL(new RegExp(`/schedule/${rent}$`));
  await page.goBack();

  await rentRow.getByRole('link', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/transaction/schedule/${rent}/1$`));
  const form = page.getByRole('form', { name: 'Transaction' });
  await expect(page.getByLabel('Scheduled payment')).toHaveText('Pays Rent, payment 1');
  await expect(form.getByRole('combobox', { name: 'Debit account' })).toHaveValue('Everyday');
  await expect(form.getByRole('combobox', { name: 'Credit account' })).toHaveValue('Landlord');
  await expect(form.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(shownDay(paymentDate(1)));
  await expect(form.getByLabel('Amount line 1')).toHaveValue('$950.00');
  await expect(form.getByRole('combobox', { name: 'Subcategory line 1' })).toHaveValue('Rent');
  await page.screenshot({ path: 'e2e/screenshots/pay-scheduled.png', ...SCREENSHOT });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Transaction Saved')).toBeVisible();

  // Back on the list: the first payment is no longer due, the next one shows.
  await expect(page).toHaveURL(/\/schedules$/);
  await expect(rentRow).toContainText(shownDay(paymentDate(2)));
  await expect(page.getByRole('columnheader', { name: `In ${daysFromToday(paymentDate(2))} days` })).toBeVisible();

  // The account shows the payment, and the transaction says what it paid.
  await page.goto(`/transactions/${everyday}`);
  // The payment is dated ahead: today's balance leaves it out, and what it will change is said apart.
  await expect(page.getByLabel('Account balance')).toHaveText('$2,000.00');
  await expect(page.getByRole('main').getByTestId('dated-later')).toHaveText('-$950.00 dated later');
  const paid = page
    .getByTestId('transaction-row')
    .filter({ has: page.getByRole('link', { name: 'Landlord', exact: true }) });
  await expect(paid).toHaveCount(1);
  await paid.getByRole('link', { name: 'Landlord' }).click();
  await expect(page.getByLabel('Scheduled payment')).toHaveText('Pays Rent, payment 1');
  await page.getByLabel('Scheduled payment').getByRole('link', { name: 'Rent' }).click();
  await expect(page).toHaveURL(new RegExp(`/schedule/${rent}$`));
  const paidRow = payment(past(page), 1);
  await expect(paidRow).toContainText(`Paid on ${shownDay(paymentDate(1))}`);
  await expect(payment(upcoming(page), 1)).toHaveCount(0);

  // A route naming a transaction as well as a payment edits neither.
  await page.goto(`/transaction/schedule/${rent}/2?transactionId=5`);
  await expect(page.getByRole('alert')).toHaveText('Cannot edit both a transaction, and a Schedule.');
});

test('edit a schedule, cancel restores it, and delete one with the confirmation', async ({ page, request }) => {
  const { ledger, everyday, landlord, start } = await household(page, request, 'Ezra');
  const rent = await createSchedule(ledger, {
    description: 'Rent',
    debitAccountId: everyday,
    creditAccountId: landlord,
    amount: 950,
    scheduleStart: start,
  });
  const gym = await createSchedule(ledger, {
    description: 'Gym',
    debitAccountId: everyday,
    creditAccountId: landlord,
    amount: 30,
    scheduleStart: start,
  });

  await page.goto(`/schedule/${rent}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Schedule' });
  // Payments are numbered from the recurrence and the start: neither changes once saved.
  await expect(form.getByRole('combobox', { name: 'Recurrence' })).toBeDisabled();
  await expect(form.getByLabel('Starting Date')).toBeDisabled();
  await form.getByLabel('Description').fill('Rent changed');
  await form.getByRole('button', { name: 'Cancel' }).click();
  const details = page.getByRole('region', { name: 'Schedule details' });
  await expect(details).toContainText('Rent');
  await expect(details).not.toContainText('Rent changed');

  await page.getByRole('button', { name: 'Edit' }).click();
  await form.getByLabel('Amount').fill('975');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Schedule, Rent, Saved Successfully.')).toBeVisible();
  await expect(details).toContainText('$975.00');
  await expect(payment(upcoming(page), 1)).toContainText('$975.00');

  await page.goto('/schedules');
  await page.getByTestId('schedule-row').filter({ hasText: 'Gym' }).getByRole('link', { name: 'Gym' }).click();
  await expect(page).toHaveURL(new RegExp(`/schedule/${gym}$`));
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Schedule' });
  await expect(confirm).toContainText('Confirm you want to delete this Schedule');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Schedule Deleted Successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/schedules$/);
  await expect(page.getByTestId('schedule-row')).toHaveCount(1);
  await expect(page.getByTestId('schedule-row')).toContainText('Rent');
});
