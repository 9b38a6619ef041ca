import { detectDelimiter } from '../csv.js';
import { readCsvRecords } from '../csv-records.js';

/** A CSV file's rows as objects keyed by its headings (trimmed); blank rows left out. */
export function csvObjects(text: string): { headings: string[]; rows: Record<string, string>[] } {
  const { records } = readCsvRecords(text, detectDelimiter(text));
  const [head, ...body] = records;
  const headings = (head ?? []).map((heading) => heading.replace(/^\uFEFF/, '').trim());
  const rows = body
    .filter((cells) => cells.some((cell) => cell.trim() !== ''))
    .map((cells) => Object.fromEntries(headings.map((heading, index) => [heading, (cells[index] ?? '').trim()])));
  return { headings, rows };
}

/**
 * Cents from an amount as the apps write it: "$1,234.56", "-$70.47", "€3000.00", "1.234,56 €", "-964.44".
 * The decimal separator is the last dot or comma followed by one or two digits at the end; null when the
 * text is not an amount.
 */
export function readCents(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const negative = /^\(.*\)$/.test(trimmed) || /^-|^[^\d]*-|-$/.test(trimmed);
  const digits = trimmed.replace(/[^\d.,]/g, '');
  if (!/\d/.test(digits)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(digits);
  const whole = (decimal ? digits.slice(0, decimal.index) : digits).replace(/[.,]/g, '');
  const fraction = decimal ? (decimal[1] as string).padEnd(2, '0') : '00';
  if (!/^\d*$/.test(whole) || whole.length > 15) return null;
  const value = Number(whole || '0') * 100 + Number(fraction);
  return negative ? -value : value;
}
