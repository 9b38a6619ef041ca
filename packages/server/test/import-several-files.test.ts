import { readFileSync } from 'node:fs';
import { apiRoutes, MAX_IMPORT_FILES, type ImportPreview } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEVERAL_FILES_LAYOUT } from '../src/features/import/preview-service.js';
import { TOO_MANY_FILES } from '../src/features/import/upload.js';
import { confirmPreview, refusal, statementsForm } from './import-helpers.js';
import { createBank } from './ledger.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

const corpus = (file: string) => readFileSync(new URL(`../src/domain/import/fixtures/corpus/${file}`, import.meta.url));

/** Lloyds' CSV export (12 rows) and two OFX files of one US checking account holding the same 3 transactions. */
const LLOYDS = corpus('csv/uk-lloyds.csv');
const CHECKING = corpus('ofx/us-checking.ofx');
const CHECKING_AGAIN = corpus('ofx/us-no-institution.ofx');

function send(user: SignedInUser, accountId: number, files: [string, string | Buffer][]) {
  return user.inject({
    ...requestTo(apiRoutes.imports.preview, { id: accountId }),
    ...statementsForm(files, { accountId: String(accountId) }),
  });
}

async function previewOfFiles(user: SignedInUser, accountId: number, files: [string, string | Buffer][]) {
  const response = await send(user, accountId, files);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ImportPreview;
}

const sum = (preview: ImportPreview) =>
  preview.rows.reduce(
    (total, row) =>
      total + Math.round(row.importedTransaction.amount * 100) * (row.importedTransaction.direction === 'out' ? -1 : 1),
    0,
  );

describe.each(testDialects())('several files at once on %s', (dialect) => {
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.now = new Date('2026-04-01T00:00:00Z');
    user = await signUp(t);
  });
  afterAll(() => t.close());

  it('previews files of one account as one statement: in date order, each row named with its file, shared rows once', async () => {
    const bank = await createBank(user, 'Everyday', 0);
    const preview = await previewOfFiles(user, bank, [
      ['lloyds.csv', LLOYDS],
      ['checking.ofx', CHECKING],
      ['checking-again.ofx', CHECKING_AGAIN],
    ]);
    expect(preview.fileName).toBe('3 files: lloyds.csv, checking.ofx, checking-again.ofx');
    expect(preview.files).toEqual([
      { name: 'lloyds.csv', format: 'CSV', rows: 12, duplicates: 0 },
      { name: 'checking.ofx', format: 'QFX', rows: 3, duplicates: 0 },
      // The same three transactions with the same bank ids: counted once.
      { name: 'checking-again.ofx', format: expect.any(String), rows: 3, duplicates: 3 },
    ]);
    expect(preview.counts.total).toBe(15);
    // The corpus' own sums: -3,881.99 from Lloyds and -59.50 from the checking account.
    expect(sum(preview)).toBe(-388199 - 5950);
    expect(preview.dateFrom).toBe('2011-03-31');
    expect(preview.dateTo).toBe('2024-01-15');
    const dates = preview.rows.map((row) => row.importedTransaction.date);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(preview.rows.map((row) => row.file))).toEqual(new Set(['lloyds.csv', 'checking.ofx']));
    // Columns are chosen on one file at a time.
    expect(preview.csv).toBeNull();

    const result = await confirmPreview(user, preview.importId);
    expect(result).toMatchObject({ created: 15 });
    // The same files again: everything is there already.
    const again = await previewOfFiles(user, bank, [
      ['checking-again.ofx', CHECKING_AGAIN],
      ['lloyds.csv', LLOYDS],
    ]);
    expect(again.counts).toMatchObject({ total: 15, reconciled: 15, create: 0 });
  });

  it('keeps twins: two identical payments in one file, three in the next, make three', async () => {
    const bank = await createBank(user, 'Twins', 0);
    const head = 'Date,Description,Amount\n';
    const coffee = '2026-03-02,CORNER CAFE,-4.75\n';
    const preview = await previewOfFiles(user, bank, [
      ['week-1.csv', `${head}2026-03-01,RENT,-900.00\n${coffee}${coffee}`],
      ['week-1-and-2.csv', `${head}${coffee}${coffee}${coffee}2026-03-09,SALARY,2500.00\n`],
    ]);
    expect(preview.files.map((file) => [file.rows, file.duplicates])).toEqual([
      [3, 0],
      [4, 2],
    ]);
    expect(preview.rows.map((row) => [row.importedTransaction.description, row.file])).toEqual([
      ['RENT', 'week-1.csv'],
      ['CORNER CAFE', 'week-1.csv'],
      ['CORNER CAFE', 'week-1.csv'],
      ['CORNER CAFE', 'week-1-and-2.csv'],
      ['SALARY', 'week-1-and-2.csv'],
    ]);
  });

  it('names the file at fault, refuses more than the most files, and writes nothing', async () => {
    const bank = await createBank(user, 'Refusals', 0);
    const broken = await send(user, bank, [
      ['good.ofx', CHECKING],
      ['notes.xml', '<?xml version="1.0"?><notes/>'],
    ]);
    expect(refusal(broken)).toEqual({
      status: 400,
      description:
        'notes.xml: This XML file is neither OFX nor a CAMT.053 statement (no <OFX> or <BkToCstmrStmt> element).',
    });
    const many = await send(
      user,
      bank,
      Array.from({ length: MAX_IMPORT_FILES + 1 }, (_, i): [string, Buffer] => [`part-${i}.ofx`, CHECKING]),
    );
    expect(refusal(many)).toEqual({ status: 400, description: TOO_MANY_FILES });
    const empty = await send(user, bank, [
      ['good.ofx', CHECKING],
      ['empty.csv', ''],
    ]);
    expect(refusal(empty)).toEqual({ status: 400, description: 'empty.csv: the file is empty.' });
  });

  it('says at the layout route that columns are chosen one file at a time', async () => {
    const bank = await createBank(user, 'Layouts', 0);
    const first = await previewOfFiles(user, bank, [['lloyds.csv', LLOYDS]]);
    const layout = first.csv?.layout;
    expect(layout).toBeDefined();
    const preview = await previewOfFiles(user, bank, [
      ['lloyds.csv', LLOYDS],
      ['lloyds-copy.csv', LLOYDS],
    ]);
    expect(preview.files.map((file) => file.duplicates)).toEqual([0, 12]);
    const relayout = await user.inject({
      ...requestTo(apiRoutes.imports.layout, { importId: preview.importId }),
      payload: { layout },
    });
    expect(refusal(relayout)).toEqual({ status: 400, description: SEVERAL_FILES_LAYOUT });
  });
});
