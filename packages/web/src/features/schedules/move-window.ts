import { formatDate } from '@hearth/contract';

/**
 * The Scheduled Date Change dialog's statement of where a payment may move: between the day after the
 * previous payment and the day before the next, so that it overlaps neither (spec section 5).
 */
export function moveWindowText(minimum: string | null, maximum: string | null): string {
  const rest = 'so that it does not overlap the previous or next payment, unless the change applies to all future payments.';
  if (minimum && maximum) return `Pick a day from ${formatDate(minimum)} to ${formatDate(maximum)}, ${rest}`;
  if (maximum) return `Pick a day up to ${formatDate(maximum)}, ${rest}`;
  if (minimum) return `Pick a day from ${formatDate(minimum)} on, so that it does not overlap the previous payment.`;
  return 'Pick any day: this is the only payment.';
}
