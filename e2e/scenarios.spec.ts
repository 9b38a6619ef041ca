import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, newPerson, registerByApi, toast } from './support/app';
import {
  apiRoutes,
  balanceForecast,
  createBankAccount,
  createScenario,
  createSchedule,
  createThirdParty,
  isoDay,
  ledgerSession,
  requestTo,
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
  await ledger.call(requestTo(apiRoutes.user.save), {
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
  // Picking a schedule shows its own amount, which an empty New Amount keeps.
  await expect(adding.getByLabel('New Amount')).toHaveAttribute('placeholder', 'Keeps $1,000.00');
  await adding.getByLabel('New Amount').fill('2000');
  await adding.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, 'The scenario has been updated.')).toBeVisible();

  const table = page.getByRole('table', { name: 'Altered schedules' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Effective Date',
    'Description',
    'Frequency',
    'Current',
    'Effective',
    'Stop Date',
  ]);
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    shownDay(rentStart),
    'Rent',
    'Monthly',
    '$1,000.00',
    '$2,000.00',
    'Never',
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
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(4)).toHaveText('$1,500.00');
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

/** Serious and critical violations of what is on screen now (an open dialog included). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await field.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const viewport of [
  { width: 1366, height: 860 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px a scenario adds a loan, sets a schedule to 0 and stops another, and its forecast follows`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const person = newPerson('Plan', `Ahead${viewport.width}`);
    await registerByApi(request, person);
    const ledger = await ledgerSession(request, person);
    const bank = await createBankAccount(ledger, 'Everyday', 5000);
    const landlord = await createThirdParty(ledger, 'Landlord');
    const gymOwner = await createThirdParty(ledger, 'Gym Co');
    await createThirdParty(ledger, 'Car Finance');
    // Within 90 days: three rents of 1,000 and three gym fees of 50, whatever the month: 5,000 - 3,150.
    await createSchedule(ledger, {
      description: 'Rent',
      debitAccountId: bank,
      creditAccountId: landlord,
      amount: 1000,
      scheduleStart: isoDay(5),
    });
    await createSchedule(ledger, {
      description: 'Gym',
      debitAccountId: bank,
      creditAccountId: gymOwner,
      amount: 50,
      scheduleStart: isoDay(10),
    });
    const scenarioId = await createScenario(ledger, 'Move back home', []);
    await ledger.call(requestTo(apiRoutes.user.save), {
      firstname: person.firstname,
      surname: person.surname,
      email: person.email,
      timezoneId: 'Europe/London',
      defaultAccountId: bank,
    });
    await login(page, person);
    await page.goto(`/scenario/${scenarioId}`);
    const sentence = page.getByRole('region', { name: 'Forecast with this scenario' }).getByText(/^In 90 days/);
    await expect(sentence).toHaveText('In 90 days: $1,850.00 with this scenario, the same as without.');

    // The rent goes to 0: the schedule itself keeps its amount.
    const adding = page.getByRole('form', { name: 'Add a schedule' });
    await adding.getByRole('button', { name: 'Add' }).click();
    await expect(toast(page, 'Please select a schedule')).toBeVisible();
    await choose(page, adding.getByRole('combobox', { name: 'Schedule' }), 'Rent · Monthly · $1,000.00');
    await adding.getByRole('button', { name: 'Add' }).click();
    await expect(adding.getByText('Give the scenario a new amount or a stop date.')).toBeVisible();
    await adding.getByLabel('New Amount').fill('0');
    await adding.getByRole('button', { name: 'Add' }).click();
    await expect(toast(page, 'The scenario has been updated.')).toBeVisible();
    await expect(sentence).toHaveText('In 90 days: $4,850.00 with this scenario, $1,850.00 without (+$3,000.00).');

    // The gym stops after its first fee.
    const gymStop = isoDay(30);
    await choose(page, adding.getByRole('combobox', { name: 'Schedule' }), 'Gym · Monthly · $50.00');
    await adding.getByLabel('Stop Date').fill(gymStop);
    await adding.getByRole('button', { name: 'Add' }).click();
    await expect(sentence).toHaveText('In 90 days: $4,950.00 with this scenario, $1,850.00 without (+$3,100.00).');
    const altered = page.getByRole('table', { name: 'Altered schedules' });
    const rowOf = (table: Locator, name: string) => table.getByRole('row').filter({ hasText: name });
    await expect(rowOf(altered, 'Rent').getByRole('cell')).toHaveText([
      shownDay(isoDay(5)),
      'Rent',
      'Monthly',
      '$1,000.00',
      '$0.00',
      'Never',
    ]);
    await expect(rowOf(altered, 'Gym').getByRole('cell')).toHaveText([
      shownDay(isoDay(10)),
      'Gym',
      'Monthly',
      '$50.00',
      'Unchanged',
      shownDay(gymStop),
    ]);

    // A loan that exists only in the scenario.
    await page.getByRole('button', { name: 'Add a New Schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'New schedule in this scenario' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter a description')).toBeVisible();
    await expect(dialog.getByText('Pick the debit account')).toBeVisible();
    await dialog.getByLabel('Description').fill('Car loan');
    await dialog.getByLabel('Amount').fill('400');
    await choose(page, dialog.getByRole('combobox', { name: 'Debit account' }), 'Everyday');
    await choose(page, dialog.getByRole('combobox', { name: 'Credit account' }), 'Car Finance');
    await dialog.getByLabel('Starting Date').fill(isoDay(15));
    await dialog.getByRole('combobox', { name: 'Ends After' }).click();
    await page.getByRole('option', { name: 'Number of Payments', exact: true }).click();
    await dialog.getByLabel('Number of Payments').fill('24');
    // A phone's page shot is taken as the phone shows it: a full page would repeat its fixed header mid-page.
    const whole = viewport.width > 600;
    await page.screenshot({ path: `/tmp/shots-scenarios/new-schedule-dialog-${viewport.width}.png`, fullPage: whole });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'The scenario has been updated.')).toBeVisible();
    // Three payments of 400 from day 15 within 90 days.
    await expect(sentence).toHaveText('In 90 days: $3,750.00 with this scenario, $1,850.00 without (+$1,900.00).');
    const added = page.getByRole('table', { name: 'New schedules' });
    await expect(rowOf(added, 'Car loan').getByRole('cell')).toHaveText([
      shownDay(isoDay(15)),
      'Car loan',
      'Monthly',
      'After 24 payments',
      'Everyday → Car Finance',
      '$400.00',
    ]);
    await altered.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots-scenarios/scenario-editor-${viewport.width}.png`, fullPage: whole });
    expect(await seriousViolations(page)).toEqual([]);

    // The altered rent's dialog says what the scenario does to it.
    await altered.getByRole('button', { name: 'Gym' }).click();
    const gymDialog = page.getByRole('dialog', { name: 'Gym' });
    await expect(gymDialog.getByLabel('New Amount')).toHaveValue('');
    await expect(gymDialog.getByLabel('New Amount')).toHaveAttribute('placeholder', 'Keeps $50.00');
    await expect(gymDialog.getByLabel('Stop Date')).toHaveValue(shownDay(gymStop));
    await page.screenshot({ path: `/tmp/shots-scenarios/altered-dialog-${viewport.width}.png`, fullPage: whole });
    expect(await seriousViolations(page)).toEqual([]);
    await gymDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(gymDialog).toBeHidden();

    // The loan is changed, then removed.
    await added.getByRole('button', { name: 'Car loan' }).click();
    const loanDialog = page.getByRole('dialog', { name: 'Car loan' });
    await expect(loanDialog.getByLabel('Amount')).toHaveValue('$400.00');
    await loanDialog.getByLabel('Amount').fill('500');
    await loanDialog.getByRole('button', { name: 'Save' }).click();
    await expect(loanDialog).toBeHidden();
    await expect(sentence).toHaveText('In 90 days: $3,450.00 with this scenario, $1,850.00 without (+$1,600.00).');

    // The real schedules know nothing of the loan.
    const report = await balanceForecast(ledger, bank, 90, scenarioId);
    expect([report.chartData.at(-1)?.balance, report.scenarioData.at(-1)?.balance]).toEqual([1850, 3450]);
    await page.goto('/schedules');
    await expect(page.getByText('Rent').first()).toBeVisible();
    await expect(page.getByText('Car loan')).toHaveCount(0);
    await page.goto('/scenarios');
    await expect(rowOf(page.getByRole('table', { name: 'Scenarios' }), 'Move back home').getByRole('cell')).toHaveText([
      'Move back home',
      '3',
      'Car loan (new), Gym, Rent',
    ]);

    await page.goto(`/scenario/${scenarioId}`);
    await added.getByRole('button', { name: 'Car loan' }).click();
    await loanDialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'The schedule has been removed from the scenario.')).toBeVisible();
    await expect(added).toBeHidden();
    await expect(page.getByText('No new schedules.', { exact: false })).toBeVisible();
    await expect(sentence).toHaveText('In 90 days: $4,950.00 with this scenario, $1,850.00 without (+$3,100.00).');
  });
}
