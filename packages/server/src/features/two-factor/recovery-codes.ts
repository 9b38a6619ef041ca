import crypto from 'node:crypto';
import type { Executor } from '../../db/database.js';
import type { SecretBox } from '../../platform/encryption.js';

/** Crockford's base32: no i, l, o or u, so that nothing printed reads as another character. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const HALF = 5;
/** Ten codes of ten characters: 50 random bits each. */
export const RECOVERY_CODE_COUNT = 10;

/** A new code as it is shown once and printed: `xxxxx-xxxxx`. */
export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < HALF * 2; i += 1) code += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return `${code.slice(0, HALF)}-${code.slice(HALF)}`;
}

/**
 * A code as typed back, in the form it was digested: case, blanks and dashes do not matter, and the
 * letters Crockford's base32 leaves out read as the digits they look like. Null when it cannot be one.
 */
export function normaliseRecoveryCode(typed: string): string | null {
  const plain = typed
    .toLowerCase()
    .replace(/[\s-]+/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1');
  if (plain.length !== HALF * 2 || ![...plain].every((char) => ALPHABET.includes(char))) return null;
  return `${plain.slice(0, HALF)}-${plain.slice(HALF)}`;
}

/**
 * Voids the user's codes and makes ten new ones, kept only as keyed digests: the answer is the one time
 * they exist in clear. Runs inside the caller's transaction.
 */
export async function replaceRecoveryCodes(db: Executor, box: SecretBox, userId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const at = now.toISOString();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: box.digest(code), used_at: null, created_at: at })))
    .execute();
  return codes;
}

/** Uses one code, in one statement: of two requests with the same code, one succeeds. */
export async function claimRecoveryCode(
  db: Executor,
  box: SecretBox,
  userId: number,
  typed: string,
  now: Date,
): Promise<boolean> {
  const code = normaliseRecoveryCode(typed);
  if (code === null) return false;
  const claimed = await db
    .updateTable('recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', box.digest(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

export async function recoveryCodesLeft(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}
