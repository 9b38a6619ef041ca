import { EXPORT_FORMAT_VERSION, Role } from '@hearth/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import { EXPORT_COLLECTIONS, HISTORY_ENTITIES, type ExportCollection, type ExportField } from './collections.js';

/** A row as the database answers it. */
export type DbRow = Record<string, unknown>;
/** A record as the export writes it. */
export type ExportRecord = Record<string, unknown>;

export type MemberStatus = 'member' | 'invited' | 'removed';

export interface ExportMember {
  id: number;
  firstname: string;
  surname: string;
  email: string;
  role: string;
  status: MemberStatus;
}

/** The export's whole content: `hearth-export.json` (docs/export-format.md). */
export interface ExportDocument {
  formatVersion: number;
  exportedAt: string;
  family: { name: string; currencyCode: string; createdAt: string };
  members: ExportMember[];
  history: ExportRecord[];
  [collection: string]: unknown;
}

/** The export ids of one collection: database id → export id. */
export type IdMap = Map<number, number>;

/** A family's rows of one collection, in a stable order (ids ascending). */
export async function familyRows(db: Executor, collection: ExportCollection, familyId: number): Promise<DbRow[]> {
  const table = sql.table(collection.table);
  const owner = collection.ownedThrough
    ? sql`${sql.ref(collection.ownedThrough.column)} IN (SELECT id FROM ${sql.table(parentTable(collection))} WHERE family_id = ${familyId})`
    : sql`family_id = ${familyId}`;
  const filter = collection.rowFilter ? sql` AND ${sql.raw(collection.rowFilter)}` : sql``;
  const order = collection.hasId ? ['id'] : (collection.orderBy ?? []);
  const orderBy = order.length ? sql` ORDER BY ${sql.join(order.map((column) => sql.ref(column)))}` : sql``;
  const result = await sql<DbRow>`SELECT * FROM ${table} WHERE ${owner}${filter}${orderBy}`.execute(db);
  return result.rows;
}

function parentTable(collection: ExportCollection): string {
  const parent = EXPORT_COLLECTIONS.find((candidate) => candidate.name === collection.ownedThrough?.ref);
  if (!parent) throw new Error(`${collection.name}: no parent collection`);
  return parent.table;
}

/** A field's value as the export writes it, or undefined when a reference points to nothing exported. */
function exportValue(field: ExportField, value: unknown, ids: Map<string, IdMap>, members: IdMap): unknown {
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'flag':
      return Number(value) === 1;
    case 'integer':
      return Number(value);
    case 'json':
      return JSON.parse(String(value)) as unknown;
    case 'ref':
      return ids.get(field.ref ?? '')?.get(Number(value));
    case 'member':
      return members.get(Number(value));
    default:
      return String(value);
  }
}

/** The record of a row, or null when a reference it needs points to a record the export leaves out. */
export function exportRecord(
  collection: ExportCollection,
  row: DbRow,
  exportId: number | null,
  ids: Map<string, IdMap>,
  members: IdMap,
): ExportRecord | null {
  const record: ExportRecord = exportId === null ? {} : { id: exportId };
  for (const field of collection.fields) {
    const value = exportValue(field, row[field.column], ids, members);
    if (value === undefined) {
      if (!field.nullable) return null;
      record[field.name] = null;
    } else {
      record[field.name] = value;
    }
  }
  return record;
}

/**
 * The members of the family: its users (removed ones under the address they had), then the invitations
 * still pending. No password, no second factor, no session leaves the server.
 */
export async function exportMembers(db: Executor, familyId: number, now: string) {
  const users = await db
    .selectFrom('users')
    .select(['id', 'firstname', 'surname', 'email', 'former_email', 'role', 'removed_at'])
    .where('family_id', '=', familyId)
    .orderBy('id')
    .execute();
  const invitations = await db
    .selectFrom('invitations')
    .select(['email'])
    .where('family_id', '=', familyId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at')
    .orderBy('email')
    .execute();
  const ids: IdMap = new Map();
  const members: ExportMember[] = users.map((user, index) => {
    ids.set(user.id, index + 1);
    return {
      id: index + 1,
      firstname: user.firstname,
      surname: user.surname,
      email: user.removed_at ? (user.former_email ?? user.email) : user.email,
      role: user.role,
      status: user.removed_at ? 'removed' : 'member',
    };
  });
  const known = new Set(members.map((member) => member.email));
  for (const invitation of invitations) {
    if (known.has(invitation.email)) continue;
    known.add(invitation.email);
    members.push({
      id: members.length + 1,
      firstname: '',
      surname: '',
      email: invitation.email,
      role: Role.Member,
      status: 'invited',
    });
  }
  return { members, ids };
}

/** The change history, its records and people named by the export's ids; entries of records not exported are left out. */
export async function exportHistory(
  db: Executor,
  familyId: number,
  ids: Map<string, IdMap>,
  members: IdMap,
): Promise<ExportRecord[]> {
  const rows = await db
    .selectFrom('change_history')
    .selectAll()
    .where('family_id', '=', familyId)
    .orderBy('id')
    .execute();
  const records: ExportRecord[] = [];
  for (const row of rows) {
    const entityId = ids.get(HISTORY_ENTITIES[row.entity] ?? '')?.get(row.entity_id);
    if (entityId === undefined) continue;
    records.push({
      id: records.length + 1,
      entity: row.entity,
      entityId,
      at: row.at,
      userId: row.user_id === null ? null : (members.get(row.user_id) ?? null),
      action: row.action,
      changes: JSON.parse(row.changes) as unknown,
    });
  }
  return records;
}

/** Reads every record of the family into the export's document, and the rows of its attachments. */
export async function readFamilyDocument(db: Executor, familyId: number, now: string) {
  const family = await db
    .selectFrom('families')
    .select(['name', 'currency_code', 'created_at'])
    .where('id', '=', familyId)
    .executeTakeFirstOrThrow();
  const { members, ids: memberIds } = await exportMembers(db, familyId, now);
  const rowsOf = new Map<string, DbRow[]>();
  const ids = new Map<string, IdMap>();
  for (const collection of EXPORT_COLLECTIONS) {
    const rows = await familyRows(db, collection, familyId);
    rowsOf.set(collection.name, rows);
    if (collection.hasId) ids.set(collection.name, new Map(rows.map((row, index) => [Number(row.id), index + 1])));
  }
  const document: ExportDocument = {
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedAt: now,
    family: { name: family.name, currencyCode: family.currency_code, createdAt: family.created_at },
    members,
    history: [],
  };
  for (const collection of EXPORT_COLLECTIONS) {
    const map = ids.get(collection.name);
    document[collection.name] = (rowsOf.get(collection.name) ?? [])
      .map((row) => exportRecord(collection, row, map?.get(Number(row.id)) ?? null, ids, memberIds))
      .filter((record): record is ExportRecord => record !== null);
  }
  document.history = await exportHistory(db, familyId, ids, memberIds);
  return { document, attachmentRows: rowsOf.get('attachments') ?? [], ids };
}
