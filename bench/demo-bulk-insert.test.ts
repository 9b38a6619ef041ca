import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../packages/server/src/db/database.js';
import { testDialects } from '../packages/server/test/test-app.js';
import { bulkInsert } from './demo-bulk-insert.js';
import { freshDatabase } from './test-database.js';

/** Text that an array literal or a multi-row VALUES must carry through unchanged. */
const AWKWARD = [
  '',
  'NULL',
  'a "quoted" word',
  'back\\slash',
  '{braces}',
  'comma, here',
  '  spaced  ',
  "it's",
  'ünïcödé ☕',
  'line\nbreak',
];

describe.each(testDialects())('bulk inserts on %s', (dialect) => {
  let db: Db;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    ({ db, remove } = await freshDatabase(dialect));
  });
  afterAll(async () => {
    await db.close();
    await remove();
  });

  it('write every row as given: text, nulls and large numbers', async () => {
    const rows = Array.from({ length: 1200 }, (_, i) => ({
      investment_type_id: 1,
      code: `${AWKWARD[i % AWKWARD.length]}-${i}`,
      name: i % 3 === 0 ? null : (AWKWARD[i % AWKWARD.length] as string),
      symbol: null,
      price: i % 2 === 0 ? null : 9_007_199_254_740 + i,
      quoted_at: 1_700_000_000 + i,
      change_1h: i % 5 === 0 ? null : -1.25 * i,
      change_24h: null,
      change_7d: null,
      checked_at: null,
      failure: null,
    }));
    await db.kysely.transaction().execute((trx) => bulkInsert(trx, db.dialect).rows('market_prices', rows));
    const read = await db.kysely
      .selectFrom('market_prices')
      .select([
        'investment_type_id',
        'code',
        'name',
        'symbol',
        'price',
        'quoted_at',
        'change_1h',
        'change_24h',
        'change_7d',
        'checked_at',
        'failure',
      ])
      .orderBy('quoted_at')
      .execute();
    expect(read.map((row) => ({ ...row, change_1h: row.change_1h === null ? null : Number(row.change_1h) }))).toEqual(
      rows,
    );
  });

  it('leave rows already there as they are when asked to', async () => {
    const quote = (quotedAt: number, price: number) => ({
      investment_type_id: 2,
      code: 'XAU',
      quoted_at: quotedAt,
      price,
    });
    await db.kysely.transaction().execute(async (trx) => {
      const bulk = bulkInsert(trx, db.dialect);
      await bulk.rows('market_quotes', [quote(1, 100), quote(2, 200)]);
      await bulk.rows('market_quotes', [quote(2, 999), quote(3, 300)], { ignoreConflicts: true });
    });
    const read = await db.kysely
      .selectFrom('market_quotes')
      .select(['quoted_at', 'price'])
      .where('code', '=', 'XAU')
      .orderBy('quoted_at')
      .execute();
    expect(read).toEqual([
      { quoted_at: 1, price: 100 },
      { quoted_at: 2, price: 200 },
      { quoted_at: 3, price: 300 },
    ]);
  });
});
