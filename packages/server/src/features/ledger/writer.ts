import { checkTransactionAmount, type TransactionTypeId } from '@hearth/contract';
import { badRequest, notFound } from '../../platform/errors.js';
import { familyScope } from '../../platform/tenancy.js';
import { PAYMENT_PAID } from '../../platform/unique-names.js';
import { HistoryAction } from '@hearth/contract';
import { recordNewTransactions, recordReplacedTransaction } from '../history/new-transactions.js';
import { recordTransactionEvents } from '../history/transaction-records.js';
import { checkAccounts, checkLineReferences, checkTags } from './checks.js';
import type { LedgerContext } from './context.js';
import { dropStaleLinks, refuseChangedBankFacts, refuseReconciled } from './reconcile.js';
import { AccountChanges, applyAccountChanges, applyLineTotals } from './totals.js';

export const TRANSACTION_NOT_FOUND = 'Transaction not found.';

/** One line of a transaction, in cents. */
export interface LedgerLine {
  amount: number;
  subcategoryId: number | null;
  budgetId: number | null;
}

/** A whole transaction as the ledger writes it. */
export interface LedgerEntry {
  date: string;
  typeId: TransactionTypeId;
  debitAccountId: number;
  creditAccountId: number;
  description: string;
  lines: LedgerLine[];
  tagIds: number[];
}

/** The scheduled payment a new transaction pays. */
export interface SchedulePayment {
  scheduleId: number;
  paymentNumber: number;
}

/**
 * The one writer of transactions and their lines. Every insert, change and delete goes through it, inside
 * the write's database transaction (writeForFamily): it checks the rules on rows it has locked, writes the
 * rows and keeps every kept total (account activity and count, subcategory sum and count) in step. Rows
 * are locked in one order: the family (writeForFamily), then transactions, then accounts by ascending id.
 */

/** The amount of a transaction: the sum of its lines, as the contract's amount rule allows it. */
export function entryAmount(lines: LedgerLine[]): number {
  const check = checkTransactionAmount(lines.map((line) => line.amount));
  if (!check.ok) throw badRequest(check.message);
  return check.amount;
}

/** A live transaction, locked until the write commits (PostgreSQL; SQLite writes one at a time already). */
export async function lockTransaction(ledger: LedgerContext, id: number) {
  let query = familyScope(ledger.trx, ledger.familyId).selectFrom('transactions').selectAll().where('id', '=', id);
  if (ledger.dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row || row.is_deleted) throw notFound(TRANSACTION_NOT_FOUND);
  return row;
}

/** What an entry sets on its transaction's row, whether the transaction is new or replaced. */
function headerOf(entry: LedgerEntry, amount: number, now: string) {
  return {
    transaction_date: entry.date,
    transaction_type_id: entry.typeId,
    debit_account_id: entry.debitAccountId,
    credit_account_id: entry.creditAccountId,
    description: entry.description.trim(),
    amount,
    updated_at: now,
  };
}

/** The row of a new transaction of `amount` cents (entryAmount), paying a scheduled payment when one is given. */
export function newTransactionRow(
  ledger: Pick<LedgerContext, 'familyId' | 'now'>,
  entry: LedgerEntry,
  amount: number,
  payment: SchedulePayment | null,
) {
  return {
    ...headerOf(entry, amount, ledger.now),
    family_id: ledger.familyId,
    created_at: ledger.now,
    schedule_id: payment?.scheduleId ?? null,
    payment_number: payment?.paymentNumber ?? null,
  };
}

/** The rows of a transaction's lines, numbered from 1 in the entry's order. */
export function lineRowsOf(familyId: number, transactionId: number, entry: LedgerEntry) {
  return entry.lines.map((line, index) => ({
    family_id: familyId,
    transaction_id: transactionId,
    line_number: index + 1,
    amount: line.amount,
    subcategory_id: line.subcategoryId,
    budget_id: line.budgetId,
  }));
}

/** The rows of a transaction's tags, each tag once. */
export function tagRowsOf(transactionId: number, entry: LedgerEntry) {
  return [...new Set(entry.tagIds)].map((tagId) => ({ transaction_id: transactionId, tag_id: tagId }));
}

async function writeLines(ledger: LedgerContext, transactionId: number, entry: LedgerEntry): Promise<void> {
  await ledger.trx
    .insertInto('transaction_lines')
    .values(lineRowsOf(ledger.familyId, transactionId, entry))
    .execute();
  const tags = tagRowsOf(transactionId, entry);
  if (tags.length) await ledger.trx.insertInto('transaction_tags').values(tags).execute();
}

