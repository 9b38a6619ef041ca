import { fromCents, type CategoryAmountRequest, type CategoryAmountRow } from '@hearth/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { familyScope } from '../../platform/tenancy.js';
import { todayFor } from '../../platform/today.js';
import { reportPeriod } from './period.js';
import { lineTotals, namedSubcategories, sideAmount, sideOf, UNCATEGORISED, type Side } from './spending.js';

export async function checkCategory(db: Executor, familyId: number, categoryId: number): Promise<void> {
  const found = await familyScope(db, familyId)
    .selectFrom('categories')
    .select('id')
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (!found) throw notFound('Category not found.');
}

/**
 * What each subcategory amounted to over a period, largest first, spending and income apart (each row
 * says which), by the reports' one rule (./spending.ts), from the kept day totals.
 */
export async function categoryAmounts(
  deps: AppDeps,
  auth: AuthContext,
  request: CategoryAmountRequest,
): Promise<CategoryAmountRow[]> {
  const db = deps.db.kysely;
  const { from, to } = reportPeriod(request, todayFor(deps, auth));
  if (request.categoryId) await checkCategory(db, auth.familyId, request.categoryId);
  const includeTransfers = request.includeTransfers ?? false;
  const [totals, subcategories] = await Promise.all([
    lineTotals(db, auth.familyId, { from, to, includeTransfers })
      .select(['subcategory_id', 'type_id', sql<number>`sum(amount)`.as('amount')])
      .groupBy(['subcategory_id', 'type_id'])
      .execute(),
    namedSubcategories(db, auth.familyId),
  ]);
  // One row a subcategory and side: uncategorised spending and uncategorised income are two rows.
  const amounts = new Map<string, { id: number; side: Side; amount: number }>();
  for (const row of totals) {
    const sub = subcategories.get(row.subcategory_id);
    if (request.categoryId && sub?.categoryId !== request.categoryId) continue;
    const side = sideOf(sub, row.type_id);
    const key = `${row.subcategory_id} ${side}`;
    const entry = amounts.get(key) ?? { id: row.subcategory_id, side, amount: 0 };
    entry.amount += sideAmount(row.type_id, Number(row.amount), side);
    amounts.set(key, entry);
  }
  return [...amounts.values()]
    .filter((entry) => entry.amount !== 0)
    .map(({ id, side, amount }) => {
      const sub = subcategories.get(id);
      return {
        amount: fromCents(amount),
        category: sub?.category ?? UNCATEGORISED,
        subcategory: sub?.name ?? UNCATEGORISED,
        categoryId: sub?.categoryId ?? null,
        subCategoryId: sub?.id ?? null,
        incomeCategory: side === 'income',
      };
    })
    .sort(
      (a, b) =>
        b.amount - a.amount || a.category.localeCompare(b.category) || a.subcategory.localeCompare(b.subcategory),
    );
}
