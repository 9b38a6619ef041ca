import { describe, expect, it } from 'vitest';
import {
  atLeast,
  atMost,
  caseTarget,
  describeTarget,
  evaluateCase,
  formatLimit,
  formatMs,
  type CaseKind,
} from './targets.js';

describe('caseTarget', () => {
  it.each<[CaseKind, number, string]>([
    ['read', 100_000, 'p95 ≤ 20 ms'],
    ['read', 10_000, 'p95 ≤ 20 ms'],
    ['read', 1_000_000, 'p95 ≤ 40 ms, ≤ 2× 100k'],
    ['write', 100_000, 'p95 ≤ 10 ms'],
    ['write', 1_000_000, 'p95 ≤ 10 ms, ≤ 2× 100k'],
    ['bulk', 100_000, 'p95 ≤ 30 ms'],
    ['search-first-page', 100_000, 'median ≤ 5 ms, p95 ≤ 20 ms'],
    ['search-first-page', 1_000_000, 'p95 ≤ 40 ms, ≤ 2× 100k'],
    ['import-large', 100_000, 'p95 ≤ 2 s'],
    ['import-small', 100_000, 'p95 ≤ 0.3 s'],
  ])('%s at %d transactions: %s', (kind, transactions, expected) => {
    expect(describeTarget(caseTarget(kind, transactions))).toBe(expected);
  });
});

describe('evaluateCase', () => {
  const read100k = caseTarget('read', 100_000);
  const read1m = caseTarget('read', 1_000_000);
  const search100k = caseTarget('search-first-page', 100_000);
  it.each([
    {
      name: 'a read within its p95',
      result: { medianMs: 3, p95Ms: 19.9 },
      target: read100k,
      baseline: undefined,
      pass: true,
      ratio: null,
      failures: [],
    },
    {
      name: 'a read on its limit',
      result: { medianMs: 3, p95Ms: 20 },
      target: read100k,
      baseline: undefined,
      pass: true,
      ratio: null,
      failures: [],
    },
    {
      name: 'a read over its p95',
      result: { medianMs: 3, p95Ms: 24.1 },
      target: read100k,
      baseline: undefined,
      pass: false,
      ratio: null,
      failures: ['p95 24.1 ms > 20 ms'],
    },
    {
      name: 'a slow median alone does not fail a p95 target',
      result: { medianMs: 15, p95Ms: 18 },
      target: read100k,
      baseline: undefined,
      pass: true,
      ratio: null,
      failures: [],
    },
    {
      name: 'a text search whose median is over 5 ms',
      result: { medianMs: 6.2, p95Ms: 9 },
      target: search100k,
      baseline: undefined,
      pass: false,
      ratio: null,
      failures: ['median 6.20 ms > 5 ms'],
    },
    {
      name: 'at scale: within 40 ms and twice the baseline',
      result: { medianMs: 9, p95Ms: 30 },
      target: read1m,
      baseline: { p95Ms: 16 },
      pass: true,
      ratio: 1.875,
      failures: [],
    },
    {
      name: 'at scale: within 40 ms but over twice the baseline',
      result: { medianMs: 9, p95Ms: 30 },
      target: read1m,
      baseline: { p95Ms: 10 },
      pass: false,
      ratio: 3,
      failures: ['p95 3.00× the 100,000 figure > 2×'],
    },
    {
      name: 'at scale: both limits broken',
      result: { medianMs: 30, p95Ms: 50 },
      target: read1m,
      baseline: { p95Ms: 20 },
      pass: false,
      ratio: 2.5,
      failures: ['p95 50.0 ms > 40 ms', 'p95 2.50× the 100,000 figure > 2×'],
    },
    {
      name: 'at scale without a baseline: only the absolute limit',
      result: { medianMs: 9, p95Ms: 39 },
      target: read1m,
      baseline: undefined,
      pass: true,
      ratio: null,
      failures: [],
    },
    {
      name: 'a figure that is not a number fails',
      result: { medianMs: Number.NaN, p95Ms: Number.NaN },
      target: read100k,
      baseline: undefined,
      pass: false,
      ratio: null,
      failures: ['p95 – > 20 ms'],
    },
  ])('$name', ({ result, target, baseline, pass, ratio, failures }) => {
    const verdict = evaluateCase(result, target, baseline);
    expect(verdict.pass).toBe(pass);
    expect(verdict.ratio).toBe(ratio);
    expect(verdict.failures).toEqual(failures);
  });
});

describe('atMost and atLeast', () => {
  const checks = { atMost, atLeast };
  it.each<[keyof typeof checks, number, number, boolean]>([
    ['atMost', 250, 250, true],
    ['atMost', 250.1, 250, false],
    ['atMost', Number.NaN, 250, false],
    ['atLeast', 15_000, 15_000, true],
    ['atLeast', 14_999, 15_000, false],
    ['atLeast', Number.NaN, 1, false],
  ])('%s(%d, %d) is %s', (check, value, limit, expected) => {
    expect(checks[check](value, limit)).toBe(expected);
  });
});

describe('formatMs and formatLimit', () => {
  it.each([
    [formatMs(4.213), '4.21 ms'],
    [formatMs(38.44), '38.4 ms'],
    [formatMs(212.6), '213 ms'],
    [formatMs(1240), '1.24 s'],
    [formatLimit(20), '20 ms'],
    [formatLimit(300), '0.3 s'],
    [formatLimit(2000), '2 s'],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });
});
