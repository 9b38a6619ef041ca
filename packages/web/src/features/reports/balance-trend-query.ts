import { asPeriodId, DEFAULT_PERIOD_ID, type ReportPeriodId } from './report-periods';
import { flagParam, positiveIdParam } from '../../lib/query-values';

export type BalanceTrend = 'history' | 'forecast';

/** What the Balance Trend report shows; the address holds it so that a view can be bookmarked. */
export interface BalanceTrendChoices {
  trend: BalanceTrend;
  /** Null: the user's default account (or the first active bank account). */
  accountId: number | null;
  periodId: ReportPeriodId;
  /** A scenario drawn as a second line; forecasts only. */
  scenarioId: number | null;
}

/**
 * The dashboard's Projected panel opens `/balancetrend?isForecast=true` (spec section 2), so the trend is
 * that flag; Historical without it.
 */
export function balanceTrendFromQuery(params: URLSearchParams): BalanceTrendChoices {
  const trend: BalanceTrend = flagParam(params, 'isForecast', false) ? 'forecast' : 'history';
  return {
    trend,
    accountId: positiveIdParam(params, 'accountId'),
    periodId: asPeriodId(params.get('period')) ?? DEFAULT_PERIOD_ID,
    scenarioId: trend === 'forecast' ? positiveIdParam(params, 'scenarioId') : null,
  };
}

/** The address query of the choices: defaults are left out, so the dashboard's plain links stay as they are. */
export function balanceTrendToQuery(choices: BalanceTrendChoices): URLSearchParams {
  const params = new URLSearchParams();
  if (choices.trend === 'forecast') params.set('isForecast', 'true');
  if (choices.accountId !== null) params.set('accountId', String(choices.accountId));
  if (choices.periodId !== DEFAULT_PERIOD_ID) params.set('period', String(choices.periodId));
  if (choices.trend === 'forecast' && choices.scenarioId !== null) params.set('scenarioId', String(choices.scenarioId));
  return params;
}
