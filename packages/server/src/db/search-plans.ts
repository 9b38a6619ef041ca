import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { Db } from './database.js';
import { TRIGRAM_LENGTH, trigramPhrase } from './description-search.js';
import type { Database } from './schema.js';

/*
 * How the transaction search is steered to a fast plan, per database. What its filters mean lives in
 * features/transactions/search-filters.ts; the statements these choices lead to are committed under
 * db/queries/ (db/search-queries.test.ts), so that a change of plan shows in review.
 */

/** The family's transactions (familyScope's select), among which each estimate counts. */
export type FamilyTransactions = SelectQueryBuilder<Database, 'transactions', object>;

/** A condition on the transactions, as the search's filters are. */
export type TransactionCondition = (eb: ExpressionBuilder<Database, 'transactions'>) => Expression<SqlBool>;

/** What the search's page statement is steered by; all false leaves the planner to itself. */
export interface SearchPlan {
  /** SQLite: the description is looked up in the trigram index, not tested on each row walked. */
  descriptionThroughTrigrams: boolean;
  /** SQLite: the amount range is tested on each row walked newest first, not read from the amount index. */
  amountWithoutIndex: boolean;
  /** PostgreSQL: a text's matches are all read, then the newest kept, rather than walked to newest first. */
  matchesFirst: boolean;
}

export const PLANNER_LEFT_ALONE: SearchPlan = {
  descriptionThroughTrigrams: false,
  amountWithoutIndex: false,
  matchesFirst: false,
};

/** Above this many of the family's transactions in an amount range, SQLite walks them newest first instead. */
export const AMOUNT_RANGE_READ_LIMIT = 20_000;

/** How many of the rows there are, counted no further than the bound. */
export function boundedCountQuery(db: Kysely<Database>, rows: FamilyTransactions, bound: number) {
  return db.selectFrom(rows.select('transactions.id').limit(bound).as('r')).select(sql<number>`count(*)`.as('count'));
}

/**
 * Whether so many of the family's transactions fall in an amount range that its newest page is found
 * sooner by walking the transactions newest first (the (family, date) index), testing each amount, than by
 * reading the whole range from the (family, amount) index and sorting it: a range holding a few percent of
 * a million transactions fills a page within a few thousand rows. PostgreSQL weighs this from its
 * histogram of amounts; SQLite keeps none, so the range is counted from the index, up to the limit.
 * When so, the search keeps the amount index out of the plan (withoutIndex, db/index-hints.ts).
 */
export async function amountRangeWalkedNewestFirst(db: Db, inRange: FamilyTransactions): Promise<boolean> {
  if (db.dialect !== 'sqlite') return false;
  const counted = await boundedCountQuery(db.kysely, inRange, AMOUNT_RANGE_READ_LIMIT).executeTakeFirstOrThrow();
  return Number(counted.count) >= AMOUNT_RANGE_READ_LIMIT;
}

/** From this many trigram matches on, a text's newest page is found by walking the family's transactions. */
export const FREQUENT_TEXT_MATCHES = 4000;

/** Text that SQLite's LIKE compares as the trigram index does: printable ASCII, case folded alike. */
const PLAIN_ASCII = /^[\x20-\x7e]+$/;

/** SQLite: the text's matches in the trigram index (of every family), counted no further than the bound. */
export function trigramMatchCountQuery(text: string) {
  return sql<{ count: number }>`
    SELECT count(*) AS count FROM (SELECT rowid FROM transaction_text WHERE transaction_text MATCH ${trigramPhrase(text)} LIMIT ${FREQUENT_TEXT_MATCHES})`;
}

/**
 * Whether a text is so common that its newest page is found sooner by walking the family's transactions
 * newest first (the (family, date) index) and testing each description, than by listing every match
 * from the trigram index and then ordering them: a word in a few percent of a million transactions fills
 * a page within a few thousand rows, where listing its matches reads tens of thousands. The trigram index
 * counts the matches, up to the bound, in well under a millisecond.
 */
