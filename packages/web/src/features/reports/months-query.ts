import type { MonthsRequest } from '@hearth/contract';
import { choiceParam, flagParam } from '../../lib/query-values';
import { transfersFromQuery, transfersRequest, transfersToQuery } from './transfers-choice';

/** How far back the month-by-month reports (Net Worth, Cash Flow) look, and whether the running month counts. */
export interface MonthsChoices {
  months: number;
  includeCurrent: boolean;
}

export interface MonthsReportSettings {
  options: readonly number[];
  defaultMonths: number;
  defaultIncludeCurrent: boolean;
}

/** Net worth: two years by default, the server's default; the running month counts up to today. */
export const NET_WORTH_MONTHS: MonthsReportSettings = {
  options: [6, 12, 24, 36, 60],
  defaultMonths: 24,
  defaultIncludeCurrent: true,
};
/** Cash flow: a year by default, the server's default, with the month so far. */
export const CASH_FLOW_MONTHS: MonthsReportSettings = {
  options: [6, 12, 24, 36],
  defaultMonths: 12,
  defaultIncludeCurrent: true,
};

export function monthsLabel(months: number): string {
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return `${months} months`;
}

export function monthsFromQuery(params: URLSearchParams, settings: MonthsReportSettings): MonthsChoices {
  return {
    months: choiceParam(params, 'months', settings.options, settings.defaultMonths),
    includeCurrent: flagParam(params, 'includeCurrent', settings.defaultIncludeCurrent),
  };
}

export function monthsToQuery(choices: MonthsChoices, settings: MonthsReportSettings): URLSearchParams {
  const params = new URLSearchParams();
  if (choices.months !== settings.defaultMonths) params.set('months', String(choices.months));
  if (choices.includeCurrent !== settings.defaultIncludeCurrent)
    params.set('includeCurrent', String(choices.includeCurrent));
  return params;
}

/** Cash flow's choices: the months, and whether transfers between own accounts count (Net Worth has no such choice). */
export interface CashFlowChoices extends MonthsChoices {
  includeTransfers: boolean;
}

export function cashFlowFromQuery(params: URLSearchParams): CashFlowChoices {
  return { ...monthsFromQuery(params, CASH_FLOW_MONTHS), includeTransfers: transfersFromQuery(params) };
}

export function cashFlowToQuery(choices: CashFlowChoices): URLSearchParams {
  const params = monthsToQuery(choices, CASH_FLOW_MONTHS);
  transfersToQuery(params, choices.includeTransfers);
  return params;
}

export function cashFlowRequest(choices: CashFlowChoices): MonthsRequest {
  return {
    months: choices.months,
    includeCurrent: choices.includeCurrent,
    ...transfersRequest(choices.includeTransfers),
  };
}
