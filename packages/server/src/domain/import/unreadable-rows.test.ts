import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsvRecords } from './csv-records.js';
import { decodeStatement, readStatement } from './read-statement.js';

const fixture = (name: string) => decodeStatement(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name)));
const unreadable = (text: string) => readStatement(text).unreadable.map((row) => [row.line, row.reason]);
const dated = (text: string) => readStatement(text).rows.map((row) => [row.line, row.date, row.amount]);

describe('a bad row is left out, and the rest of the file read', () => {
  it.each([
    ['broken-unclosed-quote.csv', 'csv', [2, 4], [[3, 'a quoted cell is never closed']]],
    [
      'broken-bad-date.csv',
      'csv',
      [2, 3],
      [[4, '"31/02/2026" in the Date column is not a date written day/month/year between 1900 and 2199']],
    ],
    [
      'broken-bad-amount.csv',
      'csv',
      [2, 3],
      [[4, '"-12,3,4" in the Betrag column is not an amount with a decimal comma (not a number)']],
    ],
    [
      'broken-missing-amount.ofx',
      'ofx1',
      [39, 54, 62, 69],
      [[47, 'the transaction has no amount (<TRNAMT> is missing)']],
    ],
    [
      'broken-unclosed.ofx',
      'ofx1',
      [39, 47, 55, 63],
      [[70, 'the transaction is never closed (</STMTTRN> is missing), so it may be cut short']],
    ],
    ['broken-v2.ofx', 'ofx2', [21, 36], [[29, '<TRNAMT> (line 32) is closed by </TRNAMNT>']]],
    ['broken.qfx', 'qfx', [14, 16], [[15, '"2026-13-45" is not a date (<DTPOSTED>)']]],
    [
      'broken-bad-date.qif',
      'qif',
      [2, 7, 18, 22, 26],
      [[12, '"13/45\'26" is not a date written month/day/year between 1900 and 2199']],
    ],
    ['broken-no-amount.qif', 'qif', [2, 11, 17, 21, 25], [[7, 'the record has no amount (a T line)']]],
    ['broken-missing-amt.camt053.xml', 'camt053', [21, 52], [[38, 'the entry has no amount (<Amt> is missing)']]],
    ['broken-unclosed.camt053.xml', 'camt053', [21, 52], [[38, '<Ntry> is never closed']]],
  ] as const)('%s (%s) reads lines %j and leaves out %j', (name, format, lines, left) => {
    const statement = readStatement(fixture(name));
    expect(statement.format).toBe(format);
    expect(statement.rows.map((row) => row.line)).toEqual(lines);
    expect(statement.unreadable.map((row) => [row.line, row.reason])).toEqual(left);
    for (const row of statement.unreadable) expect(row.text.length).toBeGreaterThan(0);
  });

  it('counts CRLF as one line break and the lines of a quoted cell, and reads on after broken quotes', () => {
    const statement = readStatement(fixture('broken-quotes-crlf.csv'));
    expect(statement.rows.map((row) => [row.line, row.date, row.amount, row.description])).toEqual([
      [2, '2026-03-02', 245000, 'PAYROLL ACME CORP'],
      [3, '2026-03-03', -8437, 'WHOLE FOODS MARKET #10234'],
      [7, '2026-03-05', -1549, 'NETFLIX.COM'],
      [9, '2026-03-07', -999, 'SPOTIFY P1A2B3C4D5'],
      [10, '2026-03-08', -12000, 'CITY "DENTAL" CARE'],
    ]);
    expect(statement.rows[1]?.raw).toBe(
      '2026-03-03,"WHOLE FOODS MARKET #10234","Groceries\nfor the week\nand the party",-84.37',
    );
    expect(statement.unreadable).toEqual([
      {
        line: 6,
        reason: 'a quoted cell is followed by more text before the next separator',
        text: '2026-03-04,"SHELL OIL 57442,-52.10',
      },
      {
        line: 8,
        reason: 'a quoted cell is followed by more text before the next separator',
        text: '2026-03-06,"TRADER JOE"S #131",,-67.25',
      },
    ]);
  });

  it('takes a quote that swallows whole rows as broken, though the row it makes has the usual width', () => {
    // A quote inside a cell that does not start with one is a character of the cell (Tea").
    const text =
      'Date,Description,Amount\n2026-03-03,Coffee,-4.50\n2026-03-04,"SHELL OIL,-52.10\n2026-03-05,Lunch,-12.00\n2026-03-06,Tea",-3.00\n2026-03-07,Bus,-2.00\n';
    expect(dated(text)).toEqual([
      [2, '2026-03-03', -450],
      [4, '2026-03-05', -1200],
      [5, '2026-03-06', -300],
      [6, '2026-03-07', -200],
    ]);
    expect(unreadable(text)).toEqual([
      [3, 'a quoted cell is not closed where its row ends, and takes in the rows after it'],
    ]);
  });

  it('keeps a memo of several lines, with commas in it, as one cell', () => {
    const file = readCsvRecords(
      'Date,Memo,Amount,Balance\r\n2026-03-03,"Rent, March\r\nflat 2",-900,100\r\n2026-03-04,Tea,-3,97\r\n',
      ',',
    );
    expect(file.records).toEqual([
      ['Date', 'Memo', 'Amount', 'Balance'],
      ['2026-03-03', 'Rent, March\nflat 2', '-900', '100'],
      ['2026-03-04', 'Tea', '-3', '97'],
    ]);
    expect(file.lines).toEqual([1, 2, 4]);
    expect(file.broken).toEqual([]);
  });

  it('reads old Mac line breaks (CR alone) and a byte-order mark', () => {
    expect(dated('\uFEFFDate,Details,Amount\r2026-03-03,Tea,-3.00\r\r2026-03-05,Bun,-2.00\r')).toEqual([
      [2, '2026-03-03', -300],
      [4, '2026-03-05', -200],
    ]);
  });

  it('reads a quote never closed over at most 50 lines, then reads on from the next line', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => `2026-03-01,Shop ${i},-1.00`).join('\n');
    const started = performance.now();
    const statement = readStatement(`Date,Description,Amount\n2026-02-28,"Broken,-9.00\n${rows}\n`);
    expect(statement.rows).toHaveLength(10_000);
    expect(statement.rows[0]).toMatchObject({ line: 3, description: 'Shop 0' });
    expect(statement.unreadable.map((row) => [row.line, row.reason])).toEqual([[2, 'a quoted cell is never closed']]);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses a file of broken quotes alone, quickly, naming its first lines', () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `2026-03-01,"Shop ${i},-1.00`).join('\n');
    const started = performance.now();
    expect(() => readStatement(`Date,Description,Amount\n${rows}\n`)).toThrow(
      'No row of the file could be read. Line 2: a quoted cell is followed by more text before the next separator; line 3: a quoted cell is followed by more text before the next separator; line 4: a quoted cell is followed by more text before the next separator; and 19997 more lines.',
    );
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('leaves out a CAMT entry with no booking date and an OFX one whose tags are cut short, reading the others', () => {
    const camt = `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>
<Ntry><Amt>1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd></Ntry>
<Ntry><Amt>2.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2026-03-02</Dt></BookgDt></Ntry>
</Stmt></BkToCstmrStmt></Document>`;
    expect(dated(camt)).toEqual([[3, '2026-03-02', -200]]);
    expect(unreadable(camt)).toEqual([[2, 'the entry has no booking date (<BookgDt> is missing)']]);
    const ofx =
      'OFXHEADER:100\n\n<OFX>\n<BANKTRANLIST>\n<STMTTRN>\n<DTPOSTED>20260301\n<TRNAMT>-1.00\n<STMTTRN>\n<DTPOSTED>20260302\n<TRNAMT>-2.00\n</STMTTRN>\n';
    expect(dated(ofx)).toEqual([[8, '2026-03-02', -200]]);
    expect(unreadable(ofx)).toEqual([
      [5, 'the transaction is never closed (</STMTTRN> is missing), so it may be cut short'],
    ]);
  });

  it('passes over a closing tag of nothing open and reads a list never closed', () => {
    const ofx =
      'OFXHEADER:100\n\n<OFX>\n</STMTRS>\n<BANKTRANLIST>\n<STMTTRN>\n<DTPOSTED>20260301\n<TRNAMT>-1.00\n</STMTTRN>\n';
    expect(dated(ofx)).toEqual([[6, '2026-03-01', -100]]);
  });

  it('refuses a file of which no row can be read, naming the lines', () => {
    expect(() => readStatement('Date,Details,Amount\n2026-03-03,Shop,abc\n2026-03-04,Shop,12..0\n')).toThrow(
      'No row of the file could be read. Line 2: "abc" in the Amount column is not an amount with a decimal point (not a number); line 3: "12..0" in the Amount column is not an amount with a decimal point (not a number).',
    );
    expect(() => readStatement('!Type:Bank\nD03/02/2026\nPShop\n^\n')).toThrow(
      'No row of the file could be read. Line 2: the record has no amount (a T line).',
    );
  });
});

