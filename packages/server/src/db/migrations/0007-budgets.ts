import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { Database } from '../schema.js';
import { withId } from '../columns.js';
import { recountBudgetTotals } from '../../features/ledger/recount.js';
import { nameKey } from '../../platform/unique-names.js';

/**
 * Budgets: a unique live name per family, carry-over with an optional cap, allowances that change from a
 * given period on, and the kept day totals of the lines that use each budget (what a period used is a
 * range sum over them, however long the history).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('budgets')
    .addColumn('name_key', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('budgets')
    .addColumn('carry_over', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('budgets').addColumn('carry_over_cap', 'bigint').execute();
  await db.schema.alterTable('budgets').addColumn('updated_at', 'varchar(32)').execute();
  const budgets = (
    await sql<{
      id: number;
      family_id: number;
      name: string;
      is_deleted: number;
    }>`SELECT id, family_id, name, is_deleted FROM budgets ORDER BY id`.execute(db)
  ).rows;
  const taken = new Set<string>();
  for (const budget of budgets) {
    let name = budget.name;
    for (let n = 2; !budget.is_deleted && taken.has(`${budget.family_id}|${nameKey(name)}`); n += 1)
      name = `${budget.name} (${n})`;
    if (!budget.is_deleted) taken.add(`${budget.family_id}|${nameKey(name)}`);
    await sql`UPDATE budgets SET name = ${name}, name_key = ${nameKey(name)} WHERE id = ${budget.id}`.execute(db);
  }
  await sql`CREATE UNIQUE INDEX budgets_live_name ON budgets (family_id, name_key) WHERE is_deleted = 0`.execute(db);

  await withId(db.schema.createTable('budget_allowances'), dialect)
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('budget_id', 'integer', (c) => c.notNull().references('budgets.id').onDelete('cascade'))
    .addColumn('from_period', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('budget_allowances_one_per_period', ['budget_id', 'from_period'])
    .execute();
  await sql`INSERT INTO budget_allowances (family_id, budget_id, from_period, amount) SELECT family_id, id, 1, allowance_amount FROM budgets`.execute(
    db,
  );

  await db.schema
    .createTable('budget_day_totals')
    .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('budget_id', 'integer', (c) => c.notNull().references('budgets.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('line_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('budget_day_totals_key', ['budget_id', 'day'])
    .execute();
  await recountBudgetTotals(db as Kysely<Database>, null);
}
