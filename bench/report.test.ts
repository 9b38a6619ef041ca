import { describe, expect, it } from 'vitest';
import type { MeasuredCase } from './measure.js';
import { casesTable, judgeCases, overallPass, serviceTable, type BenchReport } from './report.js';

const get: MeasuredCase = { name: 'transaction get', kind: 'read', iterations: 200, medianMs: 1.5, p95Ms: 12 };
const save: MeasuredCase = {
  name: 'transaction save (update)',
  kind: 'write',
  iterations: 200,
  medianMs: 3,
  p95Ms: 11,
};

describe('judgeCases', () => {
  it.each([
    {
      name: 'at 100,000 without a baseline',
      transactions: 100_000,
      baseline: null,
      expected: [
        { pass: true, ratioTo100k: null },
        { pass: false, ratioTo100k: null },
      ],
    },
    {
      name: 'at 1,000,000 against the 100,000 figures',
      transactions: 1_000_000,
      baseline: [
        { ...get, p95Ms: 5 },
        { ...save, p95Ms: 10 },
      ],
      expected: [
        { pass: false, ratioTo100k: 2.4 },
        { pass: false, ratioTo100k: 1.1 },
      ],
    },
    {
      name: 'at 1,000,000 with a case new since the baseline',
      transactions: 1_000_000,
      baseline: [{ ...get, p95Ms: 8 }],
      expected: [
        { pass: true, ratioTo100k: 1.5 },
        { pass: false, ratioTo100k: null },
      ],
    },
  ])('$name', ({ transactions, baseline, expected }) => {
    expect(judgeCases([get, save], transactions, baseline)).toMatchObject(expected);
  });

  it('prints the ratio column only when asked', () => {
    const judged = judgeCases([get], 1_000_000, [{ ...get, p95Ms: 6 }]);
    expect(casesTable(judged, true).split('\n')[2]).toMatch(
      /transaction get\s+1\.50 ms\s+12\.0 ms\s+p95 ≤ 40 ms, ≤ 2× 100k\s+2\.00×\s+pass/,
    );
    expect(casesTable(judged, false).split('\n')[0]).not.toContain('× 100k');
  });
});

describe('overallPass and serviceTable', () => {
  const base: Omit<BenchReport, 'pass'> = {
    ranAt: '2026-11-24T00:00:00.000Z',
    database: 'sqlite',
    store: 'bench/.data/family-100000-200/hearth.db',
    transactions: 100_059,
    schedules: 200,
    workers: 1,
    iterations: 200,
    machine: { cpuModel: 'cpu', cpus: 2, totalMemoryMb: 1024, node: 'v20', system: 'Linux', loadAverage: [0, 0, 0] },
    baseline: null,
    importsSkipped: null,
    cases: judgeCases([get], 100_000, null),
    throughput: {
      tool: 'wrk',
      note: null,
      connections: 10,
      seconds: 5,
      acceptEncoding: 'gzip, deflate, br',
      cases: [
        {
          case: 'heartbeat',
          requestsPerSecond: 16_000,
          latencyP50Ms: 0.5,
          latencyP99Ms: 2,
          errors: 0,
          minPerSecond: 15_000,
          pass: true,
        },
      ],
    },
    memory: {
      peakMb: 200,
      endMb: 150,
      samples: 10,
      peakByPhaseMb: { start: 120, calls: 200 },
      importServerPeakMb: null,
      limitMb: 250,
      pass: true,
    },
    startUp: {
      medianMs: 1200,
      runsMs: [1200, 1100, 1300],
      webDist: 'packages/web/dist (current)',
      limitMs: 2000,
      pass: true,
      startToolsUnchanged: { web: { medianMs: 150, runsMs: [150, 150, 150] }, server: { skipped: 'it built' } },
    },
    browser: {
      cold: {
        medianMs: 600,
        runsMs: [600],
        domContentLoadedMedianMs: 200,
        partsMedianMs: { 'recent transactions': 450 },
      },
      warm: {
        medianMs: 300,
        runsMs: [300],
        domContentLoadedMedianMs: 100,
        partsMedianMs: { 'recent transactions': 250 },
      },
      failedResponses: 0,
      limitMs: 1000,
      pass: true,
    },
  };
  it.each([
    { name: 'everything met', change: {}, pass: true },
    { name: 'a case missed', change: { cases: judgeCases([{ ...get, p95Ms: 30 }], 100_000, null) }, pass: false },
    { name: 'memory over', change: { memory: { ...base.memory, pass: false } }, pass: false },
    { name: 'the browser not measured', change: { browser: { skipped: 'asked with --browser-loads 0' } }, pass: false },
    {
      name: 'the import cases skipped',
      change: { importsSkipped: 'role hearth may not create databases' },
      pass: false,
    },
    { name: 'throughput failed', change: { throughput: { error: 'wrk gave no figures' } }, pass: false },
  ])('$name', ({ change, pass }) => {
    expect(overallPass({ ...base, ...change })).toBe(pass);
  });

  it('names what was not measured below the table', () => {
    const text = serviceTable({ ...base, browser: { skipped: 'asked with --browser-loads 0' } });
    expect(text).toMatch(/dashboard in the browser\s+not measured\s+FAIL/);
    expect(text).toContain('- dashboard in the browser: skipped: asked with --browser-loads 0');
    expect(text).toMatch(/heartbeat \(wrk, 10 connections\)\s+16,000\/s\s+≥ 15,000\/s\s+pass/);
  });
});
