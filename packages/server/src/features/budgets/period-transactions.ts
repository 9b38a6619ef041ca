import type { Transaction } from '@hearth/contract';
import { budgetPeriod } from '../../domain/budget-periods.js';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import { hydrate, transactionsQuery } from '../transactions/read-model.js';
import { findBudgetRow } from './service.js';
import { ruleOf } from './standing.js';

/**
 * The live transactions with a line naming the budget in one of its periods, newest first: one range of
 * the kept (budget, day) index of such transactions, however many others the family recorded meanwhile.
 */
export async function budgetPeriodTransactions(deps: AppDeps, auth: AuthContext, budgetId: number, periodNumber: number): Promise<Transaction[]> {
  const db = deps.db.kysely;
  const row = await findBudgetRow(deps, auth.familyId, budgetId);
  const period = budgetPeriod(ruleOf(row), periodNumber);
  if (!period) throw badRequest(`This budget has no period ${periodNumber}.`);
  const rows = await transactionsQuery(db, auth.familyId)
    .innerJoin('budget_transactions as bt', 'bt.transaction_id', 'transactions.id')
    .where('bt.budget_id', '=', budgetId)
    .where('bt.day', '>=', period.fromDate)
    .where('bt.day', '<=', period.toDate)
    .where('transactions.is_deleted', '=', 0)
    // The kept day is the transaction's date: the index gives the newest first without a sort.
    .orderBy('bt.day', 'desc')
    .orderBy('bt.transaction_id', 'desc')
    .execute();
  return hydrate(db, auth.familyId, rows);
}
