import { dayInTimeZone, formatDate } from '@hearth/contract';

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

function timeFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = timeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    timeFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The first zone the runtime knows: the user's, else the browser's, else UTC (older time zone data may lack one). */
export function usableZone(zones: readonly (string | null | undefined)[]): string {
  for (const zone of zones) {
    if (!zone) continue;
    try {
      timeFormatter(zone);
      return zone;
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }
  return 'UTC';
}

/**
 * An instant (an ISO timestamp) as the product writes it, in the user's time zone: `22 Nov 2026, 14:05`.
 * Anything that is not a timestamp is shown as it came.
 */
export function formatInstant(iso: string, userZone: string | null | undefined, browserZone?: string | null): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const zone = usableZone([userZone, browserZone]);
  return `${formatDate(dayInTimeZone(instant, zone))}, ${timeFormatter(zone).format(instant)}`;
}

/** Where a session or an event came from, in words: `Linux computer · Chrome 140`. */
export function deviceLine(item: { device: string; browser: string }): string {
  return [item.device, item.browser].filter(Boolean).join(' · ');
}
