import { describe, expect, it } from 'vitest';
import { bucketLabel, bucketStart, reportBuckets } from './report-buckets.js';

describe('report buckets', () => {
  it.each([
    ['2026-11-24', 'week', '2026-11-23'],
    ['2026-11-23', 'week', '2026-11-23'],
    ['2026-11-29', 'week', '2026-11-23'],
    ['2027-01-01', 'week', '2026-12-28'],
    ['2026-11-24', 'month', '2026-11-01'],
    ['2026-11-24', 'quarter', '2026-10-01'],
    ['2026-03-31', 'quarter', '2026-01-01'],
    ['2026-04-01', 'quarter', '2026-04-01'],
    ['2026-11-24', 'year', '2026-01-01'],
  ] as const)('%s falls in the %s starting %s', (date, granularity, start) => {
    expect(bucketStart(date, granularity)).toBe(start);
  });

  it.each([
    ['2026-11-23', 'week', 'Week of 23 Nov 2026'],
    ['2026-11-01', 'month', 'Nov 2026'],
    ['2026-10-01', 'quarter', 'Q4 2026'],
    ['2026-01-01', 'year', '2026'],
  ] as const)('labels the %s %s as %s', (start, granularity, label) => {
    expect(bucketLabel(start, granularity)).toBe(label);
  });

  it('cuts the first and last bucket to the range', () => {
    expect(reportBuckets('2026-08-15', '2026-10-10', 'month', '2026-11-24', true)).toEqual([
      { fromDate: '2026-08-15', toDate: '2026-08-31', displayLabel: 'Aug 2026' },
      { fromDate: '2026-09-01', toDate: '2026-09-30', displayLabel: 'Sep 2026' },
      { fromDate: '2026-10-01', toDate: '2026-10-10', displayLabel: 'Oct 2026' },
    ]);
  });

  it.each([
    [true, ['Q3 2026', 'Q4 2026']],
    [false, ['Q3 2026']],
  ])('with includeCurrent %s, shows the running quarter or not', (includeCurrent, labels) => {
    expect(
      reportBuckets('2026-07-01', '2026-11-24', 'quarter', '2026-11-24', includeCurrent).map((b) => b.displayLabel),
    ).toEqual(labels);
  });

  it('never reaches past the running bucket', () => {
    expect(reportBuckets('2026-11-01', '2027-03-01', 'month', '2026-11-24', true).map((b) => b.displayLabel)).toEqual([
      'Nov 2026',
    ]);
  });

  it('numbers weeks across a year end from Monday', () => {
    expect(
      reportBuckets('2026-12-25', '2027-01-06', 'week', '2027-02-01', false).map((b) => [b.fromDate, b.toDate]),
    ).toEqual([
      ['2026-12-25', '2026-12-27'],
      ['2026-12-28', '2027-01-03'],
      ['2027-01-04', '2027-01-06'],
    ]);
  });
});
