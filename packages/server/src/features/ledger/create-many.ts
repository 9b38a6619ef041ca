import type { HistoryAction } from '@hearth/contract';
import { insertRows, insertRowsReturningIds } from '../../db/insert-rows.js';
import { recordNewTransactions, type NewTransaction } from '../history/new-transactions.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { checkLineReferences, checkSides, checkTags, lockAccounts } from './checks.js';
import type { LedgerContext } from './context.js';
import { batchesOf } from './reconcile.js';
import { AccountChanges, applyAccountChanges, applyLineTotals } from './totals.js';
import { entryAmount, lineRowsOf, newTransactionRow, tagRowsOf, type LedgerEntry } from './writer.js';

export interface CreateManyOptions {
  /** Names an entry in a refusal ("Row 12"), so that the person knows which one to fix. */
  describe?: (index: number) => string;
  /** How an entry came about when not as the write's author says (an import row a rule categorised). */
  actionOf?: (index: number) => HistoryAction | undefined;
}

/**
 * Records many new transactions in one go, with the same rules as createTransaction: the accounts are read
 * once under lock, the rows and lines are written a few hundred per statement, and the kept totals move
 * once per account and per batch rather than once per transaction. An import of thousands of statement
 * rows then takes a few statements per hundred rows instead of a dozen per row. All or nothing: a refusal
 * of any entry leaves the whole write (the caller's database transaction) undone.
 */
export async function createTransactions(
  ledger: LedgerContext,
  entries: LedgerEntry[],
  options: CreateManyOptions = {},
): Promise<number[]> {
  if (entries.length === 0) return [];
  const named = <T>(index: number, check: () => T): T => {
    try {
      return check();
    } catch (error) {
      if (error instanceof AppError && options.describe)
        throw new AppError(error.statusCode, `${options.describe(index)}: ${error.message}`);
      throw error;
    }
  };
  const amounts = entries.map((entry, index) => named(index, () => entryAmount(entry.lines)));
  const accounts = new Map(
    (
      await lockAccounts(
        ledger,
        entries.flatMap((entry) => [entry.debitAccountId, entry.creditAccountId]),
      )
    ).map((account) => [account.id, account]),
  );
  const sidesOf = (entry: LedgerEntry) =>
    [accounts.get(entry.debitAccountId), accounts.get(entry.creditAccountId)].filter(
      (account) => account !== undefined,
    );
  entries.forEach((entry, index) =>
    named(index, () => checkSides(sidesOf(entry), entry.typeId, entry.debitAccountId, entry.creditAccountId)),
  );
  await checkLineReferences(
    ledger.trx,
    ledger.familyId,
    entries.flatMap((entry) => entry.lines),
  );
  const datesByTag = new Map<number, Set<string>>();
  for (const entry of entries) {
    for (const tagId of entry.tagIds) datesByTag.set(tagId, (datesByTag.get(tagId) ?? new Set()).add(entry.date));
  }
  for (const [tagId, dates] of datesByTag) await checkTags(ledger.trx, ledger.familyId, [tagId], [...dates]);

  const ids: number[] = [];
  const actions = new Map<number, HistoryAction>();
  const made: NewTransaction[] = [];
  const totals = new AccountChanges();
  const indexes = entries.map((_, index) => index);
  for (const batch of batchesOf(indexes)) {
    const rows = batch.map((index) =>
      newTransactionRow(ledger, entries[index] as LedgerEntry, amounts[index] as number, null),
    );
    // One statement takes its ids in the order of its rows, so the ascending ids pair with the batch's entries.
    const batchIds = await insertRowsReturningIds(ledger.trx, 'transactions', rows);
    if (batchIds.length !== batch.length)
      throw badRequest('The transactions could not all be recorded; nothing was written.');
    const created = batch.map((index, position) => ({
      id: batchIds[position] as number,
      entry: entries[index] as LedgerEntry,
    }));
    const lines = created.flatMap(({ id, entry }) => lineRowsOf(ledger.familyId, id, entry));
    for (const chunk of batchesOf(lines)) await insertRows(ledger.trx, 'transaction_lines', chunk);
    const tags = created.flatMap(({ id, entry }) => tagRowsOf(id, entry));
    for (const chunk of batchesOf(tags)) await insertRows(ledger.trx, 'transaction_tags', chunk);
    rows.forEach((row) => totals.add(row, 1));
    await applyLineTotals(ledger, batchIds, 1);
    ids.push(...batchIds);
    made.push(...created.map(({ id, entry }) => ({ id, ...entry })));
    batch.forEach((index, position) => {
      const action = options.actionOf?.(index);
      if (action) actions.set(batchIds[position] as number, action);
    });
  }
  await applyAccountChanges(ledger, totals);
  await recordNewTransactions(ledger, made, actions);
  return ids;
}
