import type { ConfirmedImport } from '@hearth/contract';
import { sql } from 'kysely';
import { insertRows } from '../../db/insert-rows.js';
import type { ConfirmedImportItemsTable } from '../../db/schema.js';
import { FORMAT_NAMES, type StatementFormat } from '../../domain/import/statement.js';
import type { AppDeps } from '../../platform/deps.js';
import { familyScope } from '../../platform/tenancy.js';
import type { LedgerContext } from '../ledger/context.js';
import { batchesOf, type BankLink } from '../ledger/reconcile.js';

/** How many confirmed imports the import screen lists, newest first. */
export const CONFIRMED_IMPORTS_LISTED = 10;

/** What a confirmation wrote, kept so that the whole import can be taken back (take-back.ts). */
export interface ConfirmedImportRecord {
  importId: string;
  accountId: number;
  fileName: string;
  format: string;
  dateFrom: string;
  dateTo: string;
  userId: number;
  thirdPartyIds: number[];
  created: BankLink[];
  linked: BankLink[];
  /** Transactions whose bank id was linked already (unlocked since an earlier import), reconciled again. */
  relinked: number[];
}

/** Which of the transactions about to be linked were reconciled already: read before the links are made. */
export async function reconciledBefore(ledger: LedgerContext, transactionIds: number[]): Promise<Set<number>> {
  const reconciled = new Set<number>();
  for (const ids of batchesOf(transactionIds)) {
    const rows = await familyScope(ledger.trx, ledger.familyId)
      .selectFrom('transactions')
      .select('id')
      .where('id', 'in', ids)
      .where('is_reconciled', '=', 1)
      .execute();
    for (const row of rows) reconciled.add(row.id);
  }
  return reconciled;
}

/** Records a confirmed import and each transaction it created, linked or reconciled again, inside its write. */
export async function recordConfirmedImport(
  ledger: LedgerContext,
  record: ConfirmedImportRecord,
  wasReconciled: Set<number>,
): Promise<void> {
  await ledger.trx
    .insertInto('confirmed_imports')
    .values({
      id: record.importId,
      family_id: ledger.familyId,
      account_id: record.accountId,
      file_name: record.fileName,
      format: record.format,
      date_from: record.dateFrom,
      date_to: record.dateTo,
      confirmed_at: ledger.now,
      confirmed_by_user_id: record.userId,
      third_party_ids: JSON.stringify(record.thirdPartyIds),
    })
    .execute();
  const item = (
    transactionId: number,
    kind: ConfirmedImportItemsTable['kind'],
    reference: string | null,
  ): Omit<ConfirmedImportItemsTable, 'id'> => ({
    import_id: record.importId,
    family_id: ledger.familyId,
    transaction_id: transactionId,
    kind,
    reference,
    was_reconciled: wasReconciled.has(transactionId) ? 1 : 0,
  });
  const items = [
    ...record.created.map((link) => item(link.transactionId, 'created', link.reference)),
    ...record.linked.map((link) => item(link.transactionId, 'linked', link.reference)),
    ...record.relinked.map((id) => item(id, 'relinked', null)),
  ];
  for (const batch of batchesOf(items)) await insertRows(ledger.trx, 'confirmed_import_items', batch);
}

/**
 * The family's newest confirmed imports that have not been taken back, with what taking each back would
 * do now: the transactions it created that are still there, and the ones it linked.
 */
export async function listConfirmedImports(deps: AppDeps, familyId: number): Promise<ConfirmedImport[]> {
  const db = deps.db.kysely;
  const rows = await familyScope(db, familyId)
    .selectFrom('confirmed_imports')
    .innerJoin('accounts', 'accounts.id', 'confirmed_imports.account_id')
    .leftJoin('users', 'users.id', 'confirmed_imports.confirmed_by_user_id')
    .select([
      'confirmed_imports.id',
      'confirmed_imports.account_id',
      'accounts.name as account_name',
      'confirmed_imports.file_name',
      'confirmed_imports.format',
      'confirmed_imports.date_from',
      'confirmed_imports.date_to',
      'confirmed_imports.confirmed_at',
      'users.firstname',
      'users.surname',
    ])
    .where('confirmed_imports.undone_at', 'is', null)
    .orderBy('confirmed_imports.confirmed_at', 'desc')
    .orderBy('confirmed_imports.id')
    .limit(CONFIRMED_IMPORTS_LISTED)
    .execute();
  if (rows.length === 0) return [];
  const counts = await familyScope(db, familyId)
    .selectFrom('confirmed_import_items')
    .innerJoin('transactions', 'transactions.id', 'confirmed_import_items.transaction_id')
    .select([
      'confirmed_import_items.import_id',
      sql<number>`sum(CASE WHEN confirmed_import_items.kind = 'created' AND transactions.is_deleted = 0 THEN 1 ELSE 0 END)`.as(
        'to_remove',
      ),
      sql<number>`sum(CASE WHEN confirmed_import_items.kind <> 'created' THEN 1 ELSE 0 END)`.as('to_unlink'),
    ])
    .where(
      'confirmed_import_items.import_id',
      'in',
      rows.map((row) => row.id),
    )
    .groupBy('confirmed_import_items.import_id')
    .execute();
  const countsOf = new Map(counts.map((row) => [row.import_id, row]));
  return rows.map((row) => ({
    importId: row.id,
    accountId: row.account_id,
    accountName: row.account_name,
    fileName: row.file_name,
    format: FORMAT_NAMES[row.format as StatementFormat] ?? row.format,
    dateFrom: row.date_from,
    dateTo: row.date_to,
    confirmedAt: row.confirmed_at,
    confirmedBy: row.firstname === null ? null : `${row.firstname} ${row.surname ?? ''}`.trim(),
    toRemove: Number(countsOf.get(row.id)?.to_remove ?? 0),
    toUnlink: Number(countsOf.get(row.id)?.to_unlink ?? 0),
  }));
}
