import type { Db } from '../../db/database.js';

/** The family's data version: every write raises it. */
export async function dataVersion(db: Db, familyId: number): Promise<number> {
  const row = await db.kysely.selectFrom('families').select('data_version').where('id', '=', familyId).executeTakeFirstOrThrow();
  return Number(row.data_version);
}
