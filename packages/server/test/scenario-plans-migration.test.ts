import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import { migrateTo, migrateToLatest } from '../src/db/migrate.js';
import { freshDatabase } from './fresh-database.js';
import { testDialects } from './test-app.js';

describe.each(testDialects())('the migration of scenarios that can stop schedules on %s', (dialect) => {
  let db: Db;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    ({ db, remove } = await freshDatabase(dialect));
    await migrateTo(db, '0017-currency-and-typed-codes');
  });
  afterAll(async () => {
    await db.close();
    await remove();
  });

  it('keeps the amounts scenarios gave, and then takes an altered schedule without an amount', async () => {
    const k = db.kysely;
    const now = '2026-01-01T00:00:00Z';
    await sql`INSERT INTO families (id, name, data_version, created_at) VALUES (1, 'Smith Family', 0, ${now})`.execute(
      k,
    );
    await sql`INSERT INTO accounts (id, family_id, name, name_key, account_type_id, created_at) VALUES
      (1, 1, 'Everyday', 'everyday', 1, ${now}), (2, 1, 'Landlord', 'landlord', 2, ${now})`.execute(k);
    await sql`INSERT INTO schedules (id, family_id, recurrence_type_id, schedule_start, recurrence_end_type_id, description,
      transaction_type_id, debit_account_id, credit_account_id, amount, created_at, updated_at)
      VALUES (1, 1, 4, '2026-01-31', 1, 'Rent', 1, 1, 2, 10000, ${now}, ${now}),
             (2, 1, 4, '2026-01-15', 1, 'Gym', 1, 1, 2, 3000, ${now}, ${now})`.execute(k);
    await sql`INSERT INTO scenarios (id, family_id, name, created_at) VALUES (1, 1, 'Dearer rent', ${now})`.execute(k);
    await sql`INSERT INTO scenario_schedules (scenario_id, schedule_id, amount) VALUES (1, 1, 15000)`.execute(k);

    await migrateToLatest(db);

    await sql`INSERT INTO scenario_schedules (scenario_id, schedule_id, amount, stop_date) VALUES (1, 2, NULL, '2026-06-01')`.execute(
      k,
    );
    const rows = await k
      .selectFrom('scenario_schedules')
      .select(['scenario_id', 'schedule_id', 'amount', 'stop_date'])
      .orderBy('schedule_id')
      .execute();
    expect(
      rows.map((row) => [row.schedule_id, row.amount === null ? null : Number(row.amount), row.stop_date]),
    ).toEqual([
      [1, 15000, null],
      [2, null, '2026-06-01'],
    ]);
    // The scenario's rows still go with it, and one schedule is altered once per scenario.
    await expect(
      sql`INSERT INTO scenario_schedules (scenario_id, schedule_id, amount) VALUES (1, 1, 1)`.execute(k),
    ).rejects.toThrow();
    await sql`DELETE FROM scenarios WHERE id = 1`.execute(k);
    expect(await k.selectFrom('scenario_schedules').select('schedule_id').execute()).toEqual([]);
  });
});
