import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

/**
 * Sets every kept total from the rows themselves: each account's activity (credits minus debits) and
 * count of live transactions, each subcategory's sum and count of live lines, each budget's day totals
 * and transactions by day, the reports' day totals, and each tag's count and sum of live transactions,
 * in all and per day. Without a family, for all.
 * The ledger keeps these totals with every write; this is the reference they must always equal, used by
 * the migrations that introduce a total, the bulk demo generator and the tests that check the writer.
 */
export async function recountKeptTotals(db: Executor, familyId: number | null): Promise<void> {
  await recountAccountTotals(db, familyId);
  await recountSubcategoryTotals(db, familyId);
  await recountBudgetTotals(db, familyId);
  await recountBudgetTransactions(db, familyId);
  await recountReportTotals(db, familyId);
  await recountTagTotals(db, familyId);
}

const ofFamily = (familyId: number | null) => (familyId === null ? sql`` : sql`WHERE family_id = ${familyId}`);
const andFamily = (alias: string, familyId: number | null) =>
  familyId === null ? sql`` : sql`AND ${sql.ref(`${alias}.family_id`)} = ${familyId}`;

export async function recountAccountTotals(db: Executor, familyId: number | null): Promise<void> {
  await sql`
    UPDATE accounts SET
      activity_total = (SELECT coalesce(sum(amount), 0) FROM transactions t WHERE t.credit_account_id = accounts.id AND t.is_deleted = 0)
                     - (SELECT coalesce(sum(amount), 0) FROM transactions t WHERE t.debit_account_id = accounts.id AND t.is_deleted = 0),
      transaction_count = (SELECT count(*) FROM transactions t WHERE t.credit_account_id = accounts.id AND t.is_deleted = 0)
                        + (SELECT count(*) FROM transactions t WHERE t.debit_account_id = accounts.id AND t.is_deleted = 0)
    ${ofFamily(familyId)}
  `.execute(db);
}

/**
 * The live lines are summed in one grouped pass: a subquery per subcategory would join its lines to their
 * transactions again for each (PostgreSQL read every transaction twice per subcategory, 10 s at 1,000,000).
 */
export async function recountSubcategoryTotals(db: Executor, familyId: number | null): Promise<void> {
  await sql`
    WITH live AS MATERIALIZED (
      SELECT l.subcategory_id AS id, sum(l.amount) AS total, count(*) AS lines
      FROM transaction_lines l JOIN transactions t ON t.id = l.transaction_id
      WHERE t.is_deleted = 0 AND l.subcategory_id IN (SELECT id FROM subcategories ${ofFamily(familyId)})
      GROUP BY l.subcategory_id
    )
    UPDATE subcategories SET
      line_total = coalesce((SELECT total FROM live WHERE live.id = subcategories.id), 0),
      line_count = coalesce((SELECT lines FROM live WHERE live.id = subcategories.id), 0)
    ${ofFamily(familyId)}
  `.execute(db);
}

/** What a line adds to its budget's use: a deposit (a refund) takes back, payments and transfers add. */
export const BUDGET_USE = sql<number>`CASE WHEN t.transaction_type_id = 2 THEN -l.amount ELSE l.amount END`;

export async function recountBudgetTotals(db: Executor, familyId: number | null): Promise<void> {
  await sql`DELETE FROM budget_day_totals ${ofFamily(familyId)}`.execute(db);
  await sql`
    INSERT INTO budget_day_totals (family_id, budget_id, day, amount, line_count)
    SELECT l.family_id, l.budget_id, t.transaction_date, sum(${BUDGET_USE}), count(*)
    FROM transaction_lines l JOIN transactions t ON t.id = l.transaction_id
    WHERE l.budget_id IS NOT NULL AND t.is_deleted = 0 ${familyId === null ? sql`` : sql`AND l.family_id = ${familyId}`}
    GROUP BY l.family_id, l.budget_id, t.transaction_date
  `.execute(db);
}

/** Which live transactions have a line naming each budget, by day. */
export async function recountBudgetTransactions(db: Executor, familyId: number | null): Promise<void> {
  await sql`DELETE FROM budget_transactions ${ofFamily(familyId)}`.execute(db);
  await sql`
    INSERT INTO budget_transactions (family_id, budget_id, day, transaction_id)
    SELECT DISTINCT l.family_id, l.budget_id, t.transaction_date, t.id
    FROM transaction_lines l JOIN transactions t ON t.id = l.transaction_id
    WHERE l.budget_id IS NOT NULL AND t.is_deleted = 0 ${andFamily('l', familyId)}
  `.execute(db);
}

/** The day totals of subcategories and accounts that the reports read. */
export async function recountReportTotals(db: Executor, familyId: number | null): Promise<void> {
  await sql`DELETE FROM subcategory_day_totals ${ofFamily(familyId)}`.execute(db);
  await sql`
    INSERT INTO subcategory_day_totals (family_id, day, subcategory_id, type_id, amount, line_count)
    SELECT l.family_id, t.transaction_date, coalesce(l.subcategory_id, 0), t.transaction_type_id, sum(l.amount), count(*)
    FROM transaction_lines l JOIN transactions t ON t.id = l.transaction_id
    WHERE t.is_deleted = 0 ${andFamily('l', familyId)}
    GROUP BY l.family_id, t.transaction_date, coalesce(l.subcategory_id, 0), t.transaction_type_id
  `.execute(db);
  await sql`DELETE FROM account_day_totals ${ofFamily(familyId)}`.execute(db);
  await sql`
    INSERT INTO account_day_totals (family_id, account_id, day, type_id, credit_amount, debit_amount, transaction_count)
    SELECT family_id, account_id, day, type_id, sum(credit_amount), sum(debit_amount), count(*) FROM (
      SELECT t.family_id, t.credit_account_id AS account_id, t.transaction_date AS day, t.transaction_type_id AS type_id, t.amount AS credit_amount, 0 AS debit_amount
      FROM transactions t WHERE t.is_deleted = 0 ${andFamily('t', familyId)}
      UNION ALL
      SELECT t.family_id, t.debit_account_id, t.transaction_date, t.transaction_type_id, 0, t.amount
      FROM transactions t WHERE t.is_deleted = 0 ${andFamily('t', familyId)}
    ) sides
    GROUP BY family_id, account_id, day, type_id
  `.execute(db);
}

/** Each tag's count and sum of the live transactions that carry it, in all and per day. */
export async function recountTagTotals(db: Executor, familyId: number | null): Promise<void> {
  const tagged = sql`FROM transaction_tags tt JOIN transactions t ON t.id = tt.transaction_id WHERE tt.tag_id = tags.id AND t.is_deleted = 0`;
  await sql`
    UPDATE tags SET
      transaction_total = (SELECT coalesce(sum(t.amount), 0) ${tagged}),
      transaction_count = (SELECT count(*) ${tagged})
    ${ofFamily(familyId)}
  `.execute(db);
  await sql`DELETE FROM tag_day_totals ${ofFamily(familyId)}`.execute(db);
  await sql`
    INSERT INTO tag_day_totals (family_id, tag_id, day, amount, transaction_count)
    SELECT t.family_id, tt.tag_id, t.transaction_date, sum(t.amount), count(*)
    FROM transaction_tags tt JOIN transactions t ON t.id = tt.transaction_id
    WHERE t.is_deleted = 0 ${andFamily('t', familyId)}
    GROUP BY t.family_id, tt.tag_id, t.transaction_date
  `.execute(db);
}
