import { expect, test, type Page } from '@playwright/test';
import { addDays, dayInTimeZone } from '@hearth/contract';
import {
  fakeEbAccount,
  startFakeEnableBanking,
  type FakeEnableBanking,
} from '../packages/server/test/support/enable-banking-fake';
import { login, newPerson, registerByApi, toast } from './support/app';
import { ENABLE_BANKING_FAKE_PORT } from './support/enable-banking';
import { E2E_PUBLIC_URL } from './support/server';
import { expectNoSeriousViolations } from './support/trust';

const SHOTS = '/tmp/shots-h17';
const today = dayInTimeZone(new Date(), 'Europe/London');

// The bank sends the family back to PUBLIC_URL/connections/callback: the whole visit happens on that origin.
test.use({ baseURL: E2E_PUBLIC_URL });

let fake: FakeEnableBanking;
test.beforeAll(async () => {
  fake = await startFakeEnableBanking(ENABLE_BANKING_FAKE_PORT);
  const nordea = fake.banks.find((bank) => bank.name === 'Nordea')!;
  nordea.accounts = [
    fakeEbAccount({
      identificationHash: 'hash-e2e',
      details: 'Everyday account',
      balances: [{ type: 'CLBD', amount: '988.00', referenceDate: today }],
      transactions: [
        {
          entry_reference: 'e2e-1',
          transaction_amount: { amount: '1000.00', currency: 'EUR' },
          credit_debit_indicator: 'CRDT',
          status: 'BOOK',
          booking_date: addDays(today, -6),
          remittance_information: ['SALARY ACME'],
        },
        {
          entry_reference: 'e2e-2',
          transaction_amount: { amount: '12.00', currency: 'EUR' },
          credit_debit_indicator: 'DBIT',
          status: 'BOOK',
          booking_date: addDays(today, -3),
          remittance_information: ['CORNER CAFE'],
        },
        {
          entry_reference: 'e2e-3',
          transaction_amount: { amount: '20.00', currency: 'EUR' },
          credit_debit_indicator: 'DBIT',
          status: 'PDNG',
          transaction_date: addDays(today, -1),
          remittance_information: ['FUEL STATION'],
        },
      ],
    }),
  ];
  fake.pageSize = 2;
});
test.afterAll(() => fake.close());

async function openConnections(page: Page): Promise<void> {
  await page.goto('/connections');
  await expect(page.getByRole('heading', { level: 1, name: 'Bank connections' })).toBeVisible();
}

async function chooseOption(page: Page, label: string, typed: string, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Saves the family's Enable Banking application: its id and the private key given with it. */
async function saveApplication(page: Page, applicationId: string, privateKeyPem: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Enable Banking application' });
  await form.getByLabel('Application id').fill(applicationId);
  await form.getByLabel('Private key (.pem)').fill(privateKeyPem);
  await form.getByRole('button', { name: 'Save application' }).click();
}

/** The row of the account linked to Nordea in the connection's table. */
const linkedRow = (page: Page) =>
  page
    .getByRole('table', { name: 'Linked accounts of Nordea' })
    .getByRole('row')
    .filter({ hasText: 'Nordea everyday' });

test('an Admin connects a bank through Enable Banking, links and syncs it, sees the pending one, and renews access', async ({
  page,
  request,
}) => {
  const person = newPerson('Aino', 'Virtanen');
  await registerByApi(request, person);
  await login(page, person);
  await openConnections(page);

  const application = fake.registerApplication();
  await saveApplication(page, application.applicationId, 'not a key');
  await expect(
    page.getByText('The Enable Banking private key must be the whole .pem file', { exact: false }),
  ).toBeVisible();
  await saveApplication(page, application.applicationId, application.privateKeyPem);
  await expect(toast(page, 'The Enable Banking application is saved.')).toBeVisible();

  await chooseOption(page, 'Country', 'Fin', 'Finland');
  await chooseOption(page, 'Bank', 'Nor', 'Nordea');
  const callback = page.waitForResponse((response) => response.url().includes('/enablebanking/callback'));
  await page.getByRole('button', { name: "Open the bank's consent page" }).click();
  const connectionId = ((await (await callback).json()) as { data: { id: number } }).data.id;
  // The fake bank's page sends the browser straight back, as a bank does once the family consents.
  await expect(toast(page, 'Nordea is connected: link its accounts to sync them.')).toBeVisible();
  await expect(page).toHaveURL(/\/connections$/);
  const card = page.getByRole('region', { name: 'Nordea' });
  await expect(card).toContainText('Access until');

  await card.getByRole('button', { name: /^Link / }).click();
  const form = page.getByRole('form', { name: /^Link / });
  await form.getByLabel("New account's name").fill('Nordea everyday');
  await form.getByLabel('Import from').fill(addDays(today, -30));
  await form.getByLabel('Import from').press('Tab');
  const linked = page.waitForResponse((response) => response.url().includes('/link'));
  await form.getByRole('button', { name: 'Link' }).click();
  const accountId = ((await (await linked).json()) as { data: { links: { accountId: number }[] } }).data.links[0]
    ?.accountId;
  await expect(toast(page, /is linked to Nordea everyday\./)).toBeVisible();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(toast(page, 'Synced: 2 transactions added, 0 matched, 1 pending.')).toBeVisible();

  // The bank's booked balance agrees with Hearth's without the pending payment.
  await expect(linkedRow(page)).toContainText('None');
  await page.setViewportSize({ width: 1366, height: 860 });
  await page.screenshot({ path: `${SHOTS}/connections-1366.png`, fullPage: true });
  await expectNoSeriousViolations(page, 'Bank connections with Enable Banking and a toast');

  await page.goto(`/transactions/${accountId}`);
  const pendingRow = page.getByTestId('transaction-row').filter({ hasText: 'FUEL STATION' });
  await expect(pendingRow.getByText('Pending', { exact: true })).toBeVisible();
  await expect(
    page.getByTestId('transaction-row').filter({ hasText: 'CORNER CAFE' }).getByText('Pending', { exact: true }),
  ).toHaveCount(0);
  await expect(page.getByTestId('pending-included').first()).toContainText('including');
  await expect(page.getByTestId('pending-included').first()).toContainText('20.00 pending');
  await page.screenshot({ path: `${SHOTS}/register-1366.png` });
  await expectNoSeriousViolations(page, 'Register with a pending transaction');

  await page.setViewportSize({ width: 390, height: 844 });
  // The side panel slides away at phone width; the picture waits for it.
  await expect
    .poll(() => page.locator('[aria-label="Side panel"]').evaluate((panel) => panel.getBoundingClientRect().right))
    .toBeLessThanOrEqual(0);
  await expect(pendingRow.getByText('Pending', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/register-390.png`, fullPage: true });

  // The mail's link opens the renewal; the bank's consent page sends the family back with every link kept.
  await page.goto(`/connections?renew=${connectionId}`);
  const renewal = page.getByRole('alert').filter({ hasText: 'Renew the access to Nordea' });
  await expect(renewal).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/connections-390.png`, fullPage: true });
  await expectNoSeriousViolations(page, 'Bank connections at phone width');
  await renewal.getByRole('button', { name: 'Renew access' }).click();
  await expect(toast(page, 'Access to Nordea is renewed; every link stays.')).toBeVisible();
  await expect(linkedRow(page)).toBeVisible();

  // Search results mark it too.
  await page.goto('/transactionsearch/?description=FUEL');
  const found = page.getByRole('row').filter({ hasText: 'FUEL STATION' });
  await expect(found.getByText('Pending', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/search-390.png`, fullPage: true });
});
