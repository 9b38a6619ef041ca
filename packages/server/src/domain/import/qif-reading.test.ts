import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DateOrder } from './dates.js';
import { inferQifDateOrder, readQifDate } from './qif-dates.js';
import { parseQif } from './qif.js';
import { decodeStatement, detectFormat, readStatement } from './read-statement.js';

describe('QIF dates', () => {
  it.each([
    ['6/ 1/94', 'MDY', '1994-06-01'],
    ['6/ 1/94', 'DMY', '1994-01-06'],
    ["6/ 1' 4", 'MDY', '2004-06-01'],
    ["2/10'2020", 'MDY', '2020-02-10'],
    ['23/10/2013', 'DMY', '2013-10-23'],
    ['23/10/2013', 'MDY', null],
    ['94/06/01', 'YMD', '1994-06-01'],
    ['2026-03-05', 'YMD', '2026-03-05'],
    ['2026-03-05', 'DMY', null],
    ['05.03.26', 'DMY', '2026-03-05'],
    ['15 Mar 2026', 'MDY', '2026-03-15'],
  ] as const)('%s read %s is %s', (text, order, iso) => {
    expect(readQifDate(text, order)).toBe(iso);
  });

  it.each<[string, string[], DateOrder, DateOrder[]]>([
    ['a day above 12 puts the day first', ['01/02/2026', '23/02/2026'], 'DMY', []],
    ['a day above 12 in the middle puts the month first', ['02/01/2026', '02/23/2026'], 'MDY', []],
    ['a four-digit first part puts the year first', ['2026/02/01', '2026/02/03'], 'YMD', []],
    ['a first part above 31 puts the year first', ['94/06/01', '94/06/03', '94/07/02'], 'YMD', []],
    ["Quicken's apostrophe years", ["6/ 1'94", "6/ 2'94", "6/30'94"], 'MDY', []],
    ['month names say nothing of the order', ['15 Mar 2026', '16 Mar 2026'], 'MDY', []],
    ['short dates that read both ways are left open', ['01/02/03', '01/03/03', '01/04/03'], 'MDY', ['DMY', 'MDY']],
    [
      'day or month first, left open, the rows in date order',
      ['05/01/26', '06/01/26', '07/01/26'],
      'DMY',
      ['DMY', 'MDY'],
    ],
  ])('%s', (_, dates, order, choices) => {
    expect(inferQifDateOrder(dates)).toEqual({ order, choices });
  });
});

const qif = (dates: string[]) =>
  `!Type:Bank\n${dates.map((date, i) => `D${date}\nT-${i + 1}.00\nPShop ${i + 1}\n^`).join('\n')}\n`;

describe('QIF files', () => {
  it('offers the orders a file leaves open, and reads it in the one chosen', () => {
    const text = qif(['05/01/26', '06/01/26', '07/01/26']);
    const guessed = parseQif(text);
    expect(guessed.dateOrder).toEqual({ order: 'DMY', choices: ['DMY', 'MDY'] });
    expect(guessed.rows.map((row) => row.date)).toEqual(['2026-01-05', '2026-01-06', '2026-01-07']);
    const chosen = readStatement(text, { dateOrder: 'MDY' });
    expect(chosen.dateOrder).toEqual({ order: 'MDY', choices: ['DMY', 'MDY'] });
    expect(chosen.rows.map((row) => row.date)).toEqual(['2026-05-01', '2026-06-01', '2026-07-01']);
  });

  it('reads year-first short dates', () => {
    const statement = parseQif(qif(['98/12/31', '99/01/02']));
    expect(statement.rows.map((row) => row.date)).toEqual(['1998-12-31', '1999-01-02']);
    expect(statement.dateOrder).toEqual({ order: 'YMD', choices: [] });
  });

  it('is QIF when it begins with # comment lines', () => {
    expect(detectFormat(`# Exported by hand\n# two notes\n\n${qif(['01/15/2026'])}`)).toBe('qif');
    expect(readStatement(`# note\n${qif(['01/15/2026'])}`).rows).toHaveLength(1);
  });

  it('imports the cash rows beside an investment section and says how many records were left out', () => {
    const text = `${qif(['01/15/2026'])}!Type:Invst\nD01/16/2026\nNBuy\nYACME\nT100.00\n^\nD01/17/2026\nNSell\nT50.00\n^\n!Type:Bank\nD01/18/2026\nT-3.00\n^\n`;
    const statement = parseQif(text);
    expect(statement.rows.map((row) => [row.date, row.amount])).toEqual([
      ['2026-01-15', -100],
      ['2026-01-18', -300],
    ]);
    expect(statement.skipped).toEqual([
      { line: 6, reason: '2 investment records (!Type:Invst) left out: only the cash rows of a QIF file are imported' },
    ]);
  });

  it('refuses a file of investment records alone', () => {
    expect(() => parseQif('!Type:Invst\nD01/16/2026\nNBuy\n^\n')).toThrow(
      'Line 1: investment accounts (!Type:Invst) cannot be imported; export the bank account instead.',
    );
  });
});

describe('real QIF files', () => {
  const corpus = path.join(import.meta.dirname, 'fixtures', 'corpus', 'qif');
  const read = (file: string) => readStatement(decodeStatement(fs.readFileSync(path.join(corpus, file))));

  it('a Quicken example beginning with # comments, with classes, categories and an investment account', () => {
    const statement = read('us-quicken-example.qif');
    expect(statement.format).toBe('qif');
    const rows = statement.rows.filter((row) => row.amount !== 0);
    expect(rows).toHaveLength(5);
    expect(rows.map((row) => row.date).sort()[0]).toBe('2020-02-10');
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(-3550);
  });

  it('an Italian cash account beside an investment account', () => {
    const statement = read('it-cash-and-investments.qif');
    expect(statement.rows.map((row) => [row.date, row.amount])).toEqual([
      ['2013-10-23', -650],
      ['2013-10-11', 3100],
      ['2013-10-11', -4800],
    ]);
    expect(statement.skipped).toEqual([
      {
        line: 35,
        reason: '2 investment records (!Type:Invst) left out: only the cash rows of a QIF file are imported',
      },
    ]);
  });
});
