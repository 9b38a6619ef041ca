import { AccountType, type Account, type AccountTypeId, type SaveAccountRequest } from '@hearth/contract';

/** What the account editor holds while the user types. */
export interface AccountFormValues {
  name: string;
  accountTypeId: AccountTypeId;
  isActive: boolean;
  /** YYYY-MM-DD, or null when not set. */
  openingDate: string | null;
  openingBalance: number | null;
  isFavourite: boolean;
  canQuickTransaction: boolean;
  defaultSubCategoryId: number | null;
  defaultBudgetId: number | null;
}

/** The type a new account starts with: a `?type=2` in the address (from the third parties list) picks a third party. */
export function accountTypeOfParam(param: string | null): AccountTypeId {
  return param === String(AccountType.ThirdParty) ? AccountType.ThirdParty : AccountType.Bank;
}

export function newAccountValues(accountTypeId: AccountTypeId): AccountFormValues {
  return {
    name: '',
    accountTypeId,
    isActive: true,
    openingDate: null,
    openingBalance: null,
    isFavourite: false,
    canQuickTransaction: false,
    defaultSubCategoryId: null,
    defaultBudgetId: null,
  };
}

export function accountValuesOf(account: Account): AccountFormValues {
  return {
    name: account.name,
    accountTypeId: account.accountTypeId === AccountType.ThirdParty ? AccountType.ThirdParty : AccountType.Bank,
    isActive: account.isActive,
    openingDate: account.openingDate,
    openingBalance: account.openingBalance,
    isFavourite: account.isFavourite,
    canQuickTransaction: account.canQuickTransaction,
    defaultSubCategoryId: account.defaultSubCategoryId,
    defaultBudgetId: account.defaultBudgetId,
  };
}

/**
 * The save request for the form. Fields of the other account type are sent cleared, so that switching a new
 * account from third party to bank account (or back) does not carry hidden choices along.
 */
export function saveAccountRequestOf(values: AccountFormValues, id: number | null): SaveAccountRequest {
  const isBank = values.accountTypeId === AccountType.Bank;
  return {
    id,
    name: values.name.trim(),
    accountTypeId: values.accountTypeId,
    isActive: values.isActive,
    openingDate: isBank ? values.openingDate : null,
    openingBalance: isBank ? values.openingBalance : null,
    isFavourite: isBank ? values.isFavourite : false,
    canQuickTransaction: isBank ? false : values.canQuickTransaction,
    defaultSubCategoryId: isBank ? null : values.defaultSubCategoryId,
    defaultBudgetId: isBank ? null : values.defaultBudgetId,
  };
}
