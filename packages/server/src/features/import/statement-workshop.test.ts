import type { ImportPreview } from '@hearth/contract';
import { describe, expect, it } from 'vitest';
import type { ImportRule } from '../../domain/import/rules.js';
import { previewValidator } from './statement-validation.js';
import {
  StatementWorkshop,
  Utf8Writer,
  type BuildJob,
  type PresentJob,
  type StatementReply,
} from './statement-workshop.js';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

const CSV = 'Date,Details,Amount\n2026-03-03,EFTPOS WOOLWORTHS 1234,-87.65\n2026-03-05,SALARY ACME,3200.00\n';
const rule: ImportRule = {
  id: 7,
  matchKind: 'pattern',
  matchText: 'eftpos*',
  minAmount: null,
  maxAmount: null,
  direction: null,
  accountId: null,
  subcategoryId: null,
  budgetId: null,
  tagIds: [3],
};
const build: BuildJob = {
  kind: 'build',
  account: { id: 1, name: 'Everyday' },
  fileName: 'march.csv',
  rules: [rule],
  accounts: [],
  aliases: [],
  candidates: [],
  summaries: new Map(),
  linkedReferences: new Map(),
  reconciledIds: new Set(),
};
const present = (preview: PresentJob['preview']): PresentJob => ({
  kind: 'present',
  preview,
  batch: { id: 'batch-1', expiresAt: '2026-04-02T00:00:00.000Z' },
  names: {
    accounts: new Map(),
    subcategories: new Map(),
    budgets: new Map(),
    tags: new Map([[3, { name: 'Shops' }]]),
  },
  ruleNames: new Map([[7, 'Shopping']]),
  choices: [],
  validate: true,
});
const read = (text: string) => ({
  kind: 'read' as const,
  files: [{ name: 'statement.csv', file: { bytes: new TextEncoder().encode(text) } }],
  layout: null,
  remembered: null,
});

function answer<K extends StatementReply['kind']>(
  reply: StatementReply,
  kind: K,
): Extract<StatementReply, { kind: K }> {
  expect(reply.kind).toBe(kind);
  return reply as Extract<StatementReply, { kind: K }>;
}

describe('statement workshop', () => {
  it('reads, matches and presents a file, handing the request thread only dates, ids and JSON', () => {
    const workshop = new StatementWorkshop(previewValidator);
    const statement = answer(workshop.handle(read(CSV)), 'read');
    expect(statement).toMatchObject({ format: 'csv', dateFrom: '2026-03-03', dateTo: '2026-03-05', source: CSV });
    expect(statement.references).toHaveLength(2);
    const kept = JSON.parse(answer(workshop.handle(build), 'built').json);
    expect(kept).toMatchObject({
      accountId: 1,
      accountName: 'Everyday',
      fileName: 'march.csv',
      format: 'csv',
      matches: [],
    });
    expect(kept.rows.map((row: { ruleIds: number[]; tagIds: number[] }) => [row.ruleIds, row.tagIds])).toEqual([
      [[7], [3]],
      [[], []],
    ]);
    const presented = answer(workshop.handle(present('built')), 'presented');
    const preview = JSON.parse(text(presented.bytes)) as ImportPreview;
    expect(presented).toMatchObject({ total: 2, fileName: 'march.csv' });
    expect(preview).toMatchObject({
      importId: 'batch-1',
      accountName: 'Everyday',
      format: 'CSV',
      counts: { total: 2, create: 2 },
      dateFrom: '2026-03-03',
    });
    expect(
      preview.rows.map((row) => [row.rowNumber, row.importedTransaction.rules, row.importedTransaction.tags]),
    ).toEqual([
      [1, [{ id: 7, name: 'Shopping' }], [{ id: 3, name: 'Shops' }]],
      [2, [], []],
    ]);
    // A kept preview (GET) is presented from its JSON exactly as the one just built.
    expect(answer(workshop.handle(present({ json: JSON.stringify(kept) })), 'presented').bytes).toEqual(
      presented.bytes,
    );
  });

  it('writes the rows of a long file in slices that join into one list', () => {
    const rows = Array.from({ length: 2_500 }, (_, i) => `2026-03-03,SHOP ${i},-1.00`);
    const workshop = new StatementWorkshop(previewValidator);
    workshop.handle(read(['Date,Details,Amount', ...rows].join('\n')));
    workshop.handle(build);
    const preview = JSON.parse(text(answer(workshop.handle(present('built')), 'presented').bytes)) as ImportPreview;
    expect(preview.rows.map((row) => row.rowNumber)).toEqual(Array.from({ length: 2_500 }, (_, i) => i + 1));
  });

  it.each([
    ['an empty file', ''],
    ['a bad amount', 'Date,Details,Amount\n2026-03-03,Shop,abc\n'],
    ['XML that is no statement', '<?xml version="1.0"?><html></html>'],
  ])('refuses %s with the reason', (_name, text) => {
    expect(answer(new StatementWorkshop(previewValidator).handle(read(text)), 'refused').message).toMatch(/^[A-Z]/);
  });

  it('matches only a file it read, and forgets it when told', () => {
    const workshop = new StatementWorkshop(previewValidator);
    expect(() => workshop.handle(build)).toThrow('build before read');
    workshop.handle(read(CSV));
    expect(workshop.handle({ kind: 'forget' })).toEqual({ kind: 'forgotten' });
    expect(() => workshop.handle(build)).toThrow('build before read');
    expect(() => workshop.handle(present('built'))).toThrow('present before build');
  });
});

describe('an answer written as UTF-8 a piece at a time', () => {
  it('holds the same bytes as the pieces joined and encoded whole, past its first size and across surrogate pairs', () => {
    const pieces = ['{"rows":[', 'Café €5 — ✓', '"😀 and 😀"', 'x'.repeat(3_000), '[é]'];
    const writer = new Utf8Writer(16);
    for (const piece of pieces) writer.write(piece);
    writer.write('"abc"', 1, 4);
    expect(text(writer.bytes())).toBe(`${pieces.join('')}abc`);
    expect(writer.bytes()).toEqual(new TextEncoder().encode(`${pieces.join('')}abc`));
  });

  it('hands over a buffer no larger than a quarter above what it holds', () => {
    const writer = new Utf8Writer(10_000);
    writer.write('short');
    expect(writer.bytes().buffer.byteLength).toBe(5);
    const full = new Utf8Writer(2_000);
    full.write('y'.repeat(1_900));
    expect(full.bytes().buffer.byteLength).toBe(2_000);
  });
});
