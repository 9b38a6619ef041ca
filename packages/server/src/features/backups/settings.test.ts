import { describe, expect, it } from 'vitest';
import { backupsToRemove, backupFolderName } from './rotation.js';
import { backupSettings, parseBackupInterval, parseBackupKeep } from './settings.js';

const HOUR_MS = 3_600_000;

describe('BACKUP_INTERVAL_HOURS', () => {
  it.each([
    [undefined, 24 * HOUR_MS],
    ['', 24 * HOUR_MS],
    ['24', 24 * HOUR_MS],
    ['0', 0],
    ['0.5', 30 * 60_000],
    ['.25', 15 * 60_000],
    ['0.001', 3_600],
    [' 6 ', 6 * HOUR_MS],
  ])('%j is %i ms', (value, expected) => {
    expect(parseBackupInterval(value)).toBe(expected);
  });

  it.each(['-1', 'abc', '1e3', '24h', '1,5', 'Infinity', 'NaN', '9000', '0.0000001'])(
    'refuses %j with a message naming the setting',
    (value) => {
      expect(() => parseBackupInterval(value)).toThrow(/^BACKUP_INTERVAL_HOURS must be/);
    },
  );
});

describe('BACKUP_KEEP', () => {
  it.each([
    [undefined, 14],
    ['', 14],
    ['1', 1],
    ['30', 30],
  ])('%j keeps %i', (value, expected) => {
    expect(parseBackupKeep(value)).toBe(expected);
  });

  it.each(['0', '-3', '2.5', 'all', '100000'])('refuses %j', (value) => {
    expect(() => parseBackupKeep(value)).toThrow(/^BACKUP_KEEP must be a whole number/);
  });
});

describe('backup settings', () => {
  it('puts backups in the data folder unless BACKUP_DIR says otherwise', () => {
    expect(backupSettings({}, '/srv/hearth').dir).toBe('/srv/hearth/backups');
    expect(backupSettings({ BACKUP_DIR: '/mnt/nas/hearth' }, '/srv/hearth').dir).toBe('/mnt/nas/hearth');
  });
});

describe('rotation', () => {
  const at = (iso: string) => backupFolderName(new Date(iso));

  it('names a backup after the moment it was taken', () => {
    expect(at('2026-11-27T05:40:01.002Z')).toBe('hearth-backup-2026-11-27T05-40-01-002Z');
  });

  it.each([
    [3, 2, 1],
    [2, 2, 0],
    [5, 1, 4],
    [0, 14, 0],
  ])('of %i backups keeping %i removes the %i oldest', (count, keep, removed) => {
    const names = Array.from({ length: count }, (_, i) => at(`2026-11-${String(10 + i)}T00:00:00.000Z`));
    const shuffled = [...names].reverse();
    expect(backupsToRemove(shuffled, keep)).toEqual(names.slice(0, removed));
  });

  it('never touches what is not a finished backup', () => {
    const names = [
      at('2026-11-01T00:00:00.000Z'),
      `.partial-${at('2026-10-01T00:00:00.000Z')}`,
      '.backup.lock',
      'notes.txt',
      'hearth-backup-old',
    ];
    expect(backupsToRemove(names, 1)).toEqual([]);
    expect(backupsToRemove(names, 0)).toEqual([at('2026-11-01T00:00:00.000Z')]);
  });
});
