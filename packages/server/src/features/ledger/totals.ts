import { formatMoney, MAX_KEPT_CENTS } from '@hearth/contract';
import { sql } from 'kysely';
import { badRequest } from '../../platform/errors.js';
import { ownedByFamily } from './by-ids.js';
import type { LedgerContext } from './context.js';
import { batchesOf } from './reconcile.js';
import { BUDGET_USE } from './recount.js';
import { applyTagTotals } from './tag-totals.js';

export interface Movement {
  debit_account_id: number;
  credit_account_id: number;
  amount: number;
}

/** What some movements change on each account: money leaves the debit account and reaches the credit account. */
export class AccountChanges {
  private readonly changes = new Map<number, { activity: number; count: number }>();

  /** Adds (1) or takes back (-1) one transaction's movement. */
  add(movement: Movement, direction: 1 | -1): this {
    const amount = Number(movement.amount) * direction;
    this.change(movement.debit_account_id, -amount, direction);
    this.change(movement.credit_account_id, amount, direction);
    return this;
  }

  private change(accountId: number, activity: number, count: number) {
    const kept = this.changes.get(accountId) ?? { activity: 0, count: 0 };
    kept.activity += activity;
    kept.count += count;
    this.changes.set(accountId, kept);
  }

  /** Accounts whose totals change, in ascending id order: the one order in which writes lock accounts. */
  entries() {
    return [...this.changes].filter(([, c]) => c.activity !== 0 || c.count !== 0).sort(([a], [b]) => a - b);
  }
}

/**
 * Writes the accounts' kept totals, a few hundred accounts per statement in ascending id order, and refuses
 * a total that would leave the range in which every cent stays exact.
 */
export async function applyAccountChanges(ledger: LedgerContext, changes: AccountChanges): Promise<void> {
  for (const batch of batchesOf(changes.entries())) {
    const byId = (pick: (change: { activity: number; count: number }) => number) =>
      sql`CASE id ${sql.join(
        batch.map(([id, change]) => sql`WHEN ${id} THEN CAST(${pick(change)} AS bigint)`),
        sql` `,
      )} END`;
    const rows = await ledger.trx
      .updateTable('accounts')
      .set({
        activity_total: sql<number>`activity_total + ${byId((change) => change.activity)}`,
        transaction_count: sql<number>`transaction_count + ${byId((change) => change.count)}`,
      })
      .where(
        'id',
        'in',
        batch.map(([id]) => id),
      )
      .where('family_id', '=', ledger.familyId)
      .returning(['name', 'activity_total', 'opening_balance'])
      .execute();
    const over = rows.find(
      (row) => Math.abs(Number(row.activity_total)) + Math.abs(Number(row.opening_balance)) > MAX_KEPT_CENTS,
    );
    if (over)
      throw badRequest(
        `This would take the balance of ${over.name} beyond ${formatMoney(MAX_KEPT_CENTS)}, more than Hearth can keep exact.`,
      );
  }
}

/**
 * Adds (1) or takes back (-1) some transactions to the kept totals of their lines and days: subcategories,
 * budgets, the reports' day totals and tags. Call it with -1 before lines, tags, dates, amounts or types
 * change or their transaction is deleted, and with 1 after the new state is written.
 */
export async function applyLineTotals(
  ledger: LedgerContext,
  transactionIds: number[],
  direction: 1 | -1,
): Promise<void> {
  if (transactionIds.length === 0) return;
  await applySubcategoryTotals(ledger, transactionIds, direction);
  await applyBudgetTotals(ledger, transactionIds, direction);
  await applyReportTotals(ledger, transactionIds, direction);
  await applyTagTotals(ledger, transactionIds, direction);
}

