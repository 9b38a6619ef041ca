import { dayInTimeZone, formatDate, type BackupRecord } from '@hearth/contract';

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];

/** A backup's size as people read it: 512 bytes, 1.4 MB, 23 GB. */
export function formatSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 10 ? Math.round(value).toString() : value.toFixed(1);
  return `${shown} ${UNITS[unit]}`;
}

function zoneOrUtc(zone: string | null | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** A moment in the user's time zone, as the product writes it: 27 Nov 2026, 05:40. */
export function formatMoment(iso: string, zone: string | null | undefined): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const timeZone = zoneOrUtc(zone);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${formatDate(dayInTimeZone(instant, timeZone))}, ${time.format(instant)}`;
}

/** How often backups run, in words: every 24 hours, every 30 minutes. */
export function describeInterval(hours: number | null): string {
  if (hours === null) return 'Scheduled backups are off (BACKUP_INTERVAL_HOURS=0).';
  if (hours >= 1) return `Every ${Number(hours.toFixed(2))} ${hours === 1 ? 'hour' : 'hours'}`;
  const minutes = hours * 60;
  if (minutes >= 1) return `Every ${Number(minutes.toFixed(1))} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return `Every ${Number((minutes * 60).toFixed(1))} seconds`;
}

const TRIGGERS: Record<BackupRecord['trigger'], string> = {
  schedule: 'on schedule',
  admin: 'asked for by an Admin',
  command: 'made with npm run backup',
};

export const describeTrigger = (trigger: BackupRecord['trigger']) => TRIGGERS[trigger];

const STATES: Record<BackupRecord['state'], string> = {
  requested: 'Waiting to start',
  running: 'Being written',
  verified: 'Verified',
  failed: 'Failed',
};

export const describeState = (state: BackupRecord['state']) => STATES[state];
