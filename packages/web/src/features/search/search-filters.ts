import { isIsoDate, type TransactionSearchRequest } from '@hearth/contract';

export type DateMode = 'any' | 'exact' | 'between';
export type AmountMode = 'any' | 'exact' | 'between';

/** What the filter form holds; the address query and the search request are both made from it. */
export interface SearchFilters {
  description: string;
  accountId: number | null;
  subCategoryId: number | null;
  tagId: number | null;
  includeDeleted: boolean;
  dateMode: DateMode;
  exactDate: string | null;
  fromDate: string | null;
  toDate: string | null;
  amountMode: AmountMode;
  exactValue: number | null;
  minValue: number | null;
  maxValue: number | null;
}

export const EMPTY_FILTERS: SearchFilters = {
  description: '',
  accountId: null,
  subCategoryId: null,
  tagId: null,
  includeDeleted: false,
  dateMode: 'any',
  exactDate: null,
  fromDate: null,
  toDate: null,
  amountMode: 'any',
  exactValue: null,
  minValue: null,
  maxValue: null,
};

const positiveId = (text: string | null): number | null => {
  if (!text || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value > 0 && Number.isSafeInteger(value) ? value : null;
};

const dateOf = (text: string | null): string | null => (text && isIsoDate(text) ? text : null);

/** Amounts as the API takes them: non-negative, at most two decimals. */
const amountOf = (text: string | null): number | null => {
  if (!text || !/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
};

/**
 * The filters a shared or reloaded address carries. The modes follow from which values are present, so
 * the address names only values; anything malformed is dropped rather than sent to the server.
 */
export function filtersFromQuery(params: URLSearchParams): SearchFilters {
  const exactDate = dateOf(params.get('exactDate'));
  const fromDate = dateOf(params.get('fromDate'));
  const toDate = dateOf(params.get('toDate'));
  const exactValue = amountOf(params.get('exactValue'));
  const minValue = amountOf(params.get('minValue'));
  const maxValue = amountOf(params.get('maxValue'));
  const dateMode: DateMode = exactDate ? 'exact' : fromDate || toDate ? 'between' : 'any';
  const amountMode: AmountMode =
    exactValue !== null ? 'exact' : minValue !== null || maxValue !== null ? 'between' : 'any';
  return {
    description: params.get('description')?.trim() ?? '',
    accountId: positiveId(params.get('accountId')),
    subCategoryId: positiveId(params.get('subCategoryId')),
    tagId: positiveId(params.get('tagId')),
    includeDeleted: params.get('includeDeleted') === 'true',
    dateMode,
    exactDate: dateMode === 'exact' ? exactDate : null,
    fromDate: dateMode === 'between' ? fromDate : null,
    toDate: dateMode === 'between' ? toDate : null,
    amountMode,
    exactValue: amountMode === 'exact' ? exactValue : null,
    minValue: amountMode === 'between' ? minValue : null,
    maxValue: amountMode === 'between' ? maxValue : null,
  };
}

/** Only the values that take part in the search: a mode's hidden inputs do not. */
function activeValues(filters: SearchFilters) {
  const byDate = filters.dateMode;
  const byAmount = filters.amountMode;
  return {
    description: filters.description.trim() || null,
    accountId: filters.accountId,
    subCategoryId: filters.subCategoryId,
    tagId: filters.tagId,
    includeDeleted: filters.includeDeleted,
    exactDate: byDate === 'exact' ? filters.exactDate : null,
    fromDate: byDate === 'between' ? filters.fromDate : null,
    toDate: byDate === 'between' ? filters.toDate : null,
    exactValue: byAmount === 'exact' ? filters.exactValue : null,
    minValue: byAmount === 'between' ? filters.minValue : null,
    maxValue: byAmount === 'between' ? filters.maxValue : null,
  };
}

/** The address query for the filters, in a fixed order so that equal searches give equal addresses. */
export function filtersToQuery(filters: SearchFilters): URLSearchParams {
  const values = activeValues(filters);
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | null) => {
    if (value !== null) params.set(name, String(value));
  };
  put('description', values.description);
  put('accountId', values.accountId);
  put('subCategoryId', values.subCategoryId);
  put('tagId', values.tagId);
  put('exactDate', values.exactDate);
  put('fromDate', values.fromDate);
  put('toDate', values.toDate);
  put('exactValue', values.exactValue === null ? null : values.exactValue.toFixed(2));
  put('minValue', values.minValue === null ? null : values.minValue.toFixed(2));
  put('maxValue', values.maxValue === null ? null : values.maxValue.toFixed(2));
  if (values.includeDeleted) params.set('includeDeleted', 'true');
  return params;
}

/** The body of POST /api/transaction/search, without the paging fields; unused filters are null. */
export function searchRequestOf(filters: SearchFilters): TransactionSearchRequest {
  return activeValues(filters);
}

/** What is wrong with a search's ranges, at the field that ends them: a reversed range finds nothing. */
export interface RangeProblems {
  toDate?: string;
  maxValue?: string;
}

export const REVERSED_DATES = 'The To date is before the From date';
export const REVERSED_AMOUNTS = 'The maximum is below the minimum';

export function rangeProblems(filters: SearchFilters): RangeProblems {
  const problems: RangeProblems = {};
  const { fromDate, toDate, minValue, maxValue } = filters;
  if (filters.dateMode === 'between' && fromDate && toDate && toDate < fromDate) problems.toDate = REVERSED_DATES;
  if (filters.amountMode === 'between' && minValue !== null && maxValue !== null && maxValue < minValue)
    problems.maxValue = REVERSED_AMOUNTS;
  return problems;
}
