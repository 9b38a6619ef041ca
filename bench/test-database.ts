import type { Db, Dialect } from '../packages/server/src/db/database.js';
import { migrateToLatest } from '../packages/server/src/db/migrate.js';
import { freshDatabase as emptyDatabase } from '../packages/server/test/fresh-database.js';

/** A fresh, migrated database of the dialect (a file, or a schema of TEST_DATABASE_URL) and how to remove it. */
export async function freshDatabase(dialect: Dialect): Promise<{ db: Db; remove: () => Promise<void> }> {
  const fresh = await emptyDatabase(dialect);
  await migrateToLatest(fresh.db);
  return fresh;
}
