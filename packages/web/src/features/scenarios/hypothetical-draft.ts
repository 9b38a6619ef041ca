import {
  asTransactionType,
  changeTransactionType,
  EndType,
  RecurrenceType,
  TransactionType,
  WeekdayAdjustment,
  type Account,
  type HypotheticalSchedule,
  type SaveHypotheticalScheduleRequest,
  type TransactionTypeId,
} from '@hearth/contract';

/** A schedule that exists only in the scenario, as its dialog holds it before it is a valid request. */
export interface HypotheticalDraft {
  id: number | null;
  description: string;
  transactionTypeId: TransactionTypeId;
  debitAccountId: number | null;
  creditAccountId: number | null;
  subcategoryId: number | null;
  amount: number | null;
  recurrenceTypeId: number;
  scheduleStart: string | null;
  recurrenceEndTypeId: number;
  scheduleEnd: string | null;
  numberOfTransactions: number | null;
  weekdayOnlyTypeId: number;
}

/** A new monthly payment from today, with no end: the shape of most loans. */
export function newHypotheticalDraft(today: string): HypotheticalDraft {
  return {
    id: null,
    description: '',
    transactionTypeId: TransactionType.Payment,
    debitAccountId: null,
    creditAccountId: null,
    subcategoryId: null,
    amount: null,
    recurrenceTypeId: RecurrenceType.Monthly,
    scheduleStart: today,
    recurrenceEndTypeId: EndType.Never,
    scheduleEnd: null,
    numberOfTransactions: null,
    weekdayOnlyTypeId: WeekdayAdjustment.No,
  };
}

export function draftOfHypothetical(schedule: HypotheticalSchedule): HypotheticalDraft {
  return {
    id: schedule.id,
    description: schedule.description,
    transactionTypeId: asTransactionType(schedule.transactionTypeId),
    debitAccountId: schedule.debitAccountId,
    creditAccountId: schedule.creditAccountId,
    subcategoryId: schedule.subcategoryId,
    amount: schedule.amount,
    recurrenceTypeId: schedule.recurrenceTypeId,
    scheduleStart: schedule.scheduleStart,
    recurrenceEndTypeId: schedule.recurrenceEndTypeId,
    scheduleEnd: schedule.scheduleEnd,
    numberOfTransactions: schedule.numberOfTransactions,
    weekdayOnlyTypeId: schedule.weekdayOnlyTypeId,
  };
}

/** A new type moves or clears the accounts by the rules every transaction follows. */
export function changeHypotheticalType(draft: HypotheticalDraft, to: TransactionTypeId): HypotheticalDraft {
  return { ...draft, ...changeTransactionType(draft.transactionTypeId, to, draft), transactionTypeId: to };
}

/** Picking an account while no subcategory is chosen fills the account's default one, as on a schedule. */
export function applyHypotheticalAccountDefaults(
  draft: HypotheticalDraft,
  account: Pick<Account, 'defaultSubCategoryId'> | null,
): HypotheticalDraft {
  if (!account?.defaultSubCategoryId || draft.subcategoryId !== null) return draft;
  return { ...draft, subcategoryId: account.defaultSubCategoryId };
}

/** Which of the rule's fields show: a one-off payment has no end and no weekend rule. */
export function hypotheticalFieldVisibility(
  draft: Pick<HypotheticalDraft, 'recurrenceTypeId' | 'recurrenceEndTypeId'>,
) {
  const repeats = draft.recurrenceTypeId !== RecurrenceType.Once;
  return {
    endType: repeats,
    finalPaymentDate: repeats && draft.recurrenceEndTypeId === EndType.Date,
    numberOfPayments: repeats && draft.recurrenceEndTypeId === EndType.NumberOfPayments,
    weekendEvents: repeats,
  };
}

export type HypotheticalDraftErrors = Partial<
  Record<
    | 'description'
    | 'debitAccountId'
    | 'creditAccountId'
    | 'amount'
    | 'scheduleStart'
    | 'scheduleEnd'
    | 'numberOfTransactions',
    string
  >
>;

export type HypotheticalDraftCheck =
  { ok: true; request: SaveHypotheticalScheduleRequest } | { ok: false; errors: HypotheticalDraftErrors };

/** The most payments a schedule counted by number may have (the server's bound). */
const MOST_PAYMENTS = 10_000;

/**
 * The request, or what is missing or refused at each shown field, in the words a schedule's editor uses
 * (the server says the same of a real schedule). Hidden fields are not sent.
 */
export function hypotheticalRequestOf(draft: HypotheticalDraft): HypotheticalDraftCheck {
  const shown = hypotheticalFieldVisibility(draft);
  const errors: HypotheticalDraftErrors = {};
  if (!draft.description.trim()) errors.description = 'Enter a description';
  if (draft.debitAccountId === null) errors.debitAccountId = 'Pick the debit account';
  if (draft.creditAccountId === null) errors.creditAccountId = 'Pick the credit account';
  if (draft.amount === null) errors.amount = 'Enter an amount';
  else if (draft.amount <= 0) errors.amount = 'The amount must be more than zero.';
  if (!draft.scheduleStart) errors.scheduleStart = 'Pick the starting date';
  if (shown.finalPaymentDate) {
    if (!draft.scheduleEnd) errors.scheduleEnd = 'Pick the final payment date';
    else if (draft.scheduleStart && draft.scheduleEnd < draft.scheduleStart)
      errors.scheduleEnd = 'The final payment date must not be before the starting date.';
  }
  if (shown.numberOfPayments) {
    const count = draft.numberOfTransactions;
    if (count === null) errors.numberOfTransactions = 'Enter how many payments';
    else if (count < 1) errors.numberOfTransactions = 'A schedule needs at least 1 payment.';
    else if (count > MOST_PAYMENTS) errors.numberOfTransactions = 'A schedule can have at most 10,000 payments.';
  }
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
      description: draft.description.trim(),
      transactionTypeId: draft.transactionTypeId,
      debitAccountId,
      creditAccountId,
      subcategoryId: draft.subcategoryId,
      amount,
      recurrenceTypeId: draft.recurrenceTypeId,
      scheduleStart,
      recurrenceEndTypeId: shown.endType ? draft.recurrenceEndTypeId : EndType.Never,
      scheduleEnd: shown.finalPaymentDate ? draft.scheduleEnd : null,
      numberOfTransactions: shown.numberOfPayments ? draft.numberOfTransactions : null,
      weekdayOnlyTypeId: shown.weekendEvents ? draft.weekdayOnlyTypeId : WeekdayAdjustment.No,
    },
  };
}
