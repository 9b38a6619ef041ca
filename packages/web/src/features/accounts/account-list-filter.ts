import type { Account } from '@hearth/contract';
import { flagParam } from '../../lib/query-values';

export type AccountTypeFilter = 0 | 1 | 2;

/** The segments of the accounts list, in the order of the spec's filter ids. */
export const ACCOUNT_TYPE_FILTERS: { value: AccountTypeFilter; label: string }[] = [
  { value: 0, label: 'All' },
  { value: 1, label: 'Bank Accounts' },
  { value: 2, label: 'Third Parties' },
];

/** The filter a route's `{id}` names; anything else (absent, text, out of range) means All. */
export function accountTypeFilterOf(param: string | undefined): AccountTypeFilter {
  if (param === '1') return 1;
  if (param === '2') return 2;
  return 0;
}

/** Accounts whose name contains the search text, ignoring case and surrounding spaces; the server's order is kept. */
export function filterAccountsByName<T extends Pick<Account, 'name'>>(accounts: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...accounts];
  return accounts.filter((account) => account.name.toLocaleLowerCase().includes(needle));
}

/** 'Category - Subcategory' for a third party's default, or empty when it has none. */
export function defaultCategoryLabel(account: Pick<Account, 'defaultCategory' | 'defaultSubcategory'>): string {
  if (!account.defaultSubcategory) return '';
  return account.defaultCategory
    ? `${account.defaultCategory} - ${account.defaultSubcategory}`
    : account.defaultSubcategory;
}

/** What an account list shows, as its address keeps it: `?search=gro&inactive=true`. */
export interface AccountListChoices {
  search: string;
  includeInactive: boolean;
}

export function accountListChoicesOf(params: URLSearchParams): AccountListChoices {
  return { search: params.get('search') ?? '', includeInactive: flagParam(params, 'inactive', false) };
}

export function accountListQueryOf(choices: AccountListChoices): URLSearchParams {
  const params = new URLSearchParams();
  if (choices.search) params.set('search', choices.search);
  if (choices.includeInactive) params.set('inactive', 'true');
  return params;
}
