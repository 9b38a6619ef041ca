/** The shapes of the export's collections and the helpers that declare their fields (collections.ts). */

/** How a field is written in the export. */
export type FieldKind =
  | 'text'
  | 'integer'
  | 'flag'
  | 'date'
  | 'timestamp'
  | 'json'
  /** An id of another collection (its name in `ref`). */
  | 'ref'
  /** An id of the export's members. */
  | 'member';

export interface ExportField {
  /** The field's name in the export. */
  name: string;
  column: string;
  kind: FieldKind;
  ref?: string;
  nullable?: boolean;
}

export interface ExportCollection {
  /** The collection's name in the export. */
  name: string;
  table: string;
  /** Rows with an id of their own get export ids 1, 2… in the order of their ids in the database. */
  hasId: boolean;
  /** Rows are the family's by their family_id, or through the parent a column points to (link tables). */
  ownedThrough?: { column: string; ref: string };
  /** Whether the table carries family_id (written on restore). */
  familyColumn: boolean;
  fields: ExportField[];
  /** The column whose folded form is kept in name_key (platform/unique-names.ts). */
  nameColumn?: string;
  /** A live row of this name (and these columns) that the family already has takes the place of the exported one. */
  mergeWithin?: string[];
  /** Only rows that still exist in full are exported. */
  rowFilter?: string;
  /** Columns a link table's rows are ordered by. */
  orderBy?: string[];
}

export const f = (name: string, column: string, kind: FieldKind, extra: Partial<ExportField> = {}): ExportField => ({
  name,
  column,
  kind,
  ...extra,
});
export const ref = (name: string, column: string, target: string, nullable = false): ExportField =>
  f(name, column, 'ref', { ref: target, nullable });
export const nullable = (name: string, column: string, kind: FieldKind): ExportField =>
  f(name, column, kind, { nullable: true });
export const createdAt = f('createdAt', 'created_at', 'timestamp');
export const updatedAt = f('updatedAt', 'updated_at', 'timestamp');
export const isDeleted = f('isDeleted', 'is_deleted', 'flag');

/** The fields of a rule that repeats (a schedule, and a scenario's hypothetical schedule). */
export const recurrenceFields = [
  f('recurrenceTypeId', 'recurrence_type_id', 'integer'),
  f('scheduleStart', 'schedule_start', 'date'),
  f('recurrenceEndTypeId', 'recurrence_end_type_id', 'integer'),
  nullable('scheduleEnd', 'schedule_end', 'date'),
  nullable('numberOfTransactions', 'number_of_transactions', 'integer'),
  f('description', 'description', 'text'),
  f('transactionTypeId', 'transaction_type_id', 'integer'),
];
