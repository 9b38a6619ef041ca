import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { fillLogin, login, newPerson, registerByApi, toast } from './support/app';
import { expectNoSidewaysScroll } from './support/budgets';
import { E2E_PUBLIC_URL } from './support/server';
import { addPasskeyAuthenticator, expectNoSeriousViolations, settled, signInElsewhere } from './support/trust';
import { apiRoutes, requestTo } from './support/ledger';

/** What the API answers a token now: 200 while its session lives, 401 once it ended. */
async function statusWith(request: APIRequestContext, token: string): Promise<number> {
  return (
    await request.get(requestTo(apiRoutes.sessions.list).url, { headers: { Authorization: `Bearer ${token}` } })
  ).status();
}

/** Opens the Security page; `origin` for the passkey spec, which works at the server's public address. */
async function openSecurity(page: Page, origin = ''): Promise<void> {
  await page.goto(`${origin}/security`);
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
}

const sessionRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Sessions' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test('sessions: another device is listed and signed out, then every other device at once', async ({
  page,
  request,
}) => {
  const person = newPerson('Sasha', 'Okafor');
  await registerByApi(request, person);
  await login(page, person);
  const elsewhere = await signInElsewhere(request, person);

  await openSecurity(page);
  await expect(sessionRows(page)).toHaveCount(2);
  await expect(sessionRows(page).filter({ hasText: 'This device' })).toHaveCount(1);
  const other = sessionRows(page).filter({ hasNotText: 'This device' });
  await other.getByRole('button', { name: /^Sign out/ }).click();
  await expect(toast(page, 'The session has been signed out.')).toBeVisible();
  await expect(sessionRows(page)).toHaveCount(1);
  expect(await statusWith(request, elsewhere)).toBe(401);

  const second = await signInElsewhere(request, person);
  const third = await signInElsewhere(request, person);
  await page.reload();
  await expect(sessionRows(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere else' });
  await settled(dialog);
  await expect(dialog).toContainText('This device stays signed in.');
  await page.screenshot({ path: 'e2e/screenshots/security-sign-out-dialog-1366.png' });
  await expectNoSeriousViolations(page, 'Sign out everywhere else dialog');
  await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(toast(page, '2 other sessions have been signed out.')).toBeVisible();
  await expect(sessionRows(page)).toHaveCount(1);
  expect(await statusWith(request, second)).toBe(401);
  expect(await statusWith(request, third)).toBe(401);

  const activity = page.getByRole('table', { name: 'Recent activity' });
  await expect(activity.getByRole('cell', { name: 'Signed in', exact: true }).first()).toBeVisible();
  await expect(activity.getByRole('cell', { name: /^Session ended/ }).first()).toBeVisible();
});

test('two-factor sign-in is turned on with a code from the app, and the recovery codes are shown once', async ({
  page,
  request,
}) => {
  const person = newPerson('Tomasz', 'Adeyemi-Lindqvist');
  await registerByApi(request, person);
  // On a phone first: the page is opened at each width rather than resized, as a person would see it.
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, person);
  await openSecurity(page);

  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const grouped = (await section.getByTestId('totp-secret').textContent()) ?? '';
  expect(grouped).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  await expectNoSidewaysScroll(page, 'Two-factor set-up at 390 px');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/security-totp-setup-390.png' });

  await section.getByLabel('Code from the app').fill('12345');
  await section.getByRole('button', { name: 'Verify' }).click();
  await expect(section.getByText('Enter the 6-digit code your authenticator app shows.')).toBeVisible();

  await section.getByLabel('Code from the app').fill(await generate({ secret: grouped.replace(/ /g, '') }));
  await section.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, /Two-factor sign-in is on/)).toBeVisible();
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(section.getByText('Keep these recovery codes safe')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Download' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'Recovery codes at 390 px');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/security-recovery-codes-390.png' });
  await expectNoSeriousViolations(page, 'recovery codes');
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText('Recovery codes left: 10')).toBeVisible();

  await section.getByRole('button', { name: 'Turn off' }).click();
  const turnOff = page.getByRole('dialog', { name: 'Turn off two-factor sign-in' });
  await settled(turnOff);
  await expect(turnOff.getByLabel('Password', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, 'Turn off dialog at 390 px');
  await page.screenshot({ path: 'e2e/screenshots/security-turn-off-dialog-390.png' });
  await expectNoSeriousViolations(page, 'Turn off dialog');
  await turnOff.getByLabel('Password', { exact: true }).fill(person.password);
  await turnOff.getByLabel('Code from the app or a recovery code').fill('000000');
  await turnOff.getByRole('button', { name: 'Turn off' }).click();
  await expect(turnOff.getByLabel('Code from the app or a recovery code')).toHaveAttribute('aria-invalid', 'true');
  await turnOff.getByRole('button', { name: 'Cancel' }).click();

  // New codes on a laptop: the password is asked in a dialog, then the ten codes show once more.
  await page.setViewportSize({ width: 1366, height: 860 });
  await openSecurity(page);
  await expect(section.getByText('Recovery codes left: 10')).toBeVisible();
  await section.getByRole('button', { name: 'New recovery codes' }).click();
  const renew = page.getByRole('dialog', { name: 'New recovery codes' });
  await settled(renew);
  await renew.getByLabel('Password', { exact: true }).fill('not the password');
  await renew.getByRole('button', { name: 'Make new codes' }).click();
  await expect(renew.getByText('The password is not correct.')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/security-new-codes-dialog-1366.png' });
  await expectNoSeriousViolations(page, 'New recovery codes dialog');
  await renew.getByLabel('Password', { exact: true }).fill(person.password);
  await renew.getByRole('button', { name: 'Make new codes' }).click();
  await expect(codes).toHaveCount(10);
  await section.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page, 'Recovery codes at 1366 px');
  await page.screenshot({ path: 'e2e/screenshots/security-recovery-codes-1366.png' });
  await expectNoSeriousViolations(page, 'recovery codes');
  await section.getByRole('button', { name: 'I have saved them' }).click();

  const activity = page.getByRole('table', { name: 'Recent activity' });
  await expect(activity.getByRole('cell', { name: 'Two-factor sign-in turned on' })).toBeVisible();
  await expect(activity.getByRole('cell', { name: 'New recovery codes made' })).toBeVisible();
  await expect(activity.getByRole('cell', { name: 'Signed in', exact: true }).first()).toBeVisible();
});

