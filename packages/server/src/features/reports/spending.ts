import { TransactionType } from '@hearth/contract';
import { sql, type SqlBool } from 'kysely';
import type { Executor } from '../../db/database.js';
import { isSet } from '../../db/flags.js';
import { familyScope } from '../../platform/tenancy.js';

/**
 * What every report calls spending and income: one rule, so that Cash Flow, Categories Over Time, Category
 * Amount and the search total agree to the cent for the same days and filter (docs/product-decisions.md,
 * "Reports").
 *
 * - A line is on the income side when its subcategory is in an income category, on the spending side
 *   otherwise; an uncategorised line is on the side its transaction's type says (a deposit is income).
 * - On the spending side payments count and deposits (refunds) count back; on the income side the reverse.
 * - A transfer between the family's own accounts is neither, unless the report is asked to include
 *   transfers: then it counts on its subcategory's side, as money moved out.
 */
export type Side = 'spending' | 'income';

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

export function sideOf(subcategory: Pick<NamedSubcategory, 'income'> | undefined, typeId: number): Side {
  if (subcategory) return subcategory.income ? 'income' : 'spending';
  return typeId === TransactionType.Deposit ? 'income' : 'spending';
}

/** What a line of a type adds to its side (cents): a refund takes spending back, a payment takes income back. */
export function sideAmount(typeId: number, amount: number, side: Side): number {
  if (typeId === TransactionType.Transfer) return amount;
  const into = side === 'income' ? TransactionType.Deposit : TransactionType.Payment;
  return typeId === into ? amount : -amount;
}

/** Which lines a figure is made of: some subcategories, and uncategorised lines of some types. */
export interface LineChoice {
  subcategoryIds: readonly number[];
  uncategorisedTypes: readonly number[];
}

/** Every line on one side: its subcategories, and the uncategorised lines its types put there. */
export function sideLines(side: Side, subcategories: Map<number, NamedSubcategory>): LineChoice {
  return {
    subcategoryIds: [...subcategories.values()].filter((sub) => sideOf(sub, 0) === side).map((sub) => sub.id),
    uncategorisedTypes:
      side === 'income' ? [TransactionType.Deposit] : [TransactionType.Payment, TransactionType.Transfer],
  };
}

export interface LineRange {
  from: string;
  to: string;
  /** Transfers between own accounts count only when a report is asked to include them. */
  includeTransfers: boolean;
  /** All lines when left out. */
  lines?: LineChoice;
}

/**
 * The family's kept line totals (per day, subcategory and type) between two days, inclusive, as every
 * spending and income figure reads them; each report adds the grouping it needs.
 */
export function lineTotals(db: Executor, familyId: number, range: LineRange) {
  let query = db
    .selectFrom('subcategory_day_totals')
    .where('family_id', '=', familyId)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to);
  if (!range.includeTransfers) query = query.where('type_id', '<>', TransactionType.Transfer);
  const lines = range.lines;
  if (lines) {
    query = query.where((eb) => {
      const either = [];
      if (lines.subcategoryIds.length > 0) either.push(eb('subcategory_id', 'in', lines.subcategoryIds));
      if (lines.uncategorisedTypes.length > 0)
        either.push(eb.and([eb('subcategory_id', '=', 0), eb('type_id', 'in', lines.uncategorisedTypes)]));
      return either.length > 0 ? eb.or(either) : sql<SqlBool>`1 = 0`;
    });
  }
  return query;
}
