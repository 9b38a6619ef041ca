import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { figuresTable, readmeWithFigures, replaceBlock, type KeptResults } from './figures.js';

const run = (overrides: Partial<KeptResults> = {}): KeptResults => ({
  ranAt: '2026-11-26T18:26:09.576Z',
  transactions: 100_000,
  cases: [
    { name: 'accounts list with balances', kind: 'read', medianMs: 1, p95Ms: 2.04, ratioTo100k: null },
    { name: 'net worth, 24 months', kind: 'read', medianMs: 10, p95Ms: 12.5, ratioTo100k: null },
    { name: 'transaction save (update)', kind: 'write', medianMs: 3, p95Ms: 4.6, ratioTo100k: null },
    { name: 'quick entry', kind: 'write', medianMs: 2, p95Ms: 3.4, ratioTo100k: null },
    {
      name: 'import 10,000-row CSV: read, rules, match, preview',
      kind: 'import-large',
      medianMs: 705.8,
      p95Ms: 840,
      ratioTo100k: null,
    },
    { name: 'import 10,000-row CSV: confirm', kind: 'import-large', medianMs: 1533.8, p95Ms: 1600, ratioTo100k: null },
  ],
  throughput: { cases: [{ case: 'heartbeat', requestsPerSecond: 16940.4 }] },
  memory: { peakMb: 202.5, endMb: 188.2, importServerPeakMb: 243.1 },
  startUp: { medianMs: 1015.1 },
  browser: { cold: { medianMs: 992 }, warm: { medianMs: 494.2 } },
  pass: false,
  ...overrides,
});

describe('the figures tables', () => {
  it.each([
    ['every read, p95', '2.0 ms–12.5 ms'],
    ['writes (save, quick entry), p95', '4.6 ms, 3.4 ms'],
    ['10,000-row import: preview, confirm (median)', '705.8 ms, 1.53 s'],
    ['1,000 rows, 500 present: preview, confirm (median)', '–'],
    ['heartbeat, transaction get, accounts list (requests/s)', '16,940'],
    ['server memory, peak (end)', '202.5 MB (188.2 MB)'],
    ['import server memory, peak', '243.1 MB'],
    ['dashboard drawn, cold / warm cache (median)', '992.0 ms / 494.2 ms'],
    ['verdict', 'some targets missed'],
    ['run on', '2026-11-26'],
  ])('%s: %s', (row, cell) => {
    expect(figuresTable([{ label: '100,000', results: run() }])).toContain(`| ${row} | ${cell} |`);
  });

  it('names the call furthest from its 100,000 figure', () => {
    const larger = run({
      cases: [{ name: 'net worth, 24 months', kind: 'read', medianMs: 10, p95Ms: 20.1, ratioTo100k: 1.61 }],
    });
    expect(figuresTable([{ label: 'x', results: larger }])).toContain('| 1.61 (net worth, 24 months, 20.1 ms p95) |');
  });

  it('replaces only what stands between the markers, and refuses a text without them', () => {
    const text = 'before\n<!-- figures:a -->\nold\n<!-- /figures:a -->\nafter';
    expect(replaceBlock(text, 'a', 'new')).toBe('before\n<!-- figures:a -->\nnew\n<!-- /figures:a -->\nafter');
    expect(() => replaceBlock(text, 'b', 'new')).toThrow('lacks the <!-- figures:b -->');
  });

  it('bench/README.md shows what the committed results files hold', () => {
    const folder = import.meta.dirname;
    expect(fs.readFileSync(path.join(folder, 'README.md'), 'utf8')).toBe(readmeWithFigures(folder));
  });
});
