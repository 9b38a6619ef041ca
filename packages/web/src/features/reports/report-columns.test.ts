import { describe, expect, it } from 'vitest';
import { csvValue, displayValue, reportCsv, type ReportColumn } from './report-columns';

describe('displayValue', () => {
  it.each([
    { format: 'money', value: 1234.56, expected: '$1,234.56' },
    { format: 'money', value: -12, expected: '-$12.00' },
    { format: 'date', value: '2026-03-05', expected: '05 Mar 2026' },
    { format: 'percent', value: 12.345, expected: '12.3%' },
    { format: 'text', value: 'Mar 2026', expected: 'Mar 2026' },
    { format: 'percent', value: null, expected: '—' },
    { format: 'text', value: '', expected: '—' },
  ] as const)('$format $value reads $expected', ({ format, value, expected }) => {
    expect(displayValue(format, value)).toBe(expected);
  });
});

describe('csvValue', () => {
  it.each([
    { format: 'money', value: 1234.5, expected: '1234.50' },
    { format: 'date', value: '2026-03-05', expected: '2026-03-05' },
    { format: 'percent', value: 33.333, expected: '33.3' },
    { format: 'text', value: 'Q1 2026', expected: 'Q1 2026' },
    { format: 'money', value: null, expected: null },
  ] as const)('$format $value is written $expected', ({ format, value, expected }) => {
    expect(csvValue(format, value)).toBe(expected);
  });
});

describe('reportCsv', () => {
  interface Row {
    label: string;
    amount: number;
    rate: number | null;
  }
  const columns: ReportColumn<Row>[] = [
    { heading: 'Month', format: 'text', value: (row) => row.label, kind: 'title' },
    { heading: 'Net', format: 'money', value: (row) => row.amount, kind: 'amount' },
    { heading: 'Savings rate', format: 'percent', value: (row) => row.rate, kind: 'detail' },
  ];

  it('holds the same numbers as the table, as plain decimals', () => {
    const csv = reportCsv(columns, [
      { label: 'Jan 2026', amount: 1500.5, rate: 25 },
      { label: 'Feb 2026', amount: -200, rate: null },
    ]);
    expect(csv).toBe('Month,Net,Savings rate\r\nJan 2026,1500.50,25.0\r\nFeb 2026,-200.00,\r\n');
  });
});
