import { badRequest } from '../../platform/errors.js';
import { trackTransactions } from '../history/transaction-records.js';
import { familyScope } from '../../platform/tenancy.js';
import type { BulkBefore, BulkWritten } from './bulk.js';
import { updateTransactionsById } from './by-ids.js';
import type { LedgerContext } from './context.js';
import { AccountChanges, applyAccountChanges, applyLineTotals } from './totals.js';

/** What an undo puts back on one transaction. */
interface Restoration {
  date?: string;
  description?: string;
  amount?: number;
  subcategories: { lineNumber: number; subcategoryId: number | null }[];
  budgets: { lineNumber: number; budgetId: number | null }[];
  removeTags: number[];
}

/** Groups ids by a key, for one statement per distinct value. */
class Groups<K> {
  readonly byKey = new Map<K, number[]>();
  add(key: K, id: number): void {
    const ids = this.byKey.get(key);
    if (ids) ids.push(id);
    else this.byKey.set(key, [id]);
  }
}

type LiveRow = {
  id: number;
  transaction_date: string;
  description: string;
  amount: number;
  is_reconciled: number;
  debit_account_id: number;
  credit_account_id: number;
};
type LineRow = { transaction_id: number; line_number: number; subcategory_id: number | null; budget_id: number | null };

/**
 * Which of the parts a bulk update wrote on one transaction still hold what it wrote (those go back), and
 * whether any part changed since (it keeps its later change). A reconciled transaction keeps its date and
 * amount: the bank said them. A part put back by hand counts as neither.
 */
function restorationOf(
  written: BulkWritten,
  before: BulkBefore,
  row: LiveRow,
  lines: Map<string, LineRow>,
  lineCount: number,
  carried: Set<string>,
): { restore: Restoration; kept: boolean } {
  const restore: Restoration = { subcategories: [], budgets: [], removeTags: [] };
  let kept = false;
  const settle = <T>(was: T, now: T, wrote: T | null, put: () => void, allowed = true) => {
    if (wrote !== null && now === wrote && allowed) put();
    else if (now !== was) kept = true;
  };
  if (before.date !== undefined) {
    const was = before.date;
    settle(was, row.transaction_date, written.date, () => (restore.date = was), !row.is_reconciled);
  }
  if (before.description !== undefined) {
    const was = before.description;
    settle(was, row.description, written.description, () => (restore.description = was));
  }
  if (before.amount !== undefined) {
    const was = before.amount;
    const allowed = !row.is_reconciled && lineCount === 1;
    settle(was, Number(row.amount), written.amount, () => (restore.amount = was), allowed);
  }
  for (const line of before.lines ?? []) {
    const now = lines.get(`${row.id}:${line.lineNumber}`);
    if (written.subcategoryId !== null && line.subcategoryId !== written.subcategoryId) {
      settle(line.subcategoryId, now?.subcategory_id ?? null, written.subcategoryId, () =>
        restore.subcategories.push({ lineNumber: line.lineNumber, subcategoryId: line.subcategoryId }),
      );
    }
    if (written.budgetId !== null && line.budgetId !== written.budgetId) {
      settle(line.budgetId, now?.budget_id ?? null, written.budgetId, () =>
        restore.budgets.push({ lineNumber: line.lineNumber, budgetId: line.budgetId }),
      );
    }
  }
  for (const tagId of before.addedTagIds ?? []) {
    if (carried.has(`${row.id}:${tagId}`)) restore.removeTags.push(tagId);
  }
  return { restore, kept };
}

const recorded = (before: BulkBefore) =>
  before.date !== undefined ||
  before.description !== undefined ||
  before.amount !== undefined ||
  !!before.lines?.length ||
  !!before.addedTagIds?.length;

const touches = (restore: Restoration) =>
  restore.date !== undefined ||
  restore.description !== undefined ||
  restore.amount !== undefined ||
  restore.subcategories.length + restore.budgets.length + restore.removeTags.length > 0;

/**
 * Takes a bulk update back: each part of each transaction that still holds what the update wrote gets
 * the value it had before; a part changed since keeps its later change, and a transaction deleted since
 * stays deleted. Answers how many transactions went back wholly and how many changed since.
 */
