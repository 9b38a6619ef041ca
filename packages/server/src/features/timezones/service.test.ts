import { describe, expect, it } from 'vitest';
import { timezoneCountries, utcOffsetAt } from './service.js';

describe('time zone offsets', () => {
  it.each([
    { zone: 'Australia/Sydney', at: '2026-01-15T00:00:00Z', offset: '+11:00' },
    { zone: 'Australia/Sydney', at: '2026-07-15T00:00:00Z', offset: '+10:00' },
    { zone: 'America/New_York', at: '2026-01-15T00:00:00Z', offset: '-05:00' },
    { zone: 'America/New_York', at: '2026-07-15T00:00:00Z', offset: '-04:00' },
    { zone: 'Europe/Vienna', at: '2026-07-15T00:00:00Z', offset: '+02:00' },
    { zone: 'Europe/London', at: '2026-01-15T00:00:00Z', offset: '+00:00' },
    { zone: 'Asia/Kolkata', at: '2026-01-15T00:00:00Z', offset: '+05:30' },
    { zone: 'Asia/Kathmandu', at: '2026-01-15T00:00:00Z', offset: '+05:45' },
  ])('$zone is UTC$offset at $at', ({ zone, at, offset }) => {
    expect(utcOffsetAt(zone, new Date(at))).toBe(offset);
  });

  it('lists each zone with the offset in force on the day asked', () => {
    const sydney = (at: string) =>
      timezoneCountries(new Date(at))
        .find((country) => country.countryCode === 'AU')
        ?.timezones.find((zone) => zone.id === 'Australia/Sydney')?.utcOffset;
    expect(sydney('2026-12-01T00:00:00Z')).toBe('+11:00');
    expect(sydney('2026-06-01T00:00:00Z')).toBe('+10:00');
  });
});
