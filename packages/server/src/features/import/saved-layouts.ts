import type {
  CsvLayoutFile,
  CsvLayoutImportResult,
  SavedCsvLayout,
  SaveCsvLayoutRequest,
  CsvLayout,
} from '@hearth/contract';
import type { Executor } from '../../db/database.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { rememberLayout, requireImportAccount } from './preview-service.js';

export const LAYOUT_NOT_FOUND = 'Layout not found.';

/** As many as one file of layouts holds, so that a family's exported file always imports into an empty family. */
export const SAVED_LAYOUTS_PER_FAMILY = 200;
export const TOO_MANY_LAYOUTS = `A family keeps at most ${SAVED_LAYOUTS_PER_FAMILY} saved layouts: delete one you no longer use, then save again.`;
export const tooManyImportedLayouts = (adding: number, kept: number) =>
  `The file adds ${adding} new layouts, but a family keeps at most ${SAVED_LAYOUTS_PER_FAMILY} saved layouts and yours has ${kept}: delete some you no longer use, then import again.`;

interface StoredLayout {
  layout: CsvLayout;
  headings: string[];
}

type Row = { id: number; name: string; layout: string; updated_at: string };

const present = (row: Row): SavedCsvLayout => {
  const stored = JSON.parse(row.layout) as StoredLayout;
  return { id: row.id, name: row.name, headings: stored.headings, layout: stored.layout, updatedAt: row.updated_at };
};

/** The family's saved layouts, by name. */
export async function listSavedLayouts(db: Executor, familyId: number): Promise<SavedCsvLayout[]> {
  const rows = await familyScope(db, familyId)
    .selectFrom('import_saved_layouts')
    .select(['id', 'name', 'layout', 'updated_at'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(present);
}

/** Writes a layout under its name, replacing the family's layout of that name; the unique index settles a race. */
async function upsertLayout(trx: Executor, familyId: number, stored: StoredLayout & { name: string }, now: string) {
  const layout = JSON.stringify({ layout: stored.layout, headings: stored.headings });
  await trx
    .insertInto('import_saved_layouts')
    .values({ family_id: familyId, name: stored.name, layout, updated_at: now })
    .onConflict((conflict) => conflict.columns(['family_id', 'name']).doUpdateSet({ layout, updated_at: now }))
    .execute();
  return (await familyScope(trx, familyId)
    .selectFrom('import_saved_layouts')
    .select(['id', 'name', 'layout', 'updated_at'])
    .where('name', '=', stored.name)
    .executeTakeFirstOrThrow()) as Row;
}

/** The family's saved layouts by name; read inside a write, which holds the family's lock, so a count cannot change under it. */
async function savedNames(trx: Executor, familyId: number): Promise<Set<string>> {
  const rows = await familyScope(trx, familyId).selectFrom('import_saved_layouts').select('name').execute();
  return new Set(rows.map((row) => row.name));
}

/**
 * Saves a layout under a name and, when an account is named, makes it that account's layout: the
 * account's next file with the same headings is read with it. A new name is refused once the family
 * keeps SAVED_LAYOUTS_PER_FAMILY layouts; replacing a layout of a name it has is always allowed.
 */
export async function saveLayout(
  deps: AppDeps,
  familyId: number,
  request: SaveCsvLayoutRequest & { accountId: number | null },
): Promise<{ saved: SavedCsvLayout; accountName: string | null }> {
  return writeForFamily(deps.db.kysely, familyId, async (trx) => {
    const now = deps.clock().toISOString();
    const account = request.accountId === null ? null : await requireImportAccount(trx, familyId, request.accountId);
    const names = await savedNames(trx, familyId);
    if (!names.has(request.name) && names.size >= SAVED_LAYOUTS_PER_FAMILY) throw badRequest(TOO_MANY_LAYOUTS);
    const row = await upsertLayout(trx, familyId, { ...request, layout: request.layout as CsvLayout }, now);
    if (account) {
      await rememberLayout(trx, familyId, account.id, { layout: request.layout, headings: request.headings }, now);
    }
    return { saved: present(row), accountName: account?.name ?? null };
  });
}

export async function deleteSavedLayout(deps: AppDeps, familyId: number, id: number): Promise<string> {
  return writeForFamily(deps.db.kysely, familyId, async (trx) => {
    const scope = familyScope(trx, familyId);
    const row = await scope.selectFrom('import_saved_layouts').select('name').where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(LAYOUT_NOT_FOUND);
    await scope.deleteFrom('import_saved_layouts').where('id', '=', id).execute();
    return `The layout ${row.name} was deleted.`;
  });
}

/** The family's saved layouts as a file another Hearth (or this one, later) can import. */
export async function exportLayouts(db: Executor, familyId: number): Promise<CsvLayoutFile> {
  const layouts = await listSavedLayouts(db, familyId);
  return {
    format: 'hearth-csv-layouts',
    version: 1,
    layouts: layouts.map(({ name, headings, layout }) => ({ name, headings, layout })),
  };
}

/**
 * Imports a file of layouts in one write: each is added, or replaces the family's layout of its name. A
 * file that would take the family past SAVED_LAYOUTS_PER_FAMILY is refused whole.
 */
export async function importLayouts(
  deps: AppDeps,
  familyId: number,
  file: CsvLayoutFile,
): Promise<CsvLayoutImportResult> {
  return writeForFamily(deps.db.kysely, familyId, async (trx) => {
    const now = deps.clock().toISOString();
    const existing = await savedNames(trx, familyId);
    const adding = new Set(file.layouts.map((layout) => layout.name).filter((name) => !existing.has(name))).size;
    if (existing.size + adding > SAVED_LAYOUTS_PER_FAMILY)
      throw badRequest(tooManyImportedLayouts(adding, existing.size));
    let added = 0;
    let replaced = 0;
    // The last of two layouts of one name in a file wins, as it would importing them one by one.
    for (const layout of file.layouts) {
      if (existing.has(layout.name)) replaced += 1;
      else added += 1;
      existing.add(layout.name);
      await upsertLayout(trx, familyId, layout, now);
    }
    return { added, replaced };
  });
}
