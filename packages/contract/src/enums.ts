export const TransactionType = { Payment: 1, Deposit: 2, Transfer: 3 } as const;
export type TransactionTypeId = (typeof TransactionType)[keyof typeof TransactionType];
export const RecurrenceType = {
  Once: 1,
  Weekly: 2,
  Fortnightly: 3,
  Monthly: 4,
  EveryTwoMonths: 5,
  Quarterly: 6,
  HalfYearly: 7,
  Annually: 8,
} as const;
export const EndType = { Never: 1, NumberOfPayments: 2, Date: 3 } as const;
export const WeekdayAdjustment = { No: 1, PrecedingFriday: 2, FollowingMonday: 3 } as const;
export const AccountType = { Bank: 1, ThirdParty: 2 } as const;
export type AccountTypeId = (typeof AccountType)[keyof typeof AccountType];
export const BudgetType = { Weekly: 1, Monthly: 2, Fortnightly: 3 } as const;
export const InvestmentType = { Cryptocurrency: 1, Commodity: 2 } as const;

export const Role = { Admin: 'Admin', Member: 'Member' } as const;
export type Role = (typeof Role)[keyof typeof Role];

/** Report periods of the reporting screens, in days. */
export const REPORT_PERIOD_DAYS: Record<number, number> = { 1: 30, 2: 60, 3: 90, 4: 180, 5: 365, 6: 730, 7: 1095 };
