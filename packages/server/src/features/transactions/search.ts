import { toCents, type BulkUpdateRequest, type Transaction, type TransactionSearchRequest } from '@hearth/contract';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { familyScope } from '../../platform/tenancy.js';
import { bulkUpdateTransactions } from '../ledger/bulk.js';
import { writeLedger } from '../ledger/context.js';
import { hydrate, transactionsQuery } from './read-model.js';

export const DEFAULT_PAGE_SIZE = 100;
/** The trigram index answers texts of three characters or more; shorter ones are matched row by row. */
const TRIGRAM = 3;

/** `%text%` for LIKE, with the wildcards of the text itself escaped. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Above this many of the family's transactions in an amount range, SQLite walks them newest first instead. */
export const AMOUNT_RANGE_READ_LIMIT = 20_000;

/**
 * Whether so many of the family's transactions fall in an amount range that its newest page is found
 * sooner by walking the transactions newest first (the (family, date) index), testing each amount, than by
 * reading the whole range from the (family, amount) index and sorting it: a range holding a few percent of
 * a million transactions fills a page within a few thousand rows. PostgreSQL weighs this from its
 * histogram of amounts; SQLite keeps none, so the range is counted from the index, up to the limit.
 */
async function amountRangeIsWide(
  db: Executor,
  familyId: number,
  min: number | null,
  max: number | null,
): Promise<boolean> {
  let range = familyScope(db, familyId).selectFrom('transactions').select('transactions.id');
  if (min !== null) range = range.where('transactions.amount', '>=', min);
  if (max !== null) range = range.where('transactions.amount', '<=', max);
  const counted = await db
    .selectFrom(range.limit(AMOUNT_RANGE_READ_LIMIT).as('r'))
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(counted.count) >= AMOUNT_RANGE_READ_LIMIT;
}

/** From this many trigram matches on, a text's newest page is found by walking the family's transactions. */
export const FREQUENT_TEXT_MATCHES = 4000;

/** Text that SQLite's LIKE compares as the trigram index does: printable ASCII, case folded alike. */
const PLAIN_ASCII = /^[\x20-\x7e]+$/;

/**
 * Whether a text is so common that its newest page is found sooner by walking the family's transactions
 * newest first (the (family, date) index) and testing each description, than by listing every match
 * from the trigram index and then ordering them: a word in a few percent of a million transactions fills
 * a page within a few thousand rows, where listing its matches reads tens of thousands. The trigram index
 * counts the matches, up to the bound, in well under a millisecond.
 */
