import { sql, type SqlBool } from 'kysely';
import { withoutIndex } from '../../db/index-hints.js';
import type { LedgerContext } from './context.js';

/**
 * The family condition of a statement that reaches rows by their ids, or by a key narrower than the family
 * (an account). It refuses another family's rows as familyScope does, but behind a unary plus
 * (db/index-hints.ts, in both dialects), so that no index can serve it and the rows are found by that key. SQLite's statistics are
 * sampled (ANALYZE under analysis_limit) and take one family for about a thousand rows: given the plain
 * condition and a hundred ids, its planner reads the family's whole index instead, which at a million
 * transactions costs 50 ms or more per statement.
 */
export function ownedByFamily(column: string, familyId: number) {
  return sql<SqlBool>`${withoutIndex(column)} = ${familyId}`;
}

/** An update of the family's transactions of these ids, each looked up by its id. */
export function updateTransactionsById(ledger: LedgerContext, ids: number[]) {
  return ledger.trx
    .updateTable('transactions')
    .where('transactions.id', 'in', ids)
    .where(ownedByFamily('transactions.family_id', ledger.familyId));
}
