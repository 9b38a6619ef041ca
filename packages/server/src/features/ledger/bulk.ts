import { sql } from 'kysely';
import { badRequest } from '../../platform/errors.js';
import { recordTransactionChanges, transactionStates } from '../history/transaction-records.js';
import { familyScope } from '../../platform/tenancy.js';
import { checkLineReferences, checkTags } from './checks.js';
import { updateTransactionsById } from './by-ids.js';
import type { LedgerContext } from './context.js';
import { AccountChanges, applyAccountChanges, applyLineTotals } from './totals.js';
import { entryAmount } from './writer.js';

/** What a bulk update changes; what is left out stays as it is. Amounts in cents. */
export interface BulkChange {
  date: string | null;
  description: string | null;
  subcategoryId: number | null;
  budgetId: number | null;
  amount: number | null;
  tagIds: number[];
}

/** A line's subcategory and budget before a bulk update changed them. */
export interface LineBefore {
  lineNumber: number;
  subcategoryId: number | null;
  budgetId: number | null;
}

/** What a bulk update found on one transaction, of the parts it changed: what an undo puts back. */
export interface BulkBefore {
  transactionId: number;
  date?: string;
  description?: string;
  amount?: number;
  lines?: LineBefore[];
  /** Tags the update added (those the transaction carried already are not). */
  addedTagIds?: number[];
}

/** The values a bulk update wrote: null where it left that part alone. */
export interface BulkWritten {
  date: string | null;
  description: string | null;
  subcategoryId: number | null;
  budgetId: number | null;
  amount: number | null;
  tagIds: number[];
}

export interface BulkOutcome {
  updated: number;
  splitAmountsKept: number;
  written: BulkWritten;
  before: BulkBefore[];
}

/**
 * Changes many transactions at once, all of them or none. A new amount applies to transactions of one
 * line only: a split cannot take one amount without losing how it was split. Tags are added. Answers,
 * besides the counts, what it wrote and what each transaction held before (features/undo).
 */
export async function bulkUpdateTransactions(
  ledger: LedgerContext,
  transactionIds: number[],
  change: BulkChange,
): Promise<BulkOutcome> {
  const ids = [...new Set(transactionIds)].sort((a, b) => a - b);
  const scope = familyScope(ledger.trx, ledger.familyId);
  let locked = scope
    .selectFrom('transactions')
    .selectAll()
    .where('id', 'in', ids)
    .where('is_deleted', '=', 0)
    .orderBy('id');
  if (ledger.dialect === 'postgres') locked = locked.forUpdate();
  const rows = await locked.execute();
  if (rows.length !== ids.length) {
    throw badRequest(
      `${ids.length - rows.length} of the chosen transactions do not exist or are deleted; nothing was changed.`,
    );
  }
  // Reconciling protects what the bank said: a new date or amount waits for an unlock; the rest does not.
  const reconciled = rows.filter((row) => row.is_reconciled).length;
  const changesBankFacts =
    (change.date !== null && rows.some((row) => row.is_reconciled && row.transaction_date !== change.date)) ||
    change.amount !== null;
  if (reconciled && changesBankFacts) {
    throw badRequest(
      `${reconciled} of the chosen transactions ${reconciled === 1 ? 'is' : 'are'} reconciled with a bank statement, whose date and amount stay as the bank said: unlock ${reconciled === 1 ? 'it' : 'them'} first, or change only the category, budget, tags or description; nothing was changed.`,
    );
  }
  await checkLineReferences(ledger.trx, ledger.familyId, [
    { subcategoryId: change.subcategoryId, budgetId: change.budgetId },
  ]);
  const amount =
    change.amount === null ? null : entryAmount([{ amount: change.amount, subcategoryId: null, budgetId: null }]);
  const tagIds = [...new Set(change.tagIds)];
  const present = tagIds.length
    ? await ledger.trx
        .selectFrom('transaction_tags')
        .select(['transaction_id', 'tag_id'])
        .where('transaction_id', 'in', ids)
        .execute()
    : [];
  const have = new Set(present.map((p) => `${p.transaction_id}:${p.tag_id}`));
  const missing = ids.flatMap((id) =>
    tagIds.filter((tagId) => !have.has(`${id}:${tagId}`)).map((tagId) => ({ transaction_id: id, tag_id: tagId })),
  );
  if (missing.length) {
    const dateOf = new Map(rows.map((row) => [row.id, change.date ?? row.transaction_date]));
    await checkTags(ledger.trx, ledger.familyId, tagIds, [
      ...new Set(missing.map((m) => dateOf.get(m.transaction_id) as string)),
    ]);
  }

  const description = change.description?.trim() || null;
  const before = new Map<number, BulkBefore>(rows.map((row) => [row.id, { transactionId: row.id }]));
  for (const row of rows) {
    const was = before.get(row.id) as BulkBefore;
    if (change.date && row.transaction_date !== change.date) was.date = row.transaction_date;
    if (description && row.description !== description) was.description = row.description;
  }
  for (const added of missing) {
    const was = before.get(added.transaction_id) as BulkBefore;
    (was.addedTagIds ??= []).push(added.tag_id);
  }
  if (change.subcategoryId || change.budgetId) {
    const lines = await scope
      .selectFrom('transaction_lines')
      .select(['transaction_id', 'line_number', 'subcategory_id', 'budget_id'])
      .where('transaction_id', 'in', ids)
      .orderBy('transaction_id')
      .orderBy('line_number')
      .execute();
    for (const line of lines) {
      const changes =
        (change.subcategoryId && line.subcategory_id !== change.subcategoryId) ||
        (change.budgetId && line.budget_id !== change.budgetId);
      if (!changes) continue;
      const was = before.get(line.transaction_id) as BulkBefore;
      (was.lines ??= []).push({
        lineNumber: line.line_number,
        subcategoryId: line.subcategory_id,
        budgetId: line.budget_id,
      });
    }
  }

  const states = await transactionStates(ledger, ids);
  // The lines' subcategories or amounts and the tags may change: take them out of the kept totals and put them back after.
  await applyLineTotals(ledger, ids, -1);
  await updateTransactionsById(ledger, ids)
    .set({
      ...(change.date ? { transaction_date: change.date } : {}),
      ...(description ? { description } : {}),
      updated_at: ledger.now,
    })
    .execute();
  const lineChanges = {
    ...(change.subcategoryId ? { subcategory_id: change.subcategoryId } : {}),
    ...(change.budgetId ? { budget_id: change.budgetId } : {}),
  };
  if (Object.keys(lineChanges).length)
    await scope.updateTable('transaction_lines').set(lineChanges).where('transaction_id', 'in', ids).execute();
  let splitAmountsKept = 0;
  if (amount !== null) {
    const lineCounts = await scope
      .selectFrom('transaction_lines')
      .select(['transaction_id', sql<number>`count(*)`.as('count')])
      .where('transaction_id', 'in', ids)
      .groupBy('transaction_id')
      .execute();
    const split = new Set(lineCounts.filter((row) => Number(row.count) > 1).map((row) => row.transaction_id));
    splitAmountsKept = split.size;
    const changing = rows.filter((row) => !split.has(row.id) && Number(row.amount) !== amount);
    for (const row of changing) (before.get(row.id) as BulkBefore).amount = Number(row.amount);
    if (changing.length) {
      const changingIds = changing.map((row) => row.id);
      await updateTransactionsById(ledger, changingIds).set({ amount }).execute();
      await scope.updateTable('transaction_lines').set({ amount }).where('transaction_id', 'in', changingIds).execute();
      const accounts = new AccountChanges();
      for (const row of changing) accounts.add(row, -1).add({ ...row, amount }, 1);
      await applyAccountChanges(ledger, accounts);
    }
  }
  if (missing.length) await ledger.trx.insertInto('transaction_tags').values(missing).execute();
  await applyLineTotals(ledger, ids, 1);
  await recordTransactionChanges(ledger, ids, states);
  const written = {
    date: change.date,
    description,
    subcategoryId: change.subcategoryId,
    budgetId: change.budgetId,
    amount,
    tagIds,
  };
  return { updated: rows.length, splitAmountsKept, written, before: [...before.values()] };
}

