import { toCents, type BulkUpdateRequest, type Transaction, type TransactionSearchRequest } from '@hearth/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { applyLineTotals, applyMovement } from './balances.js';
import { checkLineReferences, checkTags } from './checks.js';
import { hydrate, transactionsQuery } from './read-model.js';

export const DEFAULT_PAGE_SIZE = 100;
/** The trigram index answers texts of three characters or more; shorter ones are matched row by row. */
const TRIGRAM = 3;

/** `%text%` for LIKE, with the wildcards of the text itself escaped. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Transactions matching every given filter, newest first, one page at a time. */
export async function searchTransactions(deps: AppDeps, familyId: number, filter: TransactionSearchRequest): Promise<Transaction[]> {
  const db = deps.db.kysely;
  let query = transactionsQuery(db, familyId);
  if (!filter.includeDeleted) query = query.where('transactions.is_deleted', '=', 0);
  const text = filter.description?.trim();
  if (text) {
    const pattern = containsPattern(text);
    const like = deps.db.dialect === 'postgres' ? 'ILIKE' : 'LIKE';
    // Accounts whose name matches are few: find them first, then match their transactions by id.
    const accounts = await familyScope(db, familyId)
      .selectFrom('accounts')
      .select('id')
      .where(sql<SqlBool>`${sql.ref('name')} ${sql.raw(like)} ${pattern} ESCAPE '\\'`)
      .execute();
    const accountIds = accounts.map((account) => account.id);
    query = query.where((eb) => {
      const byDescription: Expression<SqlBool> =
        deps.db.dialect === 'sqlite' && text.length >= TRIGRAM
          ? sql<SqlBool>`transactions.id IN (SELECT rowid FROM transaction_text WHERE transaction_text MATCH ${`"${text.replaceAll('"', '""')}"`})`
          : sql<SqlBool>`${sql.ref('transactions.description')} ${sql.raw(like)} ${pattern} ESCAPE '\\'`;
      const conditions = [byDescription];
      if (accountIds.length) {
        conditions.push(eb('transactions.debit_account_id', 'in', accountIds), eb('transactions.credit_account_id', 'in', accountIds));
      }
      return eb.or(conditions);
    });
  }
  const accountId = filter.accountId;
  if (accountId) {
    query = query.where((eb) => eb.or([eb('transactions.debit_account_id', '=', accountId), eb('transactions.credit_account_id', '=', accountId)]));
  }
  if (filter.debitAccountId) query = query.where('transactions.debit_account_id', '=', filter.debitAccountId);
  if (filter.creditAccountId) query = query.where('transactions.credit_account_id', '=', filter.creditAccountId);
  const subCategoryId = filter.subCategoryId;
  if (subCategoryId) {
    query = query.where((eb) =>
      eb.exists(
        eb.selectFrom('transaction_lines as l').select('l.id').whereRef('l.transaction_id', '=', 'transactions.id').where('l.subcategory_id', '=', subCategoryId),
      ),
    );
  }
  const tagId = filter.tagId;
  if (tagId) {
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('transaction_tags as tt').select('tt.tag_id').whereRef('tt.transaction_id', '=', 'transactions.id').where('tt.tag_id', '=', tagId)),
    );
  }
  if (filter.exactValue != null) query = query.where('transactions.amount', '=', toCents(filter.exactValue));
  if (filter.minValue != null) query = query.where('transactions.amount', '>=', toCents(filter.minValue));
  if (filter.maxValue != null) query = query.where('transactions.amount', '<=', toCents(filter.maxValue));
  if (filter.exactDate) query = query.where('transactions.transaction_date', '=', filter.exactDate);
  if (filter.fromDate) query = query.where('transactions.transaction_date', '>=', filter.fromDate);
  if (filter.toDate) query = query.where('transactions.transaction_date', '<=', filter.toDate);
  const rows = await query
    .orderBy('transactions.transaction_date', 'desc')
    .orderBy('transactions.id', 'desc')
    .limit(filter.limitResultCount ?? DEFAULT_PAGE_SIZE)
    .offset(filter.offset ?? 0)
    .execute();
  return hydrate(db, familyId, rows);
}

