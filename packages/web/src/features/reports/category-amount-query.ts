import type { CategoryAmountRequest } from '@hearth/contract';
import { asPeriodId, DEFAULT_PERIOD_ID, periodDays, type ReportPeriodId } from './report-periods';
import { dateParam, flagParam, positiveIdParam } from '../../lib/query-values';
import { sideFromQuery, sideToQuery, type ReportSide } from './report-sides';
import { transfersFromQuery, transfersRequest, transfersToQuery } from './transfers-choice';

/**
 * What the Category Amount report shows: one side (spending or income) over a period back from today, or
 * (Advanced Selection) between dates and in one category; transfers between own accounts only when asked.
 */
export interface CategoryAmountChoices {
  side: ReportSide;
  periodId: ReportPeriodId;
  advanced: boolean;
  fromDate: string | null;
  toDate: string | null;
  categoryId: number | null;
  includeTransfers: boolean;
}

export function categoryAmountFromQuery(params: URLSearchParams): CategoryAmountChoices {
  const advanced = flagParam(params, 'advanced', false);
  return {
    side: sideFromQuery(params),
    periodId: asPeriodId(params.get('period')) ?? DEFAULT_PERIOD_ID,
    advanced,
    fromDate: advanced ? dateParam(params, 'from') : null,
    toDate: advanced ? dateParam(params, 'to') : null,
    categoryId: advanced ? positiveIdParam(params, 'categoryId') : null,
    includeTransfers: transfersFromQuery(params),
  };
}

/** The advanced values are written only while Advanced Selection is on: they take no part otherwise. */
export function categoryAmountToQuery(choices: CategoryAmountChoices): URLSearchParams {
  const params = new URLSearchParams();
  sideToQuery(params, choices.side);
  if (choices.periodId !== DEFAULT_PERIOD_ID) params.set('period', String(choices.periodId));
  if (choices.advanced) {
    params.set('advanced', 'true');
    if (choices.fromDate) params.set('from', choices.fromDate);
    if (choices.toDate) params.set('to', choices.toDate);
    if (choices.categoryId !== null) params.set('categoryId', String(choices.categoryId));
  }
  transfersToQuery(params, choices.includeTransfers);
  return params;
}

export type RequestOrProblem<Request> = { request: Request; problem: null } | { request: null; problem: string };

/**
 * The server's request for the choices. An empty From counts back the default 730 days from To (or today),
 * as the server does; From after To is said on the page instead of being sent. The side is not sent: the
 * server answers both, so switching between them asks nothing again.
 */
export function categoryAmountRequest(choices: CategoryAmountChoices): RequestOrProblem<CategoryAmountRequest> {
  const transfers = transfersRequest(choices.includeTransfers);
  if (!choices.advanced)
    return { request: { historicDays: periodDays(choices.periodId), ...transfers }, problem: null };
  if (choices.fromDate && choices.toDate && choices.fromDate > choices.toDate) {
    return { request: null, problem: 'From must be on or before To.' };
  }
  return {
    request: { fromDate: choices.fromDate, toDate: choices.toDate, categoryId: choices.categoryId, ...transfers },
    problem: null,
  };
}
