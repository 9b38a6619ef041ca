import {
  EndType,
  RecurrenceType,
  TransactionType,
  WeekdayAdjustment,
  asTransactionType,
  changeTransactionType,
  type Account,
  type SaveScheduleRequest,
  type Schedule,
  type TransactionTypeId,
} from '@hearth/contract';

/** The editor's working copy of a schedule: what the form shows, before it is a valid request. */
export interface ScheduleDraft {
  id: number | null;
  recurrenceTypeId: number;
  scheduleStart: string | null;
  recurrenceEndTypeId: number;
  scheduleEnd: string | null;
  numberOfTransactions: number | null;
  description: string;
  transactionTypeId: TransactionTypeId;
  debitAccountId: number | null;
  creditAccountId: number | null;
  subcategoryId: number | null;
  budgetId: number | null;
  amount: number | null;
  weekdayOnlyTypeId: number;
  autoPay: boolean;
  tags: number[];
}

/** A new monthly payment starting today, with no end and no weekend rule. */
export function newScheduleDraft(today: string): ScheduleDraft {
  return {
    id: null,
    recurrenceTypeId: RecurrenceType.Monthly,
    scheduleStart: today,
    recurrenceEndTypeId: EndType.Never,
    scheduleEnd: null,
    numberOfTransactions: null,
    description: '',
    transactionTypeId: TransactionType.Payment,
    debitAccountId: null,
    creditAccountId: null,
    subcategoryId: null,
    budgetId: null,
    amount: null,
    weekdayOnlyTypeId: WeekdayAdjustment.No,
    autoPay: false,
    tags: [],
  };
}

export function draftOfSchedule(schedule: Schedule): ScheduleDraft {
  return {
    id: schedule.id,
    recurrenceTypeId: schedule.recurrenceTypeId,
    scheduleStart: schedule.scheduleStart,
    recurrenceEndTypeId: schedule.recurrenceEndTypeId,
    scheduleEnd: schedule.scheduleEnd,
    numberOfTransactions: schedule.numberOfTransactions,
    description: schedule.description,
    transactionTypeId: asTransactionType(schedule.transactionTypeId),
    debitAccountId: schedule.debitAccountId,
    creditAccountId: schedule.creditAccountId,
    subcategoryId: schedule.subcategoryId,
    budgetId: schedule.budgetId,
    amount: schedule.amount,
    weekdayOnlyTypeId: schedule.weekdayOnlyTypeId,
    autoPay: schedule.autoPay,
    tags: schedule.tags.map((tag) => tag.id),
  };
}

/** Which of the optional fields the form shows, by the recurrence and the end type (spec section 2). */
export interface ScheduleFieldVisibility {
  endType: boolean;
  finalPaymentDate: boolean;
  numberOfPayments: boolean;
  weekendEvents: boolean;
}

export function scheduleFieldVisibility(
  draft: Pick<ScheduleDraft, 'recurrenceTypeId' | 'recurrenceEndTypeId'>,
): ScheduleFieldVisibility {
  const repeats = draft.recurrenceTypeId !== RecurrenceType.Once;
  return {
    endType: repeats,
    finalPaymentDate: repeats && draft.recurrenceEndTypeId === EndType.Date,
    numberOfPayments: repeats && draft.recurrenceEndTypeId === EndType.NumberOfPayments,
    weekendEvents: repeats,
  };
}

/** A new type moves or clears the accounts by the six rules the transaction editor follows. */
export function changeScheduleType(draft: ScheduleDraft, to: TransactionTypeId): ScheduleDraft {
  const sides = changeTransactionType(draft.transactionTypeId, to, draft);
  return { ...draft, ...sides, transactionTypeId: to };
}

type AccountDefaults = Pick<Account, 'defaultSubCategoryId' | 'defaultBudgetId'>;

/**
 * Picking an account while no subcategory is chosen fills the account's default subcategory and budget
 * (spec section 4, Defaults). A subcategory already chosen is the user's decision and stays.
 */
export function applyScheduleAccountDefaults(draft: ScheduleDraft, account: AccountDefaults | null): ScheduleDraft {
  if (!account || draft.subcategoryId !== null || !account.defaultSubCategoryId) return draft;
  return { ...draft, subcategoryId: account.defaultSubCategoryId, budgetId: account.defaultBudgetId ?? draft.budgetId };
}

