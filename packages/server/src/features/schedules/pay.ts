import { fromCents, TransactionTypeName, type Transaction } from '@hearth/contract';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { saveTransaction } from '../transactions/service.js';
import { payablePayment } from './payable.js';

async function tagIdsOf(deps: AppDeps, scheduleId: number): Promise<{ id: number; name: string }[]> {
  return deps.db.kysely
    .selectFrom('schedule_tags as st')
    .innerJoin('tags', 'tags.id', 'st.tag_id')
    .select(['tags.id', 'tags.name'])
    .where('st.schedule_id', '=', scheduleId)
    .orderBy('tags.name')
    .execute();
}

/** A new transaction filled in from a scheduled payment, not saved: saving it pays the payment. */
export async function scheduledTransactionDraft(
  deps: AppDeps,
  auth: AuthContext,
  scheduleId: number,
  paymentNumber: number,
): Promise<Transaction> {
  const { row, event } = await payablePayment(deps, auth, scheduleId, paymentNumber);
  const amount = fromCents(event.amount);
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
    debitAccountTypeId: row.transaction_type_id === 2 ? 2 : 1,
    creditAccountTypeId: row.transaction_type_id === 1 ? 2 : 1,
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
    tags: await tagIdsOf(deps, row.id),
    attachments: [],
  };
}

/** Pays a scheduled payment at once, with the schedule's accounts, amount, subcategory, budget and tags. */
export async function payScheduledPayment(
  deps: AppDeps,
  auth: AuthContext,
  scheduleId: number,
  paymentNumber: number,
): Promise<Transaction> {
  const draft = await scheduledTransactionDraft(deps, auth, scheduleId, paymentNumber);
  return saveTransaction(deps, auth, {
    transactionDate: draft.transactionDate,
    transactionTypeId: draft.transactionTypeId as 1 | 2 | 3,
    debitAccountId: draft.debitAccountId,
    creditAccountId: draft.creditAccountId,
    description: draft.description,
    transactionLines: draft.transactionLines.map((line) => ({
      amount: line.amount,
      subCategoryId: line.subCategoryId,
      budgetId: line.budgetId,
    })),
    tags: draft.tags.map((tag) => tag.id),
    scheduleId,
    paymentNumber,
  });
}
