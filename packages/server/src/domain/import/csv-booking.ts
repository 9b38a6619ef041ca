import { toDayNumber } from '@hearth/contract/plain';
import { DATE_ORDERS, readDate } from './dates.js';
import { foldText } from './text.js';

/** Headings that name the date a bank booked a row on (as against the day of the purchase or the value date). */
const BOOKING_HEADING =
  /buchung|booking|booked|posted|posting|boek|completed|settle|verrekening|processed|bokf|comptabilis|kirjaus/;
/** Headings of a value date: the day interest counts from, never the booking date. */
const VALUE_HEADING = /value|valuta|wertstellung|rentedatum|erteknap|valeur/;
/** Headings of a status column. */
const STATUS_HEADING = /^(state|status|transaction status|statut|zustand|stav)$/;

/** Status words and date cells that say a row is not booked yet. */
export const PENDING_WORDS = [
  'pending',
  'pend',
  'authorised',
  'authorized',
  'reserved',
  'vorgemerkt',
  'reserviert',
  'in behandeling',
  'en cours',
  'skyddat belopp',
];

const dayOf = (cell: string) => {
  for (const order of DATE_ORDERS) {
    const date = readDate(cell, order);
    if (date) return toDayNumber(date);
  }
  return null;
};

/**
 * Of a file's date columns, the booking date: a column whose heading names it, else the column whose date
 * is on or after every other date column's on every row where both are filled (a card payment is booked
 * on or after the day it was made, and a bank books on or before the value date it gives, so a value date
 * never wins). Without headings, a value date cannot be told from a card date by name, so the later
 * column wins only when it is empty on some row the other dates: it is then the date a row is completed
 * on, and the other the day it was started. Otherwise the first date column, where banks put the booking
 * date, stays. The other date column, when the booking date is sometimes empty beside it, says a row is
 * pending: it was started but is not booked yet.
 */
export function guessBookingDate(
  rows: string[][],
  headings: string[],
  dateColumns: number[],
  chosen: number,
): { dateColumn: number; startDateColumn: number | null } {
  if (BOOKING_HEADING.test(headings[chosen] ?? '') || dateColumns.length < 2) {
    return { dateColumn: chosen, startDateColumn: null };
  }
  const days = dateColumns.map((index) => rows.map((row) => dayOf(row[index] ?? '')));
  const headless = headings.every((heading) => heading === '');
  const latest = dateColumns.find((index, i) => {
    if (VALUE_HEADING.test(headings[index] ?? '')) return false;
    if (headless && !days[i]?.some((day, r) => day === null && days.some((other) => other[r] != null))) return false;
    let later = false;
    for (let j = 0; j < dateColumns.length; j += 1) {
      if (j === i) continue;
      for (let r = 0; r < rows.length; r += 1) {
        const mine = days[i]?.[r];
        const theirs = days[j]?.[r];
        if (mine == null || theirs == null) continue;
        if (mine < theirs) return false;
        if (mine > theirs) later = true;
      }
    }
    return later;
  });
  const dateColumn = latest ?? chosen;
  const mine = days[dateColumns.indexOf(dateColumn)] ?? [];
  const start = dateColumns.find(
    (index, i) => index !== dateColumn && rows.some((_, r) => mine[r] == null && days[i]?.[r] != null),
  );
  return { dateColumn, startDateColumn: start ?? null };
}

/** A status column whose cells say pending on some rows: its heading names it, or a pending word fills it. */
export function guessStatusColumn(rows: string[][], headings: string[], taken: Set<number>): number | null {
  const width = Math.max(0, ...rows.map((row) => row.length));
  for (let i = 0; i < width; i += 1) {
    if (taken.has(i) || !STATUS_HEADING.test(headings[i] ?? '')) continue;
    if (rows.some((row) => PENDING_WORDS.includes(foldText(row[i] ?? '')))) return i;
  }
  return null;
}

/** Whether a date cell says the row is pending instead of giving a date ("Pending", "-" beside a start date). */
export const isPendingDateCell = (cell: string) => PENDING_WORDS.includes(foldText(cell));
