import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeStatement, readStatement } from './read-statement.js';

/** Real exports from fixtures/corpus (their sources are in its SOURCES.md), one or more per cause. */
const corpusFile = (name: string) =>
  decodeStatement(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'corpus', 'csv', name)));

const summary = (text: string) => {
  const statement = readStatement(text);
  const rows = statement.rows.filter((row) => row.amount !== 0);
  const dates = rows.map((row) => row.date).sort();
  return {
    count: rows.length,
    sum: rows.reduce((total, row) => total + row.amount, 0),
    moneyOut: rows.reduce((total, row) => total + Math.min(row.amount, 0), 0),
    from: dates[0],
    to: dates.at(-1),
    pending: statement.skipped.filter((line) => line.reason.startsWith('it is pending')).length,
  };
};

describe('CSV exports read with the right sign and date', () => {
  it.each([
    // 1: a direction column decides the sign.
    ['1 Af/Bij', 'nl-ing.csv', { count: 5, sum: 1938, moneyOut: -187 }],
    ['1 CreditDebet D/C', 'nl-knab.csv', { count: 28, sum: 701 }],
    ['1 Transaction Type debit/credit', 'us-mint.csv', { count: 2, sum: 9346, moneyOut: -2999 }],
    // 2: money-out and money-in columns whose headings carry a currency; the money-in column is empty.
    ['2 Withdrawals (SGD)', 'sg-ocbc.csv', { count: 8, sum: -17328, moneyOut: -17328 }],
    // 3: without headings, the running balance is told apart from the amount, and a debit-only column is not signed.
    ['3 running balance', 'nl-asn-bank.csv', { count: 11, sum: -4620 }],
    ['3 debit column', 'sg-posb.csv', { count: 1, sum: -780 }],
    // 4: card statements: purchases positive, the payment marked CR or described as received.
    ['4 CR beside the amount', 'uk-ms-bank-card.csv', { count: 10, sum: -28580, moneyOut: -138580 }],
    ['4 CR beside the amount', 'uk-john-lewis-card.csv', { count: 8, sum: 87600 }],
    ['4 payment received negative', 'uk-aqua-card.csv', { count: 2, sum: 3977, moneyOut: -1987 }],
    ['4 headless, a card-scheme column', 'uk-barclaycard.csv', { count: 1, sum: -2059 }],
    // 5: pending rows left out and counted; completed rows dated by their completed date.
    ['5 State PENDING', 'revolut-2022.csv', { count: 6, sum: 8656, pending: 2, to: '2022-01-14' }],
    ['5 Completed Date', 'revolut-2021.csv', { from: '2021-09-05', to: '2021-09-08', pending: 0 }],
    ['5 Pending in the date column', 'uk-aqua-card.csv', { pending: 1 }],
    // 6: two date columns: the settlement date, on or after the card date on every row.
    ['6 settlement date', 'be-kbc-mastercard.csv', { from: '2020-01-02', to: '2020-02-03' }],
  ] as const)('cause %s: %s', (_cause, file, expected) => {
    expect(summary(corpusFile(file))).toMatchObject(expected);
  });

  it.each([
    [
      'CR after the amount in its cell',
      'Date,Item,Amount\n2026-03-01,Shop,12.00\n2026-03-02,Payment,50.00 CR\n',
      [-1200, 5000],
    ],
    [
      'DR/CR in their own column',
      'Date,Item,Amount,DR/CR\n2026-03-01,Shop,12.00,DR\n2026-03-02,Pay,50.00,CR\n',
      [-1200, 5000],
    ],
    [
      'Debit/Credit words',
      'Date,Item,Amount,Type\n2026-03-01,Shop,12.00,Debit\n2026-03-02,Pay,50.00,Credit\n',
      [-1200, 5000],
    ],
    [
      'a signed amount without a direction',
      'Date,Item,Amount\n2026-03-01,Shop,-12.00\n2026-03-02,Pay,50.00\n',
      [-1200, 5000],
    ],
  ])('%s', (_name, text, amounts) => {
    expect(readStatement(text).rows.map((row) => row.amount)).toEqual(amounts);
  });

  it('tells a running balance from the amount in a headless file listed newest first', () => {
    const text = '2026-03-03,Rent,-900.00,1100.00\n2026-03-02,Salary,2000.00,2000.00\n2026-03-01,Coffee,-4.00,0.00\n';
    const swapped =
      '2026-03-03,Rent,1100.00,-900.00\n2026-03-02,Salary,2000.00,2000.00\n2026-03-01,Coffee,0.00,-4.00\n';
    expect(readStatement(text).rows.map((row) => row.amount)).toEqual([-90000, 200000, -400]);
    expect(readStatement(swapped).rows.map((row) => row.amount)).toEqual([-90000, 200000, -400]);
  });

  it('keeps the first of two headless date columns unless the later one is missing on a row', () => {
    const valueDates = '01.03.2026;Rent;03.03.2026;-900,00\n02.03.2026;Shop;03.03.2026;-4,00\n';
    expect(readStatement(valueDates).rows.map((row) => row.date)).toEqual(['2026-03-01', '2026-03-02']);
    const started = 'Shop;2026-03-01;2026-03-03;-4,00\nReserved;2026-03-02;-;-9,00\n';
    const statement = readStatement(started);
    expect(statement.rows.map((row) => row.date)).toEqual(['2026-03-03']);
    expect(statement.skipped).toEqual([
      { line: 2, reason: 'it is pending: it was started but has no booking date yet' },
    ]);
  });
});
