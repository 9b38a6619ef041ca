import {
  fromCents,
  type CategoriesOverTimeRequest,
  type CategoriesOverTimeRow,
  type ReportGranularity,
} from '@hearth/contract';
import { sql } from 'kysely';
import { reportBuckets } from '../../domain/report-buckets.js';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { todayFor } from '../../platform/today.js';
import { checkCategory } from './category-amounts.js';
import {
  lineTotals,
  namedSubcategories,
  sideAmount,
  sideLines,
  sideOf,
  type NamedSubcategory,
  type Side,
} from './spending.js';
import { reportPeriod } from './period.js';

/**
 * One subcategory, a category's subcategories or, without either, all spending, summed per week, month,
 * quarter or year by the reports' one rule (./spending.ts): the kept day totals, put into calendar buckets.
 */
export async function categoriesOverTime(
  deps: AppDeps,
  auth: AuthContext,
  request: CategoriesOverTimeRequest & { granularity?: ReportGranularity },
): Promise<CategoriesOverTimeRow[]> {
  const db = deps.db.kysely;
  const today = todayFor(deps, auth);
  const { from, to } = reportPeriod(request, today);
  const subcategories = await namedSubcategories(db, auth.familyId);
  if (request.subCategoryId && !subcategories.has(request.subCategoryId)) throw notFound('Subcategory not found.');
  if (request.categoryId) await checkCategory(db, auth.familyId, request.categoryId);
  // One subcategory, a category's subcategories (one side, as a category is income or not), or every
  // line on the spending side, uncategorised payments included.
  const chosen = request.subCategoryId
    ? [subcategories.get(request.subCategoryId) as NamedSubcategory]
    : request.categoryId
      ? [...subcategories.values()].filter((sub) => sub.categoryId === request.categoryId)
      : null;
  const side: Side = chosen ? sideOf(chosen[0], 0) : 'spending';
  const lines = chosen
    ? { subcategoryIds: chosen.map((sub) => sub.id), uncategorisedTypes: [] }
    : sideLines('spending', subcategories);
  const buckets = reportBuckets(from, to, request.granularity ?? 'month', today, request.includeCurrent ?? false);
  if (!buckets.length || lines.subcategoryIds.length + lines.uncategorisedTypes.length === 0)
    return buckets.map((bucket) => ({ ...bucket, amount: 0 }));
  const days = await lineTotals(db, auth.familyId, {
    from: (buckets[0] as { fromDate: string }).fromDate,
    to: (buckets.at(-1) as { toDate: string }).toDate,
    includeTransfers: request.includeTransfers ?? false,
    lines,
  })
    .select(['day', 'type_id', sql<number>`sum(amount)`.as('amount')])
    .groupBy(['day', 'type_id'])
    .orderBy('day')
    .execute();
  const sums = buckets.map(() => 0);
  let b = 0;
  for (const day of days) {
    while (b < buckets.length && (buckets[b] as { toDate: string }).toDate < day.day) b += 1;
    if (b === buckets.length) break;
    sums[b] = (sums[b] as number) + sideAmount(day.type_id, Number(day.amount), side);
  }
  return buckets.map((bucket, i) => ({ ...bucket, amount: fromCents(sums[i] as number) }));
}
