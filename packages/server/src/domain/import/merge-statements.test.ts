import { describe, expect, it } from 'vitest';
import { mergeStatements, type StatementPart } from './merge-statements.js';
import type { ReadStatement } from './read-statement.js';
import type { StatementRow } from './statement.js';

/** A row as "date amount description [bank id]". */
function row(text: string, line = 1): StatementRow {
  const [date = '', amount = '0', description = '', bankId] = text.split(' ');
  return { line, date, amount: Number(amount), description, payee: null, bankId: bankId ?? null, raw: text };
}

function part(name: string, rows: string[]): StatementPart {
  const statement: ReadStatement = {
    format: 'csv',
    rows: rows.map((text, i) => row(text, i + 2)),
    skipped: [],
    unreadable: [],
    csv: null,
  };
  return { name, statement };
}

const shown = (parts: StatementPart[]) =>
  mergeStatements(parts).statement.rows.map((r) => `${r.date} ${r.amount} ${r.description} ${r.file}`);

describe('several files read as one statement', () => {
  it.each([
    {
      case: 'files of separate months follow each other in date order',
      parts: [part('feb', ['2026-02-03 -100 GAS']), part('jan', ['2026-01-05 -200 RENT'])],
      rows: ['2026-01-05 -200 RENT jan', '2026-02-03 -100 GAS feb'],
      duplicates: [0, 0],
    },
    {
      case: 'the days two files share count once',
      parts: [
        part('a', ['2026-01-30 -5 TEA', '2026-01-31 -7 BUS']),
        part('b', ['2026-01-31 -7 BUS', '2026-02-01 -9 LUNCH']),
      ],
      rows: ['2026-01-30 -5 TEA a', '2026-01-31 -7 BUS a', '2026-02-01 -9 LUNCH b'],
      duplicates: [0, 1],
    },
    {
      case: 'twins stay twins: the most any one file holds',
      parts: [
        part('a', ['2026-03-02 -475 CAFE', '2026-03-02 -475 CAFE']),
        part('b', ['2026-03-02 -475 CAFE', '2026-03-02 -475 CAFE', '2026-03-02 -475 CAFE']),
        part('c', ['2026-03-02 -475 CAFE']),
      ],
      rows: ['2026-03-02 -475 CAFE a', '2026-03-02 -475 CAFE a', '2026-03-02 -475 CAFE b'],
      duplicates: [0, 2, 1],
    },
    {
      case: 'the bank id decides where there is one, whatever the description says',
      parts: [part('a', ['2026-03-02 -475 CAFE X1']), part('b', ['2026-03-02 -475 CORNER-CAFE X1'])],
      rows: ['2026-03-02 -475 CAFE a'],
      duplicates: [0, 1],
    },
    {
      case: 'the same amount on the same day with other bank ids are two payments',
      parts: [part('a', ['2026-03-02 -475 CAFE X1']), part('b', ['2026-03-02 -475 CAFE X2'])],
      rows: ['2026-03-02 -475 CAFE a', '2026-03-02 -475 CAFE b'],
      duplicates: [0, 0],
    },
  ])('$case', ({ parts, rows, duplicates }) => {
    expect(shown(parts)).toEqual(rows);
    expect(mergeStatements(parts).files.map((file) => file.duplicates)).toEqual(duplicates);
  });

  it('leaves one file as it was read, its rows unnamed', () => {
    const only = part('only', ['2026-02-03 -100 GAS', '2026-01-05 -200 RENT']);
    const { statement, files } = mergeStatements([only]);
    expect(statement).toBe(only.statement);
    expect(files).toEqual([{ name: 'only', format: 'csv', rows: 2, duplicates: 0 }]);
  });

  it('names the file of each line left out', () => {
    const a = part('a', ['2026-01-01 -1 X']);
    a.statement.skipped.push({ line: 9, reason: 'pending' });
    const b = part('b', ['2026-01-02 -2 Y']);
    b.statement.unreadable.push({ line: 4, reason: 'no amount', text: '2026-01-03,Z,' });
    const { statement } = mergeStatements([a, b]);
    expect(statement.skipped).toEqual([{ line: 9, reason: 'pending', file: 'a' }]);
    expect(statement.unreadable).toEqual([{ line: 4, reason: 'no amount', text: '2026-01-03,Z,', file: 'b' }]);
  });
});
