/** One heading of the per-account list: a day and its rows, in the order they came. */
export interface DateGroup<T> {
  date: string;
  rows: T[];
}

/**
 * Groups rows that arrive sorted (newest first) by their calendar day, keeping that order. A day that
 * comes back after another day (unsorted input) starts a group of its own rather than being merged.
 */
export function groupByDate<T extends { transactionDate: string }>(rows: readonly T[]): DateGroup<T>[] {
  const groups: DateGroup<T>[] = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    if (last && last.date === row.transactionDate) last.rows.push(row);
    else groups.push({ date: row.transactionDate, rows: [row] });
  }
  return groups;
}
