import {
  fromCents,
  TransactionType,
  type Transaction,
  type TransactionSearchRequest,
  type TransactionSearchTotal,
} from '@hearth/contract';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import {
  descriptionInTrigramIndex,
  descriptionSearchInUse,
  TRIGRAM_LENGTH,
  trigramPhrase,
} from '../../db/description-search.js';
import { orderedWithoutIndex, withoutIndex } from '../../db/index-hints.js';
import type { Database } from '../../db/schema.js';
import {
  amountRangeWalkedNewestFirst,
  textPageReadsMatchesFirst,
  PLANNER_LEFT_ALONE,
  textSearchThroughTrigrams,
  type SearchPlan,
} from '../../db/search-plans.js';
import type { AppDeps } from '../../platform/deps.js';
import { familyScope } from '../../platform/tenancy.js';
import { lineTotals, namedSubcategories, sideAmount, sideOf, type NamedSubcategory } from '../reports/spending.js';
import { hydrate, transactionsQuery } from './read-model.js';
import {
  accountNameContains,
  amountRangeFilter,
  creditAccountFilter,
  dateRangeFilter,
  debitAccountFilter,
  descriptionContains,
  eitherAccountFilter,
  exactAmountFilter,
  exactDateFilter,
  liveFilter,
  searchedText,
  subcategoryFilter,
  tagFilter,
  textFilter,
} from './search-filters.js';

export const DEFAULT_PAGE_SIZE = 100;

/** Whether this database has the trigram index (asked once per database). */
const trigramIndexes = new WeakMap<Db, Promise<boolean>>();
function trigramIndexHere(db: Db): Promise<boolean> {
  let known = trigramIndexes.get(db);
  if (!known) {
    known = descriptionSearchInUse(db).then((search) => search === 'trigram');
    trigramIndexes.set(db, known);
  }
  return known;
}

/** What a search's page statement needs beyond the request: the accounts its text names, and its plan. */
export interface SearchLookups {
  /** The family's accounts whose name holds the searched text: their transactions match it. */
  accountIds: readonly number[];
  plan: SearchPlan;
}

const pageSizeOf = (request: TransactionSearchRequest) => request.limitResultCount ?? DEFAULT_PAGE_SIZE;

/** The description condition in the form the plan chose: a trigram index lookup, or LIKE on each row. */
function descriptionCondition(dialect: Dialect, text: string, plan: Pick<SearchPlan, 'descriptionThroughTrigrams'>) {
  return plan.descriptionThroughTrigrams ? descriptionInTrigramIndex(text) : descriptionContains(dialect, text);
}

/** The family's accounts whose name holds the text. */
export function accountsNamedQuery(db: Kysely<Database>, dialect: Dialect, familyId: number, text: string) {
  return familyScope(db, familyId).selectFrom('accounts').select('id').where(accountNameContains(dialect, text));
}

/** Every filter a search asks for, spelled as the plan chose. */
function searchFilters(dialect: Dialect, request: TransactionSearchRequest, { accountIds, plan }: SearchLookups) {
  const text = searchedText(request);
  const amount = plan.amountWithoutIndex
    ? withoutIndex<number>('transactions.amount')
    : sql.ref<number>('transactions.amount');
  return [
    liveFilter(request),
    text === null ? null : textFilter(descriptionCondition(dialect, text, plan), accountIds),
    eitherAccountFilter(request),
    debitAccountFilter(request),
    creditAccountFilter(request),
    subcategoryFilter(request),
    tagFilter(request),
    exactAmountFilter(request),
    amountRangeFilter(request, amount),
    exactDateFilter(request),
    dateRangeFilter(request),
  ].filter((filter) => filter !== null);
}

/** The statement that reads one page of a search: every filter asked for, spelled as the plan chose. */
export function searchPageQuery(
  db: Kysely<Database>,
  dialect: Dialect,
  familyId: number,
  request: TransactionSearchRequest,
  lookups: SearchLookups,
) {
  let query = transactionsQuery(db, familyId);
  for (const filter of searchFilters(dialect, request, lookups)) query = query.where(filter);
  const newestFirst = lookups.plan.matchesFirst
    ? orderedWithoutIndex('transactions.transaction_date')
    : sql.ref<string>('transactions.transaction_date');
  return query
    .orderBy(newestFirst, 'desc')
    .orderBy('transactions.id', 'desc')
    .limit(pageSizeOf(request))
    .offset(request.offset ?? 0);
}