export async function undoBulkChanges(
  ledger: LedgerContext,
  written: BulkWritten,
  befores: BulkBefore[],
): Promise<{ restored: number; changedSince: number }> {
  const scope = familyScope(ledger.trx, ledger.familyId);
  const ids = [...new Set(befores.map((before) => before.transactionId))].sort((a, b) => a - b);
  if (!ids.length) return { restored: 0, changedSince: 0 };
  let locked = scope
    .selectFrom('transactions')
    .select([
      'id',
      'transaction_date',
      'description',
      'amount',
      'is_reconciled',
      'debit_account_id',
      'credit_account_id',
    ])
    .where('id', 'in', ids)
    .where('is_deleted', '=', 0)
    .orderBy('id');
  if (ledger.dialect === 'postgres') locked = locked.forUpdate();
  const rows = new Map((await locked.execute()).map((row) => [row.id, row]));
  const liveIds = [...rows.keys()];
  const lineRows = liveIds.length
    ? await scope
        .selectFrom('transaction_lines')
        .select(['transaction_id', 'line_number', 'subcategory_id', 'budget_id'])
        .where('transaction_id', 'in', liveIds)
        .execute()
    : [];
  const lines = new Map(lineRows.map((line) => [`${line.transaction_id}:${line.line_number}`, line]));
  const lineCounts = new Map<number, number>();
  for (const line of lineRows) lineCounts.set(line.transaction_id, (lineCounts.get(line.transaction_id) ?? 0) + 1);
  const tagRows =
    liveIds.length && written.tagIds.length
      ? await ledger.trx
          .selectFrom('transaction_tags')
          .select(['transaction_id', 'tag_id'])
          .where('transaction_id', 'in', liveIds)
          .where('tag_id', 'in', written.tagIds)
          .execute()
      : [];
  const carried = new Set(tagRows.map((tag) => `${tag.transaction_id}:${tag.tag_id}`));

  let restored = 0;
  let changedSince = 0;
  const plans: { row: LiveRow; restore: Restoration }[] = [];
  for (const before of befores) {
    if (!recorded(before)) continue;
    const row = rows.get(before.transactionId);
    if (!row) {
      changedSince += 1;
      continue;
    }
    const { restore, kept } = restorationOf(written, before, row, lines, lineCounts.get(row.id) ?? 0, carried);
    if (kept) changedSince += 1;
    else restored += 1;
    if (touches(restore)) plans.push({ row, restore });
  }
  await refuseDeletedSubcategories(ledger, plans);
  await trackTransactions(
    ledger,
    plans.map((plan) => plan.row.id),
    () => writeRestorations(ledger, plans),
  );
  return { restored, changedSince };
}

/** A line put back on a subcategory deleted since would be a live use of a deleted subcategory. */
async function refuseDeletedSubcategories(ledger: LedgerContext, plans: { restore: Restoration }[]): Promise<void> {
  const wanted = [
    ...new Set(plans.flatMap((plan) => plan.restore.subcategories.map((line) => line.subcategoryId))),
  ].filter((id): id is number => id !== null);
  if (!wanted.length) return;
  const deleted = await familyScope(ledger.trx, ledger.familyId)
    .selectFrom('subcategories')
    .select('name')
    .where('id', 'in', wanted)
    .where('is_deleted', '=', 1)
    .executeTakeFirst();
  if (deleted)
    throw badRequest(
      `The subcategory ${deleted.name} has been deleted since this bulk update: restore it first, then undo the update.`,
    );
}

async function writeRestorations(ledger: LedgerContext, plans: { row: LiveRow; restore: Restoration }[]) {
  if (!plans.length) return;
  const scope = familyScope(ledger.trx, ledger.familyId);
  const touched = plans.map((plan) => plan.row.id);
  const dates = new Groups<string>();
  const descriptions = new Groups<string>();
  const amounts = new Groups<number>();
  const subcategories = new Groups<string>();
  const budgets = new Groups<string>();
  const tags = new Groups<number>();
  const accounts = new AccountChanges();
  for (const { row, restore } of plans) {
    if (restore.date !== undefined) dates.add(restore.date, row.id);
    if (restore.description !== undefined) descriptions.add(restore.description, row.id);
    if (restore.amount !== undefined) {
      amounts.add(restore.amount, row.id);
      accounts.add(row, -1).add({ ...row, amount: restore.amount }, 1);
    }
    for (const line of restore.subcategories)
      subcategories.add(JSON.stringify([line.lineNumber, line.subcategoryId]), row.id);
    for (const line of restore.budgets) budgets.add(JSON.stringify([line.lineNumber, line.budgetId]), row.id);
    for (const tagId of restore.removeTags) tags.add(tagId, row.id);
  }

  await applyLineTotals(ledger, touched, -1);
  await updateTransactionsById(ledger, touched).set({ updated_at: ledger.now }).execute();
  for (const [date, ids] of dates.byKey)
    await updateTransactionsById(ledger, ids).set({ transaction_date: date }).execute();
  for (const [description, ids] of descriptions.byKey)
    await updateTransactionsById(ledger, ids).set({ description }).execute();
  for (const [amount, ids] of amounts.byKey) {
    await updateTransactionsById(ledger, ids).set({ amount }).execute();
    await scope.updateTable('transaction_lines').set({ amount }).where('transaction_id', 'in', ids).execute();
  }
  for (const [key, ids] of subcategories.byKey) {
    const [lineNumber, subcategoryId] = JSON.parse(key) as [number, number | null];
    await scope
      .updateTable('transaction_lines')
      .set({ subcategory_id: subcategoryId })
      .where('transaction_id', 'in', ids)
      .where('line_number', '=', lineNumber)
      .execute();
  }
  for (const [key, ids] of budgets.byKey) {
    const [lineNumber, budgetId] = JSON.parse(key) as [number, number | null];
    await scope
      .updateTable('transaction_lines')
      .set({ budget_id: budgetId })
      .where('transaction_id', 'in', ids)
      .where('line_number', '=', lineNumber)
      .execute();
  }
  for (const [tagId, ids] of tags.byKey)
    await ledger.trx
      .deleteFrom('transaction_tags')
      .where('tag_id', '=', tagId)
      .where('transaction_id', 'in', ids)
      .execute();
  await applyAccountChanges(ledger, accounts);
  await applyLineTotals(ledger, touched, 1);
}
