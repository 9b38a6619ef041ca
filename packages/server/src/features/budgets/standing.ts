import { BudgetTypeName, fromCents, type BudgetPeriod, type BudgetSummary } from '@hearth/contract';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { BudgetsTable } from '../../db/schema.js';
import { isSet } from '../../db/flags.js';
import { budgetLedger, type AllowanceChange, type DayUse, type PeriodUse } from '../../domain/budget-ledger.js';
import { budgetPeriods, periodNumberOn, type BudgetRule, type BudgetTypeId } from '../../domain/budget-periods.js';
import { familyScope } from '../../platform/tenancy.js';

export type BudgetRow = Selectable<BudgetsTable> & { account_name: string | null };

export function budgetsQuery(db: Executor, familyId: number) {
  return familyScope(db, familyId)
    .selectFrom('budgets')
    .leftJoin('accounts', 'accounts.id', 'budgets.primary_account_id')
    .selectAll('budgets')
    .select('accounts.name as account_name');
}

export function ruleOf(row: Pick<BudgetRow, 'budget_type_id' | 'start_date' | 'end_date'>): BudgetRule {
  return { typeId: row.budget_type_id as BudgetTypeId, startDate: row.start_date, endDate: row.end_date };
}

/** The allowance changes of some budgets, by budget. */
export async function allowanceChanges(
  db: Executor,
  familyId: number,
  budgetIds: number[],
): Promise<Map<number, AllowanceChange[]>> {
  const changes = new Map<number, AllowanceChange[]>();
  if (!budgetIds.length) return changes;
  const rows = await familyScope(db, familyId)
    .selectFrom('budget_allowances')
    .select(['budget_id', 'from_period', 'amount'])
    .where('budget_id', 'in', budgetIds)
    .orderBy('from_period')
    .execute();
  for (const row of rows)
    changes.set(row.budget_id, [
      ...(changes.get(row.budget_id) ?? []),
      { fromPeriod: row.from_period, amount: Number(row.amount) },
    ]);
  return changes;
}

/** What a budget used each day from one day to another, from the kept day totals (one index range). */
export async function dayUses(db: Executor, budgetId: number, from: string, to: string): Promise<DayUse[]> {
  const rows = await db
    .selectFrom('budget_day_totals')
    .select(['day', 'amount'])
    .where('budget_id', '=', budgetId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return rows.map((row) => ({ day: row.day, amount: Number(row.amount) }));
}

/**
 * A budget's periods from the first to `through`, each with its allowance, carry-in, use and what is left.
 * Without carry-over only the periods asked for need their use; with it, every period before them does.
 */
export async function budgetPeriodUses(
  db: Executor,
  row: BudgetRow,
  changes: AllowanceChange[],
  through: number,
  onlyFrom = 1,
): Promise<PeriodUse[]> {
  const periods = budgetPeriods(ruleOf(row), Math.max(through, 1));
  const first = isSet(row.carry_over) ? periods[0] : (periods[Math.max(onlyFrom, 1) - 1] ?? periods[0]);
  const last = periods.at(-1);
  const days = first && last ? await dayUses(db, row.id, first.fromDate, last.toDate) : [];
  return budgetLedger(periods, changes, days, {
    enabled: isSet(row.carry_over),
    cap: row.carry_over_cap === null ? null : Number(row.carry_over_cap),
  });
}

export function toPeriod(use: PeriodUse): BudgetPeriod {
  return {
    budgetNumber: use.budgetNumber,
    fromDate: use.fromDate,
    toDate: use.toDate,
    allowance: fromCents(use.allowance),
    carryIn: fromCents(use.carryIn),
    effectiveAllowance: fromCents(use.effectiveAllowance),
    used: fromCents(use.used),
    left: fromCents(use.left),
    percentageUsed: use.percentageUsed,
  };
}

/** A budget as the list shows it, standing in its current period (period 1 before it starts). */
export function toSummary(row: BudgetRow, today: string, uses: PeriodUse[]): BudgetSummary {
  const current = periodNumberOn(ruleOf(row), today);
  const standing = uses[Math.max(current, 1) - 1] ?? uses.at(-1);
  return {
    id: row.id,
    name: row.name,
    budgetTypeId: row.budget_type_id,
    budgetType: BudgetTypeName[row.budget_type_id] ?? 'Unknown',
    allowanceAmount: fromCents(standing?.allowance ?? Number(row.allowance_amount)),
    budgetAmount: fromCents(standing?.allowance ?? Number(row.allowance_amount)),
    startDate: row.start_date,
    endDate: row.end_date,
    primaryAccountId: row.primary_account_id,
    primaryAccountName: row.account_name,
    carryOver: isSet(row.carry_over),
    carryOverCap: row.carry_over_cap === null ? null : fromCents(Number(row.carry_over_cap)),
    currentBudgetNumber: current,
    used: fromCents(standing?.used ?? 0),
    effectiveAllowance: fromCents(standing?.effectiveAllowance ?? 0),
    left: fromCents(standing?.left ?? 0),
    percentageUsed: standing?.percentageUsed ?? 0,
  };
}
