import { BudgetType } from '@hearth/contract';
import type { BookBudget } from '../../domain/import/apps/book-budgets.js';
import { nameKey } from '../../platform/unique-names.js';
import type { LedgerContext } from '../ledger/context.js';

/**
 * Makes the book's monthly budgets the family lacks, with their allowance changes (budget_allowances, one
 * row per change, period 1 first), inside the import's write. The current allowance is the last one.
 */
export async function makeBudgets(
  ledger: LedgerContext,
  budgets: BookBudget[],
  known: Map<string, number>,
): Promise<Map<string, number>> {
  const ids = new Map(known);
  for (const budget of budgets) {
    const current = budget.changes[budget.changes.length - 1]?.amount ?? 0;
    const row = await ledger.trx
      .insertInto('budgets')
      .values({
        family_id: ledger.familyId,
        name: budget.name,
        name_key: nameKey(budget.name),
        allowance_amount: current,
        start_date: budget.startDate,
        end_date: null,
        budget_type_id: BudgetType.Monthly,
        primary_account_id: null,
        start_day_number: 1,
        created_at: ledger.now,
        updated_at: ledger.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ledger.trx
      .insertInto('budget_allowances')
      .values(
        budget.changes.map((change) => ({
          family_id: ledger.familyId,
          budget_id: row.id,
          from_period: change.fromPeriod,
          amount: change.amount,
        })),
      )
      .execute();
    ids.set(nameKey(budget.name), row.id);
  }
  return ids;
}
