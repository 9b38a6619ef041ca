import type { ScheduleEvent, ScheduleVariation } from '@hearth/contract';

type EventFields = Pick<ScheduleEvent, 'paymentNumber' | 'date' | 'isPayable' | 'isSkipped' | 'isPaid'>;

export interface ScheduleEventLists<T> {
  /** Payable payments (not paid, not skipped), soonest first. */
  upcoming: T[];
  /** Paid or skipped payments, newest first. */
  past: T[];
}

const byDateThenNumber = (a: EventFields, b: EventFields) =>
  a.date.localeCompare(b.date) || a.paymentNumber - b.paymentNumber;

/** The editor's two lists: what can still be paid, and what was paid or skipped. */
export function splitScheduleEvents<T extends EventFields>(events: readonly T[]): ScheduleEventLists<T> {
  return {
    upcoming: events.filter((event) => event.isPayable).sort(byDateThenNumber),
    past: events.filter((event) => !event.isPayable).sort((a, b) => byDateThenNumber(b, a)),
  };
}

/** Each list shows this many at first, and a 'Show more' click adds as many again (spec section 9). */
export const EVENTS_PAGE_SIZE = 5;

/** The part of a list on screen after `clicks` clicks on 'Show more', and how many stay hidden. */
export function shownEvents<T>(events: readonly T[], clicks: number): { shown: T[]; hidden: number } {
  const count = EVENTS_PAGE_SIZE * (1 + Math.max(0, clicks));
  return { shown: events.slice(0, count), hidden: Math.max(0, events.length - count) };
}

/** The date and amount changes of one payment that can be removed; a skip is undone by Un-Skip instead. */
export function removableVariations(event: Pick<ScheduleEvent, 'variations'>): ScheduleVariation[] {
  return event.variations.filter((variation) => !variation.isSkip);
}

/** The menu label of the removal of one change. */
export function variationLabel(variation: Pick<ScheduleVariation, 'newDate' | 'newAmount' | 'continueChange'>): string {
  const what = variation.newDate !== null ? 'date change' : 'amount change';
  return `Remove ${what}${variation.continueChange ? ' (and later payments)' : ''}`;
}

/** Un-Skip is offered only for a skipped payment that nothing has paid. */
export function canUnskip(event: Pick<ScheduleEvent, 'isSkipped' | 'isPaid'>): boolean {
  return event.isSkipped && !event.isPaid;
}