/** The day totals the reports read: by subcategory and type, and by account and type. */
async function applyReportTotals(ledger: LedgerContext, transactionIds: number[], direction: 1 | -1): Promise<void> {
  const ids = sql.join(transactionIds);
  await sql`
    INSERT INTO subcategory_day_totals (family_id, day, subcategory_id, type_id, amount, line_count)
    SELECT l.family_id, t.transaction_date, coalesce(l.subcategory_id, 0), t.transaction_type_id, ${direction} * sum(l.amount), ${direction} * count(*)
    FROM transaction_lines l JOIN transactions t ON t.id = l.transaction_id
    WHERE l.transaction_id IN (${ids}) AND ${ownedByFamily('l.family_id', ledger.familyId)}
    GROUP BY l.family_id, t.transaction_date, coalesce(l.subcategory_id, 0), t.transaction_type_id
    ON CONFLICT (family_id, day, subcategory_id, type_id) DO UPDATE SET
      amount = subcategory_day_totals.amount + excluded.amount,
      line_count = subcategory_day_totals.line_count + excluded.line_count
  `.execute(ledger.trx);
  const { rows: accountDays } = await sql<{
    account_id: number;
    day: string;
    type_id: number;
    transaction_count: number;
  }>`
    INSERT INTO account_day_totals (family_id, account_id, day, type_id, credit_amount, debit_amount, transaction_count)
    SELECT family_id, account_id, day, type_id, ${direction} * sum(credit_amount), ${direction} * sum(debit_amount), ${direction} * count(*) FROM (
      SELECT t.family_id, t.credit_account_id AS account_id, t.transaction_date AS day, t.transaction_type_id AS type_id, t.amount AS credit_amount, 0 AS debit_amount
      FROM transactions t WHERE t.id IN (${ids}) AND ${ownedByFamily('t.family_id', ledger.familyId)}
      UNION ALL
      SELECT t.family_id, t.debit_account_id, t.transaction_date, t.transaction_type_id, 0, t.amount
      FROM transactions t WHERE t.id IN (${ids}) AND ${ownedByFamily('t.family_id', ledger.familyId)}
    ) sides
    WHERE true
    GROUP BY family_id, account_id, day, type_id
    ON CONFLICT (account_id, day, type_id) DO UPDATE SET
      credit_amount = account_day_totals.credit_amount + excluded.credit_amount,
      debit_amount = account_day_totals.debit_amount + excluded.debit_amount,
      transaction_count = account_day_totals.transaction_count + excluded.transaction_count
    RETURNING account_id, day, type_id, transaction_count
  `.execute(ledger.trx);
  if (direction === -1) {
    const days = sql`(SELECT transaction_date FROM transactions WHERE id IN (${ids}))`;
    await sql`DELETE FROM subcategory_day_totals WHERE family_id = ${ledger.familyId} AND line_count = 0 AND day IN ${days}`.execute(
      ledger.trx,
    );
    // Days taken back to nothing are deleted by the keys the upsert returned: a condition on the count
    // and lists of days and accounts has PostgreSQL read every day of every account.
    for (const row of accountDays.filter((day) => Number(day.transaction_count) === 0)) {
      await sql`DELETE FROM account_day_totals WHERE account_id = ${row.account_id} AND day = ${row.day} AND type_id = ${row.type_id}`.execute(
        ledger.trx,
      );
    }
  }
}

/**
 * What each budget's lines use per day, and which live transactions have a line naming the budget on each
 * day (budget_transactions: a budget period's list is then one range of (budget, day)).
 */
async function applyBudgetTotals(ledger: LedgerContext, transactionIds: number[], direction: 1 | -1): Promise<void> {
  const ids = sql.join(transactionIds);
  const owned = ownedByFamily('l.family_id', ledger.familyId);
  const { rows: budgetDays } = await sql<{ budget_id: number; day: string; line_count: number }>`
    INSERT INTO budget_day_totals (family_id, budget_id, day, amount, line_count)
    SELECT l.family_id, l.budget_id, t.transaction_date, ${direction} * sum(${BUDGET_USE}), ${direction} * count(*)
    FROM transaction_lines l JOIN transactions t ON t.id = l.transaction_id
    WHERE l.transaction_id IN (${ids}) AND l.budget_id IS NOT NULL AND ${owned}
    GROUP BY l.family_id, l.budget_id, t.transaction_date
    ON CONFLICT (budget_id, day) DO UPDATE SET
      amount = budget_day_totals.amount + excluded.amount,
      line_count = budget_day_totals.line_count + excluded.line_count
    RETURNING budget_id, day, line_count
  `.execute(ledger.trx);
  if (direction === 1) {
    await sql`
      INSERT INTO budget_transactions (family_id, budget_id, day, transaction_id)
      SELECT DISTINCT l.family_id, l.budget_id, t.transaction_date, t.id
      FROM transaction_lines l JOIN transactions t ON t.id = l.transaction_id
      WHERE l.transaction_id IN (${ids}) AND l.budget_id IS NOT NULL AND ${owned}
    `.execute(ledger.trx);
    return;
  }
  await sql`DELETE FROM budget_transactions WHERE transaction_id IN (${ids}) AND family_id = ${ledger.familyId}`.execute(
    ledger.trx,
  );
  for (const row of budgetDays.filter((day) => Number(day.line_count) === 0)) {
    await sql`DELETE FROM budget_day_totals WHERE budget_id = ${row.budget_id} AND day = ${row.day}`.execute(
      ledger.trx,
    );
  }
}

async function applySubcategoryTotals(
  ledger: LedgerContext,
  transactionIds: number[],
  direction: 1 | -1,
): Promise<void> {
  const ids = sql.join(transactionIds);
  // The lines are summed per subcategory once, then each subcategory takes its sum: one pass over the lines.
  const { rows } = await sql<{ name: string; line_total: number }>`
    UPDATE subcategories SET
      line_total = line_total + ${direction} * used.amount,
      line_count = line_count + ${direction} * used.count
    FROM (
      SELECT l.subcategory_id, sum(l.amount) AS amount, count(*) AS count FROM transaction_lines l
      WHERE l.transaction_id IN (${ids}) AND l.subcategory_id IS NOT NULL
      GROUP BY l.subcategory_id
    ) AS used
    WHERE subcategories.id = used.subcategory_id AND subcategories.family_id = ${ledger.familyId}
    RETURNING name, line_total
  `.execute(ledger.trx);
  const over = rows.find((row) => Math.abs(Number(row.line_total)) > MAX_KEPT_CENTS);
  if (over)
    throw badRequest(
      `This would take the total of ${over.name} beyond ${formatMoney(MAX_KEPT_CENTS)}, more than Hearth can keep exact.`,
    );
}
