import { hasLetters, isAmount, isDate, type CsvDelimiter, type CsvRecords } from './csv-layout.js';

/** What a cell holds, as far as telling columns apart goes. */
function kindOf(cell: string): string {
  const text = cell.trim();
  if (!text) return 'empty';
  if (isDate(text)) return 'date';
  if (isAmount(text)) return 'amount';
  return hasLetters(text) ? 'text' : 'other';
}

/**
 * Rows that an unquoted separator inside a name or an address made wider than the file's other rows
 * (Bank Pocztowy writes "PPP, AAAA BBB CCCC" without quotes): the cells are joined back, with the
 * separator, at the first place where every cell of the row is then of a kind its column holds on the
 * other rows (a date under dates, an amount under amounts). A row no place fits is left as it is; so is
 * every row when the file's rows have no usual width (two rows of one width at least).
 */
export function mendWideRows(file: CsvRecords, delimiter: CsvDelimiter): CsvRecords {
  const counts = new Map<number, number>();
  for (const record of file.records) counts.set(record.length, (counts.get(record.length) ?? 0) + 1);
  const [usual, seen] = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] ?? [0, 0];
  if (seen < 2 || usual < 3) return file;
  const usualRows = file.records.filter((record) => record.length === usual).slice(0, 200);
  const kinds = Array.from({ length: usual }, (_, i) => new Set(usualRows.map((record) => kindOf(record[i] ?? ''))));
  const fits = (record: string[]) => record.every((cell, i) => kinds[i]?.has(kindOf(cell)));
  let mended = false;
  const records = file.records.map((record) => {
    const extra = record.length - usual;
    if (extra <= 0 || extra > 3) return record;
    for (let at = 0; at + extra < record.length; at += 1) {
      const joined = record.slice(at, at + extra + 1).join(delimiter);
      const candidate = [...record.slice(0, at), joined, ...record.slice(at + extra + 1)];
      if (kindOf(joined) === 'text' && fits(candidate)) {
        mended = true;
        return candidate;
      }
    }
    return record;
  });
  return mended ? { ...file, records } : file;
}
