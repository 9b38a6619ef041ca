import type { Transaction } from '@hearth/contract';
import { budgetPeriod } from '../../domain/budget-periods.js';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import { hydrate, transactionsQuery } from '../transactions/read-model.js';
import { findBudgetRow } from './service.js';
import { ruleOf } from './standing.js';

/** The live transactions with a line naming the budget in one of its periods, newest first. */
export async function budgetPeriodTransactions(deps: AppDeps, auth: AuthContext, budgetId: number, periodNumber: number): Promise<Transaction[]> {
  const db = deps.db.kysely;
  const row = await findBudgetRow(deps, auth.familyId, budgetId);
  const period = budgetPeriod(ruleOf(row), periodNumber);
  if (!period) throw badRequest(`This budget has no period ${periodNumber}.`);
  const rows = await transactionsQuery(db, auth.familyId)
    .where('transactions.is_deleted', '=', 0)
    .where('transactions.transaction_date', '>=', period.fromDate)
    .where('transactions.transaction_date', '<=', period.toDate)
    .where((eb) =>
      eb.exists(eb.selectFrom('transaction_lines as l').select('l.id').whereRef('l.transaction_id', '=', 'transactions.id').where('l.budget_id', '=', budgetId)),
    )
    .orderBy('transactions.transaction_date', 'desc')
    .orderBy('transactions.id', 'desc')
    .execute();
  return hydrate(db, auth.familyId, rows);
}
