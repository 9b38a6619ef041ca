import { thirdPartySide, type TransactionTypeId } from '@hearth/contract';
import { insertRows } from '../../db/insert-rows.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { familyScope } from '../../platform/tenancy.js';
import { recordReconciledMarks } from '../history/transaction-records.js';
import { ownedByFamily, updateTransactionsById } from './by-ids.js';
import type { LedgerContext } from './context.js';

export const RECONCILED_MESSAGE =
  'This transaction is reconciled with a bank statement: unlock it before changing or deleting it.';
export const RECONCILED_FACTS_MESSAGE =
  'This transaction is reconciled with a bank statement: its date, amount, type and bank account stay as the bank said. Unlock it to change them; its third party, category, budget, tags and description can be changed as it is.';

/** What a bank statement says of a transaction: what reconciling it protects. */
export interface BankFacts {
  transaction_date: string;
  transaction_type_id: TransactionTypeId;
  debit_account_id: number;
  credit_account_id: number;
  amount: number;
}

/**
 * A reconciled transaction keeps what the bank said: its date, amount, type and the family's own bank
 * account(s). The family's own choices (the third party it is put under, category, budget, split, tags,
 * description) stay theirs to change without unlocking it.
 */
export function refuseChangedBankFacts(existing: BankFacts & { is_reconciled: number }, next: BankFacts): void {
  if (!existing.is_reconciled) return;
  const typeId = existing.transaction_type_id;
  const payee = thirdPartySide(typeId);
  const same =
    existing.transaction_date === next.transaction_date &&
    Number(typeId) === Number(next.transaction_type_id) &&
    (payee === 'debit' || existing.debit_account_id === next.debit_account_id) &&
    (payee === 'credit' || existing.credit_account_id === next.credit_account_id) &&
    Number(existing.amount) === Number(next.amount);
  if (!same) throw badRequest(RECONCILED_FACTS_MESSAGE);
}
const TRANSACTION_NOT_FOUND = 'Transaction not found.';

/** How many rows one statement binds: far below SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
export const LINK_BATCH_SIZE = 500;

export function batchesOf<T>(items: T[], size = LINK_BATCH_SIZE): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/**
 * A reconciled transaction says what the bank recorded: it is not changed or deleted by accident. The
 * editor offers Unlock (unlockTransaction), which clears the mark and keeps the bank ids, so that the
 * next import of the statement recognises the transaction again and marks it reconciled once more.
 */
export function refuseReconciled(row: { is_reconciled: number }): void {
  if (row.is_reconciled) throw badRequest(RECONCILED_MESSAGE);
}

/** A statement row's bank id linked to a transaction of the account the statement is of. */
export interface BankLink {
  transactionId: number;
  reference: string;
}

/**
 * Links statement rows to live transactions that use the account, and marks them reconciled. The
 * transactions' money does not change, so no kept total moves. A bank id is linked once per account (a
 * unique index), so two imports of one statement at the same moment cannot both link it.
 */
export async function linkBankReferences(ledger: LedgerContext, accountId: number, links: BankLink[]): Promise<void> {
  for (const batch of batchesOf(links)) {
    const ids = [...new Set(batch.map((link) => link.transactionId))];
    // Read by id and checked here: a condition on the account would lead the planner to the account's index.
    const rows = await ledger.trx
      .selectFrom('transactions')
      .select(['id', 'is_deleted', 'is_reconciled', 'debit_account_id', 'credit_account_id'])
      .where('id', 'in', ids)
      .where(ownedByFamily('transactions.family_id', ledger.familyId))
      .execute();
    const live = rows.filter(
      (row) => !row.is_deleted && (row.debit_account_id === accountId || row.credit_account_id === accountId),
    );
    if (live.length !== ids.length)
      throw badRequest('A transaction to reconcile is deleted or no longer uses this account; nothing was written.');
    await insertRows(
      ledger.trx,
      'bank_links',
      batch.map((link) => ({
        family_id: ledger.familyId,
        account_id: accountId,
        transaction_id: link.transactionId,
        reference: link.reference,
        created_at: ledger.now,
      })),
    );
    await updateTransactionsById(ledger, ids).set({ is_reconciled: 1 }).where('is_reconciled', '=', 0).execute();
    await recordReconciledMarks(
      ledger,
      live.filter((row) => !row.is_reconciled).map((row) => row.id),
      true,
    );
  }
}

/** Marks reconciled again transactions whose bank ids are linked already (unlocked since an earlier import). */
export async function markReconciled(ledger: LedgerContext, transactionIds: number[]): Promise<void> {
  for (const ids of batchesOf(transactionIds)) {
    const marking = await ledger.trx
      .selectFrom('transactions')
      .select('id')
      .where('id', 'in', ids)
      .where(ownedByFamily('transactions.family_id', ledger.familyId))
      .where('is_deleted', '=', 0)
      .where('is_reconciled', '=', 0)
      .execute();
    await updateTransactionsById(ledger, ids).set({ is_reconciled: 1 }).where('is_deleted', '=', 0).execute();
    await recordReconciledMarks(
      ledger,
      marking.map((row) => row.id),
      true,
    );
  }
}

/** Clears a transaction's reconciled mark so that it can be changed or deleted; its bank ids stay. */
export async function unlockTransaction(ledger: LedgerContext, id: number): Promise<void> {
  let query = familyScope(ledger.trx, ledger.familyId)
    .selectFrom('transactions')
    .select(['id', 'is_deleted', 'is_reconciled'])
    .where('id', '=', id);
  if (ledger.dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row || row.is_deleted) throw notFound(TRANSACTION_NOT_FOUND);
  await familyScope(ledger.trx, ledger.familyId)
    .updateTable('transactions')
    .set({ is_reconciled: 0, updated_at: ledger.now })
    .where('id', '=', id)
    .execute();
  if (row.is_reconciled) await recordReconciledMarks(ledger, [id], false);
}

/**
 * Bank ids stay only on the accounts a transaction still uses, and leave with a deleted transaction: the
 * statement row they came from then reads as new on the next import, rather than as matched to nothing.
 */
export async function dropStaleLinks(
  ledger: LedgerContext,
  transactionId: number,
  keepAccounts: number[],
): Promise<void> {
  let query = familyScope(ledger.trx, ledger.familyId)
    .deleteFrom('bank_links')
    .where('transaction_id', '=', transactionId);
  if (keepAccounts.length) query = query.where('account_id', 'not in', keepAccounts);
  await query.execute();
}
