import type { Executor } from '../../db/database.js';
import { randomToken } from '../../platform/secrets.js';

/** What a challenge was made for: adding a passkey while signed in, or signing in with one. */
export const ChallengePurpose = { Register: 'register', SignIn: 'sign-in' } as const;
export type ChallengePurpose = (typeof ChallengePurpose)[keyof typeof ChallengePurpose];

/** Long enough to touch a key or find a phone; the browser's own time-out is a minute. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

export interface StoredChallenge {
  /** Whom it was made for: the signed-in user, or the user a sign-in named; null for any passkey. */
  userId: number | null;
  challenge: string;
}

/**
 * Keeps a challenge in the database, so that whichever process answers the response finds it; clears
 * expired ones on the way, which keeps the table as small as five minutes of requests.
 */
export async function saveChallenge(
  db: Executor,
  purpose: ChallengePurpose,
  stored: StoredChallenge,
  now: Date,
): Promise<string> {
  const id = randomToken();
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('webauthn_challenges')
    .values({
      id,
      user_id: stored.userId,
      purpose,
      challenge: stored.challenge,
      expires_at: new Date(now.getTime() + CHALLENGE_LIFETIME_MS).toISOString(),
    })
    .execute();
  return id;
}

/**
 * Takes a challenge out in one statement, so that it answers one response only, even to two requests at
 * once; null when it is unknown, spent, expired or was made for something else.
 */
export async function takeChallenge(
  db: Executor,
  id: string,
  purpose: ChallengePurpose,
  now: Date,
): Promise<StoredChallenge | null> {
  const row = await db
    .deleteFrom('webauthn_challenges')
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .returning(['user_id', 'challenge', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return null;
  return { userId: row.user_id, challenge: row.challenge };
}
