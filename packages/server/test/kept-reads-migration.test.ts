import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import { migrateTo, migrateToLatest } from '../src/db/migrate.js';
import { freshDatabase } from './fresh-database.js';
import { testDialects } from './test-app.js';

describe.each(testDialects())(
  'the migrations that keep tag totals, budget transactions and the amount index on %s',
  (dialect) => {
    let db: Db;
    let remove: () => Promise<void>;
    beforeAll(async () => {
      ({ db, remove } = await freshDatabase(dialect));
      await migrateTo(db, '0010-import');
    });
    afterAll(async () => {
      await db.close();
      await remove();
    });

    it('count what was recorded before them, live transactions only, and replace the index of (family, amount)', async () => {
      const k = db.kysely;
      const now = '2026-01-01T00:00:00Z';
      await sql`INSERT INTO families (id, name, data_version, created_at) VALUES (1, 'Smith Family', 0, ${now}), (2, 'Jones Family', 0, ${now})`.execute(
        k,
      );
      await sql`INSERT INTO accounts (id, family_id, name, name_key, account_type_id, created_at) VALUES
      (1, 1, 'Everyday', 'everyday', 1, ${now}), (2, 1, 'Shop', 'shop', 2, ${now}), (3, 2, 'Bank', 'bank', 1, ${now}), (4, 2, 'Cafe', 'cafe', 2, ${now})`.execute(
        k,
      );
      await sql`INSERT INTO tags (id, family_id, name, name_key, created_at) VALUES (1, 1, 'Holiday', 'holiday', ${now}), (2, 1, 'Work', 'work', ${now}), (3, 2, 'Trip', 'trip', ${now})`.execute(
        k,
      );
      await sql`INSERT INTO budgets (id, family_id, name, name_key, start_date, budget_type_id, created_at) VALUES (1, 1, 'Food', 'food', '2026-01-01', 1, ${now})`.execute(
        k,
      );
      const transactions: [number, number, string, number, number, number, number][] = [
        // id, family, date, debit, credit, amount, deleted
        [1, 1, '2026-01-05', 1, 2, 1000, 0],
        [2, 1, '2026-01-05', 1, 2, 250, 0],
        [3, 1, '2026-01-06', 1, 2, 700, 1],
        [4, 1, '2026-01-09', 2, 1, 300, 0],
        [5, 2, '2026-01-05', 3, 4, 5000, 0],
      ];
      for (const [id, family, date, debit, credit, amount, deleted] of transactions) {
        await sql`INSERT INTO transactions (id, family_id, transaction_date, transaction_type_id, debit_account_id, credit_account_id, amount, is_deleted, created_at, updated_at)
        VALUES (${id}, ${family}, ${date}, 1, ${debit}, ${credit}, ${amount}, ${deleted}, ${now}, ${now})`.execute(k);
      }
      // Transaction 1 is split in two lines of the budget; 2 and 3 name it once; 4 and 5 not at all.
      await sql`INSERT INTO transaction_lines (family_id, transaction_id, line_number, amount, budget_id) VALUES
      (1, 1, 1, 600, 1), (1, 1, 2, 400, 1), (1, 2, 1, 250, 1), (1, 3, 1, 700, 1), (1, 4, 1, 300, NULL), (2, 5, 1, 5000, NULL)`.execute(
        k,
      );
      await sql`INSERT INTO transaction_tags (transaction_id, tag_id) VALUES (1, 1), (2, 1), (2, 2), (3, 1), (4, 1), (5, 3)`.execute(
        k,
      );

      await migrateToLatest(db);

      const tags = await k
        .selectFrom('tags')
        .select(['id', 'transaction_count', 'transaction_total'])
        .orderBy('id')
        .execute();
      expect(tags.map((tag) => [tag.id, Number(tag.transaction_count), Number(tag.transaction_total)])).toEqual([
        [1, 3, 1550],
        [2, 1, 250],
        [3, 1, 5000],
      ]);
      const tagDays = await k
        .selectFrom('tag_day_totals')
        .select(['family_id', 'tag_id', 'day', 'amount', 'transaction_count'])
        .orderBy('tag_id')
        .orderBy('day')
        .execute();
      expect(
        tagDays.map((row) => [row.family_id, row.tag_id, row.day, Number(row.amount), Number(row.transaction_count)]),
      ).toEqual([
        [1, 1, '2026-01-05', 1250, 2],
        [1, 1, '2026-01-09', 300, 1],
        [1, 2, '2026-01-05', 250, 1],
        [2, 3, '2026-01-05', 5000, 1],
      ]);
      const budgeted = await k
        .selectFrom('budget_transactions')
        .select(['family_id', 'budget_id', 'day', 'transaction_id'])
        .orderBy('transaction_id')
        .execute();
      expect(budgeted).toEqual([
        { family_id: 1, budget_id: 1, day: '2026-01-05', transaction_id: 1 },
        { family_id: 1, budget_id: 1, day: '2026-01-05', transaction_id: 2 },
      ]);

      const indexes =
        dialect === 'sqlite'
          ? (
              await sql<{
                name: string;
              }>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'transactions' AND name LIKE 'transactions_family_amount%'`.execute(
                k,
              )
            ).rows
          : (
              await sql<{
                name: string;
              }>`SELECT indexname AS name FROM pg_indexes WHERE schemaname = ${db.pgSchema ?? ''} AND indexname LIKE 'transactions_family_amount%'`.execute(
                k,
              )
            ).rows;
      expect(indexes.map((index) => index.name)).toEqual(['transactions_family_amount_date']);
    });
  },
);
