import { fromCents, RecurrenceTypeName, TransactionTypeName } from '@hearth/contract';
import type { AppDeps } from '../../platform/deps.js';
import { schedulesQuery } from './rows.js';

/** The family's live schedules, by description: for pickers such as the scenario editor's. */
export async function listSchedules(deps: AppDeps, familyId: number) {
  const rows = await schedulesQuery(deps.db.kysely, familyId)
    .where('schedules.is_deleted', '=', 0)
    .orderBy('schedules.description')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    description: row.description,
    recurrenceType: RecurrenceTypeName[row.recurrence_type_id] ?? 'Unknown',
    transactionType: TransactionTypeName[row.transaction_type_id] ?? 'Unknown',
    scheduleStart: row.schedule_start,
    amount: fromCents(Number(row.amount)),
    debitAccount: row.debit_name,
    creditAccount: row.credit_name,
  }));
}
