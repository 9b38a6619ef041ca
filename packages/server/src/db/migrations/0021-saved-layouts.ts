import type { Kysely } from 'kysely';
import { withId } from '../columns.js';
import type { Dialect } from '../database.js';

/**
 * A family's saved CSV layouts: named, kept apart from any one account, so that they can be given to an
 * account, exported to a file and imported from one (docs/bank-files.md, "Saved layouts").
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('import_saved_layouts'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    // JSON: the layout and the headings of the file it was made for.
    .addColumn('layout', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('import_saved_layouts_name')
    .on('import_saved_layouts')
    .columns(['family_id', 'name'])
    .unique()
    .execute();
}
