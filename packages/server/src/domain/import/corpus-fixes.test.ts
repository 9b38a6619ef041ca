import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectDelimiter } from './csv.js';
import { balanceLineWord } from './csv-balance-lines.js';
import { headingsOverCells } from './csv-layout.js';
import { readCsvRecords, readStrayQuotes } from './csv-records.js';
import { mendWideRows } from './csv-wide-rows.js';
import { readDate } from './dates.js';
import { decodeStatement, readStatement } from './read-statement.js';

/** Real exports from fixtures/corpus (their sources are in its SOURCES.md). */
const corpusFile = (name: string) =>
  decodeStatement(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'corpus', name)));

const reading = (name: string) => {
  const statement = readStatement(corpusFile(name));
  const rows = statement.rows.filter((row) => row.amount !== 0);
  const dates = rows.map((row) => row.date).sort();
  return {
    count: rows.length,
    sum: rows.reduce((total, row) => total + row.amount, 0),
    moneyIn: rows.reduce((total, row) => total + Math.max(row.amount, 0), 0),
    from: dates[0],
    to: dates.at(-1),
    payees: rows.map((row) => row.payee ?? row.description),
    skipped: statement.skipped.map((line) => line.reason),
  };
};

describe('balance and turnover lines are not transactions', () => {
  it.each([
    [['', '', 'Anfangssaldo', 'EUR', '22.257,11', 'H'], 'Anfangssaldo'],
    [['04.04.2019', '', 'Endsaldo', 'EUR', '21.488,94', 'H'], 'Endsaldo'],
    [['LT35', '10', '2014-10-01', '', 'Opening balance', '10374.04'], 'Opening balance'],
    [['LT35', '82', '2014-10-06', '', 'Turnover', '284.70'], 'Turnover'],
    [['LT79', '86', '2012-01-31', '', 'Likutis pabaigai', '86.00'], 'Likutis pabaigai'],
    [['LT79', '82', '2012-01-31', '', 'APYVARTA', '82.00'], 'APYVARTA'],
    [['2019-04-03', 'Balance transfer to savings', '-12.00'], null],
    [['2019-04-03', 'Turnover tax refund', '12.00'], null],
  ])('%j: %s', (record, word) => {
    expect(balanceLineWord(record)).toBe(word);
  });

  it.each([
    ['csv/de-volksbank.csv', 3, -15817, ['Anfangssaldo', 'Endsaldo']],
    ['csv/lt-swedbank-2014.csv', 13, 257893, ['Opening balance', 'Turnover', 'Turnover', 'Closing balance']],
    [
      'csv/lt-swedbank-2012.csv',
      5,
      105846,
      // The LTL account's balances and turnover, then the EUR account's balances.
      ['Likutis pradžiai', 'Apyvarta', 'Apyvarta', 'Likutis pabaigai', 'Likutis pradžiai', 'Likutis pabaigai'],
    ],
  ])('%s: %i rows, %i cents, the balance lines left out and said so', (file, count, sum, words) => {
    const read = reading(file);
    expect([read.count, read.sum]).toEqual([count, sum]);
    expect(read.skipped.filter((reason) => reason.startsWith('it is a balance line'))).toEqual(
      words.map((word) => `it is a balance line ("${word}"), not a transaction`),
    );
  });
});

describe('quotes inside quoted cells that are not doubled', () => {
  it.each([
    ['"a","UAB "Naktida"","12.20"', ',', 3, ['a', 'UAB "Naktida"', '12.20']],
    ['"a","UAB "Naktida"","12.20",', ',', 4, ['a', 'UAB "Naktida"', '12.20', '']],
    ['"a";"Say "hi"";"1,00"', ';', 3, ['a', 'Say "hi"', '1,00']],
    // Another width than the file's rows, or cells not all quoted: left unreadable.
    ['"a","UAB "Naktida"","12.20"', ',', 4, null],
    ['a,"UAB "Naktida"",12.20', ',', 3, null],
  ])('%s (usual width %i)', (line, delimiter, usual, cells) => {
    expect(readStrayQuotes(line, delimiter as ',' | ';', usual)).toEqual(cells);
  });

  it('reads the Swedbank row whose name is quoted inside its quotes', () => {
    const read = reading('csv/lt-swedbank-2012.csv');
    expect(read.payees).toContain('UAB "Naktida"');
    expect(read.moneyIn).toBe(160000);
  });
});

describe('dates written year first with spaces or colons', () => {
  it.each([
    ['2019 10 11', '2019-10-11'],
    ['2019  1  9', '2019-01-09'],
    ['2012:03:01', '2012-03-01'],
    ['2012:13:01', null],
    ['12 10 2019', null],
    ['10:11', null],
  ])('%s reads as %s', (text, iso) => {
    expect(readDate(text, 'DMY')).toBe(iso);
  });
});