/**
 * Finds the accounts the text names and chooses the plan, asking the database what the choices in
 * db/search-plans.ts need (counts from an index, PostgreSQL's estimates).
 */
async function prepareSearch(db: Db, familyId: number, request: TransactionSearchRequest): Promise<SearchLookups> {
  const family = () => familyScope(db.kysely, familyId).selectFrom('transactions');
  const plan: SearchPlan = { ...PLANNER_LEFT_ALONE };
  let accountIds: number[] = [];
  const text = searchedText(request);
  if (text !== null) {
    plan.descriptionThroughTrigrams = await textSearchThroughTrigrams(db, text);
    const description: Expression<SqlBool> = descriptionCondition(db.dialect, text, plan);
    const pageEnd = (request.offset ?? 0) + pageSizeOf(request);
    // Accounts whose name matches are few: find them first, then match their transactions by id. The
    // description's matches are weighed meanwhile, and again with the accounts' transactions if any.
    const [accounts, descriptionFirst] = await Promise.all([
      accountsNamedQuery(db.kysely, db.dialect, familyId, text).execute(),
      textPageReadsMatchesFirst(db, text, family(), () => description, pageEnd),
    ]);
    accountIds = accounts.map((account) => account.id);
    plan.matchesFirst =
      accountIds.length > 0
        ? await textPageReadsMatchesFirst(db, text, family(), textFilter(description, accountIds), pageEnd)
        : descriptionFirst;
  }
  const inAmountRange = amountRangeFilter(request);
  if (inAmountRange) plan.amountWithoutIndex = await amountRangeWalkedNewestFirst(db, family().where(inAmountRange));
  return { accountIds, plan };
}

/** Transactions matching every given filter, newest first, one page at a time. */
export async function searchTransactions(
  deps: AppDeps,
  familyId: number,
  request: TransactionSearchRequest,
): Promise<Transaction[]> {
  const lookups = await prepareSearch(deps.db, familyId, request);
  const rows = await searchPageQuery(deps.db.kysely, deps.db.dialect, familyId, request, lookups).execute();
  return hydrate(deps.db.kysely, familyId, rows);
}

/** Cents per side, with transfers apart, from sums of lines grouped by subcategory and type. */
function sideTotals(
  groups: { subcategory_id: number | null; type_id: number; amount: number | string | null }[],
  subcategories: Map<number, NamedSubcategory>,
) {
  const totals = { spending: 0, income: 0, transfers: 0 };
  for (const group of groups) {
    const amount = Number(group.amount ?? 0);
    const typeId = group.type_id;
    if (typeId === TransactionType.Transfer) {
      totals.transfers += amount;
      continue;
    }
    const side = sideOf(subcategories.get(group.subcategory_id ?? 0), typeId);
    totals[side] += sideAmount(typeId, amount, side);
  }
  return totals;
}

/**
 * SQLite with its trigram index: the transactions whose description holds the text or that name one of the
 * accounts, as one list of ids drawn from indexes (an OR of the three would read every row of the family).
 */
function matchedIds(text: string, accountIds: readonly number[]): Expression<SqlBool> {
  const described = sql`SELECT rowid FROM transaction_text WHERE transaction_text MATCH ${trigramPhrase(text)}`;
  if (accountIds.length === 0) return sql<SqlBool>`transactions.id IN (${described})`;
  const ids = sql.join(accountIds);
  return sql<SqlBool>`transactions.id IN (${described}
    UNION SELECT id FROM transactions WHERE debit_account_id IN (${ids})
    UNION SELECT id FROM transactions WHERE credit_account_id IN (${ids}))`;
}

