import { AccountType, type CsvLayout } from '@hearth/contract';
import type { ImportDateOrder, ImportDecision } from '@hearth/contract';
import type { Executor } from '../../db/database.js';
import type { RememberedLayout } from '../../domain/import/read-statement.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import {
  deleteBatch,
  loadBatchFile,
  loadBatchJson,
  replaceBatchPreview,
  storeBatch,
  type KeptPreview,
} from './batches.js';
import { loadCandidates, loadDirectory, loadLinkedReferences } from './ledger-view.js';
import { loadReferenceNames, loadRules } from './rules-service.js';
import type { PresentedPreview, StatementWork } from './statement-pool.js';
import type { PresentJob, ReadJob, StatementRead } from './statement-workshop.js';
import type { StatementUpload } from './upload.js';

export const ACCOUNT_NOT_FOUND = 'Account not found.';
export const SEVERAL_FILES_LAYOUT =
  'Columns are chosen for one file at a time: import one of these files alone and choose its columns; the account remembers them for the files that follow.';

/** The name a preview of several files goes by: "3 files: a.csv, b.csv, c.ofx", within the 255 kept. */
export function uploadName(names: readonly string[]): string {
  if (names.length === 1) return names[0] ?? '';
  const whole = `${names.length} files: ${names.join(', ')}`;
  return whole.length <= 255 ? whole : `${whole.slice(0, 254)}…`;
}

/** The bank account a statement is imported into: the family's, live and active. */
export async function requireImportAccount(
  db: Executor,
  familyId: number,
  accountId: number,
): Promise<{ id: number; name: string }> {
  const row = await familyScope(db, familyId)
    .selectFrom('accounts')
    .select(['id', 'name', 'account_type_id', 'is_active', 'is_deleted'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!row || row.is_deleted) throw notFound(ACCOUNT_NOT_FOUND);
  if (row.account_type_id !== AccountType.Bank)
    throw badRequest(`Statements are imported into a bank account; ${row.name} is a third party.`);
  if (!row.is_active) throw badRequest(`${row.name} is inactive: make it active before importing into it.`);
  return { id: row.id, name: row.name };
}

/** The account's remembered CSV layout, if it has one. */
export async function rememberedLayout(
  db: Executor,
  familyId: number,
  accountId: number,
): Promise<RememberedLayout | null> {
  const row = await familyScope(db, familyId)
    .selectFrom('import_csv_layouts')
    .select('layout')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.layout) as RememberedLayout) : null;
}

/** Keeps a CSV layout as the account's, inside the caller's write. */
export async function rememberLayout(
  trx: Executor,
  familyId: number,
  accountId: number,
  remembered: RememberedLayout,
  now: string,
): Promise<void> {
  await trx
    .insertInto('import_csv_layouts')
    .values({ account_id: accountId, family_id: familyId, layout: JSON.stringify(remembered), updated_at: now })
    .onConflict((conflict) =>
      conflict.column('account_id').doUpdateSet({ layout: JSON.stringify(remembered), updated_at: now }),
    )
    .execute();
}

/**
 * Reads a statement and proposes what each row is: parse, rules, payees, then the matching passes over
 * the account's transactions dated around the statement. The parsing and matching run on a worker thread
 * (statement-pool.ts), the database reads here between them; the preview comes back as the JSON that is
 * kept for the confirmation. Nothing of the ledger is written.
 */
async function previewOf(
  deps: AppDeps,
  statements: StatementWork,
  familyId: number,
  account: { id: number; name: string },
  fileName: string,
  files: ReadJob['files'],
  layout: CsvLayout | null,
  dateOrder: ReadJob['dateOrder'] = null,
): Promise<{ statement: StatementRead; kept: KeptPreview }> {
  const db = deps.db.kysely;
  const remembered = layout ? null : await rememberedLayout(db, familyId, account.id);
  const statement = await statements.read(files, layout, remembered, dateOrder);
  const [{ accounts, live, aliases }, rules] = await Promise.all([
    loadDirectory(db, familyId),
    loadRules(db, familyId),
  ]);
  const { candidates, summaries } = await loadCandidates(
    db,
    familyId,
    account.id,
    statement.dateFrom,
    statement.dateTo,
    accounts,
  );
  const { linked, reconciled } = await loadLinkedReferences(
    db,
    familyId,
    account.id,
    statement.references,
    summaries,
    accounts,
  );
  const json = await statements.build({
    account,
    fileName,
    rules,
    accounts: live,
    aliases,
    candidates,
    summaries,
    linkedReferences: linked,
    reconciledIds: reconciled,
  });
  return { statement, kept: { accountId: account.id, fileName, format: statement.format, json } };
}

