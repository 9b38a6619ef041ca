import {
  adjustDay,
  fromDayNumber,
  hasPayment,
  LAST_DAY,
  nominalDay,
  toDayNumber,
  type RecurrenceRule,
} from '@hearth/contract';

export type VariationKind = 'date' | 'amount' | 'skip';

export interface Variation {
  id: number;
  paymentNumber: number;
  kind: VariationKind;
  newDate: string | null;
  /** Cents. */
  newAmount: number | null;
  /** A date or amount change that holds for this payment and every later one. */
  continues: boolean;
  description: string;
}

export interface PaidBy {
  paymentNumber: number;
  transactionId: number;
  transactionDate: string;
  /** Cents. */
  amount: number;
}

export interface ComputedEvent {
  paymentNumber: number;
  /** The rule's date after weekend adjustment. */
  scheduledDate: string;
  /** The date after variations. */
  date: string;
  /** Cents. */
  amount: number;
  isSkipped: boolean;
  isPaid: boolean;
  isPayable: boolean;
  paidBy: PaidBy | null;
  variations: Variation[];
  dueDays: number;
  minimumAllowedMoveDate: string | null;
  maximumAllowedMoveDate: string | null;
}

export interface ExpandOptions {
  today: string;
  /** Payments dated after this day (after the weekend rule and any move) are left out… */
  until: string;
  /** …unless fewer than this many payments lie ahead of today. */
  minimumAhead?: number;
  /**
   * Only this many of the last payments are answered (each keeping the move window its true neighbours
   * give): a weekly rule from 1900 has thousands of payments before the horizon.
   */
  latest?: number;
}

/** The latest continuing variation of a kind at or before a payment. */
function continuing(variations: Variation[], kind: VariationKind, paymentNumber: number): Variation | null {
  let found: Variation | null = null;
  for (const variation of variations) {
    if (
      variation.kind === kind &&
      variation.continues &&
      variation.paymentNumber <= paymentNumber &&
      (!found || variation.paymentNumber > found.paymentNumber)
    ) {
      found = variation;
    }
  }
  return found;
}

/** One payment as the rule and its history make it, in day numbers: what a ComputedEvent is dressed from. */
type EventVisitor = (
  paymentNumber: number,
  scheduledDay: number,
  dateDay: number,
  amount: number,
  isSkipped: boolean,
  paid: PaidBy | null,
  own: Variation[],
) => void;

const NO_VARIATIONS: Variation[] = [];

/** The weekend rule moves a payment at most this many days back (a Sunday's to the Friday before). */
const WEEKEND_PULL = 2;

/**
 * How many days before its rule date a payment can fall: the weekend rule's Friday before, or the
 * furthest a moved date takes one back (a continuing move, then the weekend rule again). The walk goes on
 * that far past the horizon, so that a payment moved into it is not missed.
 */
function furthestPull(rule: RecurrenceRule, variations: Variation[]): number {
  let pull = WEEKEND_PULL;
  for (const variation of variations) {
    if (variation.kind !== 'date' || !variation.newDate) continue;
    const anchor = adjustDay(nominalDay(rule, variation.paymentNumber), rule.weekdayAdjustmentId);
    pull = Math.max(pull, anchor - toDayNumber(variation.newDate) + WEEKEND_PULL);
  }
  return pull;
}

/**
 * Walks a schedule's payments, from the first up to the horizon: each with its date (rule, weekend
 * adjustment, then a moved date), amount (the schedule's, or a changed one), and skip and paid state.
 * Nothing is allocated per payment, so a forecast over years of many schedules stays cheap.
 */
