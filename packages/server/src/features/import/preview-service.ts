import { AccountType, type CsvLayout, type ImportPreview } from '@hearth/contract';
import type { Executor } from '../../db/database.js';
import { buildPreview } from '../../domain/import/preview.js';
import { decodeStatement, readStatement, type RememberedLayout } from '../../domain/import/read-statement.js';
import { statementReferences } from '../../domain/import/references.js';
import { compileRules } from '../../domain/import/rules.js';
import { StatementError } from '../../domain/import/statement.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { deleteBatch, loadBatch, replaceBatchPreview, storeBatch, type Batch, type StoredPreview } from './batches.js';
import { loadCandidates, loadDirectory, loadLinkedReferences } from './ledger-view.js';
import { presentPreview } from './present.js';
import { loadReferenceNames, loadRules } from './rules-service.js';
import type { StatementUpload } from './upload.js';

export const ACCOUNT_NOT_FOUND = 'Account not found.';

/** The bank account a statement is imported into: the family's, live and active. */
export async function requireImportAccount(db: Executor, familyId: number, accountId: number): Promise<{ id: number; name: string }> {
  const row = await familyScope(db, familyId).selectFrom('accounts').select(['id', 'name', 'account_type_id', 'is_active', 'is_deleted']).where('id', '=', accountId).executeTakeFirst();
  if (!row || row.is_deleted) throw notFound(ACCOUNT_NOT_FOUND);
  if (row.account_type_id !== AccountType.Bank) throw badRequest(`Statements are imported into a bank account; ${row.name} is a third party.`);
  if (!row.is_active) throw badRequest(`${row.name} is inactive: make it active before importing into it.`);
  return { id: row.id, name: row.name };
}

/** The account's remembered CSV layout, if it has one. */
export async function rememberedLayout(db: Executor, familyId: number, accountId: number): Promise<RememberedLayout | null> {
  const row = await familyScope(db, familyId).selectFrom('import_csv_layouts').select('layout').where('account_id', '=', accountId).executeTakeFirst();
  return row ? (JSON.parse(row.layout) as RememberedLayout) : null;
}

/** Keeps a CSV layout as the account's, inside the caller's write. */
export async function rememberLayout(trx: Executor, familyId: number, accountId: number, remembered: RememberedLayout, now: string): Promise<void> {
  await trx
    .insertInto('import_csv_layouts')
    .values({ account_id: accountId, family_id: familyId, layout: JSON.stringify(remembered), updated_at: now })
    .onConflict((conflict) => conflict.column('account_id').doUpdateSet({ layout: JSON.stringify(remembered), updated_at: now }))
    .execute();
}

function statementOf(text: string, layout: CsvLayout | null, remembered: RememberedLayout | null) {
  try {
    return readStatement(text, { layout, remembered });
  } catch (error) {
    if (error instanceof StatementError) throw badRequest(error.message);
    throw error;
  }
}

/**
 * Reads a statement and proposes what each row is: parse, rules, payees, then the matching passes over
 * the account's transactions dated around the statement. Nothing of the ledger is written; the preview is
 * kept for the confirmation.
 */
async function previewOf(deps: AppDeps, familyId: number, account: { id: number; name: string }, fileName: string, text: string, layout: CsvLayout | null): Promise<StoredPreview> {
  const db = deps.db.kysely;
  const remembered = layout ? null : await rememberedLayout(db, familyId, account.id);
  const statement = statementOf(text, layout, remembered);
  const dates = statement.rows.map((row) => row.date).sort();
  const [{ directory, accounts }, rules] = await Promise.all([loadDirectory(db, familyId), loadRules(db, familyId)]);
  const { candidates, summaries } = await loadCandidates(db, familyId, account.id, dates[0] as string, dates[dates.length - 1] as string, accounts);
  const references = statementReferences(statement.rows);
  const { linked, reconciled } = await loadLinkedReferences(db, familyId, account.id, references, summaries, accounts);
  const rows = buildPreview({ rows: statement.rows, rules: compileRules(rules), directory, candidates, linkedReferences: linked, reconciledIds: reconciled });
  const shown = new Set(rows.flatMap((row) => (row.matchedId === null ? row.candidateIds : [row.matchedId, ...row.candidateIds])));
  return {
    accountId: account.id,
    accountName: account.name,
    fileName,
    format: statement.format,
    rows,
    matches: [...shown].map((id) => summaries.get(id)).filter((match) => match !== undefined),
    skipped: statement.skipped,
    csv: statement.csv,
  };
}

async function present(deps: AppDeps, familyId: number, batch: Batch): Promise<ImportPreview> {
  const db = deps.db.kysely;
  const [names, rules] = await Promise.all([loadReferenceNames(db, familyId), loadRules(db, familyId)]);
  return presentPreview(batch, names, new Map(rules.map((rule) => [rule.id, rule.name])));
}

export async function createPreview(deps: AppDeps, familyId: number, accountId: number, upload: StatementUpload): Promise<ImportPreview> {
  if (upload.accountId !== null && upload.accountId !== '' && upload.accountId !== String(accountId)) {
    throw badRequest(`accountId: the form names account ${upload.accountId.slice(0, 20)}, but the address names account ${accountId}.`);
  }
  const account = await requireImportAccount(deps.db.kysely, familyId, accountId);
  const text = decodeStatement(upload.bytes);
  const preview = await previewOf(deps, familyId, account, upload.fileName, text, null);
  const batch = await writeForFamily(deps.db.kysely, familyId, (trx) => storeBatch(trx, familyId, deps.clock(), preview.format === 'csv' ? text : null, preview));
  return present(deps, familyId, batch);
}

/** The preview again, as it was kept. */
export async function getPreview(deps: AppDeps, familyId: number, importId: string): Promise<ImportPreview> {
  return present(deps, familyId, await loadBatch(deps.db.kysely, familyId, importId, deps.clock()));
}

/** Reads a CSV preview's file again with the person's layout, and remembers the layout for the account. */
export async function relayoutPreview(deps: AppDeps, familyId: number, importId: string, layout: CsvLayout): Promise<ImportPreview> {
  const batch = await loadBatch(deps.db.kysely, familyId, importId, deps.clock());
  if (batch.source === null) throw badRequest(`Columns are chosen for CSV files only; this file is ${batch.preview.format.toUpperCase()}.`);
  const account = await requireImportAccount(deps.db.kysely, familyId, batch.preview.accountId);
  const preview = await previewOf(deps, familyId, account, batch.preview.fileName, batch.source, layout);
  await writeForFamily(deps.db.kysely, familyId, async (trx) => {
    await loadBatch(trx, familyId, importId, deps.clock());
    await replaceBatchPreview(trx, familyId, importId, preview);
    if (preview.csv) await rememberLayout(trx, familyId, account.id, { layout: preview.csv.layout, headings: preview.csv.headings }, deps.clock().toISOString());
  });
  return present(deps, familyId, { ...batch, preview });
}

export async function discardPreview(deps: AppDeps, familyId: number, importId: string): Promise<void> {
  await writeForFamily(deps.db.kysely, familyId, async (trx) => {
    await loadBatch(trx, familyId, importId, deps.clock());
    await deleteBatch(trx, familyId, importId);
  });
}
