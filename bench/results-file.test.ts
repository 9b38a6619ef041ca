import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baselineFileName, readBaseline, resultsFileName, writeResults } from './results-file.js';

describe('results file names', () => {
  it.each([
    ['sqlite', 100_000, 1, 'results-100000.json', null],
    ['sqlite', 1_000_000, 1, 'results-1000000.json', 'results-100000.json'],
    ['sqlite', 20_000, 1, 'results-20000.json', null],
    ['sqlite', 1_000_000, 2, 'results-1000000-workers-2.json', 'results-100000-workers-2.json'],
    ['postgres', 100_000, 1, 'results-postgres-100000.json', null],
    ['postgres', 1_000_000, 1, 'results-postgres-1000000.json', 'results-postgres-100000.json'],
  ] as const)('%s at %d with %d worker(s)', (database, transactions, workers, own, baseline) => {
    expect(resultsFileName(database, transactions, workers)).toBe(own);
    expect(baselineFileName(database, transactions, workers)).toBe(baseline);
  });
});

describe('writeResults and readBaseline', () => {
  it('writes the latest and the size, and reads the size back as a baseline', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-results-'));
    try {
      const cases = [{ name: 'transaction get', iterations: 200, medianMs: 1.2, p95Ms: 3.4 }];
      expect(writeResults(folder, 'sqlite', 100_000, 1, { cases })).toEqual(['results.json', 'results-100000.json']);
      expect(readBaseline(folder, 'results-100000.json')).toEqual({ fileName: 'results-100000.json', cases });
      expect(readBaseline(folder, 'results-postgres-100000.json')).toBeNull();
      expect(readBaseline(folder, null)).toBeNull();
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
