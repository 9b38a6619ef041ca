import { knownCurrencies } from '@hearth/contract';
import { z } from 'zod';
import { badRequest } from '../../platform/errors.js';
import { EXPORT_COLLECTIONS, HISTORY_ENTITIES, type ExportCollection, type FieldKind } from './collections.js';
import type { ExportDocument, ExportMember, ExportRecord } from './export-document.js';

const id = z.number().int().positive().max(2_147_483_647);
const date = z
  .string()
  .regex(/^(19\d\d|2[01]\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date YYYY-MM-DD');
const text = z.string().max(100_000);

const KIND_SCHEMAS: Record<FieldKind, z.ZodType> = {
  text,
  integer: z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
  flag: z.boolean(),
  date,
  timestamp: z.string().min(1).max(40),
  json: z.unknown().refine((value) => value !== undefined, 'is required'),
  ref: id,
  member: id,
};

function recordSchema(collection: ExportCollection) {
  const shape: Record<string, z.ZodType> = collection.hasId ? { id } : {};
  for (const field of collection.fields) {
    const schema = KIND_SCHEMAS[field.kind];
    shape[field.name] = field.nullable ? schema.nullable() : schema;
  }
  if (collection.name === 'attachments') shape.file = z.string().min(1).max(300);
  return z.object(shape);
}

const memberSchema = z.object({
  id,
  firstname: z.string().max(100),
  surname: z.string().max(100),
  email: z.string().max(254),
  role: z.string().max(20),
  status: z.enum(['member', 'invited', 'removed']),
});

const historySchema = z.object({
  id,
  entity: z.enum(Object.keys(HISTORY_ENTITIES) as [string, ...string[]]),
  entityId: id,
  at: KIND_SCHEMAS.timestamp,
  userId: id.nullable(),
  action: z.string().max(100),
  changes: z.unknown(),
});

const documentSchema = z.object({
  formatVersion: z.number(),
  exportedAt: z.string(),
  family: z.object({
    name: z.string().trim().min(1).max(100),
    currencyCode: z.string().refine((code) => knownCurrencies().has(code), 'is not a currency this server knows'),
    createdAt: z.string(),
  }),
  members: z.array(memberSchema),
  history: z.array(historySchema),
  ...Object.fromEntries(EXPORT_COLLECTIONS.map((collection) => [collection.name, z.array(recordSchema(collection))])),
});

const where = (path: PropertyKey[]) => path.map(String).join('.');

/** Every id of a collection once, and every reference pointing to a record of the export. */
function checkReferences(document: ExportDocument): void {
  const ids = new Map<string, Set<number>>();
  const idsOf = (name: string, records: { id: number }[]) => {
    const seen = new Set<number>();
    for (const record of records) {
      if (seen.has(record.id)) throw badRequest(`This export is not valid: ${name} has the id ${record.id} twice.`);
      seen.add(record.id);
    }
    ids.set(name, seen);
  };
  idsOf('members', document.members);
  for (const collection of EXPORT_COLLECTIONS.filter((candidate) => candidate.hasId))
    idsOf(collection.name, document[collection.name] as { id: number }[]);
  const refuse = (name: string, index: number, field: string, value: unknown) => {
    throw badRequest(`This export is not valid: ${name}[${index}].${field} (${String(value)}) points to nothing.`);
  };
  for (const collection of EXPORT_COLLECTIONS) {
    (document[collection.name] as ExportRecord[]).forEach((record, index) => {
      for (const field of collection.fields) {
        const value = record[field.name];
        if (value === null) continue;
        const target = field.kind === 'ref' ? field.ref : field.kind === 'member' ? 'members' : null;
        if (target && !ids.get(target)?.has(Number(value))) refuse(collection.name, index, field.name, value);
      }
    });
  }
  document.history.forEach((entry, index) => {
    if (!ids.get(HISTORY_ENTITIES[String(entry.entity)] ?? '')?.has(Number(entry.entityId)))
      refuse('history', index, 'entityId', entry.entityId);
    if (entry.userId !== null && !ids.get('members')?.has(Number(entry.userId)))
      refuse('history', index, 'userId', entry.userId);
  });
}

/** A transaction's amount is the sum of its lines, as the ledger keeps it. */
function checkTransactionAmounts(document: ExportDocument): void {
  const sums = new Map<number, number>();
  for (const line of document.transactionLines as ExportRecord[]) {
    const transactionId = Number(line.transactionId);
    sums.set(transactionId, (sums.get(transactionId) ?? 0) + Number(line.amount));
  }
  for (const transaction of document.transactions as ExportRecord[]) {
    if ((sums.get(Number(transaction.id)) ?? 0) !== Number(transaction.amount))
      throw badRequest(
        `This export is not valid: the lines of transaction ${String(transaction.id)} do not add up to its amount.`,
      );
  }
}

/** The document as a restore reads it, or a 400 that says what is wrong with it. */
export function validDocument(document: Record<string, unknown>): ExportDocument {
  const parsed = documentSchema.safeParse(document);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`This export is not valid: ${issue ? `${where(issue.path)} ${issue.message}` : 'unreadable'}.`);
  }
  const valid = parsed.data as ExportDocument & { members: ExportMember[] };
  checkReferences(valid);
  checkTransactionAmounts(valid);
  return valid;
}
