import { formatMoney, HistoryAction } from '@hearth/contract';
import type { StatementRow } from '../../domain/import/statement.js';
import type { AppDeps } from '../../platform/deps.js';
import { familyScope } from '../../platform/tenancy.js';
import { requireImportAccount } from '../import/preview-service.js';
import { writeLedger } from '../ledger/context.js';
import { updateTransactionsById } from '../ledger/by-ids.js';
import { deleteTransactions } from '../ledger/delete-many.js';
import type { RemoteTransaction } from './provider.js';
import { writeThroughMatching } from './matching-write.js';

/**
 * How long a pending transaction the bank stops reporting is kept before it is removed: banks drop a
 * pending card payment a day or two before its booked version appears (docs/bank-sync.md).
 */
export const PENDING_GRACE_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AccountSyncCounts {
  added: number;
  matched: number;
  pending: number;
  removed: number;
}

interface LinkToSync {
  accountId: number;
  startDate: string;
  /** The window fetched: a pending one dated inside it and not reported is one the bank dropped. */
  from: string;
}

const rowOf = (transaction: RemoteTransaction, index: number): StatementRow => ({
  line: index + 1,
  date: transaction.date,
  amount: transaction.amountCents,
  description: transaction.description || transaction.payee || 'Bank transaction',
  payee: transaction.payee,
  bankId: transaction.id,
  raw: '',
});

/**
 * One linked account's transactions into its Hearth account, in one database transaction: the booked ones
 * through the import's matching (so a pending transaction recorded before is matched by its booked version
 * and becomes it, whatever id the bank gives it); then the pending ones not known yet, recorded as pending;
 * then the pending ones the bank reports booked under the same id but that matched nothing else, removed
 * as replaced; and those the bank stopped reporting, removed after the grace period with a notice.
 */
export async function syncAccount(
  deps: AppDeps,
  familyId: number,
  link: LinkToSync,
  transactions: readonly RemoteTransaction[],
): Promise<AccountSyncCounts> {
  return writeLedger(
    deps,
    familyId,
    async (ledger) => {
      const { trx } = ledger;
      const account = await requireImportAccount(trx, familyId, link.accountId);
      const inRange = transactions.filter((transaction) => transaction.date >= link.startDate);
      const booked = inRange.filter((transaction) => !transaction.pending);
      const pendingNow = inRange.filter((transaction) => transaction.pending);
      const known = await familyScope(trx, familyId)
        .selectFrom('bank_pending_transactions')
        .innerJoin('transactions', 'transactions.id', 'bank_pending_transactions.transaction_id')
        .select([
          'bank_pending_transactions.id',
          'bank_pending_transactions.remote_id',
          'bank_pending_transactions.transaction_id',
          'bank_pending_transactions.last_seen_at',
          'transactions.is_deleted',
          'transactions.is_pending',
          'transactions.is_reconciled',
          'transactions.transaction_date',
          'transactions.amount',
          'transactions.description',
        ])
        .where('bank_pending_transactions.account_id', '=', link.accountId)
        .execute();
      const pendingIds = new Set(known.map((row) => row.transaction_id));

      const bookedWrite = await writeThroughMatching(ledger, link.accountId, booked.map(rowOf), {
        book: true,
        ignoredIds: new Set(),
      });
      const becameBooked = new Set(bookedWrite.matched.map((match) => match.transactionId));
      const bookedRemoteIds = new Set(booked.map((transaction) => transaction.id));
      const pendingRemoteIds = new Set(pendingNow.map((transaction) => transaction.id));

      const settled: number[] = [];
      const replaced: number[] = [];
      const dropped: typeof known = [];
      const seen: number[] = [];
      const cutoff = new Date(deps.clock().getTime() - PENDING_GRACE_DAYS * DAY_MS).toISOString();
      for (const row of known) {
        if (becameBooked.has(row.transaction_id)) settled.push(row.id);
        // Deleted by the family: kept known while the bank reports it, so that it does not come back.
        else if (row.is_deleted) (pendingRemoteIds.has(row.remote_id) ? seen : settled).push(row.id);
        // Reconciled meanwhile (with a bank file): it is the booked transaction now, and stays.
        else if (row.is_reconciled) settled.push(row.id);
        else if (bookedRemoteIds.has(row.remote_id)) replaced.push(row.id);
        else if (pendingRemoteIds.has(row.remote_id)) seen.push(row.id);
        else if (row.transaction_date >= link.from && row.last_seen_at < cutoff) dropped.push(row);
      }
      const byRecord = new Map(known.map((row) => [row.id, row]));
      const transactionOf = (ids: number[]) => ids.map((id) => byRecord.get(id)?.transaction_id as number);

      const stillPending = settled
        .map((id) => byRecord.get(id))
        .filter((row) => row && !row.is_deleted && row.is_pending)
        .map((row) => row?.transaction_id as number);
      if (stillPending.length) await updateTransactionsById(ledger, stillPending).set({ is_pending: 0 }).execute();
      const removable = [...transactionOf(replaced), ...dropped.map((row) => row.transaction_id)];
      await deleteTransactions(ledger, removable);
      const finished = [...settled, ...replaced, ...dropped.map((row) => row.id)];
      if (finished.length)
        await familyScope(trx, familyId).deleteFrom('bank_pending_transactions').where('id', 'in', finished).execute();
      if (seen.length)
        await familyScope(trx, familyId)
          .updateTable('bank_pending_transactions')
          .set({ last_seen_at: ledger.now })
          .where('id', 'in', seen)
          .execute();
      for (const row of dropped) {
        await trx
          .insertInto('bank_sync_notices')
          .values({
            family_id: familyId,
            message: `${account.name}: the pending transaction "${row.description}" of ${formatMoney(Number(row.amount))} on ${row.transaction_date} was not booked by the bank and was removed.`,
            created_at: ledger.now,
          })
          .execute();
      }

      const knownRemote = new Set(known.filter((row) => seen.includes(row.id)).map((row) => row.remote_id));
      const fresh = pendingNow.filter((transaction) => !knownRemote.has(transaction.id));
      const pendingWrite = await writeThroughMatching(ledger, link.accountId, fresh.map(rowOf), {
        book: false,
        ignoredIds: pendingIds,
      });
      const made = pendingWrite.created.map((entry) => entry.transactionId);
      if (made.length) {
        await updateTransactionsById(ledger, made).set({ is_pending: 1 }).execute();
        const remoteOf = new Map(fresh.map((transaction, index) => [index + 1, transaction.id]));
        await trx
          .insertInto('bank_pending_transactions')
          .values(
            pendingWrite.created.map((entry) => ({
              family_id: familyId,
              account_id: link.accountId,
              remote_id: remoteOf.get(entry.row.rowNumber) as string,
              transaction_id: entry.transactionId,
              last_seen_at: ledger.now,
            })),
          )
          .execute();
      }
      return {
        added: bookedWrite.created.length,
        matched: bookedWrite.matched.length,
        pending: seen.filter((id) => !byRecord.get(id)?.is_deleted).length + made.length,
        removed: dropped.length,
      };
    },
    { userId: null, action: HistoryAction.BankSync },
  );
}
