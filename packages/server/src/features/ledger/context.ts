import type { HistoryAction } from '@hearth/contract';
import type { Transaction } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { writeForFamily } from '../../platform/tenancy.js';

/**
 * Who makes a write and how, as its history records it (docs/history.md): the signed-in member (null for
 * what the server does by itself), and the way it came about when it is not by hand (an import, auto-pay,
 * a bulk update…); by hand, the history names it create, update, delete or restore from what changed.
 */
export interface ChangeAuthor {
  userId: number | null;
  action?: HistoryAction;
}

/** A write of one family's ledger: its database transaction (from writeForFamily), the dialect, the time and its author. */
export interface LedgerContext {
  trx: Transaction<Database>;
  familyId: number;
  dialect: Dialect;
  now: string;
  author: ChangeAuthor;
}

/** Runs a write of the family's ledger in one database transaction (see writeForFamily). */
export function writeLedger<T>(
  deps: AppDeps,
  familyId: number,
  work: (ledger: LedgerContext) => Promise<T>,
  author: ChangeAuthor = { userId: null },
): Promise<T> {
  return writeForFamily(deps.db.kysely, familyId, (trx) =>
    work({ trx, familyId, dialect: deps.db.dialect, now: deps.clock().toISOString(), author }),
  );
}
