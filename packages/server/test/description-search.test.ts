import { apiRoutes } from '@hearth/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { descriptionSearchInUse } from '../src/db/description-search.js';
import { call, createBank, createThirdParty, record } from './ledger.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp } from './users.js';
import { requestTo } from './api-request.js';

/** Records three payments and searches their descriptions by a part of a word. */
async function expectSearchFinds(t: TestApp) {
  const user = await signUp(t);
  const bank = await createBank(user, 'Everyday');
  const shop = await createThirdParty(user, 'Corner Shop');
  for (const description of ['Weekly groceries', 'Petrol', 'Groceries for the party']) {
    await record(user, { debitAccountId: bank, creditAccountId: shop, lines: [{ amount: 5 }], description });
  }
  const found = await call<{ description: string }[]>(user, requestTo(apiRoutes.transactions.search), {
    description: 'ROCER',
  });
  expect(found.map((transaction) => transaction.description).sort()).toEqual([
    'Groceries for the party',
    'Weekly groceries',
  ]);
  expect(await call(user, requestTo(apiRoutes.transactions.search), { description: 'nowhere' })).toEqual([]);
}

describe.each(testDialects())('description search on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('uses a trigram index where the database role may have one', async () => {
    expect(await descriptionSearchInUse(t.deps.db)).toBe('trigram');
    await expectSearchFinds(t);
  });
});

const limitedUrl = process.env.TEST_LIMITED_DATABASE_URL;

// Skipped without TEST_LIMITED_DATABASE_URL: it needs a PostgreSQL role that may not create extensions,
// which .ci/run sets up (hearth_limited, owning the schema `limited` of hearth_limited_test).
describe.skipIf(!limitedUrl)(
  'description search for a PostgreSQL role that may not create extensions (needs TEST_LIMITED_DATABASE_URL)',
  () => {
    it('migrates, falls back to a plain index and still finds descriptions', async () => {
      const t = await createTestApp('postgres', { postgres: { databaseUrl: limitedUrl ?? '', schema: 'limited' } });
      try {
        const db = t.deps.db.kysely;
        const { rows: extensions } = await sql<{
          extname: string;
        }>`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`.execute(db);
        expect(extensions).toEqual([]);
        const { rows: indexes } = await sql<{ indexname: string }>`
        SELECT indexname FROM pg_indexes WHERE schemaname = 'limited' AND indexname LIKE 'transactions_description%'`.execute(
          db,
        );
        expect(indexes.map((index) => index.indexname)).toEqual(['transactions_description']);
        expect(await descriptionSearchInUse(t.deps.db)).toBe('plain');
        await expectSearchFinds(t);
      } finally {
        await t.close();
      }
    });
  },
);