/**
 * Changes many transactions at once, in one database transaction. A new amount applies to transactions
 * of one line only: a split cannot take one amount without losing how it was split. Tags are added.
 */
export async function bulkUpdate(deps: AppDeps, familyId: number, input: BulkUpdateRequest): Promise<{ updated: number; splitAmountsKept: number }> {
  const db = deps.db.kysely;
  const ids = [...new Set(input.transactionIds)];
  await checkLineReferences(db, familyId, [{ subCategoryId: input.subCategoryId, budgetId: input.budgetId }]);
  await checkTags(db, familyId, input.tagIds ?? []);
  if (input.transactionAmount != null && toCents(input.transactionAmount) <= 0) {
    throw badRequest('The amount of a transaction must be more than zero.');
  }
  return writeForFamily(db, familyId, async (trx) => {
    const scope = familyScope(trx, familyId);
    let locked = scope.selectFrom('transactions').selectAll().where('id', 'in', ids).where('is_deleted', '=', 0);
    if (deps.db.dialect === 'postgres') locked = locked.forUpdate();
    const rows = await locked.execute();
    if (rows.length !== ids.length) {
      throw badRequest(`${ids.length - rows.length} of the chosen transactions do not exist or are deleted; nothing was changed.`);
    }
    // The lines' subcategories or amounts may change: take them out of the kept totals and put them back after.
    await applyLineTotals(trx, familyId, ids, -1);
    const now = deps.clock().toISOString();
    const header = {
      ...(input.transactionDate ? { transaction_date: input.transactionDate } : {}),
      ...(input.description != null && input.description.trim() !== '' ? { description: input.description.trim() } : {}),
    };
    await scope.updateTable('transactions').set({ ...header, updated_at: now }).where('id', 'in', ids).execute();
    const lineChanges = {
      ...(input.subCategoryId ? { subcategory_id: input.subCategoryId } : {}),
      ...(input.budgetId ? { budget_id: input.budgetId } : {}),
    };
    if (Object.keys(lineChanges).length) {
      await scope.updateTable('transaction_lines').set(lineChanges).where('transaction_id', 'in', ids).execute();
    }
    let splitAmountsKept = 0;
    if (input.transactionAmount != null) {
      const amount = toCents(input.transactionAmount);
      const lineCounts = await scope
        .selectFrom('transaction_lines')
        .select(['transaction_id', sql<number>`count(*)`.as('count')])
        .where('transaction_id', 'in', ids)
        .groupBy('transaction_id')
        .execute();
      const split = new Set(lineCounts.filter((row) => Number(row.count) > 1).map((row) => row.transaction_id));
      splitAmountsKept = split.size;
      for (const row of rows.filter((r) => !split.has(r.id) && Number(r.amount) !== amount)) {
        await applyMovement(trx, familyId, row, -1);
        await scope.updateTable('transactions').set({ amount }).where('id', '=', row.id).execute();
        await scope.updateTable('transaction_lines').set({ amount }).where('transaction_id', '=', row.id).execute();
        await applyMovement(trx, familyId, { ...row, amount }, 1);
      }
    }
    await applyLineTotals(trx, familyId, ids, 1);
    const tagIds = [...new Set(input.tagIds ?? [])];
    if (tagIds.length) {
      const present = await trx.selectFrom('transaction_tags').select(['transaction_id', 'tag_id']).where('transaction_id', 'in', ids).execute();
      const have = new Set(present.map((p) => `${p.transaction_id}:${p.tag_id}`));
      const missing = ids.flatMap((id) => tagIds.filter((tagId) => !have.has(`${id}:${tagId}`)).map((tagId) => ({ transaction_id: id, tag_id: tagId })));
      if (missing.length) await trx.insertInto('transaction_tags').values(missing).execute();
    }
    return { updated: rows.length, splitAmountsKept };
  });
}

export function bulkUpdateMessage(result: { updated: number; splitAmountsKept: number }): string {
  const updated = `${result.updated} ${result.updated === 1 ? 'transaction' : 'transactions'} updated.`;
  if (!result.splitAmountsKept) return updated;
  const kept = result.splitAmountsKept;
  return `${updated} ${kept} split ${kept === 1 ? 'transaction keeps its amount' : 'transactions keep their amounts'}: splits will not update.`;
}
