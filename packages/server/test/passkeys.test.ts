import { apiRoutes } from '@hearth/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftwareAuthenticator } from './passkey-authenticator.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

/** createTestApp's PUBLIC_URL: passkeys belong to its host and answer its origin only. */
const ORIGIN = 'http://hearth.test';
const RP_ID = 'hearth.test';
const NOT_RECOGNISED = /passkey is not recognised/;

interface Options {
  challengeId: string;
  options: {
    challenge: string;
    rp?: { id: string };
    rpId?: string;
    allowCredentials?: { id: string }[];
    excludeCredentials?: { id: string }[];
  } & Record<string, unknown>;
}

describe.each(testDialects())('passkeys on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const newAuthenticator = (options: { counter?: number; userVerified?: boolean } = {}) =>
    new SoftwareAuthenticator({ origin: ORIGIN, rpId: RP_ID, ...options });

  async function registrationOptions(user: SignedInUser, payload: object = {}): Promise<Options> {
    const response = await user.inject({ ...requestTo(apiRoutes.twoFactor.passkeyOptions), payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Options;
  }

  async function addPasskey(user: SignedInUser, authenticator: SoftwareAuthenticator, name = 'Laptop') {
    const { challengeId, options } = await registrationOptions(user);
    return user.inject({
      ...requestTo(apiRoutes.twoFactor.addPasskey),
      payload: { challengeId, name, response: authenticator.register(options.challenge) },
    });
  }

  async function signInOptions(username?: string): Promise<Options> {
    const response = await t.app.inject({
      ...requestTo(apiRoutes.auth.passkeyOptions),
      payload: username === undefined ? {} : { username },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Options;
  }

  async function signInWith(
    authenticator: SoftwareAuthenticator,
    username?: string,
    overrides: { origin?: string; rpId?: string } = {},
  ) {
    const { challengeId, options } = await signInOptions(username);
    return t.app.inject({
      ...requestTo(apiRoutes.auth.passkeySignIn),
      payload: { challengeId, response: authenticator.authenticate(options.challenge, overrides) },
    });
  }

  const passkeysOf = async (user: SignedInUser) => {
    const response = await user.inject(requestTo(apiRoutes.twoFactor.status));
    return response.json().data.passkeys as {
      id: number;
      name: string;
      createdAt: string;
      lastUsedAt: string | null;
    }[];
  };

  it('offers registration options for this site, excluding the passkeys the user has', async () => {
    const user = await signUp(t);
    const first = await registrationOptions(user);
    expect(first.challengeId).toEqual(expect.any(String));
    expect(first.options).toMatchObject({
      rp: { id: RP_ID, name: 'Hearth' },
      user: { name: user.email },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
      excludeCredentials: [],
    });
    const authenticator = newAuthenticator();
    expect((await addPasskey(user, authenticator)).statusCode).toBe(200);
    const second = await registrationOptions(user);
    expect(second.options.excludeCredentials?.map((credential) => credential.id)).toEqual([authenticator.id]);
  });

  it('adds a passkey the browser made, lists it, and takes each challenge once', async () => {
    const user = await signUp(t);
    const authenticator = newAuthenticator();
    const { challengeId, options } = await registrationOptions(user);
    const response = authenticator.register(options.challenge);
    const added = await user.inject({
      ...requestTo(apiRoutes.twoFactor.addPasskey),
      payload: { challengeId, name: ' Phone ', response },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ id: expect.any(Number), name: 'Phone', lastUsedAt: null });
    expect((await passkeysOf(user)).map((passkey) => passkey.name)).toEqual(['Phone']);

    const replayed = await user.inject({
      ...requestTo(apiRoutes.twoFactor.addPasskey),
      payload: { challengeId, name: 'Again', response },
    });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().responseState.description).toMatch(/expired/);

    const row = await t.deps.db.kysely
      .selectFrom('passkeys')
      .select(['credential_id', 'transports'])
      .where('credential_id', '=', authenticator.id)
      .executeTakeFirstOrThrow();
    expect(row.transports).toBe('internal,hybrid');
    const events = await t.deps.db.kysely
      .selectFrom('security_events')
      .select(['kind', 'detail'])
      .where('kind', '=', 'passkey-added')
      .where('detail', '=', 'Phone')
      .execute();
    expect(events).toHaveLength(1);
  });

  it.each([
    ['another origin', { origin: 'http://evil.test' }],
    ['another RP ID', { rpId: 'evil.test' }],
  ])('refuses a new passkey made for %s', async (_what, overrides) => {
    const user = await signUp(t);
    const { challengeId, options } = await registrationOptions(user);
    const response = newAuthenticator().register(options.challenge, overrides);
    const refused = await user.inject({
      ...requestTo(apiRoutes.twoFactor.addPasskey),
      payload: { challengeId, name: 'Laptop', response },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().responseState.description).toBe('The passkey could not be verified. Please try again.');
    expect(await passkeysOf(user)).toEqual([]);
  });

  it("refuses a passkey whose device did not verify its user, a forged response, and another user's challenge", async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const unverified = await registrationOptions(user);
    const noPin = await user.inject({
      ...requestTo(apiRoutes.twoFactor.addPasskey),
      payload: {
        challengeId: unverified.challengeId,
        name: 'Key',
        response: newAuthenticator({ userVerified: false }).register(unverified.options.challenge),
      },
    });
    expect(noPin.statusCode).toBe(400);

    const forged = await registrationOptions(user);
    const garbage = await user.inject({
      ...requestTo(apiRoutes.twoFactor.addPasskey),
      payload: { challengeId: forged.challengeId, name: 'Key', response: { id: 'x', hello: 1 } },
    });
    expect(garbage.statusCode).toBe(400);

    const theirs = await registrationOptions(other);
    const stolen = await user.inject({
      ...requestTo(apiRoutes.twoFactor.addPasskey),
      payload: {
        challengeId: theirs.challengeId,
        name: 'Key',
        response: newAuthenticator().register(theirs.options.challenge),
      },
    });
    expect(stolen.statusCode).toBe(400);
    expect(await passkeysOf(user)).toEqual([]);
  });

  it('refuses a challenge older than five minutes', async () => {
    const user = await signUp(t);
    const { challengeId, options } = await registrationOptions(user);
    t.clock.advance(5 * 60_000 + 1000);
    const late = await user.inject({
      ...requestTo(apiRoutes.twoFactor.addPasskey),
      payload: { challengeId, name: 'Late', response: newAuthenticator().register(options.challenge) },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().responseState.description).toMatch(/expired/);
  });

  it('asks for the password again to add a passkey when the sign-in is no longer fresh', async () => {
    const user = await signUp(t);
    t.clock.advance(11 * 60_000);
    const asked = await user.inject({ ...requestTo(apiRoutes.twoFactor.passkeyOptions), payload: {} });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().responseState.description).toMatch(/password/);
    expect(
      (await user.inject({ ...requestTo(apiRoutes.twoFactor.passkeyOptions), payload: { password: 'wrong' } }))
        .statusCode,
    ).toBe(400);
    await registrationOptions(user, { password: user.password });
  });

  it('keeps at most ten passkeys a user', async () => {
    const user = await signUp(t);
    const answers = [];
    for (let i = 0; i < 10; i += 1)
      answers.push((await addPasskey(user, newAuthenticator(), `Key ${i + 1}`)).statusCode);
    expect(answers).toEqual(Array<number>(10).fill(200));
    const more = await user.inject({ ...requestTo(apiRoutes.twoFactor.passkeyOptions), payload: {} });
    expect(more.statusCode).toBe(400);
    expect(more.json().responseState.description).toMatch(/at most 10 passkeys/);
  });

  it('holds the limit when the last two passkeys arrive at once', async () => {
    const user = await signUp(t);
    for (let i = 0; i < 9; i += 1)
      expect((await addPasskey(user, newAuthenticator(), `Key ${i + 1}`)).statusCode).toBe(200);
    const pending = [await registrationOptions(user), await registrationOptions(user)];
    const answers = await Promise.all(
      pending.map(({ challengeId, options }, i) =>
        user.inject({
          ...requestTo(apiRoutes.twoFactor.addPasskey),
          payload: { challengeId, name: `Last ${i}`, response: newAuthenticator().register(options.challenge) },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await passkeysOf(user)).toHaveLength(10);
  });

  it('signs in with a passkey: a session like a password sign-in, with the passkey as its factor', async () => {
    const user = await signUp(t);
    const authenticator = newAuthenticator();
    expect((await addPasskey(user, authenticator)).statusCode).toBe(200);

    const options = await signInOptions(user.email.toUpperCase());
    expect(options.options.rpId).toBe(RP_ID);
    expect(options.options.userVerification).toBe('required');
    expect(options.options.allowCredentials?.map((credential) => credential.id)).toEqual([authenticator.id]);
    const signedIn = await t.app.inject({
      ...requestTo(apiRoutes.auth.passkeySignIn),
      payload: { challengeId: options.challengeId, response: authenticator.authenticate(options.options.challenge) },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().responseState.description).toBe('Logged in');
    const token = signedIn.json().data.token as string;
    const me = await t.app.inject({ ...requestTo(apiRoutes.user.get), headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(user.email);

    const session = await t.deps.db.kysely
      .selectFrom('sessions')
      .select('second_factor')
      .where('id', '=', decodeJwt(token).sid as string)
      .executeTakeFirstOrThrow();
    expect(session.second_factor).toBe('passkey');
    expect((await passkeysOf(user))[0]?.lastUsedAt).not.toBeNull();

    // Without an address, any passkey of this site will do (a discoverable credential).
    const anyPasskey = await signInWith(authenticator);
    expect(anyPasskey.statusCode, anyPasskey.body).toBe(200);
  });

  it('signs in with a passkey even when two-factor sign-in is on', async () => {
    const user = await signUp(t);
    const authenticator = newAuthenticator();
    expect((await addPasskey(user, authenticator)).statusCode).toBe(200);
    await t.deps.db.kysely
      .updateTable('users')
      .set({ totp_secret: 'v1:a:b:c' })
      .where('email', '=', user.email)
      .execute();
    expect(
      (
        await t.app.inject({
          ...requestTo(apiRoutes.auth.signIn),
          payload: { username: user.email, password: user.password },
        })
      ).statusCode,
    ).toBe(401);
    expect((await signInWith(authenticator, user.email)).statusCode).toBe(200);
  });

  it('answers alike for an unknown address and for one without passkeys', async () => {
    const withoutPasskeys = await signUp(t);
    const known = await signInOptions(withoutPasskeys.email);
    const unknown = await signInOptions('nobody@example.com');
    for (const answer of [known, unknown]) {
      expect(Object.keys(answer.options).sort()).toEqual([
        'allowCredentials',
        'challenge',
        'rpId',
        'timeout',
        'userVerification',
      ]);
      expect(answer.options.allowCredentials).toHaveLength(1);
      expect(answer.options.allowCredentials?.[0]?.id).toMatch(/^[\w-]{43}$/);
    }
    // The made-up credential stays the same for an address, as a real one would.
    expect((await signInOptions('nobody@example.com')).options.allowCredentials).toEqual(
      unknown.options.allowCredentials,
    );
    expect(known.options.allowCredentials).not.toEqual(unknown.options.allowCredentials);
  });

  it('takes each sign-in challenge once, and refuses a counter that goes backwards', async () => {
    const user = await signUp(t);
    const authenticator = newAuthenticator({ counter: 5 });
    expect((await addPasskey(user, authenticator)).statusCode).toBe(200);
    const { challengeId, options } = await signInOptions(user.email);
    const response = authenticator.authenticate(options.challenge);
    const [first, second] = await Promise.all([
      t.app.inject({ ...requestTo(apiRoutes.auth.passkeySignIn), payload: { challengeId, response } }),
      t.app.inject({ ...requestTo(apiRoutes.auth.passkeySignIn), payload: { challengeId, response } }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 401]);

    // A clone of the authenticator, still at the count it had copied, is refused.
    authenticator.counter = 3;
    const cloned = await signInWith(authenticator, user.email);
    expect(cloned.statusCode).toBe(401);
    expect(cloned.json().responseState.description).toMatch(NOT_RECOGNISED);
    authenticator.counter = 10;
    expect((await signInWith(authenticator, user.email)).statusCode).toBe(200);
  });

  it('accepts the zero counter of a synced passkey each time', async () => {
    const user = await signUp(t);
    const authenticator = newAuthenticator({ counter: 0 });
    expect((await addPasskey(user, authenticator)).statusCode).toBe(200);
    expect((await signInWith(authenticator, user.email)).statusCode).toBe(200);
    expect((await signInWith(authenticator, user.email)).statusCode).toBe(200);
  });

  it.each([
    ['another origin', { origin: 'http://evil.test' }],
    ['another RP ID', { rpId: 'evil.test' }],
  ])('refuses a sign-in signed for %s', async (_what, overrides) => {
    const user = await signUp(t);
    const authenticator = newAuthenticator();
    expect((await addPasskey(user, authenticator)).statusCode).toBe(200);
    const refused = await signInWith(authenticator, user.email, overrides);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().responseState.description).toMatch(NOT_RECOGNISED);
    expect(refused.json().data).toBeNull();
  });

  it('refuses an unknown passkey, a signature by another key, a passkey of another address, and an expired challenge', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const authenticator = newAuthenticator();
    const othersAuthenticator = newAuthenticator();
    expect((await addPasskey(user, authenticator)).statusCode).toBe(200);
    expect((await addPasskey(other, othersAuthenticator)).statusCode).toBe(200);

    expect((await signInWith(newAuthenticator(), user.email)).statusCode).toBe(401);

    const { challengeId, options } = await signInOptions(user.email);
    const forged = {
      ...newAuthenticator().authenticate(options.challenge),
      id: authenticator.id,
      rawId: authenticator.id,
    };
    expect(
      (await t.app.inject({ ...requestTo(apiRoutes.auth.passkeySignIn), payload: { challengeId, response: forged } }))
        .statusCode,
    ).toBe(401);

    // Asked for one address's passkeys, the answer of another's is refused.
    expect((await signInWith(othersAuthenticator, user.email)).statusCode).toBe(401);

    const late = await signInOptions(user.email);
    t.clock.advance(5 * 60_000 + 1000);
    const expired = await t.app.inject({
      ...requestTo(apiRoutes.auth.passkeySignIn),
      payload: { challengeId: late.challengeId, response: authenticator.authenticate(late.options.challenge) },
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().responseState.description).toMatch(/expired/);

    const garbage = await t.app.inject({
      ...requestTo(apiRoutes.auth.passkeySignIn),
      payload: { challengeId: 'nope', response: {} },
    });
    expect(garbage.statusCode).toBe(401);
  });

  it('refuses a removed member', async () => {
    const user = await signUp(t);
    const authenticator = newAuthenticator();
    expect((await addPasskey(user, authenticator)).statusCode).toBe(200);
    await t.deps.db.kysely
      .updateTable('users')
      .set({ removed_at: t.clock.now.toISOString() })
      .where('email', '=', user.email)
      .execute();
    expect((await signInWith(authenticator)).statusCode).toBe(401);
  });

  it('removes a passkey: it no longer signs in, and another user cannot remove it', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const authenticator = newAuthenticator();
    const added = await addPasskey(user, authenticator, 'Old phone');
    const id = added.json().data.id as number;

    const notTheirs = await other.inject(requestTo(apiRoutes.twoFactor.removePasskey, { id }));
    expect(notTheirs.statusCode).toBe(404);

    const removed = await user.inject(requestTo(apiRoutes.twoFactor.removePasskey, { id }));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await passkeysOf(user)).toEqual([]);
    expect((await user.inject(requestTo(apiRoutes.twoFactor.removePasskey, { id }))).statusCode).toBe(404);
    expect((await signInWith(authenticator)).statusCode).toBe(401);
    const events = await t.deps.db.kysely
      .selectFrom('security_events')
      .select('detail')
      .where('kind', '=', 'passkey-removed')
      .where('detail', '=', 'Old phone')
      .execute();
    expect(events).toHaveLength(1);
  });
});
