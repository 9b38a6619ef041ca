import { expect, test } from '@playwright/test';
import { login, newPerson, registerByApi, toast } from './support/app';
import {
  balanceForecast,
  createBankAccount,
  createSchedule,
  createThirdParty,
  isoDay,
  ledgerSession,
  shownDay,
} from './support/ledger';

test('a scenario doubles a schedule, changes and removes it, and its forecast differs from the plain one', async ({
  page,
  request,
}) => {
  const person = newPerson('Sen', 'Ario');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const bank = await createBankAccount(ledger, 'Everyday', 5000);
  const landlord = await createThirdParty(ledger, 'Landlord');
  const gymOwner = await createThirdParty(ledger, 'Gym Co');
  const rentStart = isoDay(3);
  await createSchedule(ledger, {
    description: 'Rent',
    debitAccountId: bank,
    creditAccountId: landlord,
    amount: 1000,
    scheduleStart: rentStart,
  });
  await createSchedule(ledger, {
    description: 'Gym',
    debitAccountId: bank,
    creditAccountId: gymOwner,
    amount: 30,
    scheduleStart: isoDay(40),
  });
  await ledger.call('POST', '/api/user', {
    firstname: person.firstname,
    surname: person.surname,
    email: person.email,
    timezoneId: 'Europe/London',
    defaultAccountId: bank,
  });
  await login(page, person);

  await page.goto('/scenarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Scenarios' })).toBeVisible();
  await expect(page.getByText('No scenarios yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Create Scenario' }).click();
  await expect(page).toHaveURL(/\/scenario$/);

  const details = page.getByRole('form', { name: 'Scenario' });
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText('Name is required')).toBeVisible();
  await details.getByLabel('Name').fill('Rent doubles');
  await details.getByLabel('Description').fill('What if the landlord doubled the rent?');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Rent doubles, Saved Successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/scenario\/\d+$/);
  const scenarioId = Number(page.url().split('/').pop());
  // A saved scenario opens in view mode.
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(details.getByLabel('Name')).toHaveAttribute('readonly', '');

  const adding = page.getByRole('form', { name: 'Add a schedule' });
  await adding.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, 'Please select a schedule')).toBeVisible();

  await adding.getByLabel('Schedule').click();
  await page.getByRole('option', { name: 'Rent · Monthly · $1,000.00' }).click();
  // Picking a schedule starts from its own amount.
  await expect(adding.getByLabel('Amount')).toHaveValue('$1,000.00');
  await adding.getByLabel('Amount').fill('2000');
  await adding.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, 'The scenario has been updated.')).toBeVisible();

  const table = page.getByRole('table', { name: 'Altered schedules' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Effective Date',
    'Description',
    'Frequency',
    'Current',
    'Effective',
  ]);
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    shownDay(rentStart),
    'Rent',
    'Monthly',
    '$1,000.00',
    '$2,000.00',
  ]);

  // The forecast with the scenario pays the doubled rent; the plain one the real rent.
  const withScenario = await balanceForecast(ledger, bank, 14, scenarioId);
  expect(withScenario.chartData.at(-1)?.balance).toBe(4000);
  expect(withScenario.scenarioData.at(-1)?.balance).toBe(3000);
  const plain = await balanceForecast(ledger, bank, 14);
  expect(plain.scenarioData).toEqual([]);
  expect(plain.chartData).toEqual(withScenario.chartData);

  await table.getByRole('row').nth(1).click();
  const editor = page.getByRole('dialog', { name: 'Rent' });
  await expect(editor.getByLabel('Current Amount')).toHaveText('$1,000.00');
  await expect(editor.getByLabel('New Amount')).toHaveValue('$2,000.00');
  await editor.getByLabel('New Amount').fill('1500');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editor).toBeHidden();
  await expect(table.getByRole('row').nth(1).getByRole('cell').last()).toHaveText('$1,500.00');
  expect((await balanceForecast(ledger, bank, 14, scenarioId)).scenarioData.at(-1)?.balance).toBe(3500);
  await page.screenshot({ path: 'e2e/screenshots/scenario-editor.png', fullPage: true });

  // The dashboard's projected chart shows the plain forecast: the real rent leaves 4,000.
  await page.goto('/');
  const projected = page.getByRole('figure', { name: 'Projected balance of Everyday' });
  await expect(projected.getByTestId('balance-last')).toHaveText(/\$4,000\.00$/);

  await page.goto('/scenarios');
  const list = page.getByRole('table', { name: 'Scenarios' });
  await expect(list.getByRole('columnheader')).toHaveText(['Scenario', 'Schedules Altered', 'Effected Schedules']);
  await expect(list.getByRole('row').nth(1).getByRole('cell')).toHaveText(['Rent doubles', '1', 'Rent']);
  await page.screenshot({ path: 'e2e/screenshots/scenarios-list.png', fullPage: true });
  await list.getByRole('row').nth(1).getByRole('cell').nth(2).click();
  await expect(page).toHaveURL(new RegExp(`/scenario/${scenarioId}$`));

  // Cancel drops the edits and says so.
  await page.getByRole('button', { name: 'Edit' }).click();
  await details.getByLabel('Name').fill('Something else');
  await details.getByRole('button', { name: 'Cancel' }).click();
  await expect(toast(page, 'Changes have been discarded')).toBeVisible();
  await expect(details.getByLabel('Name')).toHaveValue('Rent doubles');
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();

  await table.getByRole('row').nth(1).click();
  await editor.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'The schedule has been removed from the scenario.')).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(table).toBeHidden();
  await expect(page.getByText('This scenario changes no schedule yet.')).toBeVisible();
  expect((await balanceForecast(ledger, bank, 14, scenarioId)).scenarioData.at(-1)?.balance).toBe(4000);

  await page.getByRole('main').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Scenario' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Scenario Deleted Successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/scenarios$/);
  await expect(page.getByText('No scenarios yet.')).toBeVisible();
});

test('a scenario that cannot be loaded sends the user back with the reason', async ({ page, request }) => {
  const person = newPerson('Nora', 'Found');
  await registerByApi(request, person);
  await login(page, person);
  // Opened directly there is no earlier page of the app, so going back lands on the dashboard.
  await page.goto('/scenario/999999');
  await expect(toast(page, 'Scenario not found.')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Nora' })).toBeVisible();
});
