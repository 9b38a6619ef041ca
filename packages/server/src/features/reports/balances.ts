import { AccountType, fromCents, type BalanceReport } from '@hearth/contract';
import { sql } from 'kysely';
import { addDays } from '../../domain/calendar-days.js';
import { backwardBalances, forwardBalances, type BalancePoint, type Flow } from '../../domain/balance-series.js';
import { forecastFlows, type ForecastSchedule, type ScenarioPlan } from '../../domain/forecast-flows.js';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { familyScope } from '../../platform/tenancy.js';
import { todayFor } from '../../platform/today.js';
import { ownedByFamily } from '../ledger/by-ids.js';
import { loadHistory, ruleOf, schedulesQuery } from '../schedules/rows.js';
import { loadScenarioPlan } from '../scenarios/plan.js';

export const DEFAULT_FORECAST_DAYS = 14;
export const DEFAULT_HISTORY_DAYS = 14;

async function reportAccount(deps: AppDeps, auth: AuthContext, accountId: number | null | undefined) {
  const scope = familyScope(deps.db.kysely, auth.familyId);
  let id = accountId ?? null;
  if (!id) {
    const user = await scope
      .selectFrom('users')
      .select('default_account_id')
      .where('id', '=', auth.userId)
      .executeTakeFirstOrThrow();
    id = user.default_account_id;
  }
  if (!id) throw badRequest('Choose an account, or a default account on the User page.');
  const account = await scope
    .selectFrom('accounts')
    .select(['id', 'name', 'account_type_id', 'opening_balance', 'activity_total'])
    .where('id', '=', id)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  if (!account) throw notFound('Account not found.');
  return account;
}

/**
 * What moved into the account (less what moved out) on each day after a day, and up to another, from the
 * kept day totals: one row per day and transaction type, however many transactions the days hold.
 */
async function dayFlows(
  deps: AppDeps,
  familyId: number,
  accountId: number,
  after: string,
  through: string | null,
): Promise<Flow[]> {
  // The family condition stays out of the index choice, which must be the account's (see ownedByFamily).
  let query = deps.db.kysely
    .selectFrom('account_day_totals')
    .select(['day', sql<number>`sum(credit_amount - debit_amount)`.as('net')])
    .where(ownedByFamily('account_day_totals.family_id', familyId))
    .where('account_id', '=', accountId)
    .where('day', '>', after)
    .groupBy('day');
  if (through) query = query.where('day', '<=', through);
  return (await query.execute()).map((row) => ({ date: row.day, amount: Number(row.net) }));
}

/** The account's balance at the end of today: the kept balance less what is dated later. */
function balanceToday(kept: number, flows: Flow[], today: string): number {
  return flows.reduce((balance, flow) => (flow.date > today ? balance - flow.amount : balance), kept);
}

const toPoints = (points: BalancePoint[]) =>
  points.map((point) => ({ date: point.date, balance: fromCents(point.balance) }));

/**
 * Daily balances of an account from today for N days: today's balance, then the transactions dated ahead
 * and every unpaid, unskipped payment of the schedules that touch the account (overdue ones today). With a
 * scenario, a second series drawn by the same function with the scenario's plan: its amounts and stop
 * dates for the schedules it alters, and the payments of its own schedules.
 */
export async function balanceForecast(
  deps: AppDeps,
  auth: AuthContext,
  request: { accountId?: number | null; historicDaysFromNow?: number | null; scenarioId?: number | null },
): Promise<BalanceReport> {
  const account = await reportAccount(deps, auth, request.accountId);
  const today = todayFor(deps, auth);
  const end = addDays(today, request.historicDaysFromNow ?? DEFAULT_FORECAST_DAYS);
  const kept =
    (account.account_type_id === AccountType.Bank ? Number(account.opening_balance) : 0) +
    Number(account.activity_total);
  const ahead = await dayFlows(deps, auth.familyId, account.id, today, null);
  const todayBalance = balanceToday(kept, ahead, today);

  const plan = request.scenarioId
    ? await loadScenarioPlan(deps.db.kysely, auth.familyId, request.scenarioId, account.id)
    : null;
  const schedules = await schedulesQuery(deps.db.kysely, auth.familyId)
    .where('schedules.is_deleted', '=', 0)
    .where((eb) =>
      eb.or([eb('schedules.debit_account_id', '=', account.id), eb('schedules.credit_account_id', '=', account.id)]),
    )
    .execute();
  const history = await loadHistory(
    deps.db.kysely,
    auth.familyId,
    schedules.map((row) => row.id),
  );
  const forecastSchedules: ForecastSchedule[] = schedules.map((row) => ({
    id: row.id,
    rule: ruleOf(row),
    amount: Number(row.amount),
    variations: history.variations.get(row.id) ?? [],
    payments: history.payments.get(row.id) ?? [],
    direction: row.credit_account_id === account.id ? 1 : -1,
  }));
  const window = { today, until: end };
  const series = (scenario: ScenarioPlan | null) =>
    toPoints(
      forwardBalances(today, end, todayBalance, [...ahead, ...forecastFlows(forecastSchedules, window, scenario)]),
    );
  return {
    accountId: account.id,
    accountName: account.name,
    chartData: series(null),
    scenarioData: plan ? series(plan) : [],
  };
}

/** Daily balances of an account over the last N days, up to today. */
export async function balanceHistory(
  deps: AppDeps,
  auth: AuthContext,
  request: { accountId?: number | null; historicDays?: number | null },
): Promise<BalanceReport> {
  const account = await reportAccount(deps, auth, request.accountId);
  const today = todayFor(deps, auth);
  const from = addDays(today, -(request.historicDays ?? DEFAULT_HISTORY_DAYS));
  const kept =
    (account.account_type_id === AccountType.Bank ? Number(account.opening_balance) : 0) +
    Number(account.activity_total);
  // One read from the first day on: the days up to today draw the chart, the later ones lead to today's balance.
  const flows = await dayFlows(deps, auth.familyId, account.id, from, null);
  const window = flows.filter((flow) => flow.date <= today);
  return {
    accountId: account.id,
    accountName: account.name,
    chartData: toPoints(backwardBalances(from, today, balanceToday(kept, flows, today), window)),
    scenarioData: [],
  };
}
