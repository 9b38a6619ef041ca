import type { Transaction } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { writeForFamily } from '../../platform/tenancy.js';

/** A write of one family's ledger: its database transaction (from writeForFamily), the dialect and the time. */
export interface LedgerContext {
  trx: Transaction<Database>;
  familyId: number;
  dialect: Dialect;
  now: string;
}

/** Runs a write of the family's ledger in one database transaction (see writeForFamily). */
export function writeLedger<T>(
  deps: AppDeps,
  familyId: number,
  work: (ledger: LedgerContext) => Promise<T>,
): Promise<T> {
  return writeForFamily(deps.db.kysely, familyId, (trx) =>
    work({ trx, familyId, dialect: deps.db.dialect, now: deps.clock().toISOString() }),
  );
}
