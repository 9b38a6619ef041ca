import { HistoryAction } from '@hearth/contract';
import { ACCOUNT_TYPES_BY_TRANSACTION_TYPE, type Transaction } from '@hearth/contract';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { writeLedger } from '../ledger/context.js';
import { createTransaction } from '../ledger/writer.js';
import { toTransaction, type LineRow, type TransactionRow } from '../transactions/read-model.js';
import { getTransaction } from '../transactions/service.js';
import { payablePayment } from './payable.js';
import { schedulePaymentEntry, scheduleTags } from './payment-entry.js';

/** A new transaction filled in from a scheduled payment, not saved: saving it pays the payment. */
export async function scheduledTransactionDraft(
  deps: AppDeps,
  auth: AuthContext,
  scheduleId: number,
  paymentNumber: number,
): Promise<Transaction> {
  const { row, event } = await payablePayment(deps, auth, scheduleId, paymentNumber);
  const kinds = ACCOUNT_TYPES_BY_TRANSACTION_TYPE[row.transaction_type_id];
  const draft: TransactionRow = {
    id: 0,
    transaction_date: event.date,
    transaction_type_id: row.transaction_type_id,
    debit_account_id: row.debit_account_id,
    credit_account_id: row.credit_account_id,
    description: row.description,
    amount: event.amount,
    is_deleted: 0,
    is_reconciled: 0,
    is_pending: 0,
    schedule_id: row.id,
    payment_number: paymentNumber,
    debit_name: row.debit_name,
    debit_type: kinds.debit,
    credit_name: row.credit_name,
    credit_type: kinds.credit,
    schedule_name: row.description,
    schedule_recurrence: null,
  };
  const line: LineRow = {
    id: 0,
    transaction_id: 0,
    amount: event.amount,
    subcategory_id: row.subcategory_id,
    budget_id: row.budget_id,
    subcategory_name: row.subcategory_name,
    category_id: null,
    category_name: null,
    budget_name: null,
  };
  return toTransaction(draft, [line], await scheduleTags(deps.db.kysely, row.id), []);
}

/**
 * Pays a scheduled payment at once, with the schedule's accounts, amount, subcategory, budget and tags. The
 * schedule is read inside the write, so a payment paid or skipped meanwhile is refused.
 */
export async function payScheduledPayment(
  deps: AppDeps,
  auth: AuthContext,
  scheduleId: number,
  paymentNumber: number,
): Promise<Transaction> {
  const id = await writeLedger(
    deps,
    auth.familyId,
    async (ledger) => {
      const { row, event } = await payablePayment(deps, auth, scheduleId, paymentNumber, ledger.trx);
      const tags = await scheduleTags(ledger.trx, row.id);
      const entry = schedulePaymentEntry(
        row,
        event,
        tags.map((tag) => tag.id),
      );
      return createTransaction(ledger, entry, { scheduleId: row.id, paymentNumber });
    },
    { userId: auth.userId, action: HistoryAction.Pay },
  );
  return getTransaction(deps, auth.familyId, id);
}