export async function textIsFrequent(db: Kysely<Database>, text: string): Promise<boolean> {
  const counted = await trigramMatchCountQuery(text).execute(db);
  return Number(counted.rows[0]?.count ?? 0) >= FREQUENT_TEXT_MATCHES;
}

/**
 * SQLite: whether the description condition is a lookup in the trigram index, which then drives the
 * statement, or a LIKE tested on each row walked newest first. Through the index go texts of trigram
 * length that are not frequent (textIsFrequent), and texts with letters beyond ASCII whatever their
 * frequency, as only the index folds their case. PostgreSQL chooses between its trigram index and a walk
 * itself (see textPageReadsMatchesFirst).
 */
export async function textSearchThroughTrigrams(db: Db, text: string): Promise<boolean> {
  return (
    db.dialect === 'sqlite' &&
    text.length >= TRIGRAM_LENGTH &&
    !(PLAIN_ASCII.test(text) && (await textIsFrequent(db.kysely, text)))
  );
}

/** Reading one match found through the trigram index costs about as much as walking this many rows. */
const MATCH_READ_COST = 3;

/** PostgreSQL's estimates of a family's transactions and of those a text condition matches. */
export interface MatchEstimate {
  family: number;
  matching: number;
}

/**
 * Whether a page of a text's matches, newest first, is found sooner by reading every match through the
 * trigram index and keeping the newest (cost: each match), than by walking the family's transactions
 * newest first until the page is full (cost: the page's end over the share of transactions that match).
 * PostgreSQL weighs the two itself, but as if matches were spread evenly over the walk, and its cost of a
 * walked row is far above what an index walk in date order costs: left alone, it walks 50,000 rows to
 * find the newest 100 of 2,000 matches in a million.
 */
export function readMatchesFirst(estimate: MatchEstimate, pageEnd: number): boolean {
  const matching = Math.max(estimate.matching, 1);
  return MATCH_READ_COST * matching < (pageEnd * Math.max(estimate.family, 1)) / matching;
}

/** The family's transactions beside those that match: EXPLAIN estimates both branches in one statement. */
export function matchEstimateQuery(family: FamilyTransactions, matching: TransactionCondition) {
  const one = family.select(sql<number>`1`.as('one'));
  return one.unionAll(one.where(matching));
}

interface ExplainedPlan {
  'Node Type': string;
  'Plan Rows': number;
  Plans?: ExplainedPlan[];
}

/**
 * PostgreSQL's estimates of how many transactions the family has and how many of them match, read from
 * the EXPLAIN of matchEstimateQuery: pg_trgm estimates a text's matches from its index (2,219 for "repair"
 * among 1,005,380 transactions, 2,120 in fact), in half a millisecond. Null when the matches would not be
 * read from the trigram index at all (no bitmap scan of it: without pg_trgm), so there is nothing to weigh.
 */
export async function explainedMatchEstimate(
  family: FamilyTransactions,
  matching: TransactionCondition,
): Promise<MatchEstimate | null> {
  const [explained] = await matchEstimateQuery(family, matching).explain<{
    'QUERY PLAN': [{ Plan: ExplainedPlan }];
  }>('json');
  const [all, matches] = explained?.['QUERY PLAN'][0].Plan.Plans ?? [];
  if (!all || !matches || matches['Node Type'] !== 'Bitmap Heap Scan') return null;
  return { family: all['Plan Rows'], matching: matches['Plan Rows'] };
}

/**
 * PostgreSQL: whether the search's page is ordered so that no index gives the order
 * (orderedWithoutIndex, db/index-hints.ts), which has PostgreSQL read the text's matches from the trigram
 * index and keep the newest: readMatchesFirst on PostgreSQL's own estimates, when the text is long enough
 * for the trigram index. SQLite's choice is made by textSearchThroughTrigrams.
 */
export async function textPageReadsMatchesFirst(
  db: Db,
  text: string,
  family: FamilyTransactions,
  matching: TransactionCondition,
  pageEnd: number,
): Promise<boolean> {
  if (db.dialect !== 'postgres' || text.length < TRIGRAM_LENGTH) return false;
  const estimate = await explainedMatchEstimate(family, matching);
  return estimate !== null && readMatchesFirst(estimate, pageEnd);
}
