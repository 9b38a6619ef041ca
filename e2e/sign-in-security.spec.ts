import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { fillLogin, login, newPerson, registerByApi, toast, type Person } from './support/app';
import { expectNoSidewaysScroll } from './support/budgets';
import { apiRoutes, requestTo, type ApiRequest } from './support/ledger';
import { pinIn, waitForMail } from './support/outbox';
import { E2E_PUBLIC_URL } from './support/server';
import { addPasskeyAuthenticator, expectNoSeriousViolations, signInElsewhere } from './support/trust';

/** The server's words for a token whose session is over, which the landing page repeats once. */
const SESSION_ENDED = 'Your session has ended. Please log in again.';
const WRONG_CODE = 'The code is not correct or was already used.';

interface Envelope<T> {
  responseState: { isSuccess: boolean; description: string };
  data: T;
}

/** The token the page keeps, as the browser stored it. */
async function pageToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const stored = window.localStorage.getItem('hearth.auth');
    return stored ? (JSON.parse(stored) as { token: string }).token : null;
  });
}

function callWith(
  request: APIRequestContext,
  token: string,
  { method, url }: ApiRequest,
  data?: unknown,
): Promise<APIResponse> {
  return request.fetch(url, { method, data, headers: { Authorization: `Bearer ${token}` } });
}

async function dataOf<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as Envelope<T>).data;
}

/** Turns two-factor sign-in on through the API, as the Security page does: the secret and the recovery codes. */
async function turnOnTotp(
  request: APIRequestContext,
  person: Person,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const token = await signInElsewhere(request, person);
  const { secret } = await dataOf<{ secret: string }>(
    await callWith(request, token, requestTo(apiRoutes.twoFactor.totpSetup)),
  );
  const code = await generate({ secret });
  const { recoveryCodes } = await dataOf<{ recoveryCodes: string[] }>(
    await callWith(request, token, requestTo(apiRoutes.twoFactor.totpEnable), { code, password: person.password }),
  );
  return { secret, recoveryCodes };
}

/**
 * A code of the app one step ahead: the step of now was used to turn the app on, and the server takes each
 * step once (and a step either side of now, for clocks that drift).
 */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

const toasts = (page: Page) => page.locator('.mantine-Notification-root');

