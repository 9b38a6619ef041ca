import { expect, test, type Page } from '@playwright/test';
import { addDays, dayInTimeZone } from '@hearth/contract';
import { login, newPerson, registerByApi, toast } from './support/app';
import { startFakeSimpleFinBridge, type FakeSimpleFinBridge } from './support/simplefin-fake';
import { expectNoSeriousViolations, settled } from './support/trust';

const SHOTS = '/tmp/shots-connections';
const today = dayInTimeZone(new Date(), 'Europe/London');

let bridge: FakeSimpleFinBridge;
test.beforeAll(async () => {
  bridge = await startFakeSimpleFinBridge();
  bridge.accounts.push({
    id: 'chk-e2e',
    name: 'Checking',
    currency: 'USD',
    balance: '967.50',
    institution: 'First Example Bank',
    transactions: [
      { id: 'e1', date: addDays(today, -6), amount: '1000.00', description: 'PAYROLL ACME', payee: 'Acme' },
      { id: 'e2', date: addDays(today, -3), amount: '-20.00', description: 'CORNER DELI' },
      { id: 'e3', date: addDays(today, -1), amount: '-12.50', description: 'CITY PARKING', pending: true },
    ],
  });
});
test.afterAll(() => bridge.close());

async function openConnections(page: Page): Promise<void> {
  await page.goto('/connections');
  await expect(page.getByRole('heading', { level: 1, name: 'Bank connections' })).toBeVisible();
}

test('an Admin connects SimpleFIN Bridge, links an account, syncs it and disconnects', async ({ page, request }) => {
  const person = newPerson('Rosa', 'Nguyen');
  await registerByApi(request, person);
  await login(page, person);
  await openConnections(page);

  await page.getByLabel('Setup token').fill('not a token');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('This is not a SimpleFIN setup token', { exact: false })).toBeVisible();

  await page.getByLabel('Setup token').fill(bridge.setupToken());
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(
    toast(page, 'SimpleFIN Bridge (First Example Bank) is connected: link its accounts to sync them.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Link Checking' }).click();
  const form = page.getByRole('form', { name: 'Link Checking' });
  await form.getByLabel("New account's name").fill('Everyday');
  await form.getByLabel('Import from').fill(addDays(today, -30));
  await form.getByLabel('Import from').press('Tab');
  const linked = page.waitForResponse((response) => response.url().includes('/link'));
  await form.getByRole('button', { name: 'Link' }).click();
  const accountId = ((await (await linked).json()) as { data: { links: { accountId: number }[] } }).data.links[0]
    ?.accountId;
  await expect(toast(page, 'Checking is linked to Everyday.')).toBeVisible();

  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(toast(page, 'Synced: 2 transactions added, 0 matched, 1 pending.')).toBeVisible();
  const links = page.getByRole('table', { name: /Linked accounts of/ });
  await expect(links.getByRole('row').filter({ hasText: 'Everyday' })).toContainText('None');
  await page.screenshot({ path: `${SHOTS}/connections-1366.png`, fullPage: true });
  await expectNoSeriousViolations(page, 'Bank connections with a toast');

  await page.setViewportSize({ width: 390, height: 844 });
  // The side panel slides away at phone width; the picture waits for it.
  const panelEdge = () =>
    page.locator('[aria-label="Side panel"]').evaluate((panel) => panel.getBoundingClientRect().right);
  await expect.poll(panelEdge).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/connections-390.png`, fullPage: true });
  await expectNoSeriousViolations(page, 'Bank connections');

  await page.goto(`/transactions/${accountId}`);
  await expect(page.getByRole('group', { name: 'Bank sync' })).toContainText('Synced from SimpleFIN Bridge');
  await page.screenshot({ path: `${SHOTS}/account-390.png` });
  await page.setViewportSize({ width: 1366, height: 860 });
  await expect.poll(panelEdge).toBeGreaterThan(200);
  await expect
    .poll(() =>
      page.getByRole('heading', { level: 1, name: 'Everyday' }).evaluate((title) => title.getBoundingClientRect().left),
    )
    .toBeGreaterThan(260);
  await page.screenshot({ path: `${SHOTS}/account-1366.png` });

  await openConnections(page);
  await page.getByRole('button', { name: 'Disconnect' }).click();
  const dialog = page.getByRole('dialog', { name: /Disconnect SimpleFIN Bridge/ });
  await settled(dialog);
  await expectNoSeriousViolations(page, 'Disconnect dialog');
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(
    toast(
      page,
      'SimpleFIN Bridge (First Example Bank) was disconnected; its credentials are deleted. What it imported stays.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'SimpleFIN Bridge (First Example Bank)' })).toHaveCount(0);
});
