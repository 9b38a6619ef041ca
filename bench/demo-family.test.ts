import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Dialect } from '../packages/server/src/db/database.js';
import { expectLedgerIntegrity } from '../packages/server/test/ledger-integrity.js';
import { createDemoFamily, type DemoOptions } from './demo-family.js';
import { testDialects } from '../packages/server/test/test-app.js';
import { freshDatabase } from './test-database.js';

const FAMILY: DemoOptions = {
  transactions: 2000,
  seed: 7,
  email: 'demo@example.com',
  password: 'Sturdy-Passw0rd',
  today: '2026-11-24',
};

/** The family's ledger as rows of plain values, in id order: what must not depend on the database. */
async function ledgerRows(db: Db, familyId: number) {
  const k = db.kysely;
  const plain = (rows: object[]) => rows.map((row) => Object.values(row));
  return {
    transactions: plain(
      await k
        .selectFrom('transactions')
        .select([
          'id',
          'transaction_date',
          'transaction_type_id',
          'debit_account_id',
          'credit_account_id',
          'description',
          'amount',
          'is_deleted',
        ])
        .where('family_id', '=', familyId)
        .orderBy('id')
        .execute(),
    ),
    lines: plain(
      await k
        .selectFrom('transaction_lines')
        .select(['id', 'transaction_id', 'line_number', 'amount', 'subcategory_id', 'budget_id'])
        .where('family_id', '=', familyId)
        .orderBy('id')
        .execute(),
    ),
    tags: plain(
      await k
        .selectFrom('transaction_tags')
        .select(['transaction_id', 'tag_id'])
        .orderBy('transaction_id')
        .orderBy('tag_id')
        .execute(),
    ),
    accounts: plain(
      await k
        .selectFrom('accounts')
        .select(['id', 'name', 'activity_total', 'transaction_count'])
        .where('family_id', '=', familyId)
        .orderBy('id')
        .execute(),
    ),
    schedules: plain(
      await k
        .selectFrom('schedules')
        .select(['id', 'schedule_start', 'description', 'amount', 'debit_account_id', 'credit_account_id'])
        .orderBy('id')
        .execute(),
    ),
  };
}

/** PostgreSQL: each index and constraint of the schema, as the catalogue writes it out. */
async function indexesAndConstraints(db: Db): Promise<string[]> {
  const { rows } = await sql<{ definition: string }>`
    SELECT indexdef AS definition FROM pg_indexes WHERE schemaname = current_schema()
    UNION ALL
    SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint WHERE connamespace = current_schema()::regnamespace
  `.execute(db.kysely);
  return rows.map((row) => row.definition).sort();
}

const built = new Map<Dialect, Awaited<ReturnType<typeof ledgerRows>>>();

describe.each(testDialects())('the demo generator on %s', (dialect) => {
  let db: Db;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    ({ db, remove } = await freshDatabase(dialect));
  });
  afterAll(async () => {
    await db.close();
    await remove();
  });

  it('writes a family whose kept totals equal the ledger recount', async () => {
    const before = dialect === 'postgres' ? await indexesAndConstraints(db) : [];
    // As the bench builds its data set: on PostgreSQL, indexes and foreign keys made after the load.
    const demo = await createDemoFamily(db, { ...FAMILY, deferIndexes: true });
    expect(demo.transactions).toBeGreaterThan(1500);
    const accounts = await db.kysely
      .selectFrom('accounts')
      .select('transaction_count')
      .where('family_id', '=', demo.familyId)
      .execute();
    expect(accounts.reduce((sum, a) => sum + Number(a.transaction_count), 0)).toBe(2 * demo.transactions);
    await expectLedgerIntegrity(db.kysely, demo.familyId);
    if (dialect === 'postgres') expect(await indexesAndConstraints(db)).toEqual(before);
    built.set(dialect, await ledgerRows(db, demo.familyId));
  });

  it("adds a second family beside the first, its ids after the first one's", async () => {
    const second = await createDemoFamily(db, { ...FAMILY, email: 'demo2@example.com', transactions: 300 });
    await expectLedgerIntegrity(db.kysely, second.familyId);
    const first = await db.kysely
      .selectFrom('transactions')
      .select(sql<number>`count(*)`.as('count'))
      .where('family_id', '!=', second.familyId)
      .executeTakeFirstOrThrow();
    expect(Number(first.count)).toBe(built.get(dialect)?.transactions.length);
  });
});

// Runs when TEST_DATABASE_URL names a PostgreSQL database, as the suites above then build the family in both.
describe.runIf(testDialects().length > 1)('the demo generator on both databases', () => {
  it('writes the same family with the same seed', () => {
    const [sqlite, postgres] = [built.get('sqlite'), built.get('postgres')];
    expect(sqlite).toBeDefined();
    expect(postgres).toEqual(sqlite);
  });
});