/** Moves every line of a subcategory to another, with its kept totals and day totals. */
export async function moveSubcategoryLines(ledger: LedgerContext, sourceId: number, targetId: number): Promise<number> {
  const scope = familyScope(ledger.trx, ledger.familyId);
  let locked = scope
    .selectFrom('subcategories')
    .select(['id', 'line_total', 'line_count'])
    .where('id', 'in', [sourceId, targetId])
    .orderBy('id');
  if (ledger.dialect === 'postgres') locked = locked.forUpdate();
  const moving = (await locked.execute()).find((row) => row.id === sourceId);
  if (!moving) return 0;
  const moved = await scope
    .selectFrom('transaction_lines')
    .select('transaction_id')
    .distinct()
    .where('subcategory_id', '=', sourceId)
    .execute();
  const movedIds = moved.map((line) => line.transaction_id);
  const states = await transactionStates(ledger, movedIds);
  const lines = await scope
    .updateTable('transaction_lines')
    .set({ subcategory_id: targetId })
    .where('subcategory_id', '=', sourceId)
    .executeTakeFirst();
  await scope
    .updateTable('subcategories')
    .set((eb) => ({
      line_total: eb('line_total', '+', Number(moving.line_total)),
      line_count: eb('line_count', '+', Number(moving.line_count)),
    }))
    .where('id', '=', targetId)
    .execute();
  await scope.updateTable('subcategories').set({ line_total: 0, line_count: 0 }).where('id', '=', sourceId).execute();
  await sql`
    INSERT INTO subcategory_day_totals (family_id, day, subcategory_id, type_id, amount, line_count)
    SELECT family_id, day, ${targetId}, type_id, amount, line_count FROM subcategory_day_totals
    WHERE family_id = ${ledger.familyId} AND subcategory_id = ${sourceId}
    ON CONFLICT (family_id, day, subcategory_id, type_id) DO UPDATE SET
      amount = subcategory_day_totals.amount + excluded.amount,
      line_count = subcategory_day_totals.line_count + excluded.line_count
  `.execute(ledger.trx);
  await scope.deleteFrom('subcategory_day_totals').where('subcategory_id', '=', sourceId).execute();
  await recordTransactionChanges(ledger, movedIds, states);
  return Number(lines.numUpdatedRows);
}