/** The preview the worker holds (just built) or a kept one, as the API answers it. */
async function present(
  deps: AppDeps,
  statements: StatementWork,
  familyId: number,
  batch: { id: string; expiresAt: string },
  preview: PresentJob['preview'],
  choices: ImportDecision[] = [],
): Promise<PresentedPreview> {
  const db = deps.db.kysely;
  const [names, rules] = await Promise.all([loadReferenceNames(db, familyId), loadRules(db, familyId)]);
  return statements.present({
    preview,
    batch,
    names,
    ruleNames: new Map(rules.map((rule) => [rule.id, rule.name])),
    choices,
  });
}

export async function createPreview(
  deps: AppDeps,
  statements: StatementWork,
  familyId: number,
  accountId: number,
  upload: StatementUpload,
): Promise<PresentedPreview> {
  if (upload.accountId !== null && upload.accountId !== '' && upload.accountId !== String(accountId)) {
    throw badRequest(
      `accountId: the form names account ${upload.accountId.slice(0, 20)}, but the address names account ${accountId}.`,
    );
  }
  const account = await requireImportAccount(deps.db.kysely, familyId, accountId);
  // The bytes move to the worker (not copied); only a CSV's text comes back, to be kept with the preview.
  const { statement, kept } = await previewOf(
    deps,
    statements,
    familyId,
    account,
    uploadName(upload.files.map((file) => file.fileName)),
    upload.files.map((file) => ({ name: file.fileName, file: { bytes: file.bytes } })),
    null,
    upload.dateOrder,
  );
  const batch = await writeForFamily(deps.db.kysely, familyId, (trx) =>
    storeBatch(trx, familyId, deps.clock(), statement.source, kept),
  );
  return present(deps, statements, familyId, batch, 'built');
}

/** The preview again, as it was kept. */
export async function getPreview(
  deps: AppDeps,
  statements: StatementWork,
  familyId: number,
  importId: string,
): Promise<PresentedPreview> {
  const { id, expiresAt, json, choices } = await loadBatchJson(deps.db.kysely, familyId, importId, deps.clock());
  return present(deps, statements, familyId, { id, expiresAt }, { json }, choices);
}

/** Reads a CSV preview's file again with the person's layout, and remembers the layout for the account. */
export async function relayoutPreview(
  deps: AppDeps,
  statements: StatementWork,
  familyId: number,
  importId: string,
  layout: CsvLayout,
): Promise<PresentedPreview> {
  const batch = await loadBatchFile(deps.db.kysely, familyId, importId, deps.clock());
  // A CSV preview keeps its text, save one of several files read together.
  if (batch.source === null && batch.format === 'csv') throw badRequest(SEVERAL_FILES_LAYOUT);
  if (batch.source === null || batch.format !== 'csv')
    throw badRequest(`Columns are chosen for CSV files only; this file is ${batch.format.toUpperCase()}.`);
  const account = await requireImportAccount(deps.db.kysely, familyId, batch.accountId);
  const { statement, kept } = await previewOf(
    deps,
    statements,
    familyId,
    account,
    batch.fileName,
    [{ name: batch.fileName, file: { text: batch.source } }],
    layout,
  );
  const { expiresAt } = await writeForFamily(deps.db.kysely, familyId, async (trx) => {
    const live = await loadBatchFile(trx, familyId, importId, deps.clock());
    await replaceBatchPreview(trx, familyId, importId, kept.json);
    if (statement.csv)
      await rememberLayout(
        trx,
        familyId,
        account.id,
        { layout: statement.csv.layout, headings: statement.csv.headings },
        deps.clock().toISOString(),
      );
    return live;
  });
  return present(deps, statements, familyId, { id: importId, expiresAt }, 'built');
}

/** Reads a QIF preview's file again with the date order the person chose among those the file leaves open. */
export async function reorderPreview(
  deps: AppDeps,
  statements: StatementWork,
  familyId: number,
  importId: string,
  dateOrder: ImportDateOrder,
): Promise<PresentedPreview> {
  const batch = await loadBatchFile(deps.db.kysely, familyId, importId, deps.clock());
  if (batch.source === null || batch.format !== 'qif')
    throw badRequest(
      `The date order is chosen only for QIF files whose dates read more than one way; this file is ${batch.format.toUpperCase()}.`,
    );
  const account = await requireImportAccount(deps.db.kysely, familyId, batch.accountId);
  const { kept } = await previewOf(
    deps,
    statements,
    familyId,
    account,
    batch.fileName,
    [{ name: batch.fileName, file: { text: batch.source } }],
    null,
    dateOrder,
  );
  const { expiresAt } = await writeForFamily(deps.db.kysely, familyId, async (trx) => {
    const live = await loadBatchFile(trx, familyId, importId, deps.clock());
    await replaceBatchPreview(trx, familyId, importId, kept.json);
    return live;
  });
  return present(deps, statements, familyId, { id: importId, expiresAt }, 'built');
}

export async function discardPreview(deps: AppDeps, familyId: number, importId: string): Promise<void> {
  await writeForFamily(deps.db.kysely, familyId, async (trx) => {
    await loadBatchFile(trx, familyId, importId, deps.clock());
    await deleteBatch(trx, familyId, importId);
  });
}
