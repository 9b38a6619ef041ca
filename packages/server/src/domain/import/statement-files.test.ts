import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseQif } from './qif.js';
import { decodeStatement, detectFormat, readStatement } from './read-statement.js';

const fixture = (name: string) => decodeStatement(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name)));
const summary = (name: string) =>
  readStatement(fixture(name)).rows.map((row) => [row.date, row.amount, row.payee ?? row.description, row.bankId]);

describe('bank files', () => {
  it.each([
    ['harbour-bank-signed.csv', 'csv', 10],
    ['redgum-debit-credit.csv', 'csv', 6],
    ['sparkasse-decimal-comma.csv', 'csv', 5],
    ['statement-v1.ofx', 'ofx1', 5],
    ['statement-v2.ofx', 'ofx2', 3],
    ['statement.qfx', 'qfx', 3],
    ['statement.qif', 'qif', 6],
    ['statement.camt053.xml', 'camt053', 3],
  ] as const)('%s is %s with %i rows', (name, format, count) => {
    const statement = readStatement(fixture(name));
    expect(statement.format).toBe(format);
    expect(statement.rows).toHaveLength(count);
    for (const row of statement.rows) {
      expect(row.raw.length, `${name} line ${row.line}`).toBeGreaterThan(0);
      expect(Number.isSafeInteger(row.amount)).toBe(true);
    }
  });

  it('reads a signed-amount CSV with month-first dates and the bank id column', () => {
    expect(summary('harbour-bank-signed.csv').slice(0, 3)).toEqual([
      ['2026-03-02', 245000, 'PAYROLL ACME CORP', 'HB-2026030201'],
      ['2026-03-03', -8437, 'WHOLE FOODS MARKET #10234 SEATTLE WA', 'HB-2026030301'],
      ['2026-03-03', -5210, 'SHELL OIL 57442 SEATTLE WA', 'HB-2026030302'],
    ]);
    const statement = readStatement(fixture('harbour-bank-signed.csv'));
    expect(statement.rows[0]?.raw).toBe('03/02/2026,HB-2026030201,"PAYROLL ACME CORP",2450.00,"3,912.18"');
    expect(statement.csv?.layout).toMatchObject({
      dateColumn: 0,
      amountColumn: 3,
      referenceColumn: 1,
      descriptionColumns: [2],
      dateOrder: 'MDY',
      decimalSeparator: '.',
    });
  });

  it('reads debit and credit columns after a preamble, and leaves out the closing balance line', () => {
    const statement = readStatement(fixture('redgum-debit-credit.csv'));
    expect(statement.csv?.layout).toMatchObject({
      skipRecords: 4,
      headerRecord: 3,
      debitColumn: 2,
      creditColumn: 3,
      amountColumn: null,
      dateOrder: 'DMY',
    });
    expect(statement.csv?.headings).toEqual(['Date', 'Transaction Details', 'Debit', 'Credit', 'Balance']);
    expect(summary('redgum-debit-credit.csv')).toEqual([
      ['2026-03-02', 320000, 'Salary ACME PTY LTD', null],
      ['2026-03-03', -8765, 'EFTPOS WOOLWORTHS 1234 BONDI', null],
      ['2026-03-04', -21430, 'BPAY ORIGIN ENERGY 1029384', null],
      ['2026-03-10', -50000, 'Transfer to Savings NetBank', null],
      ['2026-03-13', -4218, 'EFTPOS WOOLWORTHS 1234 BONDI', null],
      ['2026-03-14', 1900, 'Refund KMART 1043', null],
    ]);
    expect(statement.rows[0]?.line).toBe(6);
    expect(statement.skipped).toEqual([
      { line: 12, reason: 'it is a balance line ("Closing Balance"), not a transaction' },
    ]);
  });

  it('reads semicolons, decimal commas, day-first dates and a payee column', () => {
    const statement = readStatement(fixture('sparkasse-decimal-comma.csv'));
    expect(statement.csv?.layout).toMatchObject({
      delimiter: ';',
      dateColumn: 0,
      payeeColumn: 2,
      descriptionColumns: [3],
      amountColumn: 4,
      decimalSeparator: ',',
      dateOrder: 'DMY',
    });
    expect(statement.rows[2]).toMatchObject({
      date: '2026-03-05',
      amount: -123456,
      payee: 'Stadtwerke München',
      description: 'Abschlag Strom 03/2026',
    });
    expect(statement.rows[3]).toMatchObject({ payee: 'Café Röstwerk' });
  });

  it('reads a Windows-1252 file', () => {
    const bytes = Buffer.from('Datum;Empfänger;Betrag\n02.03.2026;Café Röstwerk;-4,20\n', 'latin1');
    expect(readStatement(decodeStatement(bytes)).rows[0]).toMatchObject({
      payee: 'Café Röstwerk',
      description: 'Café Röstwerk',
      amount: -420,
    });
  });

  it('reads OFX 1 (SGML) with unclosed values, keeping FITIDs and identical twins', () => {
    expect(summary('statement-v1.ofx')).toEqual([
      ['2026-03-02', 245000, 'ACME CORP PAYROLL', '202603020001'],
      ['2026-03-03', -8437, 'WHOLE FOODS MARKET', '202603030001'],
      ['2026-03-09', -120000, 'CHECK 1042', '202603090001'],
      ['2026-03-16', -475, 'STARBUCKS', '202603160001'],
      ['2026-03-16', -475, 'STARBUCKS', '202603160002'],
    ]);
    const second = readStatement(fixture('statement-v1.ofx')).rows[1];
    expect(second?.description).toBe('WHOLE FOODS MARKET #10234 SEATTLE WA');
    expect(second?.raw).toMatch(/^<STMTTRN>\n<TRNTYPE>POS[\s\S]*<\/STMTTRN>$/);
  });

  it('reads OFX 2 (XML) card statements, with a payee aggregate and entities', () => {
    expect(summary('statement-v2.ofx')).toEqual([
      ['2026-03-04', -3890, 'AMAZON MKTPL*2K4L91', '2603040012345'],
      ['2026-03-11', -12000, 'City Dental & Ortho', '2603110012346'],
      ['2026-03-20', 50000, 'PAYMENT THANK YOU', '2603200012347'],
    ]);
  });

  it('reads QFX, one line per transaction', () => {
    expect(summary('statement.qfx')).toEqual([
      ['2026-03-06', -6725, "TRADER JOE'S #131", 'QF-0306-A'],
      ['2026-03-13', 50000, 'ONLINE TRANSFER FROM SAVINGS', 'QF-0313-A'],
      ['2026-03-20', -999, 'SPOTIFY USA', 'QF-0320-A'],
    ]);
  });

  it("reads QIF with Quicken's dates, thousands separators and a split record as its total", () => {
    expect(summary('statement.qif')).toEqual([
      ['2026-03-02', 245000, 'ACME Corp', null],
      ['2026-03-03', -8437, 'Whole Foods Market', null],
      ['2026-03-09', -120000, 'Maple Street Rentals', null],
      ['2026-03-16', -475, 'Starbucks', null],
      ['2026-03-16', -475, 'Starbucks', null],
      ['2026-03-21', -31040, 'Costco Wholesale', null],
    ]);
  });

  it('reads CAMT.053 booked entries with their counterparties and references, leaving pending ones out', () => {
    const statement = readStatement(fixture('statement.camt053.xml'));
    expect(summary('statement.camt053.xml')).toEqual([
      ['2026-03-02', 325000, 'ACME GmbH', '2026030200012345'],
      ['2026-03-03', -5678, 'REWE Markt GmbH', '2026030300023456'],
      ['2026-03-05', -123456, 'Stadtwerke München', '2026030500034567'],
    ]);
    expect(statement.rows[2]?.description).toBe('Stadtwerke München Abschlag Strom 03/2026');
    expect(statement.skipped).toEqual([{ line: 67, reason: 'its status is PDNG, not booked' }]);
  });

  it.each([
    ['', 'The file is empty.'],
    [
      '<html><body>Not a statement</body></html>',
      'This XML file is neither OFX nor a CAMT.053 statement (no <OFX> or <BkToCstmrStmt> element).',
    ],
    [
      'OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>\n<BANKMSGSRSV1>\n</BANKMSGSRSV1>\n</OFX>\n',
      'The file has no transactions: there is no <STMTTRN> element.',
    ],
    [
      'OFXHEADER:100\n\n<OFX>\n<BANKTRANLIST>\n<STMTTRN>\n<DTPOSTED>20260301\n<TRNAMT>\n</STMTTRN>',
      'No row of the file could be read. Line 5: the transaction has no amount (<TRNAMT> is empty).',
    ],
    ['OFXHEADER:100\n\n<OFX>\n</STMTTRN>\n</OFX>', 'The file has no transactions: there is no <STMTTRN> element.'],
    [
      '!Type:Invst\nD03/02/2026\n^\n',
      'Line 1: investment accounts (!Type:Invst) cannot be imported; export the bank account instead.',
    ],
    [
      '!Type:Cat\nNGroceries\n^\n',
      'The file has no transactions: no !Type:Bank (or Cash, CCard) section with records.',
    ],
    ['Date,Description\nhello,world\n', 'Choose the amount column, or the debit and credit columns.'],
    [
      '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Ntry><Amt>1.00</Amt><CdtDbtInd>UP</CdtDbtInd></Ntry></Stmt></BkToCstmrStmt></Document>',
      'No row of the file could be read. Line 1: <CdtDbtInd> is "UP"; it must be CRDT or DBIT.',
    ],
  ])('refuses %j: %s', (text, message) => {
    expect(() => readStatement(text)).toThrow(message);
  });

  it('refuses QIF records before a !Type line', () => {
    expect(() => parseQif('D03/02/2026\nT-1.00\n^\n')).toThrow(
      'Line 1: a QIF file starts with a !Type line, such as !Type:Bank.',
    );
  });

  it.each([
    ['OFXHEADER:100\nDATA:OFXSGML', 'ofx'],
    ['<?xml version="1.0"?>\n<?OFX OFXHEADER="200"?><OFX>', 'ofx'],
    ['<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">', 'camt053'],
    ['!Type:Bank\nD1/1/26', 'qif'],
    ['\uFEFFDate,Amount\n', 'csv'],
  ] as const)('detects the format of %j as %s', (text, format) => {
    expect(detectFormat(text)).toBe(format);
  });

  it('refuses more than 20,000 rows', () => {
    const rows = Array.from({ length: 20_001 }, (_, i) => `2026-03-01,Row ${i},-1.00`).join('\n');
    expect(() => readStatement(`Date,Description,Amount\n${rows}\n`)).toThrow(
      'The file has more than 20,000 rows; export a shorter period and import it in parts.',
    );
  });
});
