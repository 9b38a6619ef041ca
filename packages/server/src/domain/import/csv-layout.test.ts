import { describe, expect, it } from 'vitest';
import { detectDelimiter, openCsv } from './csv.js';
import { readStatement } from './read-statement.js';

describe('CSV layouts', () => {
  it.each([
    ['a,b,c\n1,2,3\n', ','],
    ['a;b;c\n1,5;2;3\n', ';'],
    ['a\tb\tc\n1\t2\t3\n', '\t'],
    ['a|b|c\n1|2|3\n', '|'],
    ['Date;Text;Amount\n01.03.2026;Rent, March;-1.200,00\n', ';'],
  ] as const)('detects the separator of %j as %j', (text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });

  it('guesses the columns of a file without headings from their cells', () => {
    const { layout } = openCsv(
      '2026-03-01,Coffee at the corner,-4.50,1000.00\n2026-03-02,Groceries weekly shop,-80.10,919.90\n',
    );
    expect(layout).toMatchObject({
      headerRecord: null,
      skipRecords: 0,
      dateColumn: 0,
      descriptionColumns: [1],
      amountColumn: 2,
      dateOrder: 'YMD',
    });
  });

  it('takes two amount columns that are never both filled as debit and credit', () => {
    const { layout } = openCsv('01/03/2026,Salary,,2000.00\n02/03/2026,Rent,900.00,\n05/03/2026,Shop,12.00,\n');
    expect(layout).toMatchObject({ debitColumn: 2, creditColumn: 3, amountColumn: null });
  });

  it('reads a card statement whose payment received is negative as counting purchases positive, and as told', () => {
    const text = 'Date,Description,Amount\n2026-03-01,Coffee,4.50\n2026-03-02,Payment received,-100.00\n';
    const guessed = readStatement(text);
    expect(guessed.csv?.layout.invertAmounts).toBe(true);
    expect(guessed.rows.map((row) => row.amount)).toEqual([-450, 10000]);
    const asWritten = readStatement(text, {
      layout: { ...(guessed.csv?.layout as NonNullable<typeof guessed.csv>['layout']), invertAmounts: false },
    });
    expect(asWritten.rows.map((row) => row.amount)).toEqual([450, -10000]);
  });

  it("uses an account's remembered layout for a file with the same headings, and the guess for another", () => {
    const text = 'Date,Details,Amount,Note\n05/03/2026,Coffee,-4.50,cafe\n06/03/2026,Lunch,-12.00,work\n';
    const guessed = readStatement(text);
    expect(guessed.csv?.layout.dateOrder).toBe('DMY');
    const layout = {
      ...(guessed.csv?.layout as NonNullable<typeof guessed.csv>['layout']),
      dateOrder: 'MDY' as const,
      descriptionColumns: [1, 3],
    };
    const remembered = { layout, headings: ['Date', 'Details', 'Amount', 'Note'] };
    const again = readStatement(text, { remembered });
    expect(again.rows[0]).toMatchObject({ date: '2026-05-03', description: 'Coffee cafe' });
    const other = readStatement('Posted,Text,Value\n05/03/2026,Coffee,-4.50\n', { remembered });
    expect(other.rows[0]).toMatchObject({ date: '2026-03-05', description: 'Coffee' });
  });

  it('refuses a layout whose date order does not fit the file, naming the line', () => {
    const guessed = readStatement('Date,Details,Amount\n15/03/2026,Coffee,-4.50\n');
    const layout = { ...(guessed.csv?.layout as NonNullable<typeof guessed.csv>['layout']), dateOrder: 'MDY' as const };
    expect(() => readStatement('Date,Details,Amount\n15/03/2026,Coffee,-4.50\n', { layout })).toThrow(
      'Line 2: "15/03/2026" in the Date column is not a date written month/day/year between 1900 and 2199.',
    );
  });
});
