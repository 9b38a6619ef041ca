const UNITS = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

/**
 * A number of bytes as people read it: the largest binary unit that keeps the number at 1 or more, with
 * at most one decimal ("1 GiB", "10.5 MiB", "12 bytes"). Quotas are set in MiB, so binary units make a
 * full quota read as a round number.
 */
export function formatStorageSize(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  let unit = 0;
  let value = bytes;
  while (unit < UNITS.length - 1 && value >= 1024) {
    value /= 1024;
    unit += 1;
  }
  let rounded = Math.round(value * 10) / 10;
  // 1023.96 KiB rounds to 1024 KiB: say 1 MiB instead.
  if (rounded >= 1024 && unit < UNITS.length - 1) {
    rounded = Math.round((value / 1024) * 10) / 10;
    unit += 1;
  }
  return `${rounded} ${UNITS[unit]}`;
}
