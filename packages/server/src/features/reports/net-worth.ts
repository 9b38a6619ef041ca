import { AccountType, fromCents, type CashFlowRow, type MonthsRequest, type NetWorthPoint } from '@hearth/contract';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { familyScope } from '../../platform/tenancy.js';
import { todayFor } from '../../platform/today.js';
import { investmentValuesOn } from '../investments/net-worth-values.js';
import { lastMonths, monthEnd, monthLabel } from './period.js';
import { lineTotals, namedSubcategories, sideAmount, sideOf } from './spending.js';

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
    const invested = investments.get(point.date) ?? { cents: 0, unpriced: 0 };
    return {
      month: point.month,
      displayLabel: monthLabel(point.month),
      date: point.date,
      total: fromCents(balances.reduce((sum, b) => sum + b.balance, 0) + invested.cents),
      investments: fromCents(invested.cents),
      unpricedHoldings: invested.unpriced,
      accounts: balances.map((b) => ({ ...b, balance: fromCents(b.balance) })),
    };
  });
}

/**
 * Income against spending per month, with the savings rate, by the reports' one rule (./spending.ts):
 * the same figures Categories Over Time and Category Amount give for the same months.
 */
export async function cashFlow(deps: AppDeps, auth: AuthContext, request: MonthsRequest): Promise<CashFlowRow[]> {
  const db = deps.db.kysely;
  const today = todayFor(deps, auth);
  const includeCurrent = request.includeCurrent ?? true;
  const months = lastMonths(today, request.months ?? DEFAULT_MONTHS.cashFlow).slice(0, includeCurrent ? undefined : -1);
  if (!months.length) return [];
  const month = sql<string>`substr(day, 1, 7)`;
  const [rows, subcategories] = await Promise.all([
    lineTotals(db, auth.familyId, {
      from: `${months[0]}-01`,
      to: includeCurrent ? today : monthEnd(months.at(-1) as string),
      includeTransfers: request.includeTransfers ?? false,
    })
      .select([month.as('month'), 'subcategory_id', 'type_id', sql<number>`sum(amount)`.as('amount')])
      .groupBy([month, 'subcategory_id', 'type_id'])
      .execute(),
    namedSubcategories(db, auth.familyId),
  ]);
  const byMonth = new Map(months.map((m) => [m, { income: 0, spending: 0 }]));
  for (const row of rows) {
    const sums = byMonth.get(row.month);
    if (!sums) continue;
    const side = sideOf(subcategories.get(row.subcategory_id), row.type_id);
    sums[side === 'income' ? 'income' : 'spending'] += sideAmount(row.type_id, Number(row.amount), side);
  }
  return months.map((m) => {
    const { income, spending } = byMonth.get(m) as { income: number; spending: number };
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
