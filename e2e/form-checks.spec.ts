import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, newPerson, registerByApi, toast } from './support/app';
import {
  apiRoutes,
  createBankAccount,
  createThirdParty,
  isoDay,
  ledgerSession,
  requestTo,
  shownDay,
} from './support/ledger';

/** Picks an option of a Mantine Select by typing into it first, as a keyboard user would. */
async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await field.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function family(page: Page, request: Parameters<typeof registerByApi>[0], firstname: string) {
  const person = newPerson(firstname, 'Fields');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const everyday = await createBankAccount(ledger, 'Everyday', 1000);
  await createBankAccount(ledger, 'Savings', 5000);
  await createThirdParty(ledger, 'Corner Shop', { canQuickTransaction: true });
  await ledger.call(requestTo(apiRoutes.user.save), {
    firstname,
    surname: person.surname,
    email: person.email,
    timezoneId: 'Europe/London',
    defaultAccountId: everyday,
  });
  await login(page, person);
  return { person, ledger, everyday };
}

test('amounts stay exact and are refused at the field as the server would refuse them', async ({ page, request }) => {
  await family(page, request, 'Amos');
  // A new transaction starts from the default account, on the side its type takes.
  await page.goto('/transaction/');
  const form = page.getByRole('form', { name: 'Transaction' });
  const debit = form.getByRole('combobox', { name: 'Debit account' });
  const credit = form.getByRole('combobox', { name: 'Credit account' });
  await expect(debit).toHaveValue('Everyday');
  await form.getByRole('radiogroup', { name: 'Transaction Type' }).getByText('Deposit').click();
  await expect(credit).toHaveValue('Everyday');
  await form.getByRole('radiogroup', { name: 'Transaction Type' }).getByText('Payment').click();
  await expect(debit).toHaveValue('Everyday');
  await choose(page, credit, 'Corner Shop');

  const amount = form.getByLabel('Amount line 1');
  // Letters are not taken; a minus sign stays as typed and is refused, never dropped into another amount.
  await amount.fill('abc-12.34x');
  await expect(amount).toHaveValue('-12.34');
  await expect(form.getByText('No minus sign: amounts are above zero')).toBeVisible();
  await expect(form.getByLabel('Transaction total')).toHaveText('$0.00');
  // A third decimal and more than the largest amount are refused with the reason, not rounded away.
  await amount.fill('12.345');
  await expect(form.getByText('At most two decimals (cents)')).toBeVisible();
  await amount.fill('99999999999999999');
  await expect(amount).toHaveValue('99999999999999999');
  await expect(form.getByText('At most $1,000,000,000,000.00')).toBeVisible();
  await expect(form.getByLabel('Transaction total')).toHaveText('$0.00');
  // Large amounts keep every cent.
  await amount.fill('987654321098.76');
  await amount.blur();
  await expect(amount).toHaveValue('$987,654,321,098.76');
  await expect(form.getByLabel('Transaction total')).toHaveText('$987,654,321,098.76');
  await amount.fill('0.1');
  await form.getByRole('button', { name: 'Add split line' }).click();
  await form.getByLabel('Amount line 2').fill('0.2');
  await expect(form.getByLabel('Transaction total')).toHaveText('$0.30');

  // A split line of $0.00 is refused at that line, in the server's words, before anything is sent.
  await form.getByLabel('Amount line 2').fill('0');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Each split line needs an amount other than $0.00.')).toBeVisible();
  await form.getByLabel('Amount line 2').fill('0.2');
  await expect(form.getByText('Each split line needs an amount other than $0.00.')).toHaveCount(0);

  // The date is typed as the product writes dates.
  const date = form.getByRole('textbox', { name: 'Date', exact: true });
  await date.fill(shownDay(isoDay(-3)));
  await date.blur();
  await expect(date).toHaveValue(shownDay(isoDay(-3)));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Transaction Saved')).toBeVisible();
  await page.goto('/transactionsearch/?description=Corner');
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'Corner Shop' })).toContainText(
    shownDay(isoDay(-3)),
  );
});

test('the opening date and Quick Entry date take a typed date', async ({ page, request }) => {
  await family(page, request, 'Tess');
  await page.goto('/account/');
  const form = page.getByRole('form', { name: 'Account details' });
  await form.getByLabel('Name').fill('Holiday Fund');
  const opening = form.getByLabel('Opening Date', { exact: true });
  await opening.fill('3 Feb 2025');
  await opening.blur();
  await expect(opening).toHaveValue('03 Feb 2025');
  // An opening balance may be below zero (an overdrawn account).
  await form.getByLabel('Opening Balance').fill('-250.5');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Account, Holiday Fund, Saved Successfully.')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Opening Date', { exact: true })).toHaveValue('03 Feb 2025');
  await expect(form.getByLabel('Opening Balance')).toHaveValue('-$250.50');

  const panel = page.getByRole('navigation', { name: 'Side panel' });
  await panel.getByRole('button', { name: 'Quick Entry' }).click();
  const quick = panel.getByRole('form', { name: 'Quick Entry' });
  await quick.getByLabel('Third party').click();
  await page.getByRole('option', { name: 'Corner Shop' }).click();
  const quickDate = quick.getByLabel('Date', { exact: true });
  await quickDate.fill(shownDay(isoDay(-1)));
  await quickDate.blur();
  await expect(quickDate).toHaveValue(shownDay(isoDay(-1)));
  await quick.getByLabel('Amount').fill('7.8');
  await quick.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Transaction Saved')).toBeVisible();
  await page.goto('/transactionsearch/?description=Corner');
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: '$7.80' })).toContainText(
    shownDay(isoDay(-1)),
  );
});

