import type { Passkey, TwoFactorStatus } from '@hearth/contract';
import type { Executor } from '../../db/database.js';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { recoveryCodesLeft } from './recovery-codes.js';

export async function listPasskeys(db: Executor, userId: number): Promise<Passkey[]> {
  const rows = await db
    .selectFrom('passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at }));
}

/** What the Security page shows of the user's second factors; never a secret. */
export async function twoFactorStatus(deps: AppDeps, auth: AuthContext): Promise<TwoFactorStatus> {
  const db = deps.db.kysely;
  const [user, left, passkeys] = await Promise.all([
    db.selectFrom('users').select('totp_secret').where('id', '=', auth.userId).executeTakeFirst(),
    recoveryCodesLeft(db, auth.userId),
    listPasskeys(db, auth.userId),
  ]);
  const totpEnabled = (user?.totp_secret ?? null) !== null;
  return { totpEnabled, recoveryCodesLeft: totpEnabled ? left : 0, passkeys };
}
