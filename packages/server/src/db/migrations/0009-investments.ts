import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from '../columns.js';

/**
 * Investments: a family's holdings (volume in whole units of 0.00000001), their optional purchases, the
 * prices a family enters by hand, and the providers' quotes. Quotes are keyed by asset and time in seconds
 * (integers: a chart groups them by integer division); a provider's quotes are public market data, kept
 * once for every family that holds the asset.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('investments'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(400)', (c) => c.notNull())
    .addColumn('investment_type_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'varchar(100)', (c) => c.notNull())
    .addColumn('volume', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // Holdings are deleted for good, so every name takes part; a race of two saves of one name ends in a 400.
  await sql`CREATE UNIQUE INDEX investments_name ON investments (family_id, name_key)`.execute(db);
  await db.schema.createIndex('investments_code').on('investments').columns(['investment_type_id', 'code']).execute();

  await withId(db.schema.createTable('investment_purchases'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('investment_id', 'integer', (c) => c.notNull().references('investments.id').onDelete('cascade'))
    .addColumn('purchase_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('volume', 'bigint', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('investment_purchases_holding')
    .on('investment_purchases')
    .columns(['investment_id', 'purchase_date'])
    .execute();

  await db.schema
    .createTable('investment_quotes')
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('investment_type_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'varchar(100)', (c) => c.notNull())
    .addColumn('quoted_at', 'bigint', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('investment_quotes_key', ['family_id', 'investment_type_id', 'code', 'quoted_at'])
    .execute();

  // In SQLite the rows live in the key's order (WITHOUT ROWID): a chart's range of one asset is one scan.
  const clustered = <T extends { modifyEnd(expression: ReturnType<typeof sql>): T }>(table: T) =>
    dialect === 'sqlite' ? table.modifyEnd(sql`WITHOUT ROWID`) : table;
  await clustered(
    db.schema
      .createTable('market_quotes')
      .addColumn('investment_type_id', 'integer', (c) => c.notNull())
      .addColumn('code', 'varchar(100)', (c) => c.notNull())
      .addColumn('quoted_at', 'bigint', (c) => c.notNull())
      .addColumn('price', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('market_quotes_key', ['investment_type_id', 'code', 'quoted_at']),
  ).execute();

  await db.schema
    .createTable('market_prices')
    .addColumn('investment_type_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)')
    .addColumn('symbol', 'varchar(40)')
    .addColumn('price', 'bigint')
    .addColumn('quoted_at', 'bigint')
    .addColumn('change_1h', 'double precision')
    .addColumn('change_24h', 'double precision')
    .addColumn('change_7d', 'double precision')
    .addColumn('checked_at', 'bigint')
    .addColumn('failure', 'varchar(400)')
    .addPrimaryKeyConstraint('market_prices_key', ['investment_type_id', 'code'])
    .execute();
}
