import type { BudgetReportRequest, BudgetReportSeries } from '@hearth/contract';
import { periodNumberOn } from '../../domain/budget-periods.js';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { BUDGET_NOT_FOUND } from './service.js';
import { byNameCaseInsensitive } from '../../platform/sorting.js';
import { todayFor } from '../../platform/today.js';
import { allowanceChanges, budgetPeriodUses, budgetsQuery, ruleOf } from './standing.js';

/**
 * The budget trend: for one budget, or every live budget of a type, the share of each period's allowance
 * (carry-over included) that was used, from the first period to the current one.
 */
export async function budgetReport(
  deps: AppDeps,
  auth: AuthContext,
  request: BudgetReportRequest,
): Promise<BudgetReportSeries[]> {
  const db = deps.db.kysely;
  let query = budgetsQuery(db, auth.familyId).where('budgets.is_deleted', '=', 0);
  if (request.budgetId) query = query.where('budgets.id', '=', request.budgetId);
  if (request.budgetTypeId) query = query.where('budgets.budget_type_id', '=', request.budgetTypeId);
  const rows = await query.execute();
  // A budget asked for by id that is not the family's (or is deleted) is not found, not an empty trend.
  if (request.budgetId && rows.length === 0) {
    const live = await budgetsQuery(db, auth.familyId)
      .where('budgets.is_deleted', '=', 0)
      .where('budgets.id', '=', request.budgetId)
      .executeTakeFirst();
    if (!live) throw notFound(BUDGET_NOT_FOUND);
  }
  const today = todayFor(deps, auth);
  const changes = await allowanceChanges(
    db,
    auth.familyId,
    rows.map((row) => row.id),
  );
  const series = await Promise.all(
    rows.map(async (row) => {
      const uses = await budgetPeriodUses(
        db,
        row,
        changes.get(row.id) ?? [],
        Math.max(periodNumberOn(ruleOf(row), today), 1),
      );
      return {
        name: row.name,
        budgetId: row.id,
        instances: uses.map((use) => ({
          budgetNumber: use.budgetNumber,
          startDate: use.fromDate,
          endDate: use.toDate,
          percentageUsed: use.percentageUsed,
        })),
      };
    }),
  );
  return series.sort(byNameCaseInsensitive);
}
