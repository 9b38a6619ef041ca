import { HistoryAction, HistoryEntity } from '@hearth/contract';
import type { LedgerContext } from '../ledger/context.js';
import { diffRecords, type ReadableRecord } from './field-diff.js';
import { recordChanges, type ChangeRecord } from './recorder.js';
import { ledgerNames, readableTransaction, type LedgerNames } from './transaction-readable.js';

/** A transaction as the ledger writes it: ids of what it names, amounts in cents. */
export interface WrittenTransaction {
  date: string;
  typeId: number;
  debitAccountId: number;
  creditAccountId: number;
  description: string;
  lines: { amount: number; subcategoryId: number | null; budgetId: number | null }[];
  tagIds: number[];
}

/** A transaction a write has just made. */
export interface NewTransaction extends WrittenTransaction {
  id: number;
}

const idsOf = (transactions: readonly WrittenTransaction[]) => ({
  accounts: transactions.flatMap((transaction) => [transaction.debitAccountId, transaction.creditAccountId]),
  subcategories: transactions.flatMap((transaction) =>
    transaction.lines.flatMap((line) => (line.subcategoryId === null ? [] : [line.subcategoryId])),
  ),
  budgets: transactions.flatMap((transaction) =>
    transaction.lines.flatMap((line) => (line.budgetId === null ? [] : [line.budgetId])),
  ),
  tags: transactions.flatMap((transaction) => transaction.tagIds),
});

function readableWritten(transaction: WrittenTransaction, names: LedgerNames, reconciled: boolean): ReadableRecord {
  const nameOf = (map: Map<number, string>, id: number | null) => (id === null ? null : (map.get(id) ?? null));
  return readableTransaction(
    {
      date: transaction.date,
      typeId: transaction.typeId,
      debitAccount: nameOf(names.accounts, transaction.debitAccountId) ?? '',
      creditAccount: nameOf(names.accounts, transaction.creditAccountId) ?? '',
      description: transaction.description,
      amount: transaction.lines.reduce((sum, line) => sum + line.amount, 0),
      reconciled,
    },
    transaction.lines.map((line) => ({
      amount: line.amount,
      subcategory: nameOf(names.subcategories, line.subcategoryId),
      budget: nameOf(names.budgets, line.budgetId),
    })),
    transaction.tagIds.flatMap((tagId) => nameOf(names.tags, tagId) ?? []),
  );
}

const stampOf = (ledger: LedgerContext) => ({
  familyId: ledger.familyId,
  at: ledger.now,
  userId: ledger.author.userId,
});

/**
 * Records transactions a write has just made, from what it wrote: the names they use are read once for
 * the whole write, never the rows back. `actions` names another way for some of them (an import row a
 * rule categorised).
 */
export async function recordNewTransactions(
  ledger: LedgerContext,
  created: readonly NewTransaction[],
  actions: ReadonlyMap<number, ChangeRecord['action']> = new Map(),
): Promise<void> {
  if (!created.length) return;
  const names = await ledgerNames(ledger, idsOf(created));
  const records = created.map((transaction): ChangeRecord => ({
    entity: HistoryEntity.Transaction,
    entityId: transaction.id,
    action: actions.get(transaction.id) ?? ledger.author.action ?? HistoryAction.Create,
    changes: diffRecords(null, readableWritten(transaction, names, false)),
  }));
  await recordChanges(ledger.trx, stampOf(ledger), records);
}

/** A transaction's row, lines and tags as a save found them, before it replaced them. */
export interface ReplacedTransaction {
  row: {
    transaction_date: string;
    transaction_type_id: number;
    debit_account_id: number;
    credit_account_id: number;
    description: string;
    amount: number;
    is_reconciled: number;
  };
  lines: { line_number: number; amount: number; subcategory_id: number | null; budget_id: number | null }[];
  tagIds: number[];
}

/**
 * Records a save over a transaction, field by field, from what the save read before writing and what it
 * wrote: one read of names for both, nothing read back. A save that changed nothing records nothing.
 */
export async function recordReplacedTransaction(
  ledger: LedgerContext,
  id: number,
  before: ReplacedTransaction,
  after: WrittenTransaction,
): Promise<void> {
  const was: WrittenTransaction = {
    date: before.row.transaction_date,
    typeId: before.row.transaction_type_id,
    debitAccountId: before.row.debit_account_id,
    creditAccountId: before.row.credit_account_id,
    description: before.row.description,
    lines: [...before.lines]
      .sort((a, b) => a.line_number - b.line_number)
      .map((line) => ({ amount: Number(line.amount), subcategoryId: line.subcategory_id, budgetId: line.budget_id })),
    tagIds: before.tagIds,
  };
  const names = await ledgerNames(ledger, idsOf([was, after]));
  const reconciled = Boolean(before.row.is_reconciled);
  const changes = diffRecords(readableWritten(was, names, reconciled), readableWritten(after, names, reconciled));
  if (!changes.length) return;
  await recordChanges(ledger.trx, stampOf(ledger), [
    {
      entity: HistoryEntity.Transaction,
      entityId: id,
      action: ledger.author.action ?? HistoryAction.Update,
      changes,
    },
  ]);
}
