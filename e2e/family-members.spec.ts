import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { login, newPerson, registerByApi, toast, type Person } from './support/app';
import { expectNoSidewaysScroll } from './support/budgets';
import { apiRoutes, ledgerSession, type LedgerSession, requestTo } from './support/ledger';
import { linkIn, waitForMail } from './support/outbox';
import { expectNoSeriousViolations, settled } from './support/trust';

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

async function openUserPage(page: Page): Promise<void> {
  await page.goto('/user');
  await expect(page.getByRole('heading', { level: 1, name: 'User' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Members' })).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
}

async function family(request: APIRequestContext, surname: string) {
  const admin = newPerson('Carol', surname);
  const dan = newPerson('Dan', surname);
  const erin = newPerson('Erin', surname);
  await registerByApi(request, admin);
  const adminLedger = await ledgerSession(request, admin);
  await joinFamily(request, adminLedger, dan);
  await joinFamily(request, adminLedger, erin);
  return { admin, dan, erin };
}

test('an Admin changes a member’s role and removes a member, whose session ends', async ({
  page,
  request,
  browser,
}) => {
  const { admin, erin } = await family(request, 'Achterberg');

  // Erin is signed in on a device of her own.
  const erinContext = await browser.newContext();
  const erinPage = await erinContext.newPage();
  await login(erinPage, erin);

  await login(page, admin);
  await openUserPage(page);
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(3);
  await expect(
    members.getByRole('row').filter({ hasText: '(you)' }).getByRole('button', { name: 'Leave family' }),
  ).toBeVisible();

  await members.getByRole('button', { name: 'Member: change the role of Dan Achterberg' }).click();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(toast(page, 'Dan Achterberg is now an Admin.')).toBeVisible();
  await expect(members.getByRole('button', { name: 'Admin: change the role of Dan Achterberg' })).toBeVisible();

  // The removal dialog on a phone and on a laptop, each opened at its width; cancelled on the phone.
  const dialog = page.getByRole('dialog', { name: 'Remove from family' });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 860 });
    await openUserPage(page);
    await members.getByRole('button', { name: 'Remove Erin Achterberg from the family' }).click();
    await settled(dialog);
    await expect(dialog).toContainText('Erin Achterberg');
    await expect(dialog).toContainText('stay with the family');
    await expectNoSidewaysScroll(page, `User page with the removal dialog at ${width} px`);
    await page.screenshot({ path: `e2e/screenshots/user-remove-dialog-${width}.png` });
    await expectNoSeriousViolations(page, 'removal dialog');
    if (width === 390) await dialog.getByRole('button', { name: 'Cancel' }).click();
  }
  await dialog.getByRole('button', { name: 'Remove from family' }).click();
  await expect(toast(page, 'Erin Achterberg has been removed from the family.')).toBeVisible();
  await expect(members.getByRole('row').filter({ hasText: 'Erin Achterberg' })).toHaveCount(0);

  // Erin's next request is refused: her device is signed out.
  await erinPage.goto('/user');
  await expect(erinPage.getByRole('form', { name: 'Login' })).toBeVisible();
  await erinContext.close();

  // The family sees who did what.
  await page.goto('/security');
  const familyActivity = page.getByRole('table', { name: 'Family activity' });
  await expect(familyActivity.getByRole('cell', { name: /^Member removed/ })).toBeVisible();
  await expect(familyActivity.getByRole('cell', { name: /^Role changed/ })).toBeVisible();

  await page.setViewportSize({ width: 1366, height: 1200 });
  await openUserPage(page);
  await page.screenshot({ path: 'e2e/screenshots/user-admin-1366.png', fullPage: true });
  await expectNoSeriousViolations(page, 'User page (Admin)');
  await page.setViewportSize({ width: 390, height: 844 });
  await openUserPage(page);
  await expectNoSidewaysScroll(page, 'User page at 390 px');
  await page.screenshot({ path: 'e2e/screenshots/user-admin-390.png', fullPage: true });
  await expectNoSeriousViolations(page, 'User page (Admin)');
});

test('a member sees the family without the admin controls, and can leave it', async ({ page, request }) => {
  const { admin, dan } = await family(request, 'Brightwater');
  await login(page, dan);
  await openUserPage(page);
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row').filter({ hasText: `${admin.firstname} Brightwater` })).toContainText('Admin');
  await expect(members.getByRole('button', { name: /change the role/ })).toHaveCount(0);
  await expect(members.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Rename the family' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Invite' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await openUserPage(page);
  await expectNoSidewaysScroll(page, 'User page (Member) at 390 px');
  await page.screenshot({ path: 'e2e/screenshots/user-member-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 860 });
  await openUserPage(page);

  await members.getByRole('button', { name: 'Leave family' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave family' });
  await settled(dialog);
  await expectNoSeriousViolations(page, 'Leave family dialog');
  await dialog.getByRole('button', { name: 'Leave family' }).click();
  await expect(toast(page, 'You have left the family.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
});

test('an e-mail change asks for the current password and waits for validation', async ({ page, request }) => {
  const person = newPerson('Farah', 'Nakamura');
  await registerByApi(request, person);
  await login(page, person);
  await openUserPage(page);
  const form = page.getByRole('form', { name: 'User details' });
  await expect(form.getByLabel('Current Password')).toHaveCount(0);
  const newAddress = `new.${person.email}`;
  await form.getByLabel('Email').fill(newAddress);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter your current password to change your e-mail address.')).toBeVisible();
  await form.getByLabel('Current Password').fill(person.password);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    toast(page, new RegExp(`Open the link we sent to ${newAddress.replace(/[.+]/g, '\\$&')}`)),
  ).toBeVisible();
  await expect(form.getByText(`Waiting for validation: ${newAddress}`)).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue(person.email);
  await expect(form.getByLabel('Current Password')).toHaveCount(0);
});
