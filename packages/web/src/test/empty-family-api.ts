import {
  AccountType,
  TransactionType,
  type Account,
  type BalanceReport,
  type Budget,
  type Calendar,
  type Scenario,
  type Schedule,
  type TagDetail,
  type Transaction,
  type User,
} from '@hearth/contract';
import { fakeApi } from './fake-api';

const DAY = '2026-03-02';

const balanceReport = (): BalanceReport => ({ accountId: 1, accountName: 'Everyday', chartData: [], scenarioData: [] });

/**
 * A stand-in for the server of a family that has just started: every list is empty (fakeApi answers an
 * endpoint that answers a list with none), and a page that opens one thing by its id gets one of the right
 * shape. Pages rendered against it load as they would for real, so a test sees them settle rather than fail
 * on answers of the wrong shape.
 */
export const emptyFamilyFetch = fakeApi({
  heartbeat: { get: () => 1 },
  user: { get: () => user() },
  accounts: { get: ({ params }) => account(Number(params.id)) },
  transactions: {
    get: ({ params }) => transaction(Number(params.id)),
    scheduledDraft: ({ params }) => ({
      ...transaction(0),
      scheduleId: Number(params.scheduleId),
      paymentNumber: Number(params.paymentNumber),
    }),
  },
  // `/api/tags/true` and `/api/tags/false` list the tags: none yet.
  tags: { get: ({ params }) => (/^\d+$/.test(params.id ?? '') ? tagDetail(Number(params.id)) : []) },
  schedules: {
    get: ({ params }) => schedule(Number(params.id)),
    calendar: ({ params }): Calendar => ({ year: Number(params.year), month: Number(params.month), weeks: [] }),
  },
  scenarios: {
    get: ({ params }): Scenario => ({
      id: Number(params.id),
      name: 'Scenario',
      description: '',
      scenarioSchedules: [],
      hypotheticalSchedules: [],
    }),
  },
  budgets: { get: ({ params }) => budget(Number(params.id)) },
  reports: { balanceHistory: balanceReport, balanceForecast: balanceReport },
}).fetch;

function user(): User {
  return {
    id: 1,
    firstname: 'Anna',
    surname: 'Łukasik',
    email: 'anna@example.com',
    defaultAccountId: null,
    timezoneId: 'Europe/London',
    userAccountName: 'Łukasik family',
    role: 'Member',
    emailValidated: true,
    pendingEmail: null,
  };
}

function account(id: number): Account {
  return {
    id,
    name: 'Everyday',
    accountTypeId: AccountType.Bank,
    accountType: 'Bank Account',
    date: DAY,
    openingDate: DAY,
    openingBalance: 0,
    isFavourite: false,
    isActive: true,
    isDeleted: false,
    canQuickTransaction: false,
    defaultSubCategoryId: null,
    defaultSubcategoryId: null,
    defaultBudgetId: null,
    defaultCategoryId: null,
    defaultCategory: null,
    defaultSubcategory: null,
    defaultBudget: null,
    balance: 0,
    futureAmount: 0,
    pendingAmount: 0,
    transactionCount: 0,
  };
}

function transaction(id: number): Transaction {
  return {
    id,
    transactionDate: DAY,
    date: DAY,
    transactionTypeId: TransactionType.Payment,
    transactionType: 'Payment',
    debitAccountId: 1,
    creditAccountId: 2,
    debitAccountName: 'Everyday',
    creditAccountName: 'Corner Shop',
    debitAccountTypeId: AccountType.Bank,
    creditAccountTypeId: AccountType.ThirdParty,
    description: '',
    amount: 10,
    isSplit: false,
    isDeleted: false,
    isReconciled: false,
    isPending: false,
    runningBalance: null,
    categoryName: null,
    subCategoryName: null,
    budgetId: null,
    budgetName: null,
    scheduleId: null,
    scheduleName: null,
    scheduleFrequency: null,
    paymentNumber: null,
    transactionLines: [
      {
        id: 1,
        amount: 10,
        budgetId: null,
        categoryId: null,
        subCategoryId: null,
        categoryName: null,
        subCategoryName: null,
        budget: null,
      },
    ],
    tags: [],
    attachments: [],
  };
}

function tagDetail(id: number): TagDetail {
  return {
    tag: {
      id,
      name: 'Holiday',
      deactivated: false,
      useValidityPeriod: false,
      validFrom: null,
      validTo: null,
      assignedTransactions: 0,
      assignedSchedules: 0,
      transactionSum: 0,
    },
    transactions: [],
    schedules: [],
    categories: [],
    total: 0,
  };
}

function schedule(id: number): Schedule {
  return {
    id,
    recurrenceTypeId: 4,
    recurrenceType: 'Monthly',
    scheduleStart: DAY,
    recurrenceEndTypeId: 1,
    scheduleEnd: null,
    numberOfTransactions: null,
    description: 'Rent',
    transactionTypeId: TransactionType.Payment,
    transactionType: 'Payment',
    subcategoryId: null,
    subcategory: null,
    budgetId: null,
    creditAccountId: 2,
    debitAccountId: 1,
    creditAccount: 'Landlord',
    debitAccount: 'Everyday',
    amount: 10,
    dayNumber: 2,
    monthNumber: 3,
    weekdayOnlyTypeId: 1,
    autoPay: false,
    summary: 'Monthly on the 2nd',
    tags: [],
    schedule: [],
  };
}

function budget(id: number): Budget {
  return {
    id,
    name: 'Groceries',
    budgetTypeId: 1,
    budgetType: 'Weekly',
    allowanceAmount: 100,
    budgetAmount: 100,
    startDate: DAY,
    endDate: null,
    primaryAccountId: null,
    primaryAccountName: null,
    carryOver: false,
    carryOverCap: null,
    currentBudgetNumber: 1,
    used: 0,
    effectiveAllowance: 100,
    left: 100,
    percentageUsed: 0,
    startDayNumber: 1,
    schedule: [
      {
        budgetNumber: 1,
        fromDate: DAY,
        toDate: '2026-03-08',
        allowance: 100,
        carryIn: 0,
        effectiveAllowance: 100,
        used: 0,
        left: 100,
        percentageUsed: 0,
      },
    ],
    allowanceChanges: [{ fromPeriod: 1, amount: 100 }],
  };
}
