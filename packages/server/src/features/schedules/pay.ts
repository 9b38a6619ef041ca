import {
  ACCOUNT_TYPES_BY_TRANSACTION_TYPE,
  fromCents,
  TransactionTypeName,
  type Transaction,
  type TransactionTypeId,
} from '@hearth/contract';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { writeLedger } from '../ledger/context.js';
import { createTransaction } from '../ledger/writer.js';
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
  const amount = fromCents(event.amount);
  const kinds = ACCOUNT_TYPES_BY_TRANSACTION_TYPE[row.transaction_type_id as TransactionTypeId];
  return {
    id: 0,
    transactionDate: event.date,
    date: event.date,
    transactionTypeId: row.transaction_type_id,
    transactionType: TransactionTypeName[row.transaction_type_id] ?? 'Unknown',
    debitAccountId: row.debit_account_id,
    creditAccountId: row.credit_account_id,
    debitAccountName: row.debit_name,
    creditAccountName: row.credit_name,
    debitAccountTypeId: kinds.debit,
    creditAccountTypeId: kinds.credit,
    description: row.description,
    amount,
    isSplit: false,
    isDeleted: false,
    isReconciled: false,
    runningBalance: null,
    categoryName: null,
    subCategoryName: row.subcategory_name,
    budgetId: row.budget_id,
    budgetName: null,
    scheduleId: row.id,
    scheduleName: row.description,
    scheduleFrequency: null,
    paymentNumber,
    transactionLines: [
      {
        id: 0,
        amount,
        budgetId: row.budget_id,
        categoryId: null,
        subCategoryId: row.subcategory_id,
        categoryName: null,
        subCategoryName: row.subcategory_name,
        budget: null,
      },
    ],
    tags: await scheduleTags(deps.db.kysely, row.id),
    attachments: [],
  };
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
  const id = await writeLedger(deps, auth.familyId, async (ledger) => {
    const { row, event } = await payablePayment(deps, auth, scheduleId, paymentNumber, ledger.trx);
    const tags = await scheduleTags(ledger.trx, row.id);
    const entry = schedulePaymentEntry(
      row,
      event,
      tags.map((tag) => tag.id),
    );
    return createTransaction(ledger, entry, { scheduleId: row.id, paymentNumber });
  });
  return getTransaction(deps, auth.familyId, id);
}
