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
import { preparedQuery } from '../db/prepared.js';
import type { Database, FamilyTable } from '../db/schema.js';
import { isRetryableWriteError } from './database-errors.js';
import { uniqueViolationAsBadRequest } from './unique-names.js';

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

/** The family's data version: every write raises it. */
export async function dataVersion(db: Executor, familyId: number): Promise<number> {
  const [row] = await familyDataVersion(db, familyId);
  if (!row) throw new Error(`No family ${familyId}`);
  return Number(row.data_version);
}

/** Asked for by the heartbeat and by every kept answer: compiled once. */
const familyDataVersion = preparedQuery((db, familyId: number) =>
  db.selectFrom('families').select('data_version').where('id', '=', familyId),
);

/** Raises the family's data version; the web polls it through the heartbeat and reloads on change. */
export async function bumpDataVersion(db: Executor, familyId: number): Promise<void> {
  await db
    .updateTable('families')
    .set({ data_version: sql<number>`data_version + 1` })
    .where('id', '=', familyId)
    .execute();
}

/** How many times a write that met a deadlock or a serialization failure is tried in all. */
const WRITE_ATTEMPTS = 5;

/**
 * Runs a family's write as one database transaction, and raises the family's data version first, in that
 * same transaction: either everything is written and announced, or nothing is.
 *
 * Raising the version first also takes the family's row lock (PostgreSQL) or the database's write lock
 * (SQLite) before anything is read, so a family's writes follow one another: every check a write makes
 * runs on rows no other write of the family can change until it commits. Rows are then locked in one
 * order (the family, then accounts by ascending id), so writes cannot deadlock one another; should the
 * database still report a deadlock or a serialization failure, the write is tried again from the start.
 * A unique index that refuses a row (a name or an e-mail address taken at the same moment) is a 400.
 */
export async function writeForFamily<T>(
  db: Kysely<Database>,
  familyId: number,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        await bumpDataVersion(trx, familyId);
        return work(trx);
      });
    } catch (error) {
      if (attempt < WRITE_ATTEMPTS && isRetryableWriteError(error)) {
        await new Promise((resolve) => setTimeout(resolve, attempt * 5 + Math.random() * 20));
        continue;
      }
      throw uniqueViolationAsBadRequest(error);
    }
  }
}
