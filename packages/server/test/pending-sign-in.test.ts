import { apiRoutes } from '@hearth/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_SIGN_IN_EXPIRED } from '../src/features/auth/pending-sign-in.js';
import { hashPassword } from '../src/platform/passwords.js';
import { requestTo } from './api-request.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';

const STEP_MS = 30_000;

describe.each(testDialects())('a two-factor sign-in resumed after a reload on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(t.clock.now.getTime() / 1000) });

  const signIn = (payload: Record<string, unknown>) => t.app.inject({ ...requestTo(apiRoutes.auth.signIn), payload });

  async function userWithTotp(): Promise<{ user: SignedInUser; secret: string }> {
    const user = await signUp(t);
    const setup = await user.inject(requestTo(apiRoutes.twoFactor.totpSetup));
    const { secret } = setup.json().data as { secret: string };
    const enabled = await user.inject({
      ...requestTo(apiRoutes.twoFactor.totpEnable),
      payload: { code: await codeAt(secret) },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    // The step that turned it on is spent: the next code is due.
    t.clock.advance(STEP_MS);
    return { user, secret };
  }

  /** The first step: the right password, answered with a request for the code and a ticket. */
  async function firstStep(user: SignedInUser): Promise<{ ticket: string; until: string }> {
    const asked = await signIn({ username: user.email, password: user.password });
    expect(asked.statusCode, asked.body).toBe(401);
    const data = asked.json().data as { twoFactorRequired: boolean; pendingSignIn: string; pendingUntil: string };
    expect(data.twoFactorRequired).toBe(true);
    return { ticket: data.pendingSignIn, until: data.pendingUntil };
  }

  it('finishes with the ticket and a code, without the password', async () => {
    const { user, secret } = await userWithTotp();
    const { ticket, until } = await firstStep(user);
    expect(ticket).not.toContain(user.password);
    expect(new Date(until).getTime() - t.clock.now.getTime()).toBe(10 * 60_000);

    // The page reloaded: it kept the address and the ticket, not the password.
    const signedIn = await signIn({
      username: user.email,
      password: '',
      pendingSignIn: ticket,
      totpCode: await codeAt(secret),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.token).toEqual(expect.any(String));
  });

  it('still asks for the code when the ticket comes alone, and gives no new ticket', async () => {
    const { user } = await userWithTotp();
    const { ticket } = await firstStep(user);
    const asked = await signIn({ username: user.email, password: '', pendingSignIn: ticket });
    expect(asked.statusCode).toBe(401);
    expect(asked.json().data.twoFactorRequired).toBe(true);
    expect(asked.json().data.pendingSignIn).toBeUndefined();
  });

  it.each([
    { case: 'ten minutes later', spoil: (ticket: string) => ({ ticket, wait: 10 * 60_000 }) },
    { case: 'altered', spoil: (ticket: string) => ({ ticket: `${ticket.slice(0, -2)}AA`, wait: 0 }) },
    { case: 'not a ticket at all', spoil: () => ({ ticket: 'v1:made:up:ticket', wait: 0 }) },
  ])('refuses a ticket $case', async ({ spoil }) => {
    const { user, secret } = await userWithTotp();
    const spoiled = spoil((await firstStep(user)).ticket);
    t.clock.advance(spoiled.wait);
    const refused = await signIn({
      username: user.email,
      password: '',
      pendingSignIn: spoiled.ticket,
      totpCode: await codeAt(secret),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().responseState.description).toBe(PENDING_SIGN_IN_EXPIRED);
    expect(refused.json().data?.token).toBeUndefined();
  });

  it("refuses one person's ticket for another's address", async () => {
    const { user } = await userWithTotp();
    const other = await userWithTotp();
    const { ticket } = await firstStep(user);
    const refused = await signIn({
      username: other.user.email,
      password: '',
      pendingSignIn: ticket,
      totpCode: await codeAt(other.secret),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().responseState.description).toBe(PENDING_SIGN_IN_EXPIRED);
  });

  it('dies with a change of password', async () => {
    const { user, secret } = await userWithTotp();
    const { ticket } = await firstStep(user);
    await t.deps.db.kysely
      .updateTable('users')
      .set({ password_hash: await hashPassword('Another-Passw0rd') })
      .where('email', '=', user.email)
      .execute();
    const refused = await signIn({
      username: user.email,
      password: '',
      pendingSignIn: ticket,
      totpCode: await codeAt(secret),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().responseState.description).toBe(PENDING_SIGN_IN_EXPIRED);
  });

  it('gives no ticket for a wrong password, nor to an account without two-factor sign-in', async () => {
    const { user } = await userWithTotp();
    const wrong = await signIn({ username: user.email, password: 'Wrong-Passw0rd' });
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).not.toContain('pendingSignIn');

    const plain = await signUp(t);
    const answered = await signIn({ username: plain.email, password: plain.password });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.pendingSignIn).toBeUndefined();
  });
});
