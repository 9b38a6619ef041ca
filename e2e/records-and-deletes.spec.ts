import { expect, test, type Page } from '@playwright/test';
import { login, newPerson, registerByApi, toast } from './support/app';
import { createBudget } from './support/budgets';
import {
  apiRoutes,
  createBankAccount,
  createScenario,
  createSchedule,
  createThirdParty,
  deleteTransaction,
  isoDay,
  ledgerSession,
  recordTransaction,
  requestTo,
} from './support/ledger';
import { watchPage } from './support/watch';

/** Deletes what the page shows through its Delete button and the confirmation, then waits for the page it lands on. */
async function deleteShown(page: Page, dialogTitle: string): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: dialogTitle }).getByRole('button', { name: 'Delete' }).click();
}

test('after a delete the page leaves without asking for the deleted record again', async ({ page, request }) => {
  const person = newPerson('Dora', 'Gone');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const everyday = await createBankAccount(ledger, 'Everyday', 500);
  const spare = await createBankAccount(ledger, 'Spare', 0);
  const grocer = await createThirdParty(ledger, 'Grocer');
  const shop = await recordTransaction(ledger, {
    debitAccountId: everyday,
    creditAccountId: grocer,
    lines: [12.5],
    description: 'Shop',
  });
  const gym = await createSchedule(ledger, {
    description: 'Gym',
    debitAccountId: everyday,
    creditAccountId: grocer,
    amount: 30,
    scheduleStart: isoDay(5),
  });
  const rent = await createSchedule(ledger, {
    description: 'Rent',
    debitAccountId: everyday,
    creditAccountId: grocer,
    amount: 900,
    scheduleStart: isoDay(9),
  });
  const holiday = await createBudget(ledger, {
    name: 'Holiday',
    allowanceAmount: 300,
    budgetTypeId: 2,
    startDate: isoDay(-40),
  });
  const payRise = await createScenario(ledger, 'Pay rise', [{ scheduleId: rent, amount: 950 }]);
  await login(page, person);
  const watched = watchPage(page);

  const steps: { name: string; path: string; dialog: string; toast: string; lands: RegExp }[] = [
    {
      name: 'transaction',
      path: `/transaction/${shop}`,
      dialog: 'Delete Transaction',
      toast: 'Transaction Deleted Successfully.',
      lands: new RegExp(`/transactions/${everyday}$`),
    },
    {
      name: 'schedule',
      path: `/schedule/${gym}`,
      dialog: 'Delete Schedule',
      toast: 'Schedule Deleted Successfully.',
      lands: /\/$/,
    },
    {
      name: 'budget',
      path: `/budget/${holiday}`,
      dialog: 'Delete Budget',
      toast: 'Budget Holiday has been deleted.',
      lands: /\/budgets$/,
    },
    {
      name: 'scenario',
      path: `/scenario/${payRise}`,
      dialog: 'Delete Scenario',
      toast: 'Scenario Deleted Successfully.',
      lands: /\/scenarios$/,
    },
    {
      name: 'account',
      path: `/account/${spare}`,
      dialog: 'Delete account',
      toast: 'Account, Spare, Deleted Successfully.',
      lands: /\/accounts$/,
    },
  ];
  for (const step of steps) {
    await test.step(step.name, async () => {
      await page.goto(step.path);
      await expect(page.getByRole('main').getByRole('button', { name: 'Delete' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      watched.reset();
      await deleteShown(page, step.dialog);
      await expect(toast(page, step.toast)).toBeVisible();
      await expect(page).toHaveURL(step.lands);
      await page.waitForLoadState('networkidle');
      expect(watched.refusals, `${step.name}: no request refused`).toEqual([]);
      expect(watched.consoleErrors, `${step.name}: no console error`).toEqual([]);
    });
  }
});

test('an address naming nothing goes back with the server’s reason, and a non-number is not asked about', async ({
  page,
  request,
}) => {
  const person = newPerson('Nico', 'Found');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const everyday = await createBankAccount(ledger, 'Everyday', 100);
  const payee = await createThirdParty(ledger, 'Payee');
  const gone = await createSchedule(ledger, {
    description: 'Gone',
    debitAccountId: everyday,
    creditAccountId: payee,
    amount: 5,
    scheduleStart: isoDay(3),
  });
  await ledger.call<unknown>(requestTo(apiRoutes.schedules.remove, { id: gone }));
  await login(page, person);
  const watched = watchPage(page);

  // Opened directly there is no earlier page of the app: each goes back to the dashboard, like the account editor.
  const cases = [
    { path: '/tag/999999', message: 'Tag not found.' },
    { path: '/transactions/999999', message: 'Account not found.' },
    { path: `/schedule/${gone}`, message: 'Schedule not found.' },
    { path: '/budget/999999', message: 'Budget not found.' },
    { path: '/account/abc', message: 'Account not found.' },
    { path: '/thirdparty/12abc', message: 'Account not found.' },
    { path: '/transactions/abc', message: 'Account not found.' },
    { path: '/tag/abc', message: 'Tag not found.' },
  ];
  for (const { path, message } of cases) {
    await test.step(path, async () => {
      watched.reset();
      await page.goto(path);
      await expect(toast(page, message)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Hello Nico' })).toBeVisible();
      await page.keyboard.press('Escape');
    });
  }
  // No id that is not a number ever reached the server.
  await page.goto('/account/abc');
  await expect(toast(page, 'Account not found.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(watched.requests.filter((call) => /\/(abc|NaN|12abc)$/.test(call))).toEqual([]);
});

test('a deleted transaction opens read-only and marked, as search with Include Deleted lists it', async ({
  page,
  request,
}) => {
  const person = newPerson('Rita', 'Bin');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const everyday = await createBankAccount(ledger, 'Everyday', 500);
  const grocer = await createThirdParty(ledger, 'Grocer');
  const id = await recordTransaction(ledger, {
    debitAccountId: everyday,
    creditAccountId: grocer,
    lines: [42],
    description: 'Returned shopping',
  });
  await deleteTransaction(ledger, id);
  await login(page, person);

  await page.goto(`/transaction/${id}`);
  const main = page.getByRole('main');
  await expect(main.getByText('This transaction has been deleted')).toBeVisible();
  await expect(main.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Transaction details' })).toContainText('Returned shopping');
  await expect(page.getByRole('region', { name: 'Transaction details' })).toContainText('$42.00');
  // Nothing to edit, delete or attach: the server would refuse it.
  for (const action of ['Edit', 'Delete', 'Add Attachments'])
    await expect(main.getByRole('button', { name: action })).toHaveCount(0);

  // The page leads to the search with Include Deleted, which shows it marked and leads back to the same page.
  await main.getByRole('link', { name: 'Transaction Search' }).click();
  await expect(page).toHaveURL(/includeDeleted=true/);
  const row = page.locator('tr[data-deleted]');
  await expect(row).toContainText('Deleted');
  await row.getByRole('link', { name: 'Returned shopping' }).click();
  await expect(page).toHaveURL(new RegExp(`/transaction/${id}$`));
  await expect(main.getByText('This transaction has been deleted')).toBeVisible();
});
