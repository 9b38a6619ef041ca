import {
  fromCents,
  TransactionType,
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
import { checkCategory, COUNTED_LINES, namedSubcategories } from './category-amounts.js';
import { reportPeriod } from './period.js';

/**
 * One subcategory, a category's subcategories or, without either, every spending subcategory, summed per
 * week, month, quarter or year: the kept day totals of the period, put into calendar buckets.
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
  const chosen = [...subcategories.values()].filter((sub) =>
    request.subCategoryId
      ? sub.id === request.subCategoryId
      : request.categoryId
        ? sub.categoryId === request.categoryId
        : !sub.income,
  );
  const buckets = reportBuckets(from, to, request.granularity ?? 'month', today, request.includeCurrent ?? false);
  if (!buckets.length || !chosen.length) return buckets.map((bucket) => ({ ...bucket, amount: 0 }));
  // The chosen subcategories are all spending or all income (one subcategory, one category, or every
  // spending one), so the signs can be applied in SQL and the days summed there: one row a day.
  const income = chosen[0]?.income ?? false;
  const spending = sql<number>`sum(case when type_id = ${TransactionType.Deposit} then -amount else amount end)`;
  const days = await db
    .selectFrom('subcategory_day_totals')
    .select(['day', spending.as('amount')])
    .where('family_id', '=', auth.familyId)
    .where('day', '>=', (buckets[0] as { fromDate: string }).fromDate)
    .where('day', '<=', (buckets.at(-1) as { toDate: string }).toDate)
    .where(
      'subcategory_id',
      'in',
      chosen.map((sub) => sub.id),
    )
    .where(COUNTED_LINES)
    .groupBy('day')
    .orderBy('day')
    .execute();
  const sums = buckets.map(() => 0);
  let b = 0;
  for (const day of days) {
    while (b < buckets.length && (buckets[b] as { toDate: string }).toDate < day.day) b += 1;
    if (b === buckets.length) break;
    sums[b] = (sums[b] as number) + (income ? -Number(day.amount) : Number(day.amount));
  }
  return buckets.map((bucket, i) => ({ ...bucket, amount: fromCents(sums[i] as number) }));
}