describe('the separator of a file', () => {
  it.each([
    // comdirect: quoted cells with commas in a file separated by semicolons, and a preamble.
    [
      ';\n"Konto";"Zeitraum: 30 Tage";\n"Neuer Kontostand";"16,94 EUR";\n\n"Tag";"Umsatz";\n"01.04.2019";"-59,97";\n"01.04.2019";"180,00";\n',
      ';',
    ],
    // Livebank: decimal commas in unquoted amounts; every line split by semicolons, not all by commas.
    [
      'Nr;Datum;Betrag;Text\n1;2013-07-03;150,00;A\n1;2013-07-01;0,00;"0,60 %"\n1;2013-06-10;-100,00;B\n1;2013-06-09;7;C\n',
      ';',
    ],
    ['Date,Description,Amount\n2019-01-02,"Smith; John",1.00\n2019-01-03,Shop,2.00\n', ','],
  ])('%j is separated by %s', (text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });
});

describe('headings over the cells they head', () => {
  const rows = [
    ['2012:03:01', '', ',Vilnius,LT', 'ACME LLC', '889.81', ''],
    ['2012:03:06', '', ',,', '', '-.46', ''],
  ];
  it.each([
    // Three headings over one quoted cell of two separators: the headings after it move left.
    [
      ['Date', 'Bank', 'Address', 'City', 'Country', 'Name', 'Amount', ''],
      ['Date', 'Bank', 'Address City Country', 'Name', 'Amount', ''],
    ],
    // As wide as the rows: unchanged.
    [
      ['Date', 'Bank', 'Address', 'Name', 'Amount', ''],
      ['Date', 'Bank', 'Address', 'Name', 'Amount', ''],
    ],
  ])('%j', (line, expected) => {
    expect(headingsOverCells(line, rows, ',')).toEqual(expected);
  });
});

describe('rows widened by a separator inside a name', () => {
  it.each([
    [
      '2019 10 11,4213200001,XXXXX PPP,PPP,AAAA|STREET,-1008.03,OUT\n2019 10 11,4213200002,BBB AAAA,|UL 22C,1000.00,IN\n2019 10 09,4213200003,BANK POCZTOWY,||,-5.00,FEE\n',
      ['2019 10 11', '4213200001', 'XXXXX PPP,PPP', 'AAAA|STREET', '-1008.03', 'OUT'],
    ],
    // No place where the row reads like the others (an amount where the others have text): left as it is.
    [
      '2019-10-11,A B,1.00,C D\n2019-10-12,E F,2.00,G H\n2019-10-13,I J,3.00,K L\n2019-10-14,1.00,2.00,3.00,4.00\n',
      ['2019-10-14', '1.00', '2.00', '3.00', '4.00'],
    ],
  ])('%j', (text, first) => {
    const mended = mendWideRows(readCsvRecords(text, ','), ',');
    expect(mended.records.find((record) => record[0] === first[0])).toEqual(first);
  });
});

describe('without headings, the column of names is the payee', () => {
  it('reads the ASN Bank counterparties', () => {
    const read = reading('csv/nl-asn-bank.csv');
    expect(read.payees).toEqual(expect.arrayContaining(['Optimal BV', 'DE VOLKSKRANT B V']));
    expect([read.count, read.sum]).toEqual([11, -4620]);
  });
});

describe('real files read right', () => {
  it.each([
    // Czech and Polish headings name the counterparty and description columns.
    ['csv/cz-raiffeisen.csv', { count: 1, sum: -100, from: '2018-05-27', payees: ['Name Surname'] }],
    ['csv/pl-mbank.csv', { count: 2, sum: 197000, from: '2019-09-25', payees: ['OUTCOME', 'INCOME'] }],
    // Lithuanian headings: Suma is the amount, not the record-type column before it.
    ['csv/lt-swedbank-2012.csv', { count: 5, sum: 105846, from: '2012-01-02', to: '2012-02-29' }],
    // Outbank writes dates month first: 4/2/19 is 2 April 2019.
    ['csv/de-outbank.csv', { count: 2, sum: -15398, from: '2019-04-02', to: '2019-04-02' }],
    // Venmo: "+ $73.01" in Amount (total), a balance line under the headings, a disclaimer after the rows.
    ['csv/us-venmo.csv', { count: 4, sum: 7601, moneyIn: 12304, from: '2020-01-01', to: '2020-01-04' }],
    // The reserved rows (no booking date) left out; a row is dated by its booking date.
    ['csv/se-sparbanken-tanum-2018.csv', { count: 2, sum: -1100, from: '2019-07-19', to: '2019-07-22' }],
    // A quoted preamble and footer around rows separated by semicolons.
    ['csv/de-comdirect.csv', { count: 3, sum: 5, moneyIn: 18000, from: '2019-04-01', to: '2019-04-01' }],
    // Three headings over one address cell; amounts like -.46; Windows-1257.
    ['csv/lt-danske.csv', { count: 4, sum: 0, moneyIn: 88981, from: '2012-03-01', to: '2012-03-07' }],
    // Dates 2019 10 11, no headings, a comma without quotes inside a name.
    ['csv/pl-bank-pocztowy.csv', { count: 3, sum: -1303, moneyIn: 100000, from: '2019-10-09', to: '2019-10-11' }],
    // camt.052 account reports hold the same entries as camt.053 statements.
    ['camt053/de-sparkasse-camt052.xml', { count: 5, sum: -25140, moneyIn: 250, from: '2021-02-05' }],
  ])('%s', (file, expected) => {
    expect(reading(file)).toMatchObject(expected);
  });
});
