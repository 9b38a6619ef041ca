import fs from 'node:fs';
import path from 'node:path';
import type { TransactionSearchRequest } from '@hearth/contract';
import type { CompiledQuery, Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { accountsNamedQuery, searchPageQuery } from '../features/transactions/search.js';
import { amountRangeFilter, descriptionContains, textFilter } from '../features/transactions/search-filters.js';
import { familyScope } from '../platform/tenancy.js';
import {
  committedSqlPath,
  committedSqlText,
  compilingOnly,
  QUERIES_FOLDER,
  readCommittedSql,
  UPDATE_VARIABLE,
} from './committed-sql.js';
import type { Dialect } from './database.js';
import type { Database } from './schema.js';
import {
  AMOUNT_RANGE_READ_LIMIT,
  boundedCountQuery,
  matchEstimateQuery,
  PLANNER_LEFT_ALONE,
  trigramMatchCountQuery,
  type SearchPlan,
} from './search-plans.js';

const FAMILY = 1;
const THIS_FILE = 'src/db/search-queries.test.ts';

/** A search as a request and the plan each database's choice (db/search-plans.ts) would give it. */
interface PageCase {
  name: string;
  title: string;
  request: TransactionSearchRequest;
  accountIds?: number[];
  plans: Partial<Record<Dialect, Partial<SearchPlan>>>;
}

const BOTH_LEFT_ALONE = { sqlite: {}, postgres: {} };

const PAGES: PageCase[] = [
  { name: 'no-filter', title: 'The live transactions, first page', request: {}, plans: BOTH_LEFT_ALONE },
  {
    name: 'deleted-included-later-page',
    title: 'Deleted transactions too, a later page of 50',
    request: { includeDeleted: true, offset: 200, limitResultCount: 50 },
    plans: BOTH_LEFT_ALONE,
  },
  {
    name: 'text-through-trigrams',
    title: 'A rare text, or one beyond ASCII: the trigram index drives (SQLite)',
    request: { description: 'repair' },
    plans: { sqlite: { descriptionThroughTrigrams: true } },
  },
  {
    name: 'text-walked-newest-first',
    title: 'A frequent or short text (SQLite), a text PostgreSQL finds walking (family, date)',
    request: { description: 'coffee' },
    plans: BOTH_LEFT_ALONE,
  },
  {
    name: 'text-matches-first',
    title: "A text whose matches are read first, then the newest kept (PostgreSQL's estimates)",
    request: { description: 'repair' },
    plans: { postgres: { matchesFirst: true } },
  },
  {
    name: 'text-and-account-names',
    title: 'A text that two accounts are named by: their transactions match too',
    request: { description: 'visa' },
    accountIds: [7, 9],
    plans: { sqlite: { descriptionThroughTrigrams: true }, postgres: { matchesFirst: true } },
  },
  {
    name: 'amount-range',
    title: 'An amount range holding few transactions: read from the (family, amount) index',
    request: { minValue: 50, maxValue: 60 },
    plans: BOTH_LEFT_ALONE,
  },
  {
    name: 'amount-range-walked-newest-first',
    title: 'An amount range holding many transactions: the amount index kept out (SQLite)',
    request: { minValue: 0.5, maxValue: 1.5 },
    plans: { sqlite: { amountWithoutIndex: true } },
  },
  {
    name: 'amount-lower-bound',
    title: 'An amount from a lower bound',
    request: { minValue: 1.25 },
    plans: BOTH_LEFT_ALONE,
  },
  {
    name: 'exact-amount-and-date',
    title: 'An exact amount on an exact day',
    request: { exactValue: 12.5, exactDate: '2026-11-20' },
    plans: BOTH_LEFT_ALONE,
  },
  {
    name: 'date-range',
    title: 'A date range',
    request: { fromDate: '2026-01-01', toDate: '2026-03-31' },
    plans: BOTH_LEFT_ALONE,
  },
  { name: 'account', title: 'An account on either side', request: { accountId: 3 }, plans: BOTH_LEFT_ALONE },
  {
    name: 'debit-and-credit-accounts',
    title: 'A debit account and a credit account',
    request: { debitAccountId: 3, creditAccountId: 4 },
    plans: BOTH_LEFT_ALONE,
  },
  {
    name: 'subcategory-and-tag',
    title: 'A subcategory on a line and a tag',
    request: { subCategoryId: 5, tagId: 6 },
    plans: BOTH_LEFT_ALONE,
  },
  {
    name: 'every-filter',
    title: 'Every filter at once, a later page',
    request: {
      description: 'repair',
      accountId: 3,
      debitAccountId: 3,
      creditAccountId: 4,
      subCategoryId: 5,
      tagId: 6,
      exactValue: 12.5,
      minValue: 0.5,
      maxValue: 1.5,
      exactDate: '2026-11-20',
      fromDate: '2026-01-01',
      toDate: '2026-12-31',
      offset: 100,
      limitResultCount: 25,
    },
    accountIds: [7],
    plans: {
      sqlite: { descriptionThroughTrigrams: true, amountWithoutIndex: true },
      postgres: { matchesFirst: true },
    },
  },
];

interface Statement {
  name: string;
  dialect: Dialect;
  title: string;
  compile: (db: Kysely<Database>) => CompiledQuery;
}

const family = (db: Kysely<Database>) => familyScope(db, FAMILY).selectFrom('transactions');

function wideAmountRange(db: Kysely<Database>) {
  const inRange = amountRangeFilter({ minValue: 0.5, maxValue: 1.5 });
  if (!inRange) throw new Error('an amount range filters');
  return boundedCountQuery(db, family(db).where(inRange), AMOUNT_RANGE_READ_LIMIT).compile();
}

/** The statements a search runs to choose its plan. */
const PLAN_STATEMENTS: Statement[] = [
  ...(['sqlite', 'postgres'] as const).map((dialect) => ({
    name: 'account-names',
    dialect,
    title: 'The accounts a text names, found before the page',
    compile: (db: Kysely<Database>) => accountsNamedQuery(db, dialect, FAMILY, 'visa').compile(),
  })),
  {
    name: 'text-frequency',
    dialect: 'sqlite',
    title: "A text's matches in the trigram index, counted up to FREQUENT_TEXT_MATCHES",
    compile: (db) => trigramMatchCountQuery('coffee').compile(db),
  },
  {
    name: 'amount-range-count',
    dialect: 'sqlite',
    title: "The family's transactions in an amount range, counted up to AMOUNT_RANGE_READ_LIMIT",
    compile: wideAmountRange,
  },
  {
    name: 'match-estimate',
    dialect: 'postgres',
    title: "Run under EXPLAIN (FORMAT JSON): the family's transactions beside those a text matches",
    compile: (db) =>
      matchEstimateQuery(family(db), textFilter(descriptionContains('postgres', 'repair'), [])).compile(),
  },
  {
    name: 'match-estimate-with-account-names',
    dialect: 'postgres',
    title: 'Run under EXPLAIN (FORMAT JSON): as match-estimate, with the transactions of accounts the text names',
    compile: (db) =>
      matchEstimateQuery(family(db), textFilter(descriptionContains('postgres', 'visa'), [7, 9])).compile(),
  },
];

const STATEMENTS: Statement[] = [
  ...PAGES.flatMap((page) =>
    (['sqlite', 'postgres'] as const).flatMap((dialect) => {
      const plan = page.plans[dialect];
      if (!plan) return [];
      const lookups = { accountIds: page.accountIds ?? [], plan: { ...PLANNER_LEFT_ALONE, ...plan } };
      return [
        {
          name: `page-${page.name}`,
          dialect,
          title: page.title,
          compile: (db: Kysely<Database>) => searchPageQuery(db, dialect, FAMILY, page.request, lookups).compile(),
        },
      ];
    }),
  ),
  ...PLAN_STATEMENTS,
].map((statement) => ({ ...statement, name: `search-${statement.name}` }));

const updating = process.env[UPDATE_VARIABLE] === '1';

describe('the committed SQL of the transaction search', () => {
  it.each(STATEMENTS)('$name on $dialect is the committed one', ({ name, dialect, title, compile }) => {
    const file = committedSqlPath(name, dialect);
    const compiled = committedSqlText(title, compile(compilingOnly(dialect)), THIS_FILE);
    if (updating) fs.writeFileSync(file, compiled);
    expect(
      readCommittedSql(file),
      `The SQL of ${path.basename(file)} is not the committed one. If the change is meant, rewrite the files with ` +
        `${UPDATE_VARIABLE}=1 npx vitest run packages/server/${THIS_FILE} and commit them with the change.`,
    ).toBe(compiled);
  });

  it('keeps no file of a statement that is gone', () => {
    const expected = new Set(STATEMENTS.map(({ name, dialect }) => path.basename(committedSqlPath(name, dialect))));
    const stale = fs.readdirSync(QUERIES_FOLDER).filter((file) => file.startsWith('search-') && !expected.has(file));
    if (updating) for (const file of stale) fs.rmSync(path.join(QUERIES_FOLDER, file));
    expect(
      updating ? [] : stale,
      `Remove these files, or run the test with ${UPDATE_VARIABLE}=1 to remove them.`,
    ).toEqual([]);
  });
});
