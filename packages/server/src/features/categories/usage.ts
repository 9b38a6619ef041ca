import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import { familyScope } from '../../platform/tenancy.js';

export interface SubcategoryUsage {
  amount: number;
  transactionCount: number;
  usages: number;
}

/**
 * How much each subcategory is used: the kept totals of its live transaction lines, plus live accounts
 * that default to it and live schedules that use it.
 */
export async function subcategoryUsage(db: Executor, familyId: number): Promise<Map<number, SubcategoryUsage>> {
  const [lines, defaults, schedules] = await Promise.all([
    familyScope(db, familyId)
      .selectFrom('subcategories')
      .select(['id', 'line_total', 'line_count'])
      .where('line_count', '!=', 0)
      .execute(),
    familyScope(db, familyId)
      .selectFrom('accounts')
      .select(['default_subcategory_id', sql<number>`count(*)`.as('count')])
      .where('is_deleted', '=', 0)
      .where('default_subcategory_id', 'is not', null)
      .groupBy('default_subcategory_id')
      .execute(),
    familyScope(db, familyId)
      .selectFrom('schedules')
      .select(['subcategory_id', sql<number>`count(*)`.as('count')])
      .where('is_deleted', '=', 0)
      .where('subcategory_id', 'is not', null)
      .groupBy('subcategory_id')
      .execute(),
  ]);
  const usage = new Map<number, SubcategoryUsage>();
  for (const row of lines) {
    usage.set(row.id, {
      amount: Number(row.line_total),
      transactionCount: Number(row.line_count),
      usages: Number(row.line_count),
    });
  }
  for (const row of [
    ...defaults.map((d) => ({ id: d.default_subcategory_id, count: d.count })),
    ...schedules.map((s) => ({ id: s.subcategory_id, count: s.count })),
  ]) {
    const id = Number(row.id);
    const found = usage.get(id) ?? { amount: 0, transactionCount: 0, usages: 0 };
    found.usages += Number(row.count);
    usage.set(id, found);
  }
  return usage;
}
