import { describe, expect, it } from 'vitest';
import { describeInterval, formatMoment, formatSize } from './backup-words';

describe('backup words', () => {
  it.each([
    [0, '0 bytes'],
    [512, '512 bytes'],
    [1536, '1.5 KB'],
    [665_600, '650 KB'],
    [5 * 1024 * 1024 * 1024, '5.0 GB'],
  ])('%i bytes read %s', (bytes, words) => {
    expect(formatSize(bytes)).toBe(words);
  });

  it.each([
    [null, 'Scheduled backups are off (BACKUP_INTERVAL_HOURS=0).'],
    [24, 'Every 24 hours'],
    [1, 'Every 1 hour'],
    [0.5, 'Every 30 minutes'],
    [0.001, 'Every 3.6 seconds'],
  ])('an interval of %s hours reads %s', (hours, words) => {
    expect(describeInterval(hours)).toBe(words);
  });

  it('writes a moment in the user’s time zone', () => {
    expect(formatMoment('2026-11-27T23:30:00.000Z', 'Australia/Sydney')).toBe('28 Nov 2026, 10:30');
    expect(formatMoment('2026-11-27T23:30:00.000Z', 'No/Such_Zone')).toBe('27 Nov 2026, 23:30');
  });
});
