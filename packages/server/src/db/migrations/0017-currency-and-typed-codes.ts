import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The family's currency (ISO 4217; every family so far kept its books in US dollars), and an investment's
 * code as the person typed it (`BTC`), kept beside the code its price provider reads (`btc`, `bitcoin`).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('families')
    .addColumn('currency_code', 'varchar(3)', (c) => c.notNull().defaultTo('USD'))
    .execute();
  await db.schema.alterTable('investments').addColumn('typed_code', 'varchar(100)').execute();
}
