import type { SelectQueryBuilder } from 'kysely';
import type { AccountsTable, BudgetsTable, CategoriesTable, Database, SubcategoriesTable } from './schema.js';

/*
 * The joins that put names beside the ids a row holds: the accounts a transaction or a schedule moves money
 * between, and the subcategory (with its category) and budget of a line or an account's defaults. Each is
 * written once here and added to a query after its own columns are selected, so the names follow them in
 * the select list; the search's page statement is built this way and its SQL is committed (db/queries/).
 */

/** A column of one of a query's tables, spelled `table.column`. */
type ColumnOf<DB, TB extends keyof DB> = { [T in TB]: `${T & string}.${keyof DB[T] & string}` }[TB];

/** The tables of a query that name a debit account and a credit account. */
type AccountSidesOwner<DB, TB extends keyof DB> = {
  [T in TB]: DB[T] extends { debit_account_id: number; credit_account_id: number } ? T : never;
}[TB];

/** The builder methods these joins use; naming them sidesteps the overloads of a builder over generic tables. */
interface Joinable {
  innerJoin(table: string, left: string, right: string): Joinable;
  leftJoin(table: string, left: string, right: string): Joinable;
  select(columns: readonly string[]): Joinable;
}

type WithAccountSides<DB> = DB & { debit: AccountsTable; credit: AccountsTable };

/** The names withAccountNames adds. */
export interface AccountNames {
  debit_name: string;
  credit_name: string;
}

/** The account types withAccountNames adds with `withTypes`. */
export interface AccountTypes {
  debit_type: number;
  credit_type: number;
}

/**
 * The names of the debit and credit accounts of the owner's rows (joined as `debit` and `credit`), and with
 * `withTypes` each account's type beside its name.
 */
export function withAccountNames<
  DB extends Database,
  TB extends keyof DB & string,
  O,
  WithTypes extends boolean = false,
>(query: SelectQueryBuilder<DB, TB, O>, owner: AccountSidesOwner<DB, TB>, options?: { withTypes: WithTypes }) {
  const columns = options?.withTypes
    ? [
        'debit.name as debit_name',
        'debit.account_type_id as debit_type',
        'credit.name as credit_name',
        'credit.account_type_id as credit_type',
      ]
    : ['debit.name as debit_name', 'credit.name as credit_name'];
  return (query as Joinable)
    .innerJoin('accounts as debit', 'debit.id', `${owner}.debit_account_id`)
    .innerJoin('accounts as credit', 'credit.id', `${owner}.credit_account_id`)
    .select(columns) as unknown as SelectQueryBuilder<
    WithAccountSides<DB>,
    TB | 'debit' | 'credit',
    O & AccountNames & (WithTypes extends true ? AccountTypes : unknown)
  >;
}

type WithSubcategory<DB> = DB & { subcategories: SubcategoriesTable };

/** The name of the subcategory a column names (joined as `subcategories`), null without one. */
export function withSubcategoryName<DB extends Database, TB extends keyof DB & string, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  subcategoryId: ColumnOf<DB, TB>,
) {
  return (query as Joinable)
    .leftJoin('subcategories', 'subcategories.id', subcategoryId)
    .select(['subcategories.name as subcategory_name']) as unknown as SelectQueryBuilder<
    WithSubcategory<DB>,
    TB | 'subcategories',
    O & { subcategory_name: string | null }
  >;
}

/**
 * The names of what a transaction line, or an account's defaults for one, is put on: its subcategory, that
 * subcategory's category (id and name) and its budget, each null when there is none.
 */
export function withLineReferenceNames<DB extends Database, TB extends keyof DB & string, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  columns: { subcategoryId: ColumnOf<DB, TB>; budgetId: ColumnOf<DB, TB> },
) {
  return (withSubcategoryName(query, columns.subcategoryId) as Joinable)
    .leftJoin('categories', 'categories.id', 'subcategories.category_id')
    .leftJoin('budgets', 'budgets.id', columns.budgetId)
    .select([
      'categories.id as category_id',
      'categories.name as category_name',
      'budgets.name as budget_name',
    ]) as unknown as SelectQueryBuilder<
    WithSubcategory<DB> & { categories: CategoriesTable; budgets: BudgetsTable },
    TB | 'subcategories' | 'categories' | 'budgets',
    O & {
      subcategory_name: string | null;
      category_id: number | null;
      category_name: string | null;
      budget_name: string | null;
    }
  >;
}