test('the schedule form says at the field what the server would refuse, and previews the pattern while it is created', async ({
  page,
  request,
}) => {
  await family(page, request, 'Sven');
  await page.goto('/schedule');
  const form = page.getByRole('form', { name: 'Schedule' });
  const preview = page.getByRole('region', { name: 'Pattern preview' });
  const start = '2031-01-31';

  await form.getByLabel('Starting Date').fill(start);
  await page
    .getByRole('group', { name: 'Change Weekend Events' })
    .getByText('Following Monday', { exact: true })
    .click();
  // The pattern in the words the saved schedule will use, and its first payments, before anything is saved.
  await expect(preview.getByTestId('pattern-preview')).toHaveText(
    "Every month on the 31st (or the month's last day), starting 31 Jan 2031, on the Monday after when it falls on a weekend",
  );
  await expect(preview.getByRole('list', { name: 'First payments' }).getByRole('listitem')).toHaveText([
    'Fri 31 Jan 2031',
    'Fri 28 Feb 2031',
    'Mon 31 Mar 2031',
    'Wed 30 Apr 2031',
    'Mon 02 Jun 2031 (moved from Sat 31 May 2031)',
  ]);
  await form.getByRole('combobox', { name: 'Recurrence' }).click();
  await page.getByRole('option', { name: 'Fortnightly', exact: true }).click();
  await expect(preview.getByTestId('pattern-preview')).toHaveText(
    'Every second week on Friday, starting 31 Jan 2031, on the Monday after when it falls on a weekend',
  );
  await expect(preview.getByRole('listitem').nth(1)).toHaveText('Fri 14 Feb 2031');

  // A count of 0 is refused at the field (not turned into 1), and the preview has no payment.
  await page.getByRole('group', { name: 'Ends After' }).getByText('Number of Payments', { exact: true }).click();
  const count = form.getByRole('textbox', { name: 'Number of Payments' });
  await count.fill('0');
  await count.blur();
  await expect(count).toHaveValue('0');
  await expect(form.getByText('A schedule needs at least 1 payment.')).toBeVisible();
  await expect(preview).toContainText('No payment falls within this rule.');
  await count.fill('3');
  await expect(preview).toContainText('3 payments');
  await expect(preview.getByRole('listitem')).toHaveCount(3);

  // A final date before the start is refused at the field.
  await page.getByRole('group', { name: 'Ends After' }).getByText('Date', { exact: true }).click();
  await form.getByLabel('Final Payment Date').fill('2031-01-30');
  await expect(form.getByText('The final payment date must not be before the starting date.')).toBeVisible();
  await form.getByLabel('Final Payment Date').fill('2031-03-31');
  await expect(form.getByText('The final payment date must not be before the starting date.')).toHaveCount(0);

  // The amount refuses a minus sign and junk, and an amount of zero.
  const amount = form.getByLabel('Amount');
  await amount.fill('abc-12.345x');
  await expect(amount).toHaveValue('-12.345');
  await expect(form.getByText('No minus sign: amounts are above zero')).toBeVisible();
  await amount.fill('0');
  await expect(form.getByText('The amount must be more than zero.')).toBeVisible();
  await amount.fill('45');

  await form.getByLabel('Description').fill('Gym');
  await choose(page, form.getByRole('combobox', { name: 'Debit account' }), 'Everyday');
  await choose(page, form.getByRole('combobox', { name: 'Credit account' }), 'Corner Shop');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Schedule, Gym, Saved Successfully.')).toBeVisible();
  // The server's summary of the saved schedule reads as the preview did.
  await expect(page.getByLabel('Pattern')).toHaveText(
    'Every second week on Friday, starting 31 Jan 2031, until 31 Mar 2031, on the Monday after when it falls on a weekend',
  );
});

test('Quick Entry says when there is no default account to pay from, and stops saying it once one is chosen', async ({
  page,
  request,
}) => {
  const person = newPerson('Quinn', 'Fields');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  await createBankAccount(ledger, 'Everyday', 100);
  await createThirdParty(ledger, 'Corner Shop', { canQuickTransaction: true });
  await login(page, person);
  const panel = page.getByRole('navigation', { name: 'Side panel' });
  const hint = panel.getByText('Quick Entry pays from your default account, and you have none yet.');
  await panel.getByRole('button', { name: 'Quick Entry' }).click();
  await expect(hint).toBeVisible();
  // The form stays: Save would say why it cannot pay.
  await expect(panel.getByRole('form', { name: 'Quick Entry' })).toBeVisible();
  await panel.getByRole('link', { name: 'Choose a default account' }).click();
  await expect(page).toHaveURL(/\/settings\/payments$/);
  const defaults = page.getByRole('form', { name: 'Default account and time zone' });
  await defaults.getByRole('combobox', { name: 'Default Account' }).click();
  await page.getByRole('option', { name: 'Everyday' }).click();
  await defaults.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('form', { name: 'Quick Entry' })).toBeVisible();
  await expect(hint).toHaveCount(0);
});