/** Records a new transaction, paying a scheduled payment when one is given. */
export async function createTransaction(
  ledger: LedgerContext,
  entry: LedgerEntry,
  payment: SchedulePayment | null = null,
): Promise<number> {
  const amount = entryAmount(entry.lines);
  await checkAccounts(ledger, entry.typeId, entry.debitAccountId, entry.creditAccountId);
  await checkLineReferences(ledger.trx, ledger.familyId, entry.lines);
  await checkTags(ledger.trx, ledger.familyId, entry.tagIds, [entry.date]);
  const row = newTransactionRow(ledger, entry, amount, payment);
  const created = await ledger.trx
    .insertInto('transactions')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      // Two payments of one scheduled payment at the same moment: the unique index decides.
      if (payment && /unique|duplicate/i.test(String((error as Error).message))) throw badRequest(PAYMENT_PAID);
      throw error;
    });
  await writeLines(ledger, created.id, entry);
  await applyAccountChanges(ledger, new AccountChanges().add(row, 1));
  await applyLineTotals(ledger, [created.id], 1);
  await recordNewTransactions(ledger, [{ id: created.id, ...entry }]);
  return created.id;
}

/**
 * Replaces a live transaction's accounts, date, description, lines and tags; it keeps the payment it paid.
 * A reconciled transaction keeps what the bank said (refuseChangedBankFacts).
 */
export async function replaceTransaction(ledger: LedgerContext, id: number, entry: LedgerEntry): Promise<number> {
  const existing = await lockTransaction(ledger, id);
  const amount = entryAmount(entry.lines);
  refuseChangedBankFacts(existing, headerOf(entry, amount, ledger.now));
  const scope = familyScope(ledger.trx, ledger.familyId);
  const [previousLines, previousTags] = await Promise.all([
    scope
      .selectFrom('transaction_lines')
      .select(['line_number', 'amount', 'subcategory_id', 'budget_id'])
      .where('transaction_id', '=', id)
      .execute(),
    ledger.trx.selectFrom('transaction_tags').select('tag_id').where('transaction_id', '=', id).execute(),
  ]);
  await checkAccounts(ledger, entry.typeId, entry.debitAccountId, entry.creditAccountId, [
    existing.debit_account_id,
    existing.credit_account_id,
  ]);
  await checkLineReferences(ledger.trx, ledger.familyId, entry.lines, {
    subcategories: previousLines.map((line) => line.subcategory_id).filter((v): v is number => v !== null),
    budgets: previousLines.map((line) => line.budget_id).filter((v): v is number => v !== null),
  });
  await checkTags(
    ledger.trx,
    ledger.familyId,
    entry.tagIds,
    [entry.date],
    previousTags.map((tag) => tag.tag_id),
  );
  const header = headerOf(entry, amount, ledger.now);
  await applyLineTotals(ledger, [id], -1);
  await scope.updateTable('transactions').set(header).where('id', '=', id).execute();
  await scope.deleteFrom('transaction_lines').where('transaction_id', '=', id).execute();
  await ledger.trx.deleteFrom('transaction_tags').where('transaction_id', '=', id).execute();
  await writeLines(ledger, id, entry);
  await applyAccountChanges(ledger, new AccountChanges().add(existing, -1).add(header, 1));
  await applyLineTotals(ledger, [id], 1);
  await dropStaleLinks(ledger, id, [entry.debitAccountId, entry.creditAccountId]);
  await recordReplacedTransaction(
    ledger,
    id,
    { row: existing, lines: previousLines, tagIds: previousTags.map((tag) => tag.tag_id) },
    entry,
  );
  return id;
}

/**
 * Deletes a transaction softly: it leaves the balances and totals, and search can still show it. A
 * reconciled transaction must be unlocked first. Its attachments are out of reach at once, their files
 * kept while it can be restored (restore.ts) and purged by the sweep after (attachments/purge.ts).
 */
export async function deleteTransaction(ledger: LedgerContext, id: number): Promise<void> {
  const existing = await lockTransaction(ledger, id);
  refuseReconciled(existing);
  await dropStaleLinks(ledger, id, []);
  await familyScope(ledger.trx, ledger.familyId)
    .updateTable('transactions')
    .set({ is_deleted: 1, deleted_at: ledger.now, updated_at: ledger.now })
    .where('id', '=', id)
    .execute();
  await applyAccountChanges(ledger, new AccountChanges().add(existing, -1));
  await applyLineTotals(ledger, [id], -1);
  await recordTransactionEvents(ledger, [id], HistoryAction.Delete);
}