/** The days a search asks for when it asks for nothing else: such a total is read from the kept day totals. */
function onlyDays(request: TransactionSearchRequest): { from: string; to: string } | null {
  const narrowed =
    searchedText(request) !== null ||
    request.accountId ||
    request.debitAccountId ||
    request.creditAccountId ||
    request.subCategoryId ||
    request.tagId ||
    request.exactValue != null ||
    request.minValue != null ||
    request.maxValue != null;
  if (narrowed) return null;
  if (request.exactDate) return { from: request.exactDate, to: request.exactDate };
  return { from: request.fromDate ?? '0000-01-01', to: request.toDate ?? '9999-12-31' };
}

/**
 * What a search found, in all its pages, by the rule every report follows (reports/spending.ts): money
 * spent and money received, with transfers between the family's own accounts apart, counted in neither.
 * Deleted transactions a search may show are not counted. With a subcategory asked for, only the lines of
 * that subcategory count, as Categories Over Time counts them. A search of days alone (or of everything)
 * is summed from the kept day totals the reports read, so the whole ledger costs no more than a report.
 */
export async function searchTotal(
  deps: AppDeps,
  familyId: number,
  request: TransactionSearchRequest,
): Promise<TransactionSearchTotal> {
  const db = deps.db.kysely;
  const counted = { ...request, includeDeleted: false };
  const subcategories = namedSubcategories(db, familyId);
  const days = onlyDays(counted);
  let count: Promise<{ count: number | string | bigint }>;
  let groups: Promise<{ subcategory_id: number | null; type_id: number; amount: number | string | null }[]>;
  if (days) {
    count = familyScope(db, familyId)
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('transaction_date', '>=', days.from)
      .where('transaction_date', '<=', days.to)
      .where('is_deleted', '=', 0)
      .executeTakeFirstOrThrow();
    groups = lineTotals(db, familyId, { ...days, includeTransfers: true })
      .select(['subcategory_id', 'type_id', (eb) => eb.fn.sum<number | string>('amount').as('amount')])
      .groupBy(['subcategory_id', 'type_id'])
      .execute();
  } else {
    // Every match is read, not a page: through the trigram index where there is one (SQLite), the text's
    // matches and the named accounts' transactions as one list of ids, so that no row is walked for it.
    const text = searchedText(counted);
    const accounts = text === null ? [] : await accountsNamedQuery(db, deps.db.dialect, familyId, text).execute();
    const accountIds = accounts.map((account) => account.id);
    const throughTrigrams =
      text !== null &&
      deps.db.dialect === 'sqlite' &&
      text.length >= TRIGRAM_LENGTH &&
      (await trigramIndexHere(deps.db));
    const lookups: SearchLookups = {
      accountIds,
      plan: { ...PLANNER_LEFT_ALONE, descriptionThroughTrigrams: throughTrigrams },
    };
    const subcategoryId = request.subCategoryId ?? null;
    const rest = { ...counted, subCategoryId: null, ...(throughTrigrams ? { description: null } : {}) };
    let found = familyScope(db, familyId).selectFrom('transactions');
    if (throughTrigrams && text !== null) found = found.where(matchedIds(text, accountIds));
    // The subcategory's lines, drawn from their index, rather than a look at each transaction's lines.
    if (subcategoryId !== null)
      found = found.where('transactions.id', 'in', (eb) =>
        eb.selectFrom('transaction_lines').select('transaction_id').where('subcategory_id', '=', subcategoryId),
      );
    for (const filter of searchFilters(deps.db.dialect, rest, lookups)) found = found.where(filter);
    count = found.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    groups = found
      .innerJoin('transaction_lines as line', 'line.transaction_id', 'transactions.id')
      .$if(subcategoryId !== null, (query) => query.where('line.subcategory_id', '=', subcategoryId))
      .select((eb) => [
        'line.subcategory_id',
        'transactions.transaction_type_id as type_id',
        eb.fn.sum<number | string>('line.amount').as('amount'),
      ])
      .groupBy(['line.subcategory_id', 'transactions.transaction_type_id'])
      .execute();
  }
  const [countRow, groupRows, named] = await Promise.all([count, groups, subcategories]);
  const totals = sideTotals(groupRows, named);
  return {
    count: Number(countRow.count),
    spending: fromCents(totals.spending),
    income: fromCents(totals.income),
    transfers: fromCents(totals.transfers),
  };
}
