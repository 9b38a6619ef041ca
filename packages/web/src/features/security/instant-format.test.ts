import { describe, expect, it } from 'vitest';
import { deviceLine, formatInstant, usableZone } from './instant-format';

describe('formatInstant', () => {
  it.each([
    { iso: '2026-11-22T14:05:09.000Z', zone: 'UTC', shown: '22 Nov 2026, 14:05' },
    { iso: '2026-11-22T14:05:09.000Z', zone: 'Europe/London', shown: '22 Nov 2026, 14:05' },
    { iso: '2026-07-01T23:30:00.000Z', zone: 'Europe/London', shown: '02 Jul 2026, 00:30' },
    { iso: '2026-07-01T10:00:00.000Z', zone: 'America/Los_Angeles', shown: '01 Jul 2026, 03:00' },
    { iso: '2026-01-01T03:00:00.000Z', zone: 'America/New_York', shown: '31 Dec 2025, 22:00' },
    { iso: '2026-03-15T00:00:00.000Z', zone: 'Asia/Kolkata', shown: '15 Mar 2026, 05:30' },
  ])('$iso in $zone reads $shown', ({ iso, zone, shown }) => {
    expect(formatInstant(iso, zone)).toBe(shown);
  });

  it('falls back to the browser zone, then UTC, when the user zone is unknown or missing', () => {
    expect(formatInstant('2026-07-01T10:00:00.000Z', 'Not/AZone', 'Europe/Paris')).toBe('01 Jul 2026, 12:00');
    expect(formatInstant('2026-07-01T10:00:00.000Z', null, undefined)).toBe('01 Jul 2026, 10:00');
  });

  it('shows something that is not a timestamp as it came', () => {
    expect(formatInstant('yesterday', 'UTC')).toBe('yesterday');
  });
});

describe('usableZone', () => {
  it.each([
    { zones: ['Europe/London'], zone: 'Europe/London' },
    { zones: [null, 'Asia/Tokyo'], zone: 'Asia/Tokyo' },
    { zones: ['Mars/Olympus', undefined], zone: 'UTC' },
    { zones: [], zone: 'UTC' },
  ])('$zones gives $zone', ({ zones, zone }) => {
    expect(usableZone(zones)).toBe(zone);
  });
});

describe('deviceLine', () => {
  it.each([
    { device: 'Linux computer', browser: 'Chrome 140', line: 'Linux computer · Chrome 140' },
    { device: 'iPhone', browser: '', line: 'iPhone' },
  ])('$device and $browser read "$line"', ({ device, browser, line }) => {
    expect(deviceLine({ device, browser })).toBe(line);
  });
});
