import fs from 'node:fs';
import path from 'node:path';
import { apiRoutes, type CsvLayoutFile, type ImportPreview, type SavedCsvLayout } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewOf, refusal } from './import-helpers.js';
import { call, createBank } from './ledger.js';
import { expectRowIsolated } from './tenancy.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp } from './users.js';
import { requestTo } from './api-request.js';

const corpus = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '../src/domain/import/fixtures/corpus/csv', name));

/** Each row as the preview shows it: date, amount, direction. */
const rowsOf = (preview: ImportPreview) =>
  preview.rows.map(({ importedTransaction: row }) => [row.date, row.amount, row.direction]);

const SIGNED_BY_COLUMN = 'Date;Text;Amount;Way\n03.03.2026;Rent;900,00;S\n04.03.2026;Salary;2000,00;H\n';

describe.each(testDialects())('CSV layouts: known banks, direction, pending, saved layouts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.now = new Date('2026-04-01T00:00:00Z');
  });
  afterAll(() => t.close());

  it("recognises ING's export by its headings and reads its Af/Bij column", async () => {
    const user = await signUp(t);
    const bank = await createBank(user, 'ING');
    const preview = await previewOf(user, bank, 'ing.csv', corpus('nl-ing.csv'));
    expect(preview.csv?.recognised).toEqual({ id: 'nl-ing', name: 'ING (Netherlands)' });
    expect(rowsOf(preview)).toEqual([
      ['2020-02-13', 1.25, 'out'],
      ['2020-02-13', 1.25, 'in'],
      ['2020-02-13', 0, 'in'],
      ['2019-12-13', 20, 'in'],
      ['2019-12-13', 0.31, 'out'],
      ['2019-12-13', 0.31, 'out'],
    ]);
  });

  it('leaves pending rows out with a note, and dates the others by their completed date', async () => {
    const user = await signUp(t);
    const bank = await createBank(user, 'Revolut');
    const preview = await previewOf(user, bank, 'revolut.csv', corpus('revolut-2022.csv'));
    const pending = preview.skippedLines.filter((line) => line.reason.startsWith('it is pending'));
    expect(pending).toEqual([
      { line: 7, reason: 'it is pending: it is left out until the bank books it' },
      { line: 10, reason: 'it is pending: it is left out until the bank books it' },
    ]);
    expect(preview.rows.map((row) => row.importedTransaction.date)).toEqual([
      '2022-01-02',
      '2022-01-06',
      '2022-01-07',
      '2022-01-08',
      '2022-01-10',
      '2022-01-14',
      '2022-01-14',
    ]);
  });

  it('reads a direction column the person chooses in the layout', async () => {
    const user = await signUp(t);
    const bank = await createBank(user, 'Giro');
    const preview = await previewOf(user, bank, 'giro.csv', SIGNED_BY_COLUMN);
    // S and H alone, without a heading that names them, are detected as Soll and Haben.
    expect(rowsOf(preview)).toEqual([
      ['2026-03-03', 900, 'out'],
      ['2026-03-04', 2000, 'in'],
    ]);
    const layout = { ...preview.csv?.layout, directionColumn: 3, outValues: ['h'] };
    const relaid = await call<ImportPreview>(
      user,
      requestTo(apiRoutes.imports.layout, { importId: preview.importId }),
      { layout },
    );
    expect(rowsOf(relaid)).toEqual([
      ['2026-03-03', 900, 'in'],
      ['2026-03-04', 2000, 'out'],
    ]);
    const bad = await user.inject({
      ...requestTo(apiRoutes.imports.layout, { importId: preview.importId }),
      payload: { layout: { ...layout, directionColumn: 500 } },
    });
    expect(refusal(bad)).toEqual({ status: 400, description: 'Direction column must be at most 199.' });
  });

  it("dates a saved layout, and each layout a file brings, by the app's clock", async () => {
    const user = await signUp(t);
    const bank = await createBank(user, 'Giro');
    const preview = await previewOf(user, bank, 'giro.csv', SIGNED_BY_COLUMN);
    t.clock.now = new Date('2026-04-01T06:30:00.000Z');
    const saved = await call<SavedCsvLayout>(user, requestTo(apiRoutes.imports.saveLayout), {
      name: 'Giro',
      headings: preview.csv?.headings,
      layout: preview.csv?.layout,
    });
    expect(saved.updatedAt).toBe('2026-04-01T06:30:00.000Z');

    t.clock.now = new Date('2026-04-01T09:45:00.000Z');
    const file = await call<CsvLayoutFile>(user, requestTo(apiRoutes.imports.exportLayouts));
    await call(user, requestTo(apiRoutes.imports.importLayouts), {
      ...file,
      layouts: [...file.layouts, { ...file.layouts[0], name: 'Giro, again' }],
    });
    const layouts = await call<SavedCsvLayout[]>(user, requestTo(apiRoutes.imports.layouts));
    expect(layouts.map((layout) => [layout.name, layout.updatedAt])).toEqual([
      ['Giro', '2026-04-01T09:45:00.000Z'],
      ['Giro, again', '2026-04-01T09:45:00.000Z'],
    ]);
    t.clock.now = new Date('2026-04-01T00:00:00Z');
  });

  it('saves a layout for an account, exports it, imports it back, and keeps it to the family', async () => {
    const user = await signUp(t);
    const bank = await createBank(user, 'Giro');
    const preview = await previewOf(user, bank, 'giro.csv', SIGNED_BY_COLUMN);
    const layout = { ...preview.csv?.layout, directionColumn: 3, outValues: ['h'] };
    const saved = await call<SavedCsvLayout>(user, requestTo(apiRoutes.imports.saveLayout), {
      name: 'Giro, Soll and Haben swapped',
      headings: preview.csv?.headings,
      layout,
      accountId: bank,
    });
    expect(saved).toMatchObject({ name: 'Giro, Soll and Haben swapped', layout: { outValues: ['h'] } });
    // The account's next file is read with it.
    const next = await previewOf(user, bank, 'giro-april.csv', SIGNED_BY_COLUMN);
    expect(rowsOf(next).map((row) => row[2])).toEqual(['in', 'out']);

    const file = await call<CsvLayoutFile>(user, requestTo(apiRoutes.imports.exportLayouts));
    expect(file).toMatchObject({ format: 'hearth-csv-layouts', version: 1, layouts: [{ name: saved.name }] });

    const other = await signUp(t);
    const imported = await other.inject({ ...requestTo(apiRoutes.imports.importLayouts), payload: file });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({
      responseState: { isSuccess: true, description: 'Layouts imported: 1 added, 0 replaced.' },
      data: { added: 1, replaced: 0 },
    });
    const again = await call(other, requestTo(apiRoutes.imports.importLayouts), file);
    expect(again).toEqual({ added: 0, replaced: 1 });
    const theirs = await call<SavedCsvLayout[]>(other, requestTo(apiRoutes.imports.layouts));
    expect(theirs.map((entry) => [entry.name, entry.layout.outValues])).toEqual([[saved.name, ['h']]]);

    const notAFile = await other.inject({
      ...requestTo(apiRoutes.imports.importLayouts),
      payload: { format: 'something else', version: 1, layouts: [] },
    });
    expect(refusal(notAFile)).toEqual({
      status: 400,
      description: 'Format must be "hearth-csv-layouts": this is not a file of layouts.',
    });
    const unnamed = await other.inject({
      ...requestTo(apiRoutes.imports.saveLayout),
      payload: { name: ' ', headings: [], layout },
    });
    expect(refusal(unnamed)).toEqual({ status: 400, description: 'Name is required.' });

    await expectRowIsolated(other, saved.id, (id) => requestTo(apiRoutes.imports.removeLayout, { id }));
    const removed = await user.inject(requestTo(apiRoutes.imports.removeLayout, { id: saved.id }));
    expect(removed.json().responseState.description).toBe('The layout Giro, Soll and Haben swapped was deleted.');
    expect(await call(user, requestTo(apiRoutes.imports.layouts))).toEqual([]);
    // The other family's copy is its own.
    expect(await call<SavedCsvLayout[]>(other, requestTo(apiRoutes.imports.layouts))).toHaveLength(1);
  });
});
