import { AccountType, fromCents, type CashFlowRow, type MonthsRequest, type NetWorthPoint } from '@hearth/contract';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { familyScope } from '../../platform/tenancy.js';
import { todayFor } from '../../platform/today.js';
import { investmentValuesOn } from '../investments/net-worth-values.js';
import { lastMonths, monthEnd, monthLabel } from './period.js';

const DEFAULT_MONTHS = { netWorth: 24, cashFlow: 12 };

/**
 * The family's own bank accounts' balances at the end of each month (today for the running month): each
 * kept balance less what came after the day, from the kept day totals. The investments count at today's
 * prices for the running month and at the quotes stored for each earlier month end; a month end without
 * stored quotes shows no investments (see investmentValuesOn).
 */
export async function netWorth(deps: AppDeps, auth: AuthContext, request: MonthsRequest): Promise<NetWorthPoint[]> {
  const db = deps.db.kysely;
  const today = todayFor(deps, auth);
  const months = lastMonths(today, request.months ?? DEFAULT_MONTHS.netWorth);
  const points = months.map((month) => ({ month, date: month === today.slice(0, 7) ? today : monthEnd(month) }));
  const accounts = await familyScope(db, auth.familyId)
    .selectFrom('accounts')
    .select(['id', 'name', 'opening_balance', 'activity_total'])
    .where('account_type_id', '=', AccountType.Bank)
    .where('is_deleted', '=', 0)
    .orderBy('name')
    .execute();
  const after = accounts.length
    ? await db
        .selectFrom('account_day_totals')
        .select(['account_id', 'day', sql<number>`sum(credit_amount - debit_amount)`.as('net')])
        .where('family_id', '=', auth.familyId)
        .where(
          'account_id',
          'in',
          accounts.map((a) => a.id),
        )
        .where('day', '>', (points[0] as { date: string }).date)
        .groupBy(['account_id', 'day'])
        .execute()
    : [];
  const investments = await investmentValuesOn(
    deps,
    auth,
    points.map((point) => point.date),
    today,
  );
  return points.map((point) => {
    const balances = accounts.map((account) => {
      const later = after
        .filter((row) => row.account_id === account.id && row.day > point.date)
        .reduce((sum, row) => sum + Number(row.net), 0);
      return {
        accountId: account.id,
        name: account.name,
        balance: Number(account.opening_balance) + Number(account.activity_total) - later,
      };
    });
    const invested = investments.get(point.date) ?? 0;
    return {
      month: point.month,
      displayLabel: monthLabel(point.month),
      date: point.date,
      total: fromCents(balances.reduce((sum, b) => sum + b.balance, 0) + invested),
      investments: fromCents(invested),
      accounts: balances.map((b) => ({ ...b, balance: fromCents(b.balance) })),
    };
  });
}

/** Income (deposits into own bank accounts) against spending (payments from them) per month, with the savings rate. */
export async function cashFlow(deps: AppDeps, auth: AuthContext, request: MonthsRequest): Promise<CashFlowRow[]> {
  const db = deps.db.kysely;
  const today = todayFor(deps, auth);
  const includeCurrent = request.includeCurrent ?? true;
  const months = lastMonths(today, request.months ?? DEFAULT_MONTHS.cashFlow).slice(0, includeCurrent ? undefined : -1);
  if (!months.length) return [];
  const month = sql<string>`substr(d.day, 1, 7)`;
  const rows = await db
    .selectFrom('account_day_totals as d')
    .innerJoin('accounts as a', 'a.id', 'd.account_id')
    .select([
      month.as('month'),
      sql<number>`sum(case when d.type_id = 2 then d.credit_amount else 0 end)`.as('income'),
      sql<number>`sum(case when d.type_id = 1 then d.debit_amount else 0 end)`.as('spending'),
    ])
    .where('d.family_id', '=', auth.familyId)
    .where('a.account_type_id', '=', AccountType.Bank)
    .where('d.day', '>=', `${months[0]}-01`)
    .where('d.day', '<=', includeCurrent ? today : monthEnd(months.at(-1) as string))
    .groupBy(month)
    .execute();
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return months.map((m) => {
    const income = Number(byMonth.get(m)?.income ?? 0);
    const spending = Number(byMonth.get(m)?.spending ?? 0);
    const net = income - spending;
    return {
      month: m,
      displayLabel: monthLabel(m),
      income: fromCents(income),
      spending: fromCents(spending),
      net: fromCents(net),
      savingsRate: income > 0 ? Math.round((net / income) * 1000) / 10 : null,
    };
  });
}
