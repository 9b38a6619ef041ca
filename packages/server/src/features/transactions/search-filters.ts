import { toCents, type TransactionSearchRequest } from '@hearth/contract';
import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/*
 * What each filter of a search means: which of the family's transactions it keeps. How the database is
 * steered to find them (which index drives, what is kept out of one) is chosen in db/search-plans.ts; the
 * two filters whose column the plan spells differently take that spelling as an argument.
 */

/** A condition on a row of the transactions; the search keeps the rows that meet all of its conditions. */
export type TransactionPredicate = (eb: ExpressionBuilder<Database, 'transactions'>) => Expression<SqlBool>;

/** An amount range in cents; a missing bound leaves that side open. */
interface AmountRange {
  min: number | null;
  max: number | null;
}

/** The text searched for, without its surrounding spaces; null when there is none. */
export function searchedText(request: TransactionSearchRequest): string | null {
  return request.description?.trim() || null;
}

/** `%text%` for LIKE, with the wildcards of the text itself escaped. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether a column holds the text, letter case aside: SQLite's LIKE folds ASCII case, PostgreSQL needs ILIKE. */
function containsText(dialect: Dialect, column: string, text: string): RawBuilder<SqlBool> {
  const like = dialect === 'postgres' ? 'ILIKE' : 'LIKE';
  return sql<SqlBool>`${sql.ref(column)} ${sql.raw(like)} ${containsPattern(text)} ESCAPE '\\'`;
}

/** The description holds the text; db/description-search.ts finds the same rows through the trigram index. */
export function descriptionContains(dialect: Dialect, text: string): Expression<SqlBool> {
  return containsText(dialect, 'transactions.description', text);
}

/** An account of the family whose name holds the text: its transactions match the text too. */
export function accountNameContains(dialect: Dialect, text: string): Expression<SqlBool> {
  return containsText(dialect, 'accounts.name', text);
}

/**
 * The text filter: the description holds the text (as `description` says it, through the trigram index or
 * not), or either side of the transaction is one of the accounts whose name holds it.
 */
export function textFilter(description: Expression<SqlBool>, accountIds: readonly number[]): TransactionPredicate {
  if (accountIds.length === 0) return () => description;
  return (eb) =>
    eb.or([
      description,
      eb('transactions.debit_account_id', 'in', accountIds),
      eb('transactions.credit_account_id', 'in', accountIds),
    ]);
}

/** Deleted transactions are found only when asked for. */
export function liveFilter(request: TransactionSearchRequest): TransactionPredicate | null {
  return request.includeDeleted ? null : (eb) => eb('transactions.is_deleted', '=', 0);
}

/** The account on either side of the transaction. */
export function eitherAccountFilter(request: TransactionSearchRequest): TransactionPredicate | null {
  const accountId = request.accountId;
  if (!accountId) return null;
  return (eb) =>
    eb.or([eb('transactions.debit_account_id', '=', accountId), eb('transactions.credit_account_id', '=', accountId)]);
}

export function debitAccountFilter(request: TransactionSearchRequest): TransactionPredicate | null {
  const accountId = request.debitAccountId;
  return accountId ? (eb) => eb('transactions.debit_account_id', '=', accountId) : null;
}

export function creditAccountFilter(request: TransactionSearchRequest): TransactionPredicate | null {
  const accountId = request.creditAccountId;
  return accountId ? (eb) => eb('transactions.credit_account_id', '=', accountId) : null;
}

/** A line of the transaction (a split has several) is in the subcategory. */
export function subcategoryFilter(request: TransactionSearchRequest): TransactionPredicate | null {
  const subcategoryId = request.subCategoryId;
  if (!subcategoryId) return null;
  return (eb) =>
    eb.exists(
      eb
        .selectFrom('transaction_lines as l')
        .select('l.id')
        .whereRef('l.transaction_id', '=', 'transactions.id')
        .where('l.subcategory_id', '=', subcategoryId),
    );
}

/** The transaction carries the tag. */
export function tagFilter(request: TransactionSearchRequest): TransactionPredicate | null {
  const tagId = request.tagId;
  if (!tagId) return null;
  return (eb) =>
    eb.exists(
      eb
        .selectFrom('transaction_tags as tt')
        .select('tt.tag_id')
        .whereRef('tt.transaction_id', '=', 'transactions.id')
        .where('tt.tag_id', '=', tagId),
    );
}

export function exactAmountFilter(request: TransactionSearchRequest): TransactionPredicate | null {
  const exactValue = request.exactValue;
  return exactValue == null ? null : (eb) => eb('transactions.amount', '=', toCents(exactValue));
}

/** The amount range asked for, in cents; null when neither bound is. */
function amountRangeOf(request: TransactionSearchRequest): AmountRange | null {
  const min = request.minValue == null ? null : toCents(request.minValue);
  const max = request.maxValue == null ? null : toCents(request.maxValue);
  return min === null && max === null ? null : { min, max };
}

/**
 * The amount lies in the range, bounds included. `amount` is the transaction's amount as the plan spells
 * it: the column, or the column kept out of the amount index (db/index-hints.ts).
 */
export function amountRangeFilter(
  request: TransactionSearchRequest,
  amount: Expression<number> = sql.ref<number>('transactions.amount'),
): TransactionPredicate | null {
  const range = amountRangeOf(request);
  if (!range) return null;
  const { min, max } = range;
  return (eb) =>
    eb.and([...(min === null ? [] : [eb(amount, '>=', min)]), ...(max === null ? [] : [eb(amount, '<=', max)])]);
}

export function exactDateFilter(request: TransactionSearchRequest): TransactionPredicate | null {
  const exactDate = request.exactDate;
  return exactDate ? (eb) => eb('transactions.transaction_date', '=', exactDate) : null;
}

/** The date lies from fromDate through toDate; a missing bound leaves that side open. */
export function dateRangeFilter(request: TransactionSearchRequest): TransactionPredicate | null {
  const { fromDate, toDate } = request;
  if (!fromDate && !toDate) return null;
  return (eb) =>
    eb.and([
      ...(fromDate ? [eb('transactions.transaction_date', '>=', fromDate)] : []),
      ...(toDate ? [eb('transactions.transaction_date', '<=', toDate)] : []),
    ]);
}
