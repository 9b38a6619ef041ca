import { AccountType, BudgetType, EndType, RecurrenceType, TransactionType, WeekdayAdjustment } from '@hearth/contract';
import type { Kysely, Transaction } from 'kysely';
import { withAccountNames, withLineReferenceNames } from '../../db/naming-joins.js';
import type { Database } from '../../db/schema.js';
import { familyScope } from '../../platform/tenancy.js';
import { centsText, flagText, namesText, type ReadableRecord } from './field-diff.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The word for a number of an enumeration: { Monthly: 4 } reads 4 as "Monthly", spaced where the name joins words. */
function wordOf(values: Record<string, number>, value: number | null): string | null {
  if (value === null) return null;
  const name = Object.entries(values).find(([, number]) => number === value)?.[0];
  return name ? name.replace(/([a-z])([A-Z])/g, '$1 $2') : String(value);
}

/** An account as its history reads it: names rather than ids, the opening balance as a decimal. */
export async function readableAccount(db: Executor, familyId: number, id: number): Promise<ReadableRecord | null> {
  const account = familyScope(db, familyId)
    .selectFrom('accounts')
    .select([
      'accounts.name',
      'accounts.account_type_id',
      'accounts.opening_date',
      'accounts.opening_balance',
      'accounts.is_favourite',
      'accounts.is_active',
      'accounts.can_quick_transaction',
    ])
    .where('accounts.id', '=', id);
  const row = await withLineReferenceNames(account, {
    subcategoryId: 'accounts.default_subcategory_id',
    budgetId: 'accounts.default_budget_id',
  }).executeTakeFirst();
  if (!row) return null;
  const bank = row.account_type_id === AccountType.Bank;
  return {
    name: row.name,
    type: bank ? 'Bank account' : 'Third party',
    openingDate: row.opening_date,
    openingBalance: bank ? centsText(Number(row.opening_balance)) : null,
    favourite: bank ? flagText(row.is_favourite) : null,
    active: flagText(row.is_active),
    quickTransaction: bank ? null : flagText(row.can_quick_transaction),
    defaultSubcategory: row.subcategory_name === null ? null : `${row.category_name ?? ''} › ${row.subcategory_name}`,
    defaultBudget: row.budget_name ?? null,
  };
}

/** A budget as its history reads it. */
export async function readableBudget(db: Executor, familyId: number, id: number): Promise<ReadableRecord | null> {
  const row = await familyScope(db, familyId)
    .selectFrom('budgets')
    .leftJoin('accounts', 'accounts.id', 'budgets.primary_account_id')
    .select([
      'budgets.name',
      'budgets.allowance_amount',
      'budgets.start_date',
      'budgets.end_date',
      'budgets.budget_type_id',
      'budgets.start_day_number',
      'budgets.carry_over',
      'budgets.carry_over_cap',
      'accounts.name as account_name',
    ])
    .where('budgets.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    name: row.name,
    period: wordOf(BudgetType, row.budget_type_id),
    amount: centsText(Number(row.allowance_amount)),
    startDate: row.start_date,
    endDate: row.end_date,
    startDay: String(row.start_day_number),
    account: row.account_name ?? null,
    carryOver: flagText(row.carry_over),
    carryOverCap: row.carry_over_cap === null ? null : centsText(Number(row.carry_over_cap)),
  };
}

/** A schedule as its history reads it: its rule in words, its accounts, category, budget and tags by name. */
export async function readableSchedule(db: Executor, familyId: number, id: number): Promise<ReadableRecord | null> {
  const schedule = familyScope(db, familyId)
    .selectFrom('schedules')
    .select([
      'schedules.description',
      'schedules.recurrence_type_id',
      'schedules.schedule_start',
      'schedules.recurrence_end_type_id',
      'schedules.schedule_end',
      'schedules.number_of_transactions',
      'schedules.transaction_type_id',
      'schedules.amount',
      'schedules.weekday_only_type_id',
      'schedules.auto_pay',
    ])
    .where('schedules.id', '=', id);
  const row = await withLineReferenceNames(withAccountNames(schedule, 'schedules'), {
    subcategoryId: 'schedules.subcategory_id',
    budgetId: 'schedules.budget_id',
  }).executeTakeFirst();
  if (!row) return null;
  const tags = await db
    .selectFrom('schedule_tags')
    .innerJoin('tags', 'tags.id', 'schedule_tags.tag_id')
    .select('tags.name')
    .where('schedule_tags.schedule_id', '=', id)
    .execute();
  return {
    description: row.description || null,
    recurrence: wordOf(RecurrenceType, row.recurrence_type_id),
    startDate: row.schedule_start,
    ends: wordOf(EndType, row.recurrence_end_type_id),
    endDate: row.schedule_end,
    numberOfPayments: row.number_of_transactions === null ? null : String(row.number_of_transactions),
    weekdays: wordOf(WeekdayAdjustment, row.weekday_only_type_id),
    type: wordOf(TransactionType, row.transaction_type_id),
    debitAccount: row.debit_name,
    creditAccount: row.credit_name,
    amount: centsText(Number(row.amount)),
    subcategory: row.subcategory_name === null ? null : `${row.category_name ?? ''} › ${row.subcategory_name}`,
    budget: row.budget_name ?? null,
    tags: namesText(tags.map((tag) => tag.name)),
    autoPay: flagText(row.auto_pay),
  };
}

/** A category as its history reads it. */
export async function readableCategory(db: Executor, familyId: number, id: number): Promise<ReadableRecord | null> {
  const row = await familyScope(db, familyId)
    .selectFrom('categories')
    .select(['name', 'income_category'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { name: row.name, income: flagText(row.income_category) } : null;
}

/** A subcategory as its history reads it, with its category's name. */
export async function readableSubcategory(db: Executor, familyId: number, id: number): Promise<ReadableRecord | null> {
  const row = await familyScope(db, familyId)
    .selectFrom('subcategories')
    .innerJoin('categories', 'categories.id', 'subcategories.category_id')
    .select(['subcategories.name', 'categories.name as category_name'])
    .where('subcategories.id', '=', id)
    .executeTakeFirst();
  return row ? { name: row.name, category: row.category_name } : null;
}
