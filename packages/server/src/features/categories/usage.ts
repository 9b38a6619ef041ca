import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

export interface SubcategoryUsage {
  amount: number;
  transactionCount: number;
  usages: number;
}

/**
 * How much each subcategory is used: live transaction lines (their amount and count) and live accounts
 * that default to it. Schedules add theirs when they exist.
 */
export async function subcategoryUsage(db: Executor, familyId: number): Promise<Map<number, SubcategoryUsage>> {
  const lines = await db
    .selectFrom('transaction_lines as l')
    .innerJoin('transactions as t', 't.id', 'l.transaction_id')
    .select(['l.subcategory_id', sql<number>`sum(l.amount)`.as('amount'), sql<number>`count(*)`.as('count')])
    .where('l.family_id', '=', familyId)
    .where('t.is_deleted', '=', 0)
    .where('l.subcategory_id', 'is not', null)
    .groupBy('l.subcategory_id')
    .execute();
  const defaults = await db
    .selectFrom('accounts')
    .select(['default_subcategory_id', sql<number>`count(*)`.as('count')])
    .where('family_id', '=', familyId)
    .where('is_deleted', '=', 0)
    .where('default_subcategory_id', 'is not', null)
    .groupBy('default_subcategory_id')
    .execute();
  const usage = new Map<number, SubcategoryUsage>();
  const entry = (id: number) => {
    let found = usage.get(id);
    if (!found) usage.set(id, (found = { amount: 0, transactionCount: 0, usages: 0 }));
    return found;
  };
  for (const row of lines) {
    const found = entry(Number(row.subcategory_id));
    found.amount += Number(row.amount);
    found.transactionCount += Number(row.count);
    found.usages += Number(row.count);
  }
  for (const row of defaults) entry(Number(row.default_subcategory_id)).usages += Number(row.count);
  return usage;
}
