import { SecondFactor, type PasskeyOptions, type PasskeySignInRequest, type TokenResponse } from '@hearth/contract';
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type VerifiedAuthenticationResponse,
} from '@simplewebauthn/server';
import type { AppDeps } from '../../platform/deps.js';
import { secretBoxOf } from '../../platform/encryption.js';
import { unauthorized } from '../../platform/errors.js';
import type { RequestOrigin } from '../../platform/request-origin.js';
import { startSession } from '../../platform/sessions.js';
import { normaliseEmail } from '../auth/service.js';
import { transportsOf, USER_VERIFICATION } from './passkey-registration.js';
import { relyingPartyOf } from './relying-party.js';
import { ChallengePurpose, saveChallenge, takeChallenge } from './webauthn-challenges.js';
import { authenticationResponseOf } from './webauthn-json.js';

const EXPIRED = 'This passkey request has expired. Please try again.';
const NOT_RECOGNISED = 'This passkey is not recognised. Sign in with your password, or use another passkey.';

/**
 * Options for navigator.credentials.get(). With a known address that has passkeys, the browser is told
 * which ones; with any other address, one made-up credential that stays the same for that address, so
 * that the answer looks alike whether or not the address has an account (and the browser then finds no
 * passkey, rather than offering another account's). Without an address, any passkey of this site will do.
 */
export async function passkeySignInOptions(deps: AppDeps, username: string | undefined): Promise<PasskeyOptions> {
  const email = username?.trim() ? normaliseEmail(username) : null;
  let userId: number | null = null;
  let allowCredentials: { id: string; transports?: string[] }[] | undefined;
  if (email !== null) {
    const passkeys = await deps.db.kysely
      .selectFrom('passkeys')
      .innerJoin('users', 'users.id', 'passkeys.user_id')
      .select(['passkeys.user_id', 'passkeys.credential_id', 'passkeys.transports'])
      .where('users.email', '=', email)
      .where('users.removed_at', 'is', null)
      .execute();
    userId = passkeys[0]?.user_id ?? null;
    allowCredentials =
      passkeys.length > 0
        ? passkeys.map((passkey) => ({ id: passkey.credential_id, transports: transportsOf(passkey.transports) }))
        : [{ id: secretBoxOf(deps).digest(`no-passkey:${email}`), transports: ['internal', 'hybrid'] }];
  }
  const rp = relyingPartyOf(deps.config);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: USER_VERIFICATION,
    ...(allowCredentials ? { allowCredentials } : {}),
  });
  const challengeId = await saveChallenge(
    deps.db.kysely,
    ChallengePurpose.SignIn,
    { userId, challenge: options.challenge },
    deps.clock(),
  );
  return { challengeId, options: { ...options } };
}

async function findPasskey(deps: AppDeps, credentialId: string) {
  return deps.db.kysely
    .selectFrom('passkeys')
    .innerJoin('users', 'users.id', 'passkeys.user_id')
    .select([
      'passkeys.id as passkey_id',
      'passkeys.public_key',
      'passkeys.counter',
      'passkeys.transports',
      'users.id',
      'users.family_id',
      'users.email',
      'users.firstname',
      'users.surname',
      'users.default_account_id',
      'users.role',
      'users.removed_at',
    ])
    .where('passkeys.credential_id', '=', credentialId)
    .executeTakeFirst();
}

type FoundPasskey = NonNullable<Awaited<ReturnType<typeof findPasskey>>>;

async function verifyAssertion(
  deps: AppDeps,
  challenge: string,
  response: NonNullable<ReturnType<typeof authenticationResponseOf>>,
  passkey: FoundPasskey,
): Promise<VerifiedAuthenticationResponse> {
  const rp = relyingPartyOf(deps.config);
  try {
    return await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: {
        id: response.id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: passkey.counter,
        transports: transportsOf(passkey.transports),
      },
      requireUserVerification: true,
    });
  } catch {
    // A bad signature, another site's origin, no user verification, or a counter gone backwards (a
    // cloned authenticator): all are the same refusal to the person signing in.
    throw unauthorized(NOT_RECOGNISED);
  }
}

/**
 * Signs in with a passkey: the challenge is taken out first (one response per challenge), the signature
 * checked against the stored key, and the signature counter moved forward in one statement, so that a
 * cloned authenticator replaying an older count is refused even when two requests race.
 */
export async function signInWithPasskey(
  deps: AppDeps,
  input: PasskeySignInRequest,
  origin: RequestOrigin,
): Promise<TokenResponse> {
  const now = deps.clock();
  const challenge = await takeChallenge(deps.db.kysely, input.challengeId, ChallengePurpose.SignIn, now);
  if (!challenge) throw unauthorized(EXPIRED);
  const response = authenticationResponseOf(input.response);
  if (!response) throw unauthorized(NOT_RECOGNISED);
  const passkey = await findPasskey(deps, response.id);
  if (!passkey || passkey.removed_at !== null || (challenge.userId !== null && challenge.userId !== passkey.id))
    throw unauthorized(NOT_RECOGNISED);
  const verified = await verifyAssertion(deps, challenge.challenge, response, passkey);
  if (!verified.verified) throw unauthorized(NOT_RECOGNISED);
  const { newCounter } = verified.authenticationInfo;
  const moved = await deps.db.kysely
    .updateTable('passkeys')
    .set({ counter: newCounter, last_used_at: now.toISOString() })
    .where('id', '=', passkey.passkey_id)
    // Authenticators that keep no count (synced passkeys) always send 0; the others must go forward.
    .where((eb) => (newCounter === 0 ? eb('counter', '=', 0) : eb('counter', '<', newCounter)))
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) throw unauthorized(NOT_RECOGNISED);
  return startSession(deps, passkey, origin, SecondFactor.Passkey);
}
