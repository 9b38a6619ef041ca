import { formatDate, HistoryAction, type TakeBackResult } from '@hearth/contract';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { familyScope } from '../../platform/tenancy.js';
import { updateTransactionsById } from '../ledger/by-ids.js';
import { writeLedger, type LedgerContext } from '../ledger/context.js';
import { batchesOf } from '../ledger/reconcile.js';
import { deleteTransactions } from '../ledger/delete-many.js';

export const CONFIRMED_IMPORT_NOT_FOUND = 'Import not found.';
export const IMPORT_TAKEN_BACK = 'This import has been taken back already.';

interface Item {
  transaction_id: number;
  kind: 'created' | 'linked' | 'relinked';
  reference: string | null;
  was_reconciled: number;
}

/**
 * A transaction the import created that another statement has reconciled since (a bank id linked to it
 * that is not this import's): taking the import back would delete what that statement says.
 */
async function refuseReconciledSince(ledger: LedgerContext, accountId: number, created: Item[]): Promise<void> {
  const ours = new Map(created.map((item) => [item.transaction_id, item.reference]));
  const scope = familyScope(ledger.trx, ledger.familyId);
  for (const ids of batchesOf([...ours.keys()])) {
    const links = await scope
      .selectFrom('bank_links')
      .select(['transaction_id', 'account_id', 'reference'])
      .where('transaction_id', 'in', ids)
      .orderBy('transaction_id')
      .execute();
    const other = links.find(
      (link) => link.account_id !== accountId || link.reference !== ours.get(link.transaction_id),
    );
    if (!other) continue;
    const transaction = await scope
      .selectFrom('transactions')
      .select(['transaction_date', 'description'])
      .where('id', '=', other.transaction_id)
      .executeTakeFirstOrThrow();
    const named = transaction.description ? ` "${transaction.description}"` : '';
    throw badRequest(
      `This import cannot be taken back: the transaction of ${formatDate(transaction.transaction_date)}${named} it created has been reconciled with another bank statement since. Take that import back first.`,
    );
  }
}

/**
 * Unlinks the existing transactions the import matched: its bank ids leave them, and each is reconciled
 * afterwards only if it was before the import or another statement has reconciled it since.
 */
async function unlinkMatched(
  ledger: LedgerContext,
  accountId: number,
  confirmedAt: string,
  matched: Item[],
): Promise<void> {
  const scope = familyScope(ledger.trx, ledger.familyId);
  for (const batch of batchesOf(matched)) {
    const linked = batch.filter((item) => item.kind === 'linked' && item.reference !== null);
    for (const references of batchesOf(linked, 200)) {
      await scope
        .deleteFrom('bank_links')
        .where('account_id', '=', accountId)
        .where((eb) =>
          eb.or(
            references.map((item) =>
              eb.and([eb('transaction_id', '=', item.transaction_id), eb('reference', '=', item.reference as string)]),
            ),
          ),
        )
        .execute();
    }
    const ids = batch.map((item) => item.transaction_id);
    const since = await scope
      .selectFrom('bank_links')
      .select('transaction_id')
      .where('transaction_id', 'in', ids)
      .where('created_at', '>', confirmedAt)
      .execute();
    const stillReconciled = new Set([
      ...since.map((row) => row.transaction_id),
      ...batch.filter((item) => item.was_reconciled).map((item) => item.transaction_id),
    ]);
    const unlocked = ids.filter((id) => !stillReconciled.has(id));
    if (unlocked.length)
      await updateTransactionsById(ledger, unlocked)
        .set({ is_reconciled: 0, updated_at: ledger.now })
        .where('is_reconciled', '=', 1)
        .execute();
  }
}

/**
 * The third parties the import made that nothing uses any more (no live transaction, schedule or rule)
 * are deleted with it, as deleting them by hand would; the payee names learnt for them go too.
 */