export type ScheduleDraftErrors = Partial<
  Record<
    | 'scheduleStart'
    | 'scheduleEnd'
    | 'numberOfTransactions'
    | 'description'
    | 'debitAccountId'
    | 'creditAccountId'
    | 'amount',
    string
  >
>;

export type ScheduleDraftCheck =
  { ok: true; request: SaveScheduleRequest } | { ok: false; errors: ScheduleDraftErrors };

/** The most payments a schedule counted by number may have (the server's bound). */
export const MOST_PAYMENTS = 10_000;

/**
 * What the server would refuse in what has been entered so far, said at the field as it is typed (empty
 * fields are only reported on Save): a count below one or above the bound, a final date before the start,
 * an amount of zero. The server's own words, so that the fact reads one way.
 */
export function scheduleDraftProblems(draft: ScheduleDraft): ScheduleDraftErrors {
  const shown = scheduleFieldVisibility(draft);
  const problems: ScheduleDraftErrors = {};
  const count = draft.numberOfTransactions;
  if (shown.numberOfPayments && count !== null) {
    if (count < 1) problems.numberOfTransactions = 'A schedule needs at least 1 payment.';
    else if (count > MOST_PAYMENTS) problems.numberOfTransactions = 'A schedule can have at most 10,000 payments.';
  }
  if (shown.finalPaymentDate && draft.scheduleStart && draft.scheduleEnd && draft.scheduleEnd < draft.scheduleStart) {
    problems.scheduleEnd = 'The final payment date must not be before the starting date.';
  }
  if (draft.amount !== null && draft.amount <= 0) problems.amount = 'The amount must be more than zero.';
  return problems;
}

/**
 * Turns the draft into the save request, or says which shown fields are still empty or refused (see
 * scheduleDraftProblems). Hidden fields are not sent: a Once schedule has no end or weekend rule, an end
 * type sends only its own input. Other rules (account kinds, inactive accounts) are the server's to state.
 */
export function draftToScheduleRequest(draft: ScheduleDraft): ScheduleDraftCheck {
  const shown = scheduleFieldVisibility(draft);
  const errors: ScheduleDraftErrors = { ...scheduleDraftProblems(draft) };
  if (!draft.scheduleStart) errors.scheduleStart = 'Pick the starting date';
  if (shown.finalPaymentDate && !draft.scheduleEnd) errors.scheduleEnd = 'Pick the final payment date';
  if (shown.numberOfPayments && draft.numberOfTransactions === null)
    errors.numberOfTransactions = 'Enter how many payments';
  if (!draft.description.trim()) errors.description = 'Enter a description';
  if (draft.debitAccountId === null) errors.debitAccountId = 'Pick the debit account';
  if (draft.creditAccountId === null) errors.creditAccountId = 'Pick the credit account';
  if (draft.amount === null) errors.amount = 'Enter an amount';
  const { scheduleStart, debitAccountId, creditAccountId, amount } = draft;
  if (
    Object.keys(errors).length ||
    !scheduleStart ||
    debitAccountId === null ||
    creditAccountId === null ||
    amount === null
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    request: {
      ...(draft.id ? { id: draft.id } : {}),
      recurrenceTypeId: draft.recurrenceTypeId,
      scheduleStart,
      recurrenceEndTypeId: shown.endType ? draft.recurrenceEndTypeId : EndType.Never,
      scheduleEnd: shown.finalPaymentDate ? draft.scheduleEnd : null,
      numberOfTransactions: shown.numberOfPayments ? draft.numberOfTransactions : null,
      description: draft.description.trim(),
      transactionTypeId: draft.transactionTypeId,
      subcategoryId: draft.subcategoryId,
      budgetId: draft.budgetId,
      creditAccountId,
      debitAccountId,
      amount,
      weekdayOnlyTypeId: shown.weekendEvents ? draft.weekdayOnlyTypeId : WeekdayAdjustment.No,
      autoPay: draft.autoPay,
      tags: draft.tags,
    },
  };
}
