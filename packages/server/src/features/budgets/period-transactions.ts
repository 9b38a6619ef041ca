import type { BudgetPeriodTransactionsQuery, Transaction } from '@hearth/contract';
import { budgetPeriod } from '../../domain/budget-periods.js';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import { hydrate, transactionsQuery } from '../transactions/read-model.js';
import { findBudgetRow } from './service.js';
import { ruleOf } from './standing.js';

/**
 * The live transactions with a line naming the budget in one of its periods, newest first (the newer id
 * first on one day): one range of the kept (budget, day) index of such transactions, however many others
 * the family recorded meanwhile. With limitResultCount, one page of that range: the index walked in its
 * order, the skipped rows counted off it and the page's rows alone read and hydrated.
 */
export async function budgetPeriodTransactions(
  deps: AppDeps,
  auth: AuthContext,
  budgetId: number,
  periodNumber: number,
  page: BudgetPeriodTransactionsQuery = {},
): Promise<Transaction[]> {
  const db = deps.db.kysely;
  const row = await findBudgetRow(deps, auth.familyId, budgetId);
  const period = budgetPeriod(ruleOf(row), periodNumber);
  if (!period) throw badRequest(`This budget has no period ${periodNumber}.`);
  const range = transactionsQuery(db, auth.familyId)
    .innerJoin('budget_transactions as bt', 'bt.transaction_id', 'transactions.id')
    .where('bt.budget_id', '=', budgetId)
    .where('bt.day', '>=', period.fromDate)
    .where('bt.day', '<=', period.toDate)
    .where('transactions.is_deleted', '=', 0)
    // The kept day is the transaction's date: the index gives the newest first without a sort, and the
    // id (the key's last column) orders one day's transactions, so pages neither skip nor repeat a row.
    .orderBy('bt.day', 'desc')
    .orderBy('bt.transaction_id', 'desc');
  const limit = page.limitResultCount;
  const rows = await (limit === undefined ? range : range.limit(limit).offset(page.offset ?? 0)).execute();
  return hydrate(db, auth.familyId, rows);
}