async function removeUnusedThirdParties(ledger: LedgerContext, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const scope = familyScope(ledger.trx, ledger.familyId);
  let removed = 0;
  for (const batch of batchesOf(ids)) {
    const unused = await scope
      .selectFrom('accounts')
      .select('id')
      .where('id', 'in', batch)
      .where('is_deleted', '=', 0)
      .where('transaction_count', '=', 0)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('schedules')
              .select('schedules.id')
              .where('schedules.is_deleted', '=', 0)
              .where((eb) =>
                eb.or([
                  eb('schedules.debit_account_id', '=', eb.ref('accounts.id')),
                  eb('schedules.credit_account_id', '=', eb.ref('accounts.id')),
                ]),
              ),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('import_rules')
              .select('import_rules.id')
              .whereRef('import_rules.account_id', '=', 'accounts.id'),
          ),
        ),
      )
      .execute();
    const unusedIds = unused.map((row) => row.id);
    if (unusedIds.length === 0) continue;
    await scope.deleteFrom('payee_aliases').where('account_id', 'in', unusedIds).execute();
    await scope.updateTable('accounts').set({ is_deleted: 1, is_favourite: 0 }).where('id', 'in', unusedIds).execute();
    removed += unusedIds.length;
  }
  return removed;
}

/**
 * Takes a whole confirmed import back, in one database transaction: the transactions it created are
 * deleted through the ledger writer (balances and every kept total go back), the existing transactions
 * it matched are unlinked and kept, and the third parties it made that nothing else uses are deleted.
 * Refused when another statement has reconciled one of the transactions it created since. The family's
 * write lock (writeForFamily) makes parallel take-backs of one import follow one another: the first
 * takes it back, the others find it taken back.
 */
export async function takeBackImport(
  deps: AppDeps,
  familyId: number,
  userId: number,
  importId: string,
): Promise<TakeBackResult> {
  return writeLedger(
    deps,
    familyId,
    async (ledger) => {
      const scope = familyScope(ledger.trx, familyId);
      const batch = await scope
        .selectFrom('confirmed_imports')
        .select(['account_id', 'confirmed_at', 'third_party_ids', 'undone_at'])
        .where('id', '=', importId)
        .executeTakeFirst();
      if (!batch) throw notFound(CONFIRMED_IMPORT_NOT_FOUND);
      if (batch.undone_at !== null) throw badRequest(IMPORT_TAKEN_BACK);
      const items: Item[] = await scope
        .selectFrom('confirmed_import_items')
        .select(['transaction_id', 'kind', 'reference', 'was_reconciled'])
        .where('import_id', '=', importId)
        .orderBy('transaction_id')
        .execute();
      const created = items.filter((item) => item.kind === 'created');
      await refuseReconciledSince(ledger, batch.account_id, created);

      const live = new Set<number>();
      for (const ids of batchesOf(created.map((item) => item.transaction_id))) {
        const rows = await scope
          .selectFrom('transactions')
          .select('id')
          .where('id', 'in', ids)
          .where('is_deleted', '=', 0)
          .execute();
        for (const row of rows) live.add(row.id);
      }
      const removing = created.map((item) => item.transaction_id).filter((id) => live.has(id));
      // The import reconciled them; the writer deletes only unlocked transactions.
      for (const ids of batchesOf(removing))
        await updateTransactionsById(ledger, ids).set({ is_reconciled: 0 }).execute();
      await deleteTransactions(ledger, removing);

      const matched = items.filter((item) => item.kind !== 'created');
      await unlinkMatched(ledger, batch.account_id, batch.confirmed_at, matched);
      const thirdPartiesRemoved = await removeUnusedThirdParties(ledger, JSON.parse(batch.third_party_ids) as number[]);
      await scope
        .updateTable('confirmed_imports')
        .set({ undone_at: ledger.now, undone_by_user_id: userId })
        .where('id', '=', importId)
        .execute();
      return { removed: removing.length, unlinked: matched.length, thirdPartiesRemoved };
    },
    { userId, action: HistoryAction.Undo },
  );
}
