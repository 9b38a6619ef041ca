import { fromCents, TransactionType, type CategoryAmountRequest, type CategoryAmountRow } from '@hearth/contract';
import { sql, type SqlBool } from 'kysely';
import type { Executor } from '../../db/database.js';
import { isSet } from '../../db/flags.js';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { familyScope } from '../../platform/tenancy.js';
import { todayFor } from '../../platform/today.js';
import { reportPeriod } from './period.js';

export const UNCATEGORISED = 'Uncategorised';

/** A subcategory with its category, as the reports name them. */
export interface NamedSubcategory {
  id: number;
  name: string;
  categoryId: number;
  category: string;
  income: boolean;
}

export async function namedSubcategories(db: Executor, familyId: number): Promise<Map<number, NamedSubcategory>> {
  const rows = await familyScope(db, familyId)
    .selectFrom('subcategories')
    .innerJoin('categories', 'categories.id', 'subcategories.category_id')
    .select([
      'subcategories.id',
      'subcategories.name',
      'categories.id as category_id',
      'categories.name as category',
      'categories.income_category',
    ])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        categoryId: row.category_id,
        category: row.category,
        income: isSet(row.income_category),
      },
    ]),
  );
}

/**
 * Transfers between the family's own accounts are neither spending nor income: a transfer line counts only
 * when it names a subcategory (money set aside for one, say).
 */
export const COUNTED_LINES = sql<SqlBool>`(type_id <> ${TransactionType.Transfer} OR subcategory_id <> 0)`;

/** What a line amounts to in a report: spending counts payments and transfers less refunds; income the reverse. */
export function signedAmount(typeId: number, amount: number, income: boolean): number {
  const spending = typeId === TransactionType.Deposit ? -amount : amount;
  return income ? -spending : spending;
}

export async function checkCategory(db: Executor, familyId: number, categoryId: number): Promise<void> {
  const found = await familyScope(db, familyId)
    .selectFrom('categories')
    .select('id')
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (!found) throw notFound('Category not found.');
}

/**
 * What each subcategory amounted to over a period, largest first, from the kept day totals: one range
 * of the family's days, however many transactions it holds.
 */
export async function categoryAmounts(
  deps: AppDeps,
  auth: AuthContext,
  request: CategoryAmountRequest,
): Promise<CategoryAmountRow[]> {
  const db = deps.db.kysely;
  const { from, to } = reportPeriod(request, todayFor(deps, auth));
  if (request.categoryId) await checkCategory(db, auth.familyId, request.categoryId);
  const [totals, subcategories] = await Promise.all([
    db
      .selectFrom('subcategory_day_totals')
      .select(['subcategory_id', 'type_id', sql<number>`sum(amount)`.as('amount')])
      .where('family_id', '=', auth.familyId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .where(COUNTED_LINES)
      .groupBy(['subcategory_id', 'type_id'])
      .execute(),
    namedSubcategories(db, auth.familyId),
  ]);
  const amounts = new Map<number, number>();
  for (const row of totals) {
    const sub = subcategories.get(row.subcategory_id);
    if (request.categoryId && sub?.categoryId !== request.categoryId) continue;
    amounts.set(
      row.subcategory_id,
      (amounts.get(row.subcategory_id) ?? 0) + signedAmount(row.type_id, Number(row.amount), sub?.income ?? false),
    );
  }
  return [...amounts]
    .filter(([, amount]) => amount !== 0)
    .map(([id, amount]) => {
      const sub = subcategories.get(id);
      return {
        amount: fromCents(amount),
        category: sub?.category ?? UNCATEGORISED,
        subcategory: sub?.name ?? UNCATEGORISED,
        categoryId: sub?.categoryId ?? null,
        subCategoryId: sub?.id ?? null,
        incomeCategory: sub?.income ?? false,
      };
    })
    .sort(
      (a, b) =>
        b.amount - a.amount || a.category.localeCompare(b.category) || a.subcategory.localeCompare(b.subcategory),
    );
}
