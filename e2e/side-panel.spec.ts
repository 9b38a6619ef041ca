import { expect, test } from '@playwright/test';
import { login, newPerson, registerByApi, toast } from './support/app';
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

test('Quick Entry pays a third party from the default account; the balance and the dashboard follow', async ({
  page,
  request,
}) => {
  const person = newPerson('Kit', 'Rowe');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const food = await createCategory(ledger, 'Food', ['Coffee']);
  const bank = await createBankAccount(ledger, 'Everyday', 500, { isFavourite: true });
  await createBankAccount(ledger, 'Savings', 2000);
  await createThirdParty(ledger, 'Cafe', {
    canQuickTransaction: true,
    defaultSubCategoryId: food.subcategoryIds.Coffee,
  });
  await createThirdParty(ledger, 'Landlord');
  await login(page, person);

  const panel = page.getByRole('navigation', { name: 'Side panel' });
  const favourites = panel.getByRole('list', { name: 'Favourite accounts' });
  await expect(favourites.getByRole('link')).toHaveText(['Everyday$500.00']);
  await expect(favourites.getByRole('link', { name: /Everyday/ })).toHaveAttribute('href', `/transactions/${bank}`);
  await expect(page.getByRole('region', { name: 'Recent Transactions' })).toContainText('No Recent Transactions found');

  await panel.getByRole('button', { name: 'Quick Entry' }).click();
  const form = panel.getByRole('form', { name: 'Quick Entry' });
  await expect(form.getByLabel('Date', { exact: true })).toHaveValue(shownDay(isoDay()));
  await form.getByLabel('Third party').click();
  // Only third parties marked for Quick Transaction are offered.
  await expect(page.getByRole('option')).toHaveText(['Cafe']);
  await page.getByRole('option', { name: 'Cafe' }).click();
  await form.getByLabel('Amount').fill('4.5');

  // Without a default account the server refuses, and says why.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Choose a default account on the User page to use Quick Entry.')).toBeVisible();

  await ledger.call(requestTo(apiRoutes.user.save), {
    firstname: person.firstname,
    surname: person.surname,
    email: person.email,
    timezoneId: 'Europe/London',
    defaultAccountId: bank,
  });
  await form.getByLabel('Amount').fill('12.5');
  await page.screenshot({ path: 'e2e/screenshots/side-panel-quick-entry.png' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Transaction Saved')).toBeVisible();
  await expect(favourites.getByRole('link')).toHaveText(['Everyday$487.50']);
  await expect(form.getByLabel('Amount')).toHaveValue('');

  const recent = page.getByRole('region', { name: 'Recent Transactions' });
  const entry = recent.getByRole('link', { name: /Cafe/ });
  await expect(entry).toContainText('-$12.50');
  await expect(entry).toHaveAttribute('href', /\/transaction\/\d+$/);
  await page.screenshot({ path: 'e2e/screenshots/dashboard-recent.png' });
});

test('the dashboard lists at most seven recent transactions, naming the other side', async ({ page, request }) => {
  const person = newPerson('Lou', 'Stone');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const bank = await createBankAccount(ledger, 'Everyday', 1000);
  const savings = await createBankAccount(ledger, 'Savings');
  const employer = await createThirdParty(ledger, 'Employer');
  const shop = await createThirdParty(ledger, 'Grocer');
  const record = (typeId: 1 | 2 | 3, debitAccountId: number, creditAccountId: number, amount: number, date: string) =>
    recordTransaction(ledger, { typeId, debitAccountId, creditAccountId, lines: [amount], date });
  for (let day = 1; day <= 7; day += 1) await record(1, bank, shop, day, `2026-03-0${day}`);
  await record(2, employer, bank, 900, '2026-03-08');
  await record(3, bank, savings, 50, '2026-03-09');
  await login(page, person);

  const links = page.getByRole('region', { name: 'Recent Transactions' }).getByRole('link');
  await expect(links).toHaveCount(7);
  await expect(links.nth(0)).toContainText('Everyday → Savings');
  await expect(links.nth(0)).toContainText('09 Mar 2026');
  await expect(links.nth(1)).toContainText('Employer');
  await expect(links.nth(1)).toContainText('$900.00');
  await expect(links.nth(2)).toContainText('Grocer');
  await expect(links.nth(2)).toContainText('-$7.00');
});
