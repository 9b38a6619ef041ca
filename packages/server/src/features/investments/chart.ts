import { fromCents, type InvestmentChart, type InvestmentChartPeriod } from '@hearth/contract';
import {
  chartMoments,
  chartSeries,
  seriesChange,
  type ChartHolding,
  type VolumeStep,
} from '../../domain/investment-series.js';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { holdingRows } from './holdings.js';
import { assetKey, quotesInRange } from './quotes.js';
import { ledgersOf, nowInSeconds } from './valuation.js';
import { dayStartInZone } from './zone-time.js';

/** Each period and the step between its points: 13 points for the hour up to 181 for the month. */
const PERIODS: Record<InvestmentChartPeriod, { seconds: number; step: number }> = {
  hour: { seconds: 3600, step: 300 },
  day: { seconds: 86400, step: 900 },
  week: { seconds: 7 * 86400, step: 3600 },
  month: { seconds: 30 * 86400, step: 4 * 3600 },
};

/** How far before the period's start a price still counts as the price at its start. */
const CARRY_IN_SECONDS = 7 * 86400;

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * The family's total investment value over a period: at each point, each holding's volume then (from its
 * purchases, or the volume it has now) times its latest price at or before the point, the provider's
 * quotes and the family's own together, read as the last quote of each step.
 */
export async function investmentChart(
  deps: AppDeps,
  auth: AuthContext,
  period: InvestmentChartPeriod,
): Promise<InvestmentChart> {
  const db = deps.db.kysely;
  const { seconds, step } = PERIODS[period];
  const now = nowInSeconds(deps);
  const moments = chartMoments(now - seconds, now, step);
  const start = moments[0] as number;
  const rows = await holdingRows(db, auth.familyId);
  const assets = rows.map((row) => ({ typeId: row.investment_type_id, code: row.code }));
  const [quotes, ledgers] = await Promise.all([
    quotesInRange(db, deps.db.dialect, auth.familyId, assets, {
      from: start + 1 - step,
      to: now,
      step,
      carryIn: CARRY_IN_SECONDS,
    }),
    ledgersOf(
      db,
      auth.familyId,
      rows.map((row) => row.id),
    ),
  ]);
  const holdings: ChartHolding[] = rows.map((row) => {
    const ledger = ledgers.get(row.id);
    const volumes: VolumeStep[] = ledger
      ? ledger.steps.map((s) => ({ from: dayStartInZone(s.date, auth.timezoneId), units: s.units }))
      : [{ from: Number.NEGATIVE_INFINITY, units: Number(row.volume) }];
    return { quotes: quotes.get(assetKey(row.investment_type_id, row.code)) ?? [], volumes };
  });
  const points = chartSeries(holdings, moments);
  const change = seriesChange(points);
  return {
    period,
    from: iso(start),
    to: iso(now),
    points: points.map((point) => ({ time: iso(point.at), value: fromCents(point.cents) })),
    startValue: change ? fromCents(change.start) : null,
    endValue: change ? fromCents(change.end) : null,
    change: change ? fromCents(change.change) : null,
    percentageChange: change?.percentage ?? null,
  };
}
