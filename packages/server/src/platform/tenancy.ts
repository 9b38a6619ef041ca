import {
  sql,
  type DeleteQueryBuilder,
  type DeleteResult,
  type Expression,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  type Transaction,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
import type { Database, FamilyTable } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The one method the scope needs; naming it sidesteps the overload union of a builder over a generic table. */
interface Restrictable<Q> {
  where(expression: Expression<SqlBool>): Q;
}

/**
 * Queries of one family. Every read, update and delete of a family's rows starts here, so that an id of
 * another family behaves exactly like an id that does not exist.
 */
export function familyScope(db: Executor, familyId: number) {
  const ownedBy = (table: FamilyTable) => sql<SqlBool>`${sql.ref(`${table}.family_id`)} = ${familyId}`;
  return {
    familyId,
    selectFrom<T extends FamilyTable>(table: T): SelectQueryBuilder<Database, T, object> {
      const query = db.selectFrom(table) as unknown as Restrictable<SelectQueryBuilder<Database, T, object>>;
      return query.where(ownedBy(table));
    },
    updateTable<T extends FamilyTable>(table: T): UpdateQueryBuilder<Database, T, T, UpdateResult> {
      const query = db.updateTable(table) as unknown as Restrictable<UpdateQueryBuilder<Database, T, T, UpdateResult>>;
      return query.where(ownedBy(table));
    },
    deleteFrom<T extends FamilyTable>(table: T): DeleteQueryBuilder<Database, T, DeleteResult> {
      const query = db.deleteFrom(table) as unknown as Restrictable<DeleteQueryBuilder<Database, T, DeleteResult>>;
      return query.where(ownedBy(table));
    },
  };
}

/** Raises the family's data version; the web polls it through the heartbeat and reloads on change. */
export async function bumpDataVersion(db: Executor, familyId: number): Promise<void> {
  await db
    .updateTable('families')
    .set({ data_version: sql<number>`data_version + 1` })
    .where('id', '=', familyId)
    .execute();
}

/**
 * Runs a family's write as one database transaction and raises its data version in the same
 * transaction: either everything is written and announced, or nothing is.
 */
export function writeForFamily<T>(db: Kysely<Database>, familyId: number, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const result = await work(trx);
    await bumpDataVersion(trx, familyId);
    return result;
  });
}
