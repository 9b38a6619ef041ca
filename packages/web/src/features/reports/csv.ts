/** A cell of a CSV file: text as it is, numbers already in the form the file should hold them. */
export type CsvCell = string | number | null;

/** Text a spreadsheet would run as a formula when it opens the file. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal such as -12.50: a value, never a formula, even with its minus sign. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One field, RFC 4180: quoted when it holds a comma, a quote or a line break, with quotes doubled. A text
 * that starts like a formula (a payee named "=1+1", say) gets a leading apostrophe, so that opening the
 * download never runs it; numbers are written as they are, negative ones included.
 */
export function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file: a heading line, then one line per row, each ended by CRLF as RFC 4180 has it. */
export function toCsv(headings: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [headings, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** Money in a CSV: a plain decimal with two places (1234.5 -> "1234.50"), which every spreadsheet reads as a number. */
export function csvAmount(amount: number): string {
  // `+ 0` turns -0 into 0, which would otherwise be written as -0.00.
  return (Math.round(amount * 100) / 100 + 0).toFixed(2);
}

/** A download's name from its parts: 'Category amounts', 730, 'days' -> category-amounts-730-days. */
export function csvFileName(parts: readonly (string | number)[]): string {
  const name = parts
    .map((part) =>
      String(part)
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('-');
  return name || 'report';
}
