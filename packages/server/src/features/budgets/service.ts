import {
  AccountType,
  fromCents,
  HistoryAction,
  HistoryEntity,
  toCents,
  type Budget,
  type BudgetSummary,
  type SaveBudgetRequest,
} from '@hearth/contract';
import { flag } from '../../db/flags.js';
import { allowanceFor } from '../../domain/budget-ledger.js';
import { periodNumberOn } from '../../domain/budget-periods.js';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { byNameCaseInsensitive } from '../../platform/sorting.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { recordRecordChange, recordRecordEvent } from '../history/recorder.js';
import { readableBudget } from '../history/record-readers.js';
import { todayFor } from '../../platform/today.js';
import { nameKey } from '../../platform/unique-names.js';
import {
  allowanceChanges,
  budgetPeriodUses,
  budgetsQuery,
  ruleOf,
  toPeriod,
  toSummary,
  type BudgetRow,
} from './standing.js';

export const BUDGET_NOT_FOUND = 'Budget not found.';

/** The family's live budgets by name, each standing in its current period. */
export async function listBudgets(deps: AppDeps, auth: AuthContext): Promise<BudgetSummary[]> {
  const db = deps.db.kysely;
  const rows = await budgetsQuery(db, auth.familyId).where('budgets.is_deleted', '=', 0).execute();
  const today = todayFor(deps, auth);
  const changes = await allowanceChanges(
    db,
    auth.familyId,
    rows.map((row) => row.id),
  );
  const summaries = await Promise.all(
    rows.map(async (row) => {
      const current = Math.max(periodNumberOn(ruleOf(row), today), 1);
      return toSummary(row, today, await budgetPeriodUses(db, row, changes.get(row.id) ?? [], current, current));
    }),
  );
  return summaries.sort(byNameCaseInsensitive);
}

export async function findBudgetRow(
  deps: AppDeps,
  familyId: number,
  id: number,
  db = deps.db.kysely,
): Promise<BudgetRow> {
  const row = await budgetsQuery(db, familyId)
    .where('budgets.id', '=', id)
    .where('budgets.is_deleted', '=', 0)
    .executeTakeFirst();
  if (!row) throw notFound(BUDGET_NOT_FOUND);
  return row;
}

/** One budget with every period from the first to the current one. */
export async function getBudget(deps: AppDeps, auth: AuthContext, id: number): Promise<Budget> {
  const db = deps.db.kysely;
  const row = await findBudgetRow(deps, auth.familyId, id);
  const today = todayFor(deps, auth);
  const changes = (await allowanceChanges(db, auth.familyId, [id])).get(id) ?? [];
  const uses = await budgetPeriodUses(db, row, changes, Math.max(periodNumberOn(ruleOf(row), today), 1));
  return {
    ...toSummary(row, today, uses),
    startDayNumber: row.start_day_number,
    schedule: uses.map(toPeriod),
    allowanceChanges: changes.map((change) => ({ fromPeriod: change.fromPeriod, amount: fromCents(change.amount) })),
  };
}

/**
 * Creates or updates a budget. A changed allowance applies from a period on (the current one unless
 * another is given), so earlier periods keep the allowance they had. A new type or start date renumbers
 * the periods: the allowance then applies from the first.
 */
