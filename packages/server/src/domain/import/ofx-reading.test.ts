import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRoundedAmount } from './amount-rounding.js';
import { describeRow } from './descriptions.js';
import { parseOfx } from './ofx.js';
import { decodeEntities } from './ofx-sgml.js';
import { decodeStatement, readStatement } from './read-statement.js';

const SGML_HEADER = 'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nENCODING:USASCII\nCHARSET:1252\n\n';

/** An OFX 1 statement around the given transactions; `closeList` false leaves </BANKTRANLIST> out. */
function sgml(transactions: string, closeList = true): string {
  return `${SGML_HEADER}<OFX>
<BANKMSGSRSV1><STMTTRNRS><STMTRS>
<CURDEF>
<BANKACCTFROM><BANKID>1<ACCTID>2</BANKACCTFROM>
<BANKTRANLIST>
<DTSTART>20260101
${transactions}
${closeList ? '</BANKTRANLIST>' : ''}
<LEDGERBAL><BALAMT>100.00<DTASOF>20260131
</STMTRS></STMTTRNRS></BANKMSGSRSV1>
</OFX>
`;
}

const transaction = (fields: string) => `<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>20260105\n${fields}\n</STMTTRN>`;
const rowsOf = (text: string) =>
  parseOfx(text).rows.map((row) => ({
    amount: row.amount,
    description: row.description,
    payee: row.payee,
    note: row.note ?? null,
  }));

describe('OFX values', () => {
  it.each([
    ['B.C. HYDRO &amp; POWER', 'B.C. HYDRO & POWER'],
    ['A &lt;B&gt; &quot;C&quot;', 'A <B> "C"'],
    ['TRADER JOE&apos;S', "TRADER JOE'S"],
    ['TRADER JOE&#39;S', "TRADER JOE'S"],
    ['TRADER JOE&#x27;S', "TRADER JOE'S"],
    ['AT&T', 'AT&T'],
    ['&unknown; &#0;', '&unknown; &#0;'],
  ])('%s reads %s', (value, expected) => {
    expect(decodeEntities(value)).toBe(expected);
  });

  it('unescapes the names and memos of an SGML statement', () => {
    const text = sgml(transaction('<TRNAMT>-84.10\n<NAME>B.C. HYDRO &amp; POWER\n<MEMO>BILL &#x23;4411'));
    expect(rowsOf(text)).toEqual([
      { amount: -8410, description: 'B.C. HYDRO & POWER BILL #4411', payee: 'B.C. HYDRO & POWER', note: null },
    ]);
  });
});

describe('the description from NAME and MEMO', () => {
  it.each([
    ['AMAZON', '', 'AMAZON'],
    ['', 'CARD 1234', 'CARD 1234'],
    ['B.C. HYDRO & POWER', 'B.C. HYDRO & POWER', 'B.C. HYDRO & POWER'],
    ['B.C. HYDRO & POWER', 'b.c. hydro and', 'B.C. HYDRO & POWER b.c. hydro and'],
    ['Check Paid #0000001001', 'Check Paid #0000001001', 'Check Paid #0000001001'],
    ['BILL PAYMENT CITICORP CH', 'BILL PAYMENT CITICORP CHOICE /0001', 'BILL PAYMENT CITICORP CHOICE /0001'],
    ['DIRECT DEBIT HOMESTREET LOAN', 'HOMESTREET', 'DIRECT DEBIT HOMESTREET LOAN'],
    ['Joe’s Café', 'JOES CAFE', 'Joe’s Café'],
    ['Grocer', 'Weekly shop', 'Grocer Weekly shop'],
  ])('%j with memo %j is %j', (name, memo, description) => {
    expect(describeRow(name, memo)).toBe(description);
  });
});

describe('amounts with more than two decimals', () => {
  it.each([
    ['12.345', '.', 1235, 'Amount 12.345 rounded to 12.35.'],
    ['12.344', '.', 1234, 'Amount 12.344 rounded to 12.34.'],
    ['-12.345', '.', -1235, 'Amount -12.345 rounded to -12.35.'],
    ['-00000000000197.1063', '.', -19711, 'Amount -197.1063 rounded to -197.11.'],
    ['+00000000000115.8331', '.', 11583, 'Amount +115.8331 rounded to 115.83.'],
    ['-0.005', '.', -1, 'Amount -0.005 rounded to -0.01.'],
    ['-0.004', '.', 0, 'Amount -0.004 rounded to 0.00.'],
    ['0.995', '.', 100, 'Amount 0.995 rounded to 1.00.'],
    ['12,345', ',', 1235, 'Amount 12,345 rounded to 12,35.'],
    ['-1500.0000', '.', -150000, null],
    ['12.34', '.', 1234, null],
  ] as const)('%s is %i cents', (text, decimal, cents, note) => {
    expect(readRoundedAmount(text, decimal)).toEqual({ reading: { cents, problem: null }, note });
  });

  it('rounds each row of an OFX statement and says so on the row', () => {
    const text = sgml(transaction('<TRNAMT>-197.1063\n<NAME>BILL PAYMENT'));
    expect(rowsOf(text)).toEqual([
      {
        amount: -19711,
        description: 'BILL PAYMENT',
        payee: 'BILL PAYMENT',
        note: 'Amount -197.1063 rounded to -197.11.',
      },
    ]);
  });
});

