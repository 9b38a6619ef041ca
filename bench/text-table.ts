export interface Column {
  title: string;
  /** Numbers read best aligned on the right. */
  align?: 'left' | 'right';
}

/** A plain-text table: a header, a rule under it, then one line per row, columns padded to their widest cell. */
export function textTable(columns: Column[], rows: string[][]): string {
  const widths = columns.map((column, index) =>
    Math.max(column.title.length, ...rows.map((row) => (row[index] ?? '').length)),
  );
  const line = (cells: string[]) =>
    columns
      .map((column, index) => {
        const cell = cells[index] ?? '';
        const width = widths[index] ?? 0;
        return column.align === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [
    line(columns.map((column) => column.title)),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
}