export async function saveBudget(deps: AppDeps, auth: AuthContext, input: SaveBudgetRequest): Promise<Budget> {
  const familyId = auth.familyId;
  const name = input.name.trim();
  const allowance = toCents(input.allowanceAmount);
  if (allowance <= 0) throw badRequest('The allowance must be more than zero.');
  const endDate = input.endDate ?? null;
  if (endDate && endDate < input.startDate) throw badRequest('The end date must not be before the start date.');
  const cap = input.carryOverCap == null ? null : toCents(input.carryOverCap);
  if (cap !== null && cap < 0) throw badRequest('The carry-over cap must not be below zero.');
  const id = input.id || null;
  const today = todayFor(deps, auth);
  const savedId = await writeForFamily(deps.db.kysely, familyId, async (trx) => {
    const scope = familyScope(trx, familyId);
    const existing = id ? await findBudgetRow(deps, familyId, id, trx) : null;
    const stamp = { familyId, at: deps.clock().toISOString(), userId: auth.userId };
    const before = existing ? await readableBudget(trx, familyId, existing.id) : null;
    const recorded = async (savedId: number) => {
      const after = await readableBudget(trx, familyId, savedId);
      await recordRecordChange(trx, stamp, HistoryEntity.Budget, savedId, before, after);
      return savedId;
    };
    const same = await scope
      .selectFrom('budgets')
      .select('id')
      .where('is_deleted', '=', 0)
      .where('name_key', '=', nameKey(name))
      .executeTakeFirst();
    if (same && same.id !== id) throw badRequest(`A budget named ${name} already exists.`);
    if (input.primaryAccountId) {
      const account = await scope
        .selectFrom('accounts')
        .select(['account_type_id', 'is_active', 'is_deleted'])
        .where('id', '=', input.primaryAccountId)
        .executeTakeFirst();
      if (!account || account.is_deleted || account.account_type_id !== AccountType.Bank || !account.is_active) {
        throw badRequest('Primary account: choose one of your active bank accounts.');
      }
    }
    const values = {
      name,
      name_key: nameKey(name),
      allowance_amount: allowance,
      start_date: input.startDate,
      end_date: endDate,
      budget_type_id: input.budgetTypeId,
      primary_account_id: input.primaryAccountId ?? null,
      carry_over: flag(input.carryOver ?? false),
      carry_over_cap: input.carryOver ? cap : null,
      updated_at: deps.clock().toISOString(),
    };
    if (!existing) {
      const created = await trx
        .insertInto('budgets')
        .values({ ...values, family_id: familyId, start_day_number: 1, created_at: values.updated_at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('budget_allowances')
        .values({ family_id: familyId, budget_id: created.id, from_period: 1, amount: allowance })
        .execute();
      return recorded(created.id);
    }
    await scope.updateTable('budgets').set(values).where('id', '=', existing.id).execute();
    const renumbered = existing.budget_type_id !== input.budgetTypeId || existing.start_date !== input.startDate;
    const changes = (await allowanceChanges(trx, familyId, [existing.id])).get(existing.id) ?? [];
    const from = renumbered ? 1 : (input.allowanceFromPeriod ?? Math.max(periodNumberOn(ruleOf(values), today), 1));
    if (renumbered) {
      await scope.deleteFrom('budget_allowances').where('budget_id', '=', existing.id).execute();
      await trx
        .insertInto('budget_allowances')
        .values({ family_id: familyId, budget_id: existing.id, from_period: 1, amount: allowance })
        .execute();
    } else if (allowanceFor(changes, from) !== allowance) {
      await scope
        .deleteFrom('budget_allowances')
        .where('budget_id', '=', existing.id)
        .where('from_period', '=', from)
        .execute();
      await trx
        .insertInto('budget_allowances')
        .values({ family_id: familyId, budget_id: existing.id, from_period: from, amount: allowance })
        .execute();
    }
    return recorded(existing.id);
  });
  return getBudget(deps, auth, savedId);
}

/**
 * Deletes a budget softly: transaction lines and schedules keep naming it (history keeps its name),
 * pickers no longer offer it, and third parties no longer default to it.
 */
export async function deleteBudget(
  deps: AppDeps,
  familyId: number,
  id: number,
  userId: number | null = null,
): Promise<string> {
  return writeForFamily(deps.db.kysely, familyId, async (trx) => {
    const row = await findBudgetRow(deps, familyId, id, trx);
    await familyScope(trx, familyId)
      .updateTable('budgets')
      .set({ is_deleted: 1, updated_at: deps.clock().toISOString() })
      .where('id', '=', id)
      .execute();
    await familyScope(trx, familyId)
      .updateTable('accounts')
      .set({ default_budget_id: null })
      .where('default_budget_id', '=', id)
      .execute();
    const stamp = { familyId, at: deps.clock().toISOString(), userId };
    await recordRecordEvent(trx, stamp, HistoryEntity.Budget, id, HistoryAction.Delete);
    return `Budget ${row.name} has been deleted.`;
  });
}
