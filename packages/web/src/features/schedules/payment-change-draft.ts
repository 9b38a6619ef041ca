import type { ScheduleEvent, ScheduleVariationRequest } from '@hearth/contract';
import { insideMoveWindow, moveWindowText } from './move-window';

/** What one dialog changes about a payment: its amount or its date. */
export type PaymentChange = Pick<ScheduleVariationRequest, 'newAmount'> | Pick<ScheduleVariationRequest, 'newDate'>;

/** The change to send, or what to say at the dialog's field. */
export type PaymentChangeCheck = { ok: true; change: PaymentChange } | { ok: false; error: string };

/** One kind of payment change: the dialog's words, its field's first value and what it sends. */
export interface PaymentChangeKind<V> {
  title: string;
  /** What 'Apply to all future payments' does to the later payments. */
  continueHint: string;
  initialOf: (event: ScheduleEvent) => V;
  check: (value: V, event: ScheduleEvent, continueChange: boolean) => PaymentChangeCheck;
}

/** The Scheduled Amount dialog: a new amount is needed. */
export function amountChangeOf(amount: number | null): PaymentChangeCheck {
  if (amount === null) return { ok: false, error: 'Enter the new amount' };
  return { ok: true, change: { newAmount: amount } };
}

/**
 * The Scheduled Date Change dialog: a new date is needed, and a single payment moves only inside its
 * window. A day picked while the change applied to all payments may lie outside it once it does not.
 */
export function dateChangeOf(
  newDate: string | null,
  event: Pick<ScheduleEvent, 'minimumAllowedMoveDate' | 'maximumAllowedMoveDate'>,
  continueChange: boolean,
): PaymentChangeCheck {
  if (!newDate) return { ok: false, error: 'Pick the new date' };
  const { minimumAllowedMoveDate: minimum, maximumAllowedMoveDate: maximum } = event;
  if (!insideMoveWindow(newDate, minimum, maximum, continueChange)) {
    return { ok: false, error: moveWindowText(minimum, maximum) };
  }
  return { ok: true, change: { newDate } };
}

export const AMOUNT_CHANGE: PaymentChangeKind<number | null> = {
  title: 'Scheduled Amount',
  continueHint: 'Every later payment takes the new amount.',
  initialOf: (event) => event.amount,
  check: (amount) => amountChangeOf(amount),
};

export const DATE_CHANGE: PaymentChangeKind<string | null> = {
  title: 'Scheduled Date Change',
  // As the server moves them (docs/product-decisions.md, Schedules): by the same number of days, then by the weekend rule.
  continueHint: 'Every later payment moves by the same number of days from its own date, then by the weekend rule.',
  initialOf: (event) => event.date,
  check: dateChangeOf,
};
