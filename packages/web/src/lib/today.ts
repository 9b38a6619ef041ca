import { useQuery } from '@tanstack/react-query';
import { dayInTimeZone } from '@hearth/contract';
import { currentUserQuery } from '../api/user';
import { browserTimeZone } from '../components/time-zone-choice';

/**
 * The day of an instant in the user's time zone, YYYY-MM-DD: the day the server counts as today too. A
 * zone the browser does not know (its time zone data may be older than the server's) or none at all
 * falls back to the browser's zone, and failing that to UTC, so that a date can always be offered.
 */
export function dayForUser(
  instant: Date,
  userZone: string | null | undefined,
  browserZone: string | null | undefined,
): string {
  for (const zone of [userZone, browserZone]) {
    if (!zone) continue;
    try {
      return dayInTimeZone(instant, zone);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }
  return dayInTimeZone(instant, 'UTC');
}

/**
 * Today where the signed-in user lives (their profile's time zone), wherever the browser is. Undefined
 * while the profile loads, so that a form waits rather than starting from the browser's day; should the
 * profile fail to load, the browser's day stands in.
 */
export function useUserToday(): string | undefined {
  const zone = useQuery({ ...currentUserQuery(), select: (user) => user.timezoneId });
  if (zone.isPending) return undefined;
  return dayForUser(new Date(), zone.data, browserTimeZone());
}
