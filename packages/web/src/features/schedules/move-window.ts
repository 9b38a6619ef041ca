import { formatDate } from '@hearth/contract';

/**
 * The Scheduled Date Change dialog's statement of where a payment may move: between the day after the
 * previous payment and the day before the next, so that it overlaps neither (spec section 5).
 */
export function moveWindowText(minimum: string | null, maximum: string | null): string {
  const rest =
    'so that it does not overlap the previous or next payment, unless the change applies to all future payments.';
  if (minimum && maximum) return `Pick a day from ${formatDate(minimum)} to ${formatDate(maximum)}, ${rest}`;
  if (maximum) return `Pick a day up to ${formatDate(maximum)}, ${rest}`;
  if (minimum) return `Pick a day from ${formatDate(minimum)} on, so that it does not overlap the previous payment.`;
  return 'Pick any day: this is the only payment.';
}

/**
 * Whether a day lies inside the window a single payment may move in. A change applied to all future
 * payments moves the later ones along, so it has no window.
 */
export function insideMoveWindow(
  date: string,
  minimum: string | null,
  maximum: string | null,
  continueChange: boolean,
): boolean {
  if (continueChange) return true;
  return (!minimum || date >= minimum) && (!maximum || date <= maximum);
}
