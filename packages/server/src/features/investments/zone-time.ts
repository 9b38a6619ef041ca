/**
 * The first second (since 1970) of a calendar day where the family lives: purchases are dated by day,
 * quotes timed by the second, and the day starts at a different instant in each time zone.
 */
export function dayStartInZone(date: string, timeZone: string): number {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  return Math.floor((utcMidnight - zoneOffset(utcMidnight, timeZone)) / 1000);
}

/** How far ahead of UTC the zone's clocks are at an instant, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - instant;
}
