import { sql, type Transaction } from 'kysely';
import type { Database } from '../packages/server/src/db/schema.js';

export interface SetAside {
  /** Builds the indexes and adds the foreign keys again, as they were; a duplicate or a dangling key fails it. */
  restore(): Promise<void>;
}

/**
 * PostgreSQL: drops the tables' foreign keys and the indexes that back no constraint, keeping their
 * definitions as the catalogue gives them, so that a bulk load neither updates every index row by row
 * nor checks every key with a query of its own; restore() then builds each index in one sorted pass and
 * checks each foreign key with one join. Within the load's database transaction, which holds the
 * tables locked meanwhile: for a database nobody else is using. Primary keys and unique constraints
 * stay, and so does any index a constraint relies on.
 */
export async function setAsideIndexes(trx: Transaction<Database>, tables: (keyof Database)[]): Promise<SetAside> {
  const ofTables = sql`(SELECT to_regclass(name) FROM unnest(${tables}::text[]) AS name)`;
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    SELECT x.indexrelid::regclass::text AS name, pg_get_indexdef(x.indexrelid) AS definition
    FROM pg_index x
    WHERE x.indrelid IN ${ofTables} AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)
    ORDER BY x.indexrelid
  `.execute(trx);
  const { rows: foreignKeys } = await sql<{ table: string; name: string; definition: string }>`
    SELECT conrelid::regclass::text AS table, quote_ident(conname) AS name, pg_get_constraintdef(oid) AS definition
    FROM pg_constraint
    WHERE contype = 'f' AND conrelid IN ${ofTables}
    ORDER BY oid
  `.execute(trx);
  for (const key of foreignKeys)
    await sql`ALTER TABLE ${sql.raw(key.table)} DROP CONSTRAINT ${sql.raw(key.name)}`.execute(trx);
  for (const index of indexes) await sql`DROP INDEX ${sql.raw(index.name)}`.execute(trx);
  return {
    async restore() {
      // An index build sorts in memory up to this bound, and spills to disk past it.
      await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(trx);
      for (const index of indexes) await sql.raw(index.definition).execute(trx);
      for (const key of foreignKeys)
        await sql`ALTER TABLE ${sql.raw(key.table)} ADD CONSTRAINT ${sql.raw(key.name)} ${sql.raw(key.definition)}`.execute(
          trx,
        );
    },
  };
}