describe('OFX bent by banks', () => {
  it('reads an SGML body after an XML declaration', () => {
    const text = `<?xml version="1.0" encoding="UTF-8"?>\n<?OFX OFXHEADER="200" VERSION="203"?>\n${sgml(transaction('<TRNAMT>-5.50\n<MEMO>SOME MEMO')).slice(SGML_HEADER.length)}`;
    expect(rowsOf(text)).toEqual([{ amount: -550, description: 'SOME MEMO', payee: null, note: null }]);
  });

  it('reads a statement whose <BANKTRANLIST> is never closed, and an empty <CURDEF>', () => {
    const text = sgml(`${transaction('<TRNAMT>-1.00\n<NAME>ONE')}\n${transaction('<TRNAMT>2.00\n<NAME>TWO')}`, false);
    expect(rowsOf(text).map((row) => [row.amount, row.payee])).toEqual([
      [-100, 'ONE'],
      [200, 'TWO'],
    ]);
  });

  it('still reports a misspelt closing tag of OFX 2 on its row', () => {
    const text = `<?xml version="1.0"?>\n<OFX><BANKTRANLIST>\n<STMTTRN><DTPOSTED>20260105</DTPOSTED><TRNAMT>-1.00</TRNAMT></STMTTRN>\n<STMTTRN><DTPOSTED>20260106</DTPOSTED><TRNAMT>-2.00</TRNAMNT></STMTTRN>\n</BANKTRANLIST></OFX>`;
    const statement = parseOfx(text);
    expect(statement.rows.map((row) => row.amount)).toEqual([-100]);
    expect(statement.unreadable.map((row) => row.line)).toEqual([4]);
  });

  it('recognises OFX whose header sits inside an XML comment', () => {
    const text = `<!--\nOFXHEADER:100\nDATA:OFXSGML\n-->\n\n${sgml(transaction('<TRNAMT>-1.50\n<NAME>name')).slice(SGML_HEADER.length)}`;
    expect(readStatement(text).rows.map((row) => row.amount)).toEqual([-150]);
  });
});

describe('real OFX files', () => {
  const fixtures = path.join(import.meta.dirname, 'fixtures');
  const read = (file: string) => readStatement(decodeStatement(fs.readFileSync(path.join(fixtures, file))));

  it('ANZ: an XML declaration before an SGML body with values never closed', () => {
    const statement = read('corpus/ofx/au-anz-card.ofx');
    expect(statement.format).toBe('ofx1');
    expect(statement.rows.map((row) => [row.date, row.amount, row.description])).toEqual([
      ['2017-05-08', -550, 'SOME MEMO'],
    ]);
  });

  it('Fidelity: amounts of four decimals rounded to cents, each with its note, and NAME shown once', () => {
    const statement = read('corpus/ofx/us-fidelity-cash.ofx');
    expect(statement.rows.map((row) => [row.amount, row.description, row.note])).toEqual([
      [-150000, 'Check Paid #0000001001', null],
      [11583, 'TRANSFERRED FROM VS X10-08144-1', 'Amount +115.8331 rounded to 115.83.'],
      [-19711, 'BILL PAYMENT CITICORP CHOICE /0001/N********', 'Amount -197.1063 rounded to -197.11.'],
      [-19712, 'DIRECT DEBIT HOMESTREET LS LOAN PMT', 'Amount -197.1220 rounded to -197.12.'],
    ]);
  });

  it('ofxparse: empty <CURDEF>, <FITID> and <NAME> elements', () => {
    const statement = read('real/ofxparse-ofx-v102-empty-tags.ofx');
    expect(statement.rows.map((row) => [row.amount, row.description, row.bankId])).toEqual([
      [1234, 'CBA:Transfer', null],
    ]);
  });
});
