import { flagParam } from '../../lib/query-values';

/**
 * Whether a report counts transfers between the family's own accounts, which the server leaves out unless
 * asked (packages/server/src/features/reports/spending.ts). One address name on every report that offers
 * it, `includeTransfers=true` like `includeCurrent=true`; off is left out.
 */
const TRANSFERS_PARAM = 'includeTransfers';

export function transfersFromQuery(params: URLSearchParams): boolean {
  return flagParam(params, TRANSFERS_PARAM, false);
}

export function transfersToQuery(params: URLSearchParams, includeTransfers: boolean): void {
  if (includeTransfers) params.set(TRANSFERS_PARAM, 'true');
}

/** The request's part: the field only when on, so that the usual request (and its cache key) stays as it was. */
export function transfersRequest(includeTransfers: boolean): { includeTransfers?: true } {
  return includeTransfers ? { includeTransfers: true } : {};
}
