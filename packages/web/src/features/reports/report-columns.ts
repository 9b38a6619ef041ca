import { formatDate } from '@hearth/contract';
import { formatAmount, formatPercentIn } from '../../lib/money-display';
import type { StackedKind } from '../../components/stacked-table';
import { csvAmount, toCsv, type CsvCell } from './csv';

/** How a column's values are written: on screen as the product writes them, in a CSV as plain data. */
export type ColumnFormat = 'text' | 'money' | 'date' | 'percent';

/** One column of a report's table and of its CSV, so that the two always hold the same numbers. */
export interface ReportColumn<Row> {
  heading: string;
  format: ColumnFormat;
  value: (row: Row) => string | number | null;
  /** Where the cell goes on a phone, where the table becomes stacked rows. */
  kind: StackedKind;
}

/** $1,234.56, 05 Mar 2026, 12.5%; an absent value as a dash. */
export function displayValue(format: ColumnFormat, value: string | number | null): string {
  if (value === null || value === '') return '—';
  if (format === 'money' && typeof value === 'number') return formatAmount(value);
  if (format === 'percent' && typeof value === 'number') return formatPercentIn(value, 1, true);
  if (format === 'date' && typeof value === 'string') return formatDate(value);
  return String(value);
}

/** Amounts with two decimals and no symbol, dates as YYYY-MM-DD: what a spreadsheet reads without guessing. */
export function csvValue(format: ColumnFormat, value: string | number | null): CsvCell {
  if (value === null) return null;
  if (format === 'money' && typeof value === 'number') return csvAmount(value);
  if (format === 'percent' && typeof value === 'number') return value.toFixed(1);
  return value;
}

export function reportCsv<Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[]): string {
  return toCsv(
    columns.map((column) => column.heading),
    rows.map((row) => columns.map((column) => csvValue(column.format, column.value(row)))),
  );
}
