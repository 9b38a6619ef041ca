import { isIsoDate } from '@hearth/contract';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (value: number) => String(value).padStart(2, '0');

function isoOf(year: number, month: number, day: number): string | null {
  const iso = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
  return isIsoDate(iso) ? iso : null;
}

/**
 * Reads a typed date as YYYY-MM-DD: the ISO form, the way the product shows dates (5 Mar 2026) and the
 * day-first numeric form (5/3/2026) a family in most of the world types. Anything else is not a date.
 */
export function parseDateText(text: string): string | null {
  const value = text.trim();
  if (isIsoDate(value)) return value;

  const named = /^(\d{1,2})[\s-]+([a-z]{3,})\.?,?[\s-]+(\d{4})$/i.exec(value);
  if (named) {
    const month = MONTHS.indexOf((named[2] ?? '').slice(0, 3).toLowerCase()) + 1;
    return month ? isoOf(Number(named[3]), month, Number(named[1])) : null;
  }

  const numeric = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(value);
  if (numeric) return isoOf(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  return null;
}

/** Why typed text is not a date, in the words of the field: said at the field, never dropped in silence. */
export function dateTextProblem(text: string): string {
  return `${text.trim()} is not a date: type it like 5 Mar 2026, 5/3/2026 or 2026-03-05`;
}