test('a passkey is added with the browser’s authenticator and listed', async ({ page, request }) => {
  const person = newPerson('Imogen', 'Castellanos');
  await registerByApi(request, person);
  await addPasskeyAuthenticator(page);
  // A passkey belongs to the server's public address (a name: WebAuthn refuses an IP address), so the page is opened there.
  await page.goto(`${E2E_PUBLIC_URL}/`);
  await fillLogin(page, person.email, person.password);
  await expect(page.getByRole('heading', { name: `Hello ${person.firstname}` })).toBeVisible();
  await openSecurity(page, E2E_PUBLIC_URL);

  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('No passkeys yet')).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await settled(dialog);
  await dialog.getByLabel('Passkey name').fill('Work laptop');
  await page.screenshot({ path: 'e2e/screenshots/security-add-passkey-dialog-1366.png' });
  await expectNoSeriousViolations(page, 'Add a passkey dialog');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'Passkey added.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = section.getByRole('table', { name: 'Passkeys' }).getByRole('row').filter({ hasText: 'Work laptop' });
  await expect(row).toContainText('Never');

  await page.setViewportSize({ width: 390, height: 844 });
  await openSecurity(page, E2E_PUBLIC_URL);
  await expectNoSidewaysScroll(page, 'Security page at 390 px');
  await page.screenshot({ path: 'e2e/screenshots/security-390.png', fullPage: true });
  await expectNoSeriousViolations(page, 'Security page');
  await page.setViewportSize({ width: 1366, height: 860 });
  await openSecurity(page, E2E_PUBLIC_URL);
  await page.screenshot({ path: 'e2e/screenshots/security-1366.png', fullPage: true });
  await expectNoSeriousViolations(page, 'Security page');

  await row.getByRole('button', { name: 'Remove the passkey Work laptop' }).click();
  await page.getByRole('dialog', { name: 'Remove passkey' }).getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Passkey removed.')).toBeVisible();
  await expect(section.getByText('No passkeys yet')).toBeVisible();
  const activity = page.getByRole('table', { name: 'Recent activity' });
  await expect(activity.getByRole('cell', { name: /^Passkey added/ })).toBeVisible();
});
