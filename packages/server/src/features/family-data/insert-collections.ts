import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nameKey } from '../../platform/unique-names.js';
import { EXPORT_COLLECTIONS, HISTORY_ENTITIES, type ExportCollection, type ExportField } from './collections.js';
import type { ExportDocument, ExportRecord, IdMap } from './export-document.js';

/** Rows per INSERT: well inside both databases' limits on parameters. */
const BATCH_ROWS = 400;

interface LateReference {
  table: string;
  id: number;
  column: string;
  field: ExportField;
  value: number;
}

/** Inserts rows, answering their new ids in the order of the rows (ids rise with each row of one statement). */
async function insertRows(
  trx: Transaction<Database>,
  table: string,
  columns: string[],
  rows: unknown[][],
  returnIds: boolean,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS);
    const values = sql.join(batch.map((row) => sql`(${sql.join(row)})`));
    const returning = returnIds ? sql` RETURNING id` : sql``;
    const result = await sql<{ id: number }>`
      INSERT INTO ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) VALUES ${values}${returning}
    `.execute(trx);
    if (returnIds) ids.push(...result.rows.map((row) => Number(row.id)).sort((a, b) => a - b));
  }
  return ids;
}

/** The key a live row is merged by: its folded name and the columns it is unique within. */
const mergeKey = (name: unknown, within: unknown[]) => [String(name), ...within.map(String)].join('\u0000');

/** The family's live rows of a collection that merges by name, by their merge key. */
async function existingByName(
  trx: Transaction<Database>,
  collection: ExportCollection,
  familyId: number,
): Promise<Map<string, number>> {
  const within = collection.mergeWithin ?? [];
  const live = collection.fields.some((field) => field.column === 'is_deleted') ? sql` AND is_deleted = 0` : sql``;
  const columns = sql.join(['id', 'name_key', ...within].map((column) => sql.ref(column)));
  const { rows } = await sql<Record<string, unknown>>`
    SELECT ${columns} FROM ${sql.table(collection.table)} WHERE family_id = ${familyId}${live}
  `.execute(trx);
  return new Map(
    rows.map((row) => [
      mergeKey(
        row.name_key,
        within.map((column) => row[column]),
      ),
      Number(row.id),
    ]),
  );
}

/** A record's value for its column, a reference translated to the new id (null while its target is not written yet). */
function columnValue(field: ExportField, value: unknown, ids: Map<string, IdMap>): unknown {
  if (value === null) return null;
  switch (field.kind) {
    case 'flag':
      return value ? 1 : 0;
    case 'json':
      return JSON.stringify(value);
    case 'ref':
      return ids.get(field.ref ?? '')?.get(Number(value)) ?? null;
    default:
      return value;
  }
}

/**
 * Writes every collection of the export into the family, in the order of EXPORT_COLLECTIONS, and answers
 * the new id of each exported one. A live account, category, subcategory, tag or budget of a name the
 * family already has is merged with it rather than written twice.
 */
export async function insertCollections(
  trx: Transaction<Database>,
  familyId: number,
  document: ExportDocument,
): Promise<Map<string, IdMap>> {
  const ids = new Map<string, IdMap>();
  const late: LateReference[] = [];
  for (const collection of EXPORT_COLLECTIONS) {
    const records = document[collection.name] as ExportRecord[];
    const map: IdMap = new Map();
    ids.set(collection.name, map);
    const existing = collection.mergeWithin ? await existingByName(trx, collection, familyId) : null;
    const columns = [
      ...(collection.familyColumn ? ['family_id'] : []),
      ...collection.fields.map((field) => field.column),
      ...(collection.nameColumn ? ['name_key'] : []),
      ...(collection.name === 'attachments' ? ['storage_key'] : []),
    ];
    const rows: unknown[][] = [];
    const written: ExportRecord[] = [];
    for (const record of records) {
      const values = collection.fields.map((field) => columnValue(field, record[field.name], ids));
      const key = collection.nameColumn ? nameKey(String(record[fieldOf(collection, collection.nameColumn)])) : null;
      if (existing && key !== null && !record.isDeleted) {
        const within = (collection.mergeWithin ?? []).map((column) => values[columnIndex(collection, column)]);
        const found = existing.get(mergeKey(key, within));
        if (found !== undefined) {
          map.set(Number(record.id), found);
          continue;
        }
      }
      rows.push([
        ...(collection.familyColumn ? [familyId] : []),
        ...values,
        ...(key !== null ? [key] : []),
        ...(collection.name === 'attachments' ? [record.storageKey] : []),
      ]);
      written.push(record);
    }
    const newIds = await insertRows(trx, collection.table, columns, rows, collection.hasId);
    written.forEach((record, index) => {
      const newId = newIds[index];
      if (newId === undefined) return;
      map.set(Number(record.id), newId);
      for (const field of collection.fields) {
        const value = record[field.name];
        if (field.kind === 'ref' && value !== null && !ids.has(field.ref ?? ''))
          late.push({ table: collection.table, id: newId, column: field.column, field, value: Number(value) });
      }
    });
  }
  for (const reference of late) {
    const target = ids.get(reference.field.ref ?? '')?.get(reference.value) ?? null;
    await sql`UPDATE ${sql.table(reference.table)} SET ${sql.ref(reference.column)} = ${target} WHERE id = ${reference.id}`.execute(
      trx,
    );
  }
  return ids;
}

const fieldOf = (collection: ExportCollection, column: string) =>
  collection.fields.find((field) => field.column === column)?.name ?? column;
const columnIndex = (collection: ExportCollection, column: string) =>
  collection.fields.findIndex((field) => field.column === column);

/** The change history, its records and people named by their new ids. */
export async function insertHistory(
  trx: Transaction<Database>,
  familyId: number,
  document: ExportDocument,
  ids: Map<string, IdMap>,
  userOfMember: Map<number, number>,
): Promise<void> {
  const rows = document.history.map((entry) => [
    familyId,
    String(entry.entity),
    ids.get(HISTORY_ENTITIES[String(entry.entity)] ?? '')?.get(Number(entry.entityId)) ?? 0,
    String(entry.at),
    entry.userId === null ? null : (userOfMember.get(Number(entry.userId)) ?? null),
    String(entry.action),
    JSON.stringify(entry.changes ?? []),
  ]);
  await insertRows(
    trx,
    'change_history',
    ['family_id', 'entity', 'entity_id', 'at', 'user_id', 'action', 'changes'],
    rows,
    false,
  );
}
