import { AccountType, type AccountListRequest } from '@hearth/contract';

/** The side panel's favourite accounts are chosen among the bank accounts (favourite-accounts.tsx). */
export const FAVOURITE_ACCOUNTS_FILTER: AccountListRequest = { FilterAccountType: AccountType.Bank };
