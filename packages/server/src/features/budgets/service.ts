import { BudgetTypeName, fromCents, type BudgetSummary } from '@hearth/contract';
import type { AppDeps } from '../../platform/deps.js';
import { byNameCaseInsensitive } from '../../platform/sorting.js';
import { familyScope } from '../../platform/tenancy.js';

/** The family's live budgets, by name. */
export async function listBudgets(deps: AppDeps, familyId: number): Promise<BudgetSummary[]> {
  const rows = await familyScope(deps.db.kysely, familyId)
    .selectFrom('budgets')
    .leftJoin('accounts', 'accounts.id', 'budgets.primary_account_id')
    .select([
      'budgets.id',
      'budgets.name',
      'budgets.budget_type_id',
      'budgets.allowance_amount',
      'budgets.start_date',
      'budgets.end_date',
      'budgets.primary_account_id',
      'accounts.name as account_name',
    ])
    .where('budgets.is_deleted', '=', 0)
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      budgetTypeId: row.budget_type_id,
      budgetType: BudgetTypeName[row.budget_type_id] ?? 'Unknown',
      allowanceAmount: fromCents(Number(row.allowance_amount)),
      budgetAmount: fromCents(Number(row.allowance_amount)),
      startDate: row.start_date,
      endDate: row.end_date,
      primaryAccountId: row.primary_account_id,
      primaryAccountName: row.account_name,
    }))
    .sort(byNameCaseInsensitive);
}
