/**
 * YNAB writes dates in the budget's chosen format: 12/31/2026, 31/12/2026, 2026/12/31, 31.12.2026 or
 * 2026-12-31. Which of day and month comes first is read from the whole file: a first number above 12
 * means day first, a second above 12 means month first; a file that never tells is read month first, as
 * YNAB's default (US) format writes it.
 */
export type YnabDateOrder = 'MDY' | 'DMY' | 'YMD';

const PARTS = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})$/;

export function ynabDateOrder(dates: string[]): YnabDateOrder {
  let dayFirst = false;
  let monthFirst = false;
  for (const text of dates) {
    const match = PARTS.exec(text.trim());
    if (!match) continue;
    if ((match[1] as string).length === 4) return 'YMD';
    if (text.includes('.')) return 'DMY';
    if (Number(match[1]) > 12) dayFirst = true;
    if (Number(match[2]) > 12) monthFirst = true;
  }
  return dayFirst && !monthFirst ? 'DMY' : 'MDY';
}

/** The ISO day of a YNAB date in the given order, or null when it is not a real day. */
export function ynabDate(text: string, order: YnabDateOrder): string | null {
  const match = PARTS.exec(text.trim());
  if (!match) return null;
  const [a, b, c] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [year, month, day] = order === 'YMD' ? [a, b, c] : order === 'DMY' ? [c, b, a] : [c, a, b];
  if (year < 1900 || year > 2199) return null;
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date ? null : date;
}