async function textIsFrequent(db: Executor, match: string): Promise<boolean> {
  const counted = await sql<{ count: number }>`
    SELECT count(*) AS count FROM (SELECT rowid FROM transaction_text WHERE transaction_text MATCH ${match} LIMIT ${FREQUENT_TEXT_MATCHES})`.execute(
    db,
  );
  return Number(counted.rows[0]?.count ?? 0) >= FREQUENT_TEXT_MATCHES;
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

/**
 * readMatchesFirst on PostgreSQL's own estimates, which pg_trgm makes from the index in one EXPLAIN,
 * when the matches would be read from the trigram index at all (without pg_trgm they would not).
 */
async function postgresReadsMatchesFirst(
  db: Executor,
  familyId: number,
  matching: (eb: ExpressionBuilder<Database, 'transactions'>) => Expression<SqlBool>,
  pageEnd: number,
): Promise<boolean> {
  const family = familyScope(db, familyId)
    .selectFrom('transactions')
    .select(sql<number>`1`.as('one'));
  const [explained] = await family
    .unionAll(family.where(matching))
    .explain<{ 'QUERY PLAN': [{ Plan: ExplainedPlan }] }>('json');
  const branches = explained?.['QUERY PLAN'][0].Plan.Plans ?? [];
  const [all, matches] = branches;
  if (!all || !matches || matches['Node Type'] !== 'Bitmap Heap Scan') return false;
  return readMatchesFirst({ family: all['Plan Rows'], matching: matches['Plan Rows'] }, pageEnd);
}

interface ExplainedPlan {
  'Node Type': string;
  'Plan Rows': number;
  Plans?: ExplainedPlan[];
}

/** Transactions matching every given filter, newest first, one page at a time. */
export async function searchTransactions(
  deps: AppDeps,
  familyId: number,
  filter: TransactionSearchRequest,
): Promise<Transaction[]> {
  const db = deps.db.kysely;
  let query = transactionsQuery(db, familyId);
  let matchesFirst = false;
  if (!filter.includeDeleted) query = query.where('transactions.is_deleted', '=', 0);
  const text = filter.description?.trim();
  if (text) {
    const pattern = containsPattern(text);
    const like = deps.db.dialect === 'postgres' ? 'ILIKE' : 'LIKE';
    const match = `"${text.replaceAll('"', '""')}"`;
    const trigrams =
      deps.db.dialect === 'sqlite' &&
      text.length >= TRIGRAM &&
      !(PLAIN_ASCII.test(text) && (await textIsFrequent(db, match)));
    const byDescription: Expression<SqlBool> = trigrams
      ? sql<SqlBool>`transactions.id IN (SELECT rowid FROM transaction_text WHERE transaction_text MATCH ${match})`
      : sql<SqlBool>`${sql.ref('transactions.description')} ${sql.raw(like)} ${pattern} ESCAPE '\\'`;
    const pageEnd = (filter.offset ?? 0) + (filter.limitResultCount ?? DEFAULT_PAGE_SIZE);
    const weighed = deps.db.dialect === 'postgres' && text.length >= TRIGRAM;
    // Accounts whose name matches are few: find them first, then match their transactions by id. The
    // description's matches are weighed meanwhile, and again with the accounts' transactions if any.
    const [accounts, descriptionFirst] = await Promise.all([
      familyScope(db, familyId)
        .selectFrom('accounts')
        .select('id')
        .where(sql<SqlBool>`${sql.ref('name')} ${sql.raw(like)} ${pattern} ESCAPE '\\'`)
        .execute(),
      weighed ? postgresReadsMatchesFirst(db, familyId, () => byDescription, pageEnd) : false,
    ]);
    const accountIds = accounts.map((account) => account.id);
    const matching = (eb: ExpressionBuilder<Database, 'transactions'>) =>
      accountIds.length
        ? eb.or([
            byDescription,
            eb('transactions.debit_account_id', 'in', accountIds),
            eb('transactions.credit_account_id', 'in', accountIds),
          ])
        : byDescription;
    query = query.where(matching);
    matchesFirst =
      accountIds.length > 0 && weighed
        ? await postgresReadsMatchesFirst(db, familyId, matching, pageEnd)
        : descriptionFirst;
  }
  const accountId = filter.accountId;
  if (accountId) {
    query = query.where((eb) =>
      eb.or([
        eb('transactions.debit_account_id', '=', accountId),
        eb('transactions.credit_account_id', '=', accountId),
      ]),
    );
  }
  if (filter.debitAccountId) query = query.where('transactions.debit_account_id', '=', filter.debitAccountId);
  if (filter.creditAccountId) query = query.where('transactions.credit_account_id', '=', filter.creditAccountId);
  const subCategoryId = filter.subCategoryId;
  if (subCategoryId) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('transaction_lines as l')
          .select('l.id')
          .whereRef('l.transaction_id', '=', 'transactions.id')
          .where('l.subcategory_id', '=', subCategoryId),
      ),
    );
  }
  const tagId = filter.tagId;
  if (tagId) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('transaction_tags as tt')
          .select('tt.tag_id')
          .whereRef('tt.transaction_id', '=', 'transactions.id')
          .where('tt.tag_id', '=', tagId),
      ),
    );
  }
  if (filter.exactValue != null) query = query.where('transactions.amount', '=', toCents(filter.exactValue));
  const min = filter.minValue == null ? null : toCents(filter.minValue);
  const max = filter.maxValue == null ? null : toCents(filter.maxValue);
  if (min !== null || max !== null) {
    // For a wide range a unary plus keeps the amount index out of the plan (see amountRangeIsWide).
    const wide = deps.db.dialect === 'sqlite' && (await amountRangeIsWide(db, familyId, min, max));
    const amount = wide ? sql<number>`+${sql.ref('transactions.amount')}` : sql.ref<number>('transactions.amount');
    if (min !== null) query = query.where(amount, '>=', min);
    if (max !== null) query = query.where(amount, '<=', max);
  }
  if (filter.exactDate) query = query.where('transactions.transaction_date', '=', filter.exactDate);
  if (filter.fromDate) query = query.where('transactions.transaction_date', '>=', filter.fromDate);
  if (filter.toDate) query = query.where('transactions.transaction_date', '<=', filter.toDate);
  // An ordering no index gives keeps PostgreSQL from walking the family's transactions for a rare text.
  const newestFirst = matchesFirst
    ? sql<string>`${sql.ref('transactions.transaction_date')} || ''`
    : sql.ref<string>('transactions.transaction_date');
  const rows = await query
    .orderBy(newestFirst, 'desc')
    .orderBy('transactions.id', 'desc')
    .limit(filter.limitResultCount ?? DEFAULT_PAGE_SIZE)
    .offset(filter.offset ?? 0)
    .execute();
  return hydrate(db, familyId, rows);
}

/** Changes many transactions at once, all of them or none (see bulkUpdateTransactions). */
export async function bulkUpdate(
  deps: AppDeps,
  familyId: number,
  input: BulkUpdateRequest,
): Promise<{ updated: number; splitAmountsKept: number }> {
  return writeLedger(deps, familyId, (ledger) =>
    bulkUpdateTransactions(ledger, input.transactionIds, {
      date: input.transactionDate ?? null,
      description: input.description ?? null,
      subcategoryId: input.subCategoryId ?? null,
      budgetId: input.budgetId ?? null,
      amount: input.transactionAmount == null ? null : toCents(input.transactionAmount),
      tagIds: input.tagIds ?? [],
    }),
  );
}

export function bulkUpdateMessage(result: { updated: number; splitAmountsKept: number }): string {
  const updated = `${result.updated} ${result.updated === 1 ? 'transaction' : 'transactions'} updated.`;
  if (!result.splitAmountsKept) return updated;
  const kept = result.splitAmountsKept;
  return `${updated} ${kept} split ${kept === 1 ? 'transaction keeps its amount' : 'transactions keep their amounts'}: splits will not update.`;
}