function visitScheduleEvents(
  rule: RecurrenceRule,
  amount: number,
  variations: Variation[],
  payments: PaidBy[],
  options: ExpandOptions,
  visit: EventVisitor,
): void {
  const paidBy = new Map(payments.map((payment) => [payment.paymentNumber, payment]));
  const byPayment = new Map<number, Variation[]>();
  for (const variation of variations)
    byPayment.set(variation.paymentNumber, [...(byPayment.get(variation.paymentNumber) ?? []), variation]);
  const minimumAhead = options.minimumAhead ?? 0;

  const todayDay = toDayNumber(options.today);
  const untilDay = toDayNumber(options.until);
  const adjustment = rule.weekdayAdjustmentId;
  const hasVariations = variations.length > 0;
  const pull = furthestPull(rule, variations);
  let ahead = 0;
  // hasPayment ends every rule by the calendar's last day, so the loop is finite for any horizon.
  for (let n = 1; hasPayment(rule, n); n += 1) {
    const nominal = nominalDay(rule, n);
    // Past the horizon by its rule date, a payment may still fall inside it (a Saturday paid on the Friday).
    const pastHorizon = nominal > untilDay && ahead >= minimumAhead;
    if (pastHorizon && nominal - pull > untilDay) break;
    const scheduledDay = adjustDay(nominal, adjustment);
    const own = hasVariations ? (byPayment.get(n) ?? NO_VARIATIONS) : NO_VARIATIONS;
    let dateDay = scheduledDay;
    let amountChange: Variation | null = null;
    if (hasVariations) {
      const ownDate = own.find((v) => v.kind === 'date');
      const shift = continuing(variations, 'date', n);
      if (ownDate?.newDate && !ownDate.continues) dateDay = toDayNumber(ownDate.newDate);
      else if (shift?.newDate) {
        const anchor = adjustDay(nominalDay(rule, shift.paymentNumber), adjustment);
        dateDay =
          shift.paymentNumber === n
            ? toDayNumber(shift.newDate)
            : adjustDay(nominal + toDayNumber(shift.newDate) - anchor, adjustment);
      }
      const ownAmount = own.find((v) => v.kind === 'amount');
      amountChange = ownAmount && !ownAmount.continues ? ownAmount : continuing(variations, 'amount', n);
    }
    // A continuing move can carry payments past the calendar's last day: those, and every later one, are left out.
    if (dateDay > LAST_DAY) break;
    if (pastHorizon && dateDay > untilDay) continue;
    const paid = paidBy.get(n) ?? null;
    const isSkipped = own.some((v) => v.kind === 'skip') && !paid;
    visit(n, scheduledDay, dateDay, amountChange?.newAmount ?? amount, isSkipped, paid, own);
    if (dateDay >= todayDay) ahead += 1;
  }
}

/**
 * A schedule's payments, from the first up to the horizon: each with its date (rule, weekend adjustment,
 * then a moved date), amount (the schedule's, or a changed one), skip and paid state, and the window
 * inside which its date may move without passing its neighbours.
 */
export function expandScheduleEvents(
  rule: RecurrenceRule,
  amount: number,
  variations: Variation[],
  payments: PaidBy[],
  options: ExpandOptions,
): ComputedEvent[] {
  const todayDay = toDayNumber(options.today);
  const events: ComputedEvent[] = [];
  visitScheduleEvents(
    rule,
    amount,
    variations,
    payments,
    options,
    (paymentNumber, scheduledDay, dateDay, eventAmount, isSkipped, paid, own) => {
      const scheduledDate = fromDayNumber(scheduledDay);
      events.push({
        paymentNumber,
        scheduledDate,
        date: dateDay === scheduledDay ? scheduledDate : fromDayNumber(dateDay),
        amount: eventAmount,
        isSkipped,
        isPaid: paid !== null,
        isPayable: paid === null && !isSkipped,
        paidBy: paid,
        variations: own === NO_VARIATIONS ? [] : own,
        dueDays: dateDay - todayDay,
        minimumAllowedMoveDate: null,
        maximumAllowedMoveDate: null,
      });
    },
  );
  for (let i = 0; i < events.length; i += 1) {
    const previous = events[i - 1];
    const next = events[i + 1];
    const event = events[i] as ComputedEvent;
    event.minimumAllowedMoveDate = previous ? fromDayNumber(toDayNumber(previous.date) + 1) : null;
    event.maximumAllowedMoveDate = next ? fromDayNumber(toDayNumber(next.date) - 1) : null;
  }
  return options.latest !== undefined && events.length > options.latest ? events.slice(-options.latest) : events;
}

/**
 * The payments still to be made (neither paid nor skipped) dated on or before the horizon, as dated
 * amounts: exactly the payable events expandScheduleEvents answers, without building them.
 */
export function payableScheduleAmounts(
  rule: RecurrenceRule,
  amount: number,
  variations: Variation[],
  payments: PaidBy[],
  options: ExpandOptions,
): { date: string; amount: number }[] {
  const untilDay = toDayNumber(options.until);
  const flows: { date: string; amount: number }[] = [];
  visitScheduleEvents(
    rule,
    amount,
    variations,
    payments,
    options,
    (_n, _scheduledDay, dateDay, eventAmount, isSkipped, paid) => {
      if (paid === null && !isSkipped && dateDay <= untilDay)
        flows.push({ date: fromDayNumber(dateDay), amount: eventAmount });
    },
  );
  return flows;
}
