import { HistoryAction, HistoryEntity } from '@hearth/contract';
import { withAccountNames, withLineReferenceNames } from '../../db/naming-joins.js';
import { ownedByFamily } from '../ledger/by-ids.js';
import type { LedgerContext } from '../ledger/context.js';
import { diffRecords, type ReadableRecord } from './field-diff.js';
import { recordChanges, type ChangeRecord } from './recorder.js';
import { chunksOf, readableTransaction, subcategoryText } from './transaction-readable.js';

/** A transaction as its history reads it, and whether it is deleted. */
export interface TransactionState {
  deleted: boolean;
  record: ReadableRecord;
}

/**
 * Transactions as a person reads them: account names, category and budget names, amounts as decimals.
 * Three statements for every few hundred transactions, whatever their lines and tags: no read per line.
 */
export async function transactionStates(
  ledger: LedgerContext,
  ids: readonly number[],
): Promise<Map<number, TransactionState>> {
  const states = new Map<number, TransactionState>();
  for (const chunk of chunksOf([...new Set(ids)])) {
    const [headers, lines, tags] = await Promise.all([
      withAccountNames(
        ledger.trx
          .selectFrom('transactions')
          .select([
            'transactions.id',
            'transactions.transaction_date',
            'transactions.transaction_type_id',
            'transactions.description',
            'transactions.amount',
            'transactions.is_deleted',
            'transactions.is_reconciled',
          ])
          .where('transactions.id', 'in', chunk)
          .where(ownedByFamily('transactions.family_id', ledger.familyId)),
        'transactions',
      ).execute(),
      withLineReferenceNames(
        ledger.trx
          .selectFrom('transaction_lines')
          .select(['transaction_lines.transaction_id', 'transaction_lines.line_number', 'transaction_lines.amount'])
          .where('transaction_lines.transaction_id', 'in', chunk)
          .where(ownedByFamily('transaction_lines.family_id', ledger.familyId))
          .orderBy('transaction_lines.transaction_id')
          .orderBy('transaction_lines.line_number'),
        { subcategoryId: 'transaction_lines.subcategory_id', budgetId: 'transaction_lines.budget_id' },
      ).execute(),
      ledger.trx
        .selectFrom('transaction_tags')
        .innerJoin('tags', 'tags.id', 'transaction_tags.tag_id')
        .select(['transaction_tags.transaction_id', 'tags.name'])
        .where('transaction_tags.transaction_id', 'in', chunk)
        .execute(),
    ]);
    const linesOf = new Map<number, typeof lines>();
    for (const line of lines) linesOf.set(line.transaction_id, [...(linesOf.get(line.transaction_id) ?? []), line]);
    const tagsOf = new Map<number, string[]>();
    for (const tag of tags) tagsOf.set(tag.transaction_id, [...(tagsOf.get(tag.transaction_id) ?? []), tag.name]);
    for (const header of headers) {
      const record = readableTransaction(
        {
          date: header.transaction_date,
          typeId: header.transaction_type_id,
          debitAccount: header.debit_name,
          creditAccount: header.credit_name,
          description: header.description,
          amount: Number(header.amount),
          reconciled: Boolean(header.is_reconciled),
        },
        (linesOf.get(header.id) ?? []).map((line) => ({
          amount: Number(line.amount),
          subcategory: subcategoryText(line.category_name, line.subcategory_name),
          budget: line.budget_name,
        })),
        tagsOf.get(header.id) ?? [],
      );
      states.set(header.id, { deleted: Boolean(header.is_deleted), record });
    }
  }
  return states;
}

/** How a change to a transaction came about: the write's own way, else what the change itself was. */
function actionOf(ledger: LedgerContext, before: TransactionState | undefined, after: TransactionState | undefined) {
  if (ledger.author.action) return ledger.author.action;
  if (!before) return HistoryAction.Create;
  if (after && before.deleted && !after.deleted) return HistoryAction.Restore;
  if (after && !before.deleted && after.deleted) return HistoryAction.Delete;
  return HistoryAction.Update;
}

/**
 * Records what a write did to transactions, given how they read before it (an empty map for new ones):
 * each transaction's fields that changed, and its creation, delete or restore even when no field did.
 * `actions` names another way for some of them (an import row a rule categorised).
 */
export async function recordTransactionChanges(
  ledger: LedgerContext,
  ids: readonly number[],
  before: ReadonlyMap<number, TransactionState>,
  actions: ReadonlyMap<number, ChangeRecord['action']> = new Map(),
): Promise<void> {
  const after = await transactionStates(ledger, ids);
  const records: ChangeRecord[] = [];
  for (const id of new Set(ids)) {
    const was = before.get(id);
    const now = after.get(id);
    const changes = diffRecords(was?.record ?? null, now?.record ?? null);
    const lifecycle = !was || (now !== undefined && was.deleted !== now.deleted);
    if (!changes.length && !lifecycle) continue;
    records.push({
      entity: HistoryEntity.Transaction,
      entityId: id,
      action: actions.get(id) ?? actionOf(ledger, was, now),
      // A delete or a restore changes no field a person reads; the action says it all.
      changes: was && now && was.deleted !== now.deleted ? [] : changes,
    });
  }
  await recordChanges(ledger.trx, { familyId: ledger.familyId, at: ledger.now, userId: ledger.author.userId }, records);
}

/** Runs a write that changes the given transactions, and records how each changed. */
export async function trackTransactions<T>(
  ledger: LedgerContext,
  ids: readonly number[],
  write: () => Promise<T>,
): Promise<T> {
  const before = await transactionStates(ledger, ids);
  const result = await write();
  await recordTransactionChanges(ledger, ids, before);
  return result;
}

/** Records that transactions were deleted or restored: no field a person reads changed, the action says it. */
export async function recordTransactionEvents(
  ledger: LedgerContext,
  ids: readonly number[],
  action: ChangeRecord['action'],
): Promise<void> {
  await recordChanges(
    ledger.trx,
    { familyId: ledger.familyId, at: ledger.now, userId: ledger.author.userId },
    [...new Set(ids)].map((id) => ({
      entity: HistoryEntity.Transaction,
      entityId: id,
      action: ledger.author.action ?? action,
      changes: [],
    })),
  );
}

/**
 * Records that transactions were reconciled with a bank statement (`reconciled` true) or unlocked from
 * it: what changed is known, so nothing is read back.
 */
export async function recordReconciledMarks(
  ledger: LedgerContext,
  ids: readonly number[],
  reconciled: boolean,
): Promise<void> {
  await recordChanges(
    ledger.trx,
    { familyId: ledger.familyId, at: ledger.now, userId: ledger.author.userId },
    [...new Set(ids)].map((id) => ({
      entity: HistoryEntity.Transaction,
      entityId: id,
      action: ledger.author.action ?? HistoryAction.Reconcile,
      changes: [
        reconciled ? { field: 'reconciled', from: null, to: 'yes' } : { field: 'reconciled', from: 'yes', to: null },
      ],
    })),
  );
}
