import { expect, test } from '@playwright/test';
import { login, newPerson, registerByApi } from './support/app';
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
} from './support/ledger';

test('a scenario that doubles the rent forecasts a lower balance than the real rent, for the period chosen', async ({
  page,
  request,
}) => {
  const person = newPerson('Fore', 'Cast');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const bank = await createBankAccount(ledger, 'Everyday', 5000);
  const landlord = await createThirdParty(ledger, 'Landlord');
  // From five days on, a monthly rent is paid three times within 90 days and once within 30, whatever the month.
  const rent = await createSchedule(ledger, {
    description: 'Rent',
    debitAccountId: bank,
    creditAccountId: landlord,
    amount: 1000,
    scheduleStart: isoDay(5),
  });
  const scenarioId = await createScenario(ledger, 'Rent doubles', [{ scheduleId: rent, amount: 2000 }]);
  // The default account travels in the token, so it must be set before signing in.
  await ledger.call(requestTo(apiRoutes.user.save), {
    firstname: person.firstname,
    surname: person.surname,
    email: person.email,
    timezoneId: 'Europe/London',
    defaultAccountId: bank,
  });
  const report = await balanceForecast(ledger, bank, 90, scenarioId);
  expect([report.chartData.at(-1)?.balance, report.scenarioData.at(-1)?.balance]).toEqual([2000, -1000]);
  await login(page, person);

  await page.goto(`/scenario/${scenarioId}`);
  const panel = page.getByRole('region', { name: 'Forecast with this scenario' });
  await expect(panel.getByRole('heading', { name: 'Forecast with this scenario' })).toBeVisible();
  // The forecast starts from the default account over 90 days.
  await expect(panel.getByLabel('Account')).toHaveValue('Everyday');
  const daysAhead = panel.getByRole('radiogroup', { name: 'Days ahead' });
  await expect(daysAhead.getByRole('radio', { name: '90' })).toBeChecked();

  const chart = panel.getByRole('figure', { name: 'Forecast of Everyday' });
  await expect(chart).toHaveAttribute('data-points', '91');
  await expect(chart.locator('.recharts-line-curve')).toHaveCount(2);
  await expect(chart.getByText('Without scenario', { exact: true })).toBeVisible();
  await expect(chart.getByText('With scenario', { exact: true })).toBeVisible();
  // Three doubled rents: 5,000 - 6,000 with the scenario, 5,000 - 3,000 without.
  await expect(
    panel.getByText('In 90 days: -$1,000.00 with this scenario, $2,000.00 without (-$3,000.00).'),
  ).toBeVisible();
  // The y axis runs over whole hundreds, from below the lowest balance to above the highest.
  for (const tick of ['-$2,000', '$0', '$2,000', '$4,000', '$6,000']) {
    await expect(chart.getByText(tick, { exact: true })).toBeVisible();
  }
  // Taken before hovering: the tooltip would cover the legend.
  await page.screenshot({ path: 'e2e/screenshots/scenario-forecast.png', fullPage: true });
  await chart.locator('.recharts-surface').hover();
  await expect(chart.locator('.recharts-tooltip-wrapper')).toContainText(
    /With scenario.*\$\d{1,3}(,\d{3})*\.\d{2}.*Without scenario/,
  );

  await daysAhead.getByText('30', { exact: true }).click();
  await expect(daysAhead.getByRole('radio', { name: '30' })).toBeChecked();
  await expect(chart).toHaveAttribute('data-points', '31');
  await expect(
    panel.getByText('In 30 days: $3,000.00 with this scenario, $4,000.00 without (-$1,000.00).'),
  ).toBeVisible();
});

test('without a default account the forecast asks for an account, then draws the one picked', async ({
  page,
  request,
}) => {
  const person = newPerson('Noa', 'Count');
  await registerByApi(request, person);
  const ledger = await ledgerSession(request, person);
  const bank = await createBankAccount(ledger, 'Savings', 800);
  const gym = await createThirdParty(ledger, 'Gym Co');
  const membership = await createSchedule(ledger, {
    description: 'Gym',
    debitAccountId: bank,
    creditAccountId: gym,
    amount: 50,
    scheduleStart: isoDay(5),
  });
  const scenarioId = await createScenario(ledger, 'Gym halves', [{ scheduleId: membership, amount: 25 }]);
  await login(page, person);

  await page.goto(`/scenario/${scenarioId}`);
  const panel = page.getByRole('region', { name: 'Forecast with this scenario' });
  await expect(panel.getByText('There is no account to forecast.', { exact: false })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Choose your default account on the user page' })).toHaveAttribute(
    'href',
    '/user',
  );

  await panel.getByLabel('Account').click();
  await page.getByRole('option', { name: 'Savings' }).click();
  await expect(panel.getByRole('figure', { name: 'Forecast of Savings' })).toBeVisible();
  await expect(panel.getByText('In 90 days: $725.00 with this scenario, $650.00 without (+$75.00).')).toBeVisible();
});
