import { SecurityEventKind, type Passkey, type PasskeyOptions, type PasskeyRegisterRequest } from '@hearth/contract';
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type VerifiedRegistrationResponse,
} from '@simplewebauthn/server';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { secretBoxOf } from '../../platform/encryption.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { RequestOrigin } from '../../platform/request-origin.js';
import { recordSecurityEvent } from '../../platform/security-events.js';
import { writeForFamily } from '../../platform/tenancy.js';
import { confirmSensitiveChange } from '../../platform/password-confirmation.js';
import { relyingPartyOf } from './relying-party.js';
import { ChallengePurpose, saveChallenge, takeChallenge } from './webauthn-challenges.js';
import { registrationResponseOf } from './webauthn-json.js';

/** Enough for a phone, a laptop and a few keys; a bound on what one account can store. */
export const MAX_PASSKEYS = 10;
const TOO_MANY = `You can keep at most ${MAX_PASSKEYS} passkeys. Remove one first.`;
const EXPIRED = 'This passkey request has expired. Please try again.';
const NOT_VERIFIED = 'The passkey could not be verified. Please try again.';
const ALREADY_ADDED = 'This passkey is already added.';
export const ASK_PASSWORD_FOR_PASSKEY = 'Please enter your password again to add a passkey.';
/**
 * A passkey signs in on its own, so the device must check who holds it (PIN, fingerprint, face): asked
 * for when it is made and required at every sign-in.
 */
export const USER_VERIFICATION = 'required';

const userPasskeys = (deps: AppDeps, userId: number) =>
  deps.db.kysely
    .selectFrom('passkeys')
    .select(['id', 'credential_id', 'transports'])
    .where('user_id', '=', userId)
    .execute();

/** A WebAuthn user handle that stays the same for the user and says nothing about them. */
function userHandleOf(deps: AppDeps, userId: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(secretBoxOf(deps).digest(`webauthn-user:${userId}`), 'base64url'));
}

export const transportsOf = (stored: string) => (stored ? stored.split(',') : []);

/**
 * Options for navigator.credentials.create(), with a challenge kept for five minutes. Asks for the
 * password again unless the session confirmed it recently: a passkey outlives a password change, so a
 * borrowed session must not be able to add one.
 */
export async function passkeyRegistrationOptions(
  deps: AppDeps,
  auth: AuthContext,
  password: string | undefined,
): Promise<PasskeyOptions> {
  await confirmSensitiveChange(deps, auth, password, ASK_PASSWORD_FOR_PASSKEY);
  const user = await deps.db.kysely
    .selectFrom('users')
    .select(['id', 'email', 'firstname', 'surname'])
    .where('id', '=', auth.userId)
    .executeTakeFirst();
  if (!user) throw notFound('User not found.');
  const existing = await userPasskeys(deps, user.id);
  if (existing.length >= MAX_PASSKEYS) throw badRequest(TOO_MANY);
  const rp = relyingPartyOf(deps.config);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: userHandleOf(deps, user.id),
    userDisplayName: `${user.firstname} ${user.surname}`.trim(),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credential_id,
      transports: transportsOf(passkey.transports),
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: USER_VERIFICATION },
  });
  const challengeId = await saveChallenge(
    deps.db.kysely,
    ChallengePurpose.Register,
    { userId: user.id, challenge: options.challenge },
    deps.clock(),
  );
  return { challengeId, options: { ...options } };
}

async function verifyNewPasskey(
  deps: AppDeps,
  challenge: string,
  response: unknown,
): Promise<VerifiedRegistrationResponse> {
  const parsed = registrationResponseOf(response);
  if (!parsed) throw badRequest(NOT_VERIFIED);
  const rp = relyingPartyOf(deps.config);
  try {
    return await verifyRegistrationResponse({
      response: parsed,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    // The library's reasons name fields and bytes; the person needs to know only that it did not work.
    throw badRequest(NOT_VERIFIED);
  }
}

/** Adds the passkey the browser made for a challenge of this user. */
export async function addPasskey(
  deps: AppDeps,
  auth: AuthContext,
  input: PasskeyRegisterRequest,
  origin: RequestOrigin,
): Promise<Passkey> {
  const now = deps.clock();
  const challenge = await takeChallenge(deps.db.kysely, input.challengeId, ChallengePurpose.Register, now);
  if (!challenge || challenge.userId !== auth.userId) throw badRequest(EXPIRED);
  const verified = await verifyNewPasskey(deps, challenge.challenge, input.response);
  if (!verified.verified) throw badRequest(NOT_VERIFIED);
  const { credential } = verified.registrationInfo;
  const at = now.toISOString();
  // In the family's write, which locks the family first: parallel additions cannot pass the limit together.
  const id = await writeForFamily(deps.db.kysely, auth.familyId, async (trx) => {
    const existing = await trx
      .selectFrom('passkeys')
      .select(['credential_id'])
      .where('user_id', '=', auth.userId)
      .execute();
    if (existing.length >= MAX_PASSKEYS) throw badRequest(TOO_MANY);
    const taken = await trx
      .selectFrom('passkeys')
      .select('id')
      .where('credential_id', '=', credential.id)
      .executeTakeFirst();
    if (taken) throw badRequest(ALREADY_ADDED);
    const row = await trx
      .insertInto('passkeys')
      .values({
        user_id: auth.userId,
        credential_id: credential.id,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: (credential.transports ?? []).join(',').slice(0, 200),
        name: input.name,
        created_at: at,
        last_used_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordSecurityEvent(
      trx,
      {
        familyId: auth.familyId,
        userId: auth.userId,
        kind: SecurityEventKind.PasskeyAdded,
        detail: input.name,
        origin,
      },
      now,
    );
    return row.id;
  });
  return { id, name: input.name, createdAt: at, lastUsedAt: null };
}

/** Removes one of the user's passkeys; another user's id is unknown here. */
export async function removePasskey(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  origin: RequestOrigin,
): Promise<void> {
  const now = deps.clock();
  await deps.db.kysely.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('passkeys')
      .where('id', '=', id)
      .where('user_id', '=', auth.userId)
      .returning('name')
      .executeTakeFirst();
    if (!removed) throw notFound('Passkey not found.');
    await recordSecurityEvent(
      trx,
      {
        familyId: auth.familyId,
        userId: auth.userId,
        kind: SecurityEventKind.PasskeyRemoved,
        detail: removed.name,
        origin,
      },
      now,
    );
  });
}
