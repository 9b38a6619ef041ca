import { EXPORT_FORMAT_VERSION } from '@hearth/contract';
import { EXPORT_COLLECTIONS, HISTORY_ENTITIES, type ExportField, type FieldKind } from './collections.js';

type Schema = Record<string, unknown>;

const ID: Schema = { type: 'integer', minimum: 1 };

const KIND_SCHEMAS: Record<FieldKind, Schema> = {
  text: { type: 'string' },
  integer: { type: 'integer' },
  flag: { type: 'boolean' },
  date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
  timestamp: { type: 'string', description: 'UTC, ISO 8601' },
  json: { description: 'JSON as the feature writes it' },
  ref: ID,
  member: { ...ID, description: 'id of a member' },
};

function fieldSchema(field: ExportField): Schema {
  const base: Schema = { ...KIND_SCHEMAS[field.kind] };
  if (field.kind === 'ref') base.description = `id of a record of ${field.ref ?? ''}`;
  if (!field.nullable) return base;
  return { anyOf: [base, { type: 'null' }], ...(base.description ? { description: base.description } : {}) };
}

function object(properties: Record<string, Schema>): Schema {
  return { type: 'object', required: Object.keys(properties), properties };
}

/** The JSON Schema of `hearth-export.json` (docs/export-schema.json), from the table the export follows. */
export function exportJsonSchema(): Schema {
  const collections = Object.fromEntries(
    EXPORT_COLLECTIONS.map((collection) => {
      const properties: Record<string, Schema> = collection.hasId ? { id: ID } : {};
      for (const field of collection.fields) properties[field.name] = fieldSchema(field);
      if (collection.name === 'attachments')
        properties.file = { type: 'string', description: 'the path of the file in the zip' };
      return [collection.name, { type: 'array', items: object(properties) }];
    }),
  );
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://hearth.example/export-schema.json',
    title: 'Hearth family export (hearth-export.json)',
    description: `Format ${EXPORT_FORMAT_VERSION}. Amounts are integer cents; see docs/export-format.md.`,
    ...object({
      formatVersion: { const: EXPORT_FORMAT_VERSION },
      exportedAt: KIND_SCHEMAS.timestamp,
      family: object({
        name: { type: 'string' },
        currencyCode: { type: 'string', pattern: '^[A-Z]{3}$' },
        createdAt: KIND_SCHEMAS.timestamp,
      }),
      members: {
        type: 'array',
        items: object({
          id: ID,
          firstname: { type: 'string' },
          surname: { type: 'string' },
          email: { type: 'string' },
          role: { enum: ['Admin', 'Member'] },
          status: { enum: ['member', 'invited', 'removed'] },
        }),
      },
      ...collections,
      history: {
        type: 'array',
        items: object({
          id: ID,
          entity: { enum: Object.keys(HISTORY_ENTITIES) },
          entityId: { ...ID, description: 'id of a record of the collection the entity names' },
          at: KIND_SCHEMAS.timestamp,
          userId: { anyOf: [ID, { type: 'null' }], description: 'id of a member' },
          action: { type: 'string' },
          changes: { type: 'array', items: { type: 'object' } },
        }),
      },
    }),
  };
}
