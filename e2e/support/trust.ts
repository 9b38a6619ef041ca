import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Person } from './app';
import { apiRoutes, requestTo } from './ledger';

/** A sign-in of the person through the API, as another device would make it: its token. */
export async function signInElsewhere(request: APIRequestContext, person: Person): Promise<string> {
  const response = await request.post(requestTo(apiRoutes.auth.signIn).url, {
    data: { username: person.email, password: person.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Waits until a dialog has finished opening: screenshots and axe then see it as a person does. */
export async function settled(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
}

/** Serious and critical axe violations of what the page shows now, dialogs and toasts included. */
export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious, `${what} at ${page.viewportSize()?.width} px`).toEqual([]);
}

/**
 * Gives the page's browser a platform authenticator (Chromium's virtual one) that holds passkeys and
 * verifies its user, as a phone or laptop with a screen lock does.
 */
export async function addPasskeyAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}
