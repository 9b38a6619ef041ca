import { apiRoutes, type ImportPreview } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTo } from './api-request.js';
import { confirmPreview, previewOf, refusal, sendStatement } from './import-helpers.js';
import { call, createBank } from './ledger.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';

const latin = (...parts: (string | number[])[]) =>
  Buffer.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

/** An OFX 1 statement in Windows-1250, declaring no code page, with an entity, a NAME repeated in MEMO and four decimals. */
const CZECH_OFX = latin(
  'OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nENCODING:USASCII\r\nCHARSET:NONE\r\n\r\n<OFX>\r\n<BANKMSGSRSV1><STMTTRNRS><STMTRS>\r\n<CURDEF>\r\n<BANKTRANLIST>\r\n',
  '<STMTTRN>\r\n<TRNTYPE>DEBIT\r\n<DTPOSTED>20260305\r\n<TRNAMT>-12.345\r\n<FITID>A1\r\n<NAME>',
  [0x8a],
  'koda Auto &amp; spol\r\n<MEMO>',
  [0x8a],
  'koda Auto &amp; spol\r\n</STMTTRN>\r\n',
  '<STMTTRN>\r\n<TRNTYPE>DEBIT\r\n<DTPOSTED>20260306\r\n<TRNAMT>-7.00\r\n<FITID>A2\r\n<NAME>P',
  [0xf8, 0xed],
  'li',
  [0x9a],
  ' ',
  [0x9e],
  'lu',
  [0x9d],
  'ou',
  [0xe8],
  'k',
  [0xfd],
  ' k',
  [0xf9, 0xf2],
  '\r\n</STMTTRN>\r\n</STMTRS></STMTTRNRS></BANKMSGSRSV1>\r\n</OFX>\r\n',
);

/** A QIF file that begins with notes, whose short dates read day-first and month-first, with an investment section. */
const OPEN_QIF = [
  '# Exported from a register',
  '!Type:Bank',
  'D05/01/26',
  'T-10.00',
  'PCorner Shop',
  '^',
  'D06/01/26',
  'T-20.00',
  'PBakery',
  'MBakery',
  '^',
  '!Type:Invst',
  'D07/01/26',
  'NBuy',
  'T100.00',
  '^',
  '',
].join('\n');

const datesOf = (preview: ImportPreview) => preview.rows.map((row) => row.importedTransaction.date);

describe.each(testDialects())('bank files in legacy code pages, OFX and QIF as banks write them, on %s', (dialect) => {
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.now = new Date('2026-04-01T00:00:00Z');
    user = await signUp(t);
  });
  afterAll(() => t.close());

  it('reads Windows-1250 names, unescapes them, shows NAME once and rounds four decimals with a note', async () => {
    const bank = await createBank(user, 'Prague');
    const preview = await previewOf(user, bank, 'vypis.ofx', CZECH_OFX);
    expect(
      preview.rows.map((row) => [
        row.importedTransaction.description,
        row.importedTransaction.payee,
        row.importedTransaction.amount,
        row.note,
      ]),
    ).toEqual([
      ['Škoda Auto & spol', 'Škoda Auto & spol', 12.35, 'Amount -12.345 rounded to -12.35.'],
      ['Příliš žluťoučký kůň', 'Příliš žluťoučký kůň', 7, null],
    ]);
    expect(preview.dateOrder).toBeNull();
    expect(preview.dateOrderChoices).toEqual([]);
    const result = await confirmPreview(user, preview.importId);
    expect(result.created).toBe(2);
    const register = await call(user, requestTo(apiRoutes.transactions.list), { accountId: bank, pageSize: 50 });
    expect(JSON.stringify(register)).toContain('Škoda Auto & spol');
    expect(JSON.stringify(register)).not.toMatch(/[\u0080-\u009f]/);
  });

  it('offers the date orders a QIF file leaves open, reads it again in the one chosen, and says what it left out', async () => {
    const bank = await createBank(user, 'Register');
    const preview = await previewOf(user, bank, 'register.qif', OPEN_QIF);
    expect(preview.format).toBe('QIF');
    expect(preview.dateOrder).toBe('DMY');
    expect(preview.dateOrderChoices).toEqual(['DMY', 'MDY']);
    expect(datesOf(preview)).toEqual(['2026-01-05', '2026-01-06']);
    expect(preview.rows.map((row) => row.importedTransaction.description)).toEqual(['Corner Shop', 'Bakery']);
    expect(preview.skippedLines).toEqual([
      { line: 12, reason: '1 investment record (!Type:Invst) left out: only the cash rows of a QIF file are imported' },
    ]);

    const chosen = await user.inject({
      ...requestTo(apiRoutes.imports.dateOrder, { importId: preview.importId }),
      payload: { dateOrder: 'MDY' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const reread = chosen.json().data as ImportPreview;
    expect(reread.importId).toBe(preview.importId);
    expect([reread.dateOrder, reread.dateOrderChoices]).toEqual(['MDY', ['DMY', 'MDY']]);
    expect(datesOf(reread)).toEqual(['2026-05-01', '2026-06-01']);

    const kept = await user.inject(requestTo(apiRoutes.imports.get, { importId: preview.importId }));
    expect(datesOf(kept.json().data as ImportPreview)).toEqual(['2026-05-01', '2026-06-01']);
  });

  it('takes the date order with the upload, and refuses one that is none', async () => {
    const bank = await createBank(user, 'Upload order');
    const response = await sendStatement(user, bank, 'register.qif', OPEN_QIF, {
      accountId: String(bank),
      dateOrder: 'MDY',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(datesOf(response.json().data as ImportPreview)).toEqual(['2026-05-01', '2026-06-01']);
    const bad = await sendStatement(user, bank, 'register.qif', OPEN_QIF, { accountId: String(bank), dateOrder: 'DM' });
    expect(refusal(bad)).toEqual({ status: 400, description: 'dateOrder: must be DMY, MDY or YMD.' });
  });

  it('chooses a date order only for QIF files that leave it open', async () => {
    const bank = await createBank(user, 'Settled');
    const csv = await previewOf(user, bank, 'a.csv', 'Date,Details,Amount\n2026-03-03,Shop,-12.50\n');
    const onCsv = await user.inject({
      ...requestTo(apiRoutes.imports.dateOrder, { importId: csv.importId }),
      payload: { dateOrder: 'MDY' },
    });
    expect(refusal(onCsv)).toEqual({
      status: 400,
      description: 'The date order is chosen only for QIF files whose dates read more than one way; this file is CSV.',
    });
    const settled = await previewOf(user, bank, 'b.qif', '!Type:Bank\nD23/02/2026\nT-1.00\n^\n');
    expect([settled.dateOrder, settled.dateOrderChoices]).toEqual(['DMY', []]);
    const onSettled = await user.inject({
      ...requestTo(apiRoutes.imports.dateOrder, { importId: settled.importId }),
      payload: { dateOrder: 'MDY' },
    });
    expect(refusal(onSettled).status).toBe(400);
    const invalid = await user.inject({
      ...requestTo(apiRoutes.imports.dateOrder, { importId: settled.importId }),
      payload: { dateOrder: 'XYZ' },
    });
    expect(refusal(invalid).status).toBe(400);
  });
});