/** Logout from the user menu; the toast of an earlier logout may still be showing (toasts stay 8 seconds). */
async function logout(page: Page, firstname: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Hello ${firstname}` })
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(toast(page, "You're now logged out")).toBeVisible();
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
}

test('signing out ends the session on the server: its token is refused afterwards', async ({ page, request }) => {
  const person = newPerson('Oona', 'Brennan');
  await registerByApi(request, person);
  await login(page, person);
  const token = await pageToken(page);
  if (!token) throw new Error('no token kept after signing in');
  expect((await callWith(request, token, requestTo(apiRoutes.user.get))).status()).toBe(200);

  const logoutPath = requestTo(apiRoutes.sessions.logout).url;
  const signedOut = page.waitForResponse((response) => new URL(response.url()).pathname === logoutPath);
  await logout(page, person.firstname);
  expect((await signedOut).status()).toBe(200);
  expect(await pageToken(page)).toBeNull();

  const refused = await callWith(request, token, requestTo(apiRoutes.user.get));
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as Envelope<null>).responseState.description).toBe(SESSION_ENDED);
});

test('a session ended elsewhere: one message, then back to the same page after signing in again', async ({
  page,
  request,
}) => {
  const person = newPerson('Kwame', 'Asante-Whitlock');
  await registerByApi(request, person);
  await login(page, person);
  const searchPage = '/transactionsearch/?description=shop';
  await page.goto(searchPage);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Search' })).toBeVisible();

  const elsewhere = await signInElsewhere(request, person);
  const { ended } = await dataOf<{ ended: number }>(
    await callWith(request, elsewhere, requestTo(apiRoutes.sessions.endOthers)),
  );
  expect(ended).toBe(1);

  // The page learns of it with its next request: the heartbeat polls every 15 seconds.
  const notice = page.getByText(SESSION_ENDED);
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  await expect(notice).toHaveCount(1);
  await expect(toasts(page)).toHaveCount(0);
  await expect(page.getByText('You are not authorised to see this page')).toHaveCount(0);
  expect(await pageToken(page)).toBeNull();
  await page.screenshot({ path: 'e2e/screenshots/sign-in-session-ended-1366.png' });

  await fillLogin(page, person.email, person.password, 'enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Search' })).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(searchPage);
  await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);

  // The remembered page served once: the next sign-in goes home, as the spec has it.
  await logout(page, person.firstname);
  await fillLogin(page, person.email, person.password);
  await expect(page.getByRole('heading', { name: `Hello ${person.firstname}` })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('two-factor sign-in: the code step, a refused code, a recovery code', async ({ page, request }) => {
  const person = newPerson('Saoirse', 'Nakamura-Fitzgerald');
  await registerByApi(request, person);
  const { secret, recoveryCodes } = await turnOnTotp(request, person);

  await page.goto('/');
  await fillLogin(page, person.email, person.password);
  const step = page.getByRole('form', { name: 'Two-factor sign-in' });
  const code = step.getByRole('textbox', { name: 'Authentication code' });
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(
    step.getByText('Enter the 6-digit code from your authenticator app, or one of your recovery codes.'),
  ).toBeVisible();
  await expect(step.getByText(`Signing in as ${person.email}`)).toBeVisible();

  await code.fill('000000');
  await code.press('Enter');
  await expect(step.getByText(WRONG_CODE)).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 860 });
    await page.mouse.move(0, 0);
    await expectNoSidewaysScroll(page, `the code step at ${width} px`);
    await page.screenshot({ path: `e2e/screenshots/sign-in-code-step-${width}.png`, fullPage: true });
    await expectNoSeriousViolations(page, 'the code step with a refused code');
  }
  await page.setViewportSize({ width: 1366, height: 860 });

  await code.fill(await nextCode(secret));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: `Hello ${person.firstname}` })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await logout(page, person.firstname);
  await fillLogin(page, person.email, person.password);
  await step.getByRole('button', { name: 'Use a recovery code instead' }).click();
  const recovery = step.getByRole('textbox', { name: 'Recovery code' });
  await expect(recovery).toBeFocused();
  await recovery.fill(recoveryCodes[0] ?? '');
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: `Hello ${person.firstname}` })).toBeVisible();
});

test('signing in with a passkey, from the login form and from the code step', async ({ page, request }) => {
  const person = newPerson('Ines', 'Valdés-Harrington');
  await registerByApi(request, person);
  // WebAuthn needs a site with a name: the app is opened at PUBLIC_URL (localhost), not at 127.0.0.1.
  await addPasskeyAuthenticator(page);
  await page.goto(`${E2E_PUBLIC_URL}/`);
  await fillLogin(page, person.email, person.password);
  await expect(page.getByRole('heading', { name: `Hello ${person.firstname}` })).toBeVisible();

  // The passkey is made with the browser's own WebAuthn and registered through the API (the Security page
  // has a spec of its own).
  // The calls are made in the page: the route table reaches it as an argument.
  const calls = {
    passkeyOptions: requestTo(apiRoutes.twoFactor.passkeyOptions),
    addPasskey: requestTo(apiRoutes.twoFactor.addPasskey),
  };
  const name = await page.evaluate(async ({ passkeyOptions, addPasskey }) => {
    const { token } = JSON.parse(window.localStorage.getItem('hearth.auth') ?? '{}') as { token: string };
    const send = async ({ method, url }: { method: string; url: string }, body: unknown) => {
      const response = await fetch(url, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { responseState: { description: string }; data: unknown };
      if (!response.ok) throw new Error(`${url}: ${response.status} ${answer.responseState.description}`);
      return answer.data as Record<string, unknown>;
    };
    const { challengeId, options } = (await send(passkeyOptions, {})) as {
      challengeId: string;
      options: PublicKeyCredentialCreationOptionsJSON;
    };
    const credential = await navigator.credentials.create({
      publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options),
    });
    if (!(credential instanceof PublicKeyCredential)) throw new Error('no credential made');
    const passkey = await send(addPasskey, {
      challengeId,
      name: 'Test laptop',
      response: credential.toJSON(),
    });
    return passkey.name;
  }, calls);
  expect(name).toBe('Test laptop');
  await logout(page, person.firstname);

  // Without an address: the browser offers the passkeys it holds for the site.
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { name: `Hello ${person.firstname}` })).toBeVisible();
  await expect(page).toHaveURL(`${E2E_PUBLIC_URL}/`);
  await logout(page, person.firstname);

  // With two-factor sign-in on, the passkey stands in for the code.
  await turnOnTotp(request, person);
  await fillLogin(page, person.email, person.password);
  const step = page.getByRole('form', { name: 'Two-factor sign-in' });
  await step.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByRole('heading', { name: `Hello ${person.firstname}` })).toBeVisible();
});

test('recovering the password of an account with two-factor sign-in asks for a code too', async ({ page, request }) => {
  const person = newPerson('Emeka', 'Lindqvist');
  await registerByApi(request, person);
  const { secret } = await turnOnTotp(request, person);
  const newPassword = 'Found-again-7';

  await page.goto('/recover');
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  const pin = pinIn(await waitForMail(person.email, /recovery PIN/i));
  await page.getByRole('textbox', { name: 'Validation PIN digit' }).first().click();
  await page.keyboard.type(pin);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Retype New Password').fill(newPassword);
  const reset = page.getByRole('button', { name: 'Reset Password' });
  await reset.click();

  const code = page.getByRole('textbox', { name: 'Authentication code' });
  await expect(code).toBeFocused();
  await expect(reset).toBeDisabled();
  await code.fill(await nextCode(secret));
  await reset.click();
  await expect(toast(page, /password has been reset/i)).toBeVisible();

  await page.goto('/');
  await fillLogin(page, person.email, newPassword);
  await expect(page.getByRole('form', { name: 'Two-factor sign-in' })).toBeVisible();
});

test('signing in on a page opened signed out stays on that page, its query kept, on this site', async ({
  page,
  request,
}) => {
  const person = newPerson('Dylan', 'Deeplink');
  await registerByApi(request, person);
  const asked = '/transactionsearch/?description=shop';
  await page.goto(asked);
  await expect(page.getByText('You are not authorised to see this page')).toBeVisible();
  await fillLogin(page, person.email, person.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Search' })).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(asked);
  await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('shop');
  await expect(toasts(page)).toHaveCount(0);

  // An address that reads as another site's (//host) is still this one: the sign-in never leaves it.
  await logout(page, person.firstname);
  const origin = new URL(page.url()).origin;
  await page.goto(`${origin}//evil.example/steal`);
  await fillLogin(page, person.email, person.password);
  await expect(page.getByRole('banner').getByRole('button', { name: `Hello ${person.firstname}` })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(origin);
});

test('the code step survives a reload: the sign-in is resumed, without the password kept', async ({
  page,
  request,
}) => {
  const person = newPerson('Rhea', 'Reload');
  await registerByApi(request, person);
  const { secret } = await turnOnTotp(request, person);
  const asked = '/budgets?view=all';
  await page.goto(asked);
  await fillLogin(page, person.email, person.password);
  const step = page.getByRole('form', { name: 'Two-factor sign-in' });
  await expect(step.getByRole('textbox', { name: 'Authentication code' })).toBeFocused();

  await page.reload();
  await expect(step.getByText(`Signing in as ${person.email}`)).toBeVisible();
  const code = step.getByRole('textbox', { name: 'Authentication code' });
  await expect(code).toBeFocused();
  const kept = await page.evaluate(() => JSON.stringify(window.sessionStorage));
  expect(kept).not.toContain(person.password);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 860 });
    await page.screenshot({ path: `/tmp/shots-ui/code-step-after-reload-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 860 });

  await code.fill(await nextCode(secret));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Budgets' })).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(asked);
  // Signed in, the pending sign-in is over.
  expect(await page.evaluate(() => window.sessionStorage.getItem('hearth.pendingSignIn'))).toBeNull();
});
