import { apiRoutes } from '@hearth/contract';
import { decodeJwt } from 'jose';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretBoxOf } from '../src/platform/encryption.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { login, signUp, type SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

const WRONG_CODE = 'The code is not correct or was already used.';
const STEP_MS = 30_000;

describe.each(testDialects())('two-factor sign-in on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  /** The code the user's app shows at the test clock's time. */
  const codeAt = (secret: string, now = t.clock.now) => generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
  /** Moves to the next 30-second step, so that a new code is due. */
  const nextStep = () => t.clock.advance(STEP_MS);

  const signIn = (user: SignedInUser, extra: { totpCode?: string; recoveryCode?: string } = {}) =>
    t.app.inject({
      ...requestTo(apiRoutes.auth.signIn),
      payload: { username: user.email, password: user.password, ...extra },
    });

  const status = async (user: SignedInUser) => {
    const response = await user.inject(requestTo(apiRoutes.twoFactor.status));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { totpEnabled: boolean; recoveryCodesLeft: number; passkeys: unknown[] };
  };

  const eventsOf = async (email: string) => {
    const rows = await t.deps.db.kysely
      .selectFrom('security_events')
      .innerJoin('users', 'users.id', 'security_events.user_id')
      .select('security_events.kind')
      .where('users.email', '=', email)
      .orderBy('security_events.id')
      .execute();
    return rows.map((row) => row.kind);
  };

  /** Signs up and turns two-factor sign-in on; the step of the enabling code is then used. */
  async function userWithTotp() {
    const user = await signUp(t);
    const setup = await user.inject(requestTo(apiRoutes.twoFactor.totpSetup));
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json().data as { secret: string };
    const enabled = await user.inject({
      ...requestTo(apiRoutes.twoFactor.totpEnable),
      payload: { code: await codeAt(secret) },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { recoveryCodes } = enabled.json().data as { recoveryCodes: string[] };
    return { user, secret, recoveryCodes };
  }

  it('sets up an authenticator app: a secret, its otpauth address, stored encrypted and pending', async () => {
    const user = await signUp(t);
    expect(await status(user)).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, passkeys: [] });
    const setup = await user.inject(requestTo(apiRoutes.twoFactor.totpSetup));
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauthUrl } = setup.json().data as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Hearth:${user.email}`);
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Hearth');

    const row = await t.deps.db.kysely
      .selectFrom('users')
      .select(['totp_secret', 'totp_pending_secret'])
      .where('email', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toBeNull();
    expect(row.totp_pending_secret).toMatch(/^v1:/);
    expect(row.totp_pending_secret).not.toContain(secret);
    expect(secretBoxOf(t.deps).decrypt(row.totp_pending_secret ?? '')).toBe(secret);
    // Until a code confirms it, sign-in still takes the password alone.
    expect((await signIn(user)).statusCode).toBe(200);
  });

  it('turns on with a current code: ten recovery codes, other sessions ended, the secret encrypted', async () => {
    const user = await signUp(t);
    const otherDevice = await login(t, user.email, user.password);
    const { secret } = (await user.inject(requestTo(apiRoutes.twoFactor.totpSetup))).json().data as {
      secret: string;
    };

    const wrong = await user.inject({
      ...requestTo(apiRoutes.twoFactor.totpEnable),
      payload: { code: (Number(await codeAt(secret)) ^ 1).toString().padStart(6, '0') },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().responseState.description).toMatch(/code is not correct/);
    const notSix = await user.inject({ ...requestTo(apiRoutes.twoFactor.totpEnable), payload: { code: '12345' } });
    expect(notSix.statusCode).toBe(400);

    const enabled = await user.inject({
      ...requestTo(apiRoutes.twoFactor.totpEnable),
      payload: { code: await codeAt(secret) },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { recoveryCodes } = enabled.json().data as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);

    expect(await status(user)).toEqual({ totpEnabled: true, recoveryCodesLeft: 10, passkeys: [] });
    const other = await t.app.inject({
      ...requestTo(apiRoutes.user.get),
      headers: { authorization: `Bearer ${otherDevice}` },
    });
    expect(other.statusCode).toBe(401);
    expect((await user.inject(requestTo(apiRoutes.user.get))).statusCode).toBe(200);

    const row = await t.deps.db.kysely
      .selectFrom('users')
      .select(['id', 'totp_secret', 'totp_pending_secret', 'totp_enabled_at'])
      .where('email', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(row.totp_pending_secret).toBeNull();
    expect(row.totp_enabled_at).not.toBeNull();
    expect(row.totp_secret).toMatch(/^v1:/);
    const stored = await t.deps.db.kysely
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('user_id', '=', row.id)
      .execute();
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) expect(recoveryCodes).not.toContain(code_hash);
    expect(await eventsOf(user.email)).toContain('totp-enabled');

    const again = await user.inject(requestTo(apiRoutes.twoFactor.totpSetup));
    expect(again.statusCode).toBe(400);
    expect(again.json().responseState.description).toMatch(/already on/);
  });

  it('asks for the password again to turn it on when the sign-in is no longer fresh', async () => {
    const user = await signUp(t);
    const { secret } = (await user.inject(requestTo(apiRoutes.twoFactor.totpSetup))).json().data as {
      secret: string;
    };
    t.clock.advance(11 * 60_000);
    const asked = await user.inject({
      ...requestTo(apiRoutes.twoFactor.totpEnable),
      payload: { code: await codeAt(secret) },
    });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().responseState.description).toMatch(/password/);
    const wrong = await user.inject({
      ...requestTo(apiRoutes.twoFactor.totpEnable),
      payload: { code: await codeAt(secret), password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(400);
    const enabled = await user.inject({
      ...requestTo(apiRoutes.twoFactor.totpEnable),
      payload: { code: await codeAt(secret), password: user.password },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
  });

  it('asks for a code at sign-in and accepts each code once', async () => {
    const { user, secret } = await userWithTotp();

    const asked = await signIn(user);
    expect(asked.statusCode).toBe(401);
    expect(asked.json().data).toEqual({
      twoFactorRequired: true,
      methods: ['totp', 'recovery-code', 'passkey'],
      pendingSignIn: expect.any(String),
      pendingUntil: expect.any(String),
    });
    expect(asked.json().data.token).toBeUndefined();

    // The code that turned it on is spent.
    const spent = await signIn(user, { totpCode: await codeAt(secret) });
    expect(spent.statusCode).toBe(401);
    expect(spent.json().responseState.description).toBe(WRONG_CODE);
    expect(spent.json().data.twoFactorRequired).toBe(true);

    nextStep();
    const code = await codeAt(secret);
    const wrongPassword = await t.app.inject({
      ...requestTo(apiRoutes.auth.signIn),
      payload: { username: user.email, password: 'Wrong-Passw0rd', totpCode: code },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().data?.token).toBeUndefined();

    const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
    const signedIn = await signIn(user, { totpCode: spaced });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.token).toEqual(expect.any(String));
    const sessionId = decodeJwt(signedIn.json().data.token as string).sid as string;
    const session = await t.deps.db.kysely
      .selectFrom('sessions')
      .select('second_factor')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(session.second_factor).toBe('totp');

    const reused = await signIn(user, { totpCode: code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().responseState.description).toBe(WRONG_CODE);

    // One step either side of the server's clock is accepted; two steps back is not.
    nextStep();
    expect(
      (await signIn(user, { totpCode: await codeAt(secret, new Date(t.clock.now.getTime() - 2 * STEP_MS)) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await signIn(user, { totpCode: await codeAt(secret, new Date(t.clock.now.getTime() + STEP_MS)) })).statusCode,
    ).toBe(200);
  });

  it('lets exactly one of two parallel sign-ins with the same code through', async () => {
    const { user, secret } = await userWithTotp();
    nextStep();
    const code = await codeAt(secret);
    const answers = await Promise.all([signIn(user, { totpCode: code }), signIn(user, { totpCode: code })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('takes each recovery code once, however it is typed', async () => {
    const { user, recoveryCodes } = await userWithTotp();
    const [first = '', second = ''] = recoveryCodes;
    const used = await signIn(user, { recoveryCode: first });
    expect(used.statusCode, used.body).toBe(200);
    const again = await signIn(user, { recoveryCode: first });
    expect(again.statusCode).toBe(401);
    expect(again.json().data.twoFactorRequired).toBe(true);

    const typed = ` ${second.replace('-', '').toUpperCase()} `;
    expect((await signIn(user, { recoveryCode: typed })).statusCode).toBe(200);
    expect((await signIn(user, { recoveryCode: 'abcde-fghjk' })).statusCode).toBe(401);

    expect((await signIn(user, { recoveryCode: recoveryCodes[2] ?? '' })).statusCode).toBe(200);
    expect((await status(user)).recoveryCodesLeft).toBe(7);
    expect((await eventsOf(user.email)).filter((kind) => kind === 'recovery-code-used')).toHaveLength(3);
  });

  it('lets exactly one of two parallel sign-ins with the same recovery code through', async () => {
    const { user, recoveryCodes } = await userWithTotp();
    const code = recoveryCodes[0] ?? '';
    const answers = await Promise.all([signIn(user, { recoveryCode: code }), signIn(user, { recoveryCode: code })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('makes new recovery codes for the password; the old ones stop working', async () => {
    const { user, recoveryCodes } = await userWithTotp();
    const wrong = await user.inject({
      ...requestTo(apiRoutes.twoFactor.recoveryCodes),
      payload: { password: 'not-it' },
    });
    expect(wrong.statusCode).toBe(400);
    const renewed = await user.inject({
      ...requestTo(apiRoutes.twoFactor.recoveryCodes),
      payload: { password: user.password },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => recoveryCodes.includes(code))).toBe(false);
    expect((await signIn(user, { recoveryCode: recoveryCodes[0] ?? '' })).statusCode).toBe(401);
    expect((await signIn(user, { recoveryCode: fresh[0] ?? '' })).statusCode).toBe(200);
    expect(await eventsOf(user.email)).toContain('recovery-codes-renewed');
  });

  it('turns off with the password and a code, not with either alone', async () => {
    const { user, secret, recoveryCodes } = await userWithTotp();
    nextStep();
    const disable = (payload: object) => user.inject({ ...requestTo(apiRoutes.twoFactor.totpDisable), payload });

    const wrongPassword = await disable({ password: 'not-it', code: await codeAt(secret) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().responseState.description).toBe('The password is not correct.');
    const wrongCode = await disable({
      password: user.password,
      code: '000000' === (await codeAt(secret)) ? '111111' : '000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().responseState.description).toBe(WRONG_CODE);
    expect((await disable({ password: user.password, code: '' })).statusCode).toBe(400);
    expect((await disable({ code: await codeAt(secret) })).statusCode).toBe(400);
    expect((await status(user)).totpEnabled).toBe(true);

    const off = await disable({ password: user.password, code: recoveryCodes[0] ?? '' });
    expect(off.statusCode, off.body).toBe(200);
    expect(await status(user)).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, passkeys: [] });
    const row = await t.deps.db.kysely
      .selectFrom('users')
      .select(['id', 'totp_secret', 'totp_pending_secret'])
      .where('email', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ totp_secret: null, totp_pending_secret: null });
    expect(
      await t.deps.db.kysely.selectFrom('recovery_codes').select('id').where('user_id', '=', row.id).execute(),
    ).toEqual([]);
    expect(await eventsOf(user.email)).toContain('totp-disabled');

    expect((await signIn(user)).statusCode).toBe(200);
    expect((await disable({ password: user.password, code: await codeAt(secret) })).statusCode).toBe(400);
  });

  it('turns off with a current code from the app', async () => {
    const { user, secret } = await userWithTotp();
    nextStep();
    const off = await user.inject({
      ...requestTo(apiRoutes.twoFactor.totpDisable),
      payload: { password: user.password, code: await codeAt(secret) },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await status(user)).totpEnabled).toBe(false);
  });

  it('counts the codes tried on the Security page: the eleventh in a window is refused unchecked', async () => {
    const user = await signUp(t);
    const { secret } = (await user.inject(requestTo(apiRoutes.twoFactor.totpSetup))).json().data as {
      secret: string;
    };
    const wrong = (await codeAt(secret)) === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 11 }, () =>
        user.inject({ ...requestTo(apiRoutes.twoFactor.totpEnable), payload: { code: wrong } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array<number>(10).fill(400), 429]);
    const right = await user.inject({
      ...requestTo(apiRoutes.twoFactor.totpEnable),
      payload: { code: await codeAt(secret) },
    });
    expect(right.statusCode).toBe(429);
  });
});
