import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fillLogin, login, newPerson, registerByApi, toast, type Person } from './support/app';
import { apiRoutes, ledgerSession, type LedgerSession, requestTo } from './support/ledger';
import { linkIn, waitForMail } from './support/outbox';
import { expectNoSeriousViolations, settled } from './support/trust';

const SHOTS = '/tmp/shots-h12';

const VIEWPORTS = [
  { label: '1366', width: 1366, height: 860 },
  { label: '390', width: 390, height: 844 },
] as const;

/** The person joins the admin's family through an invitation, all through the API. */
async function joinFamily(request: APIRequestContext, admin: LedgerSession, person: Person): Promise<void> {
  await admin.call(requestTo(apiRoutes.family.invite), { email: person.email });
  const link = linkIn(await waitForMail(person.email, /invites you/i), '/register?invitation=');
  const invitationId = new URLSearchParams(link.split('?')[1]).get('invitation');
  const response = await request.post('/register', {
    data: { ...person, confirmPassword: person.password, timezoneId: 'Europe/London', invitationId },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function openFromUserMenu(page: Page, person: Person, item: string): Promise<void> {
  const menu = page.getByRole('banner').getByRole('button', { name: `Hello ${person.firstname}` });
  await menu.click();
  await page.getByRole('menuitem', { name: item }).click();
}

test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('an Admin sees the server’s backups and backs up now', async ({ page, request }) => {
      test.setTimeout(90_000);
      const admin = newPerson('Hana', `Backups${viewport.label}`);
      await registerByApi(request, admin);
      await login(page, admin);
      await openFromUserMenu(page, admin, 'Backups');
      await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
      const latest = page.getByRole('region', { name: 'Latest backup' });
      await expect(latest).toBeVisible();
      // The server makes its first backup at start-up.
      await expect(latest.getByText('Verified')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('region', { name: 'Schedule' }).getByText('Every 24 hours')).toBeVisible();

      await page.getByRole('button', { name: 'Back up now' }).click();
      await expect(toast(page, 'The backup has started. This page shows when it is done.')).toBeVisible();
      await expectNoSeriousViolations(page, 'Backups with the toast');
      await expect(page.getByRole('button', { name: 'Back up now' })).toBeEnabled({ timeout: 20_000 });
      await expect(latest.getByText('asked for by an Admin')).toBeVisible();
      await expect(latest.getByText('Verified')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/backups-${viewport.label}.png`, fullPage: true });
      await expectNoSeriousViolations(page, 'Backups');
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(sideways).toBe(false);
    });

    test('a member deletes their own login with their password', async ({ page, request }) => {
      test.setTimeout(90_000);
      const admin = newPerson('Omar', `Leaving${viewport.label}`);
      const member = newPerson('Lena', `Leaving${viewport.label}`);
      await registerByApi(request, admin);
      await joinFamily(request, await ledgerSession(request, admin), member);

      await login(page, member);
      // A Member has no Backups entry.
      await page
        .getByRole('banner')
        .getByRole('button', { name: `Hello ${member.firstname}` })
        .click();
      await expect(page.getByRole('menuitem', { name: 'User' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Backups' })).toHaveCount(0);
      await page.keyboard.press('Escape');

      await page.goto('/user');
      const section = page.getByRole('region', { name: 'Delete your login' });
      await section.getByRole('button', { name: 'Delete my login' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your login' });
      await settled(dialog);
      await dialog.getByRole('button', { name: 'Delete my login' }).click();
      await expect(dialog.getByText('Enter your password.')).toBeVisible();
      await dialog.getByLabel('Password', { exact: true }).fill('not my password');
      await dialog.getByRole('button', { name: 'Delete my login' }).click();
      await expect(dialog.getByText('The password is not correct.')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/delete-login-${viewport.label}.png` });
      await expectNoSeriousViolations(page, 'Delete your login dialog');

      await dialog.getByLabel('Password', { exact: true }).fill(member.password);
      await dialog.getByRole('button', { name: 'Delete my login' }).click();
      await expect(toast(page, 'Your login has been deleted.')).toBeVisible();
      await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
      await expectNoSeriousViolations(page, 'Signed out after deleting the login');

      await fillLogin(page, member.email, member.password);
      await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
      await expect(page.getByRole('heading', { name: `Hello ${member.firstname}` })).toHaveCount(0);
    });

    test('the last Admin is told to hand the role over first', async ({ page, request }) => {
      const admin = newPerson('Ravi', `Staying${viewport.label}`);
      const member = newPerson('Tess', `Staying${viewport.label}`);
      await registerByApi(request, admin);
      await joinFamily(request, await ledgerSession(request, admin), member);
      await login(page, admin);
      await page.goto('/user');
      await page
        .getByRole('region', { name: 'Delete your login' })
        .getByRole('button', { name: 'Delete my login' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Delete your login' });
      await dialog.getByLabel('Password', { exact: true }).fill(admin.password);
      await dialog.getByRole('button', { name: 'Delete my login' }).click();
      await expect(
        dialog.getByText("You are the family's only Admin: make another member Admin before you delete your login."),
      ).toBeVisible();
    });
  });
}