describe('real files from the fixtures of other projects (fixtures/real/SOURCES.md)', () => {
  it('refuses a file whose every transaction has a bad date, naming the lines of a CRLF file', () => {
    expect(() => readStatement(fixture('real/ofxparse-date_missing.ofx'))).toThrow(
      'No row of the file could be read. Line 33: the transaction has no date (<DTPOSTED> is missing); line 40: the transaction has no date (<DTPOSTED> is empty); line 48: "20120231" is not a date (<DTPOSTED>).',
    );
    expect(() => readStatement(fixture('real/ofxparse-decimal_error.ofx'))).toThrow(
      'No row of the file could be read. Line 34: "201120000000" is not a date (<DTPOSTED>).',
    );
  });

  it.each([
    ['real/ofxparse-empty_balance.ofx', [[29, '2011-03-08', 12000, 'Foobar', '2000957249']]],
    ['real/ofxparse-ofx-v102-empty-tags.ofx', [[23, '2018-05-07', 1234, 'CBA:Transfer', null]]],
  ])('reads %s, whose empty elements are empty values', (name, rows) => {
    const statement = readStatement(fixture(name));
    expect(statement.rows.map((row) => [row.line, row.date, row.amount, row.description, row.bankId])).toEqual(rows);
    expect(statement.unreadable).toEqual([]);
  });
});
