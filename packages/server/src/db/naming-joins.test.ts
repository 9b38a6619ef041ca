import { describe, expect, it } from 'vitest';
import { compilingOnly } from './committed-sql.js';
import { withAccountNames, withLineReferenceNames, withSubcategoryName } from './naming-joins.js';

const db = compilingOnly('sqlite');

describe('the naming joins', () => {
  it.each([
    {
      helper: 'withAccountNames',
      query: withAccountNames(db.selectFrom('schedules').select('schedules.id'), 'schedules'),
      sql:
        'select "schedules"."id", "debit"."name" as "debit_name", "credit"."name" as "credit_name" from "schedules" ' +
        'inner join "accounts" as "debit" on "debit"."id" = "schedules"."debit_account_id" ' +
        'inner join "accounts" as "credit" on "credit"."id" = "schedules"."credit_account_id"',
    },
    {
      helper: 'withAccountNames, with types',
      query: withAccountNames(db.selectFrom('transactions as t').select('t.id'), 't', { withTypes: true }),
      sql:
        'select "t"."id", "debit"."name" as "debit_name", "debit"."account_type_id" as "debit_type", ' +
        '"credit"."name" as "credit_name", "credit"."account_type_id" as "credit_type" from "transactions" as "t" ' +
        'inner join "accounts" as "debit" on "debit"."id" = "t"."debit_account_id" ' +
        'inner join "accounts" as "credit" on "credit"."id" = "t"."credit_account_id"',
    },
    {
      helper: 'withSubcategoryName',
      query: withSubcategoryName(db.selectFrom('schedules').select('schedules.id'), 'schedules.subcategory_id'),
      sql:
        'select "schedules"."id", "subcategories"."name" as "subcategory_name" from "schedules" ' +
        'left join "subcategories" on "subcategories"."id" = "schedules"."subcategory_id"',
    },
    {
      helper: 'withLineReferenceNames',
      query: withLineReferenceNames(db.selectFrom('transaction_lines as l').select('l.id'), {
        subcategoryId: 'l.subcategory_id',
        budgetId: 'l.budget_id',
      }),
      sql:
        'select "l"."id", "subcategories"."name" as "subcategory_name", "categories"."id" as "category_id", ' +
        '"categories"."name" as "category_name", "budgets"."name" as "budget_name" from "transaction_lines" as "l" ' +
        'left join "subcategories" on "subcategories"."id" = "l"."subcategory_id" ' +
        'left join "categories" on "categories"."id" = "subcategories"."category_id" ' +
        'left join "budgets" on "budgets"."id" = "l"."budget_id"',
    },
  ])('$helper joins by the columns named and selects the names after the query’s own columns', ({ query, sql }) => {
    expect(query.compile().sql).toBe(sql);
  });
});
