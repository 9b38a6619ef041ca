import { describe, expect, it } from 'vitest';
import { REPORT_PALETTE } from './palette';
import { OTHER_LABEL, PIE_SLICES, pieSlices as slicesOfBoth } from './pie-slices';
import type { ReportSide } from './report-sides';

const row = (subcategory: string, amount: number, category = 'Food', incomeCategory = false) => ({
  category,
  subcategory,
  amount,
  incomeCategory,
});
const income = (subcategory: string, amount: number, category = 'Income') => row(subcategory, amount, category, true);

/** The spending pie, which every test but the sides' own draws. */
const pieSlices = (rows: Parameters<typeof slicesOfBoth>[0], limit?: number) => slicesOfBoth(rows, 'spending', limit);

describe('pieSlices', () => {
  it('labels each slice category - subcategory, largest first', () => {
    const slices = pieSlices([row('Dining out', 40), row('Groceries', 60, 'Food')]);
    expect(slices.map((slice) => [slice.name, slice.value, slice.share])).toEqual([
      ['Food - Groceries', 60, 60],
      ['Food - Dining out', 40, 40],
    ]);
  });

  it('keeps the top 15 and sums the rest as Other, to the cent', () => {
    const rows = Array.from({ length: 20 }, (_, i) => row(`Sub ${i + 1}`, 100 - i + 0.1));
    const slices = pieSlices(rows);
    expect(slices).toHaveLength(PIE_SLICES + 1);
    expect(slices.slice(0, PIE_SLICES).map((slice) => slice.name)).toEqual(
      rows.slice(0, 15).map((r) => `Food - ${r.subcategory}`),
    );
    // 85.1 + 84.1 + 83.1 + 82.1 + 81.1, which floating point would not add up exactly.
    expect(slices.at(-1)).toMatchObject({ name: OTHER_LABEL, value: 415.5 });
  });

  it('has no Other with 15 rows or fewer', () => {
    const slices = pieSlices(Array.from({ length: 15 }, (_, i) => row(`Sub ${i}`, 10 + i)));
    expect(slices.map((slice) => slice.name)).not.toContain(OTHER_LABEL);
  });

  it('leaves rows of $0.00 and below to the table', () => {
    const slices = pieSlices([
      row('Refunds', -25),
      row('Nothing', 0),
      row('Rounded away', 0.001),
      row('Groceries', 10),
    ]);
    expect(slices.map((slice) => slice.name)).toEqual(['Food - Groceries']);
  });

  it('cycles the palette through the slices', () => {
    const rows = Array.from({ length: REPORT_PALETTE.length + 2 }, (_, i) => row(`Sub ${i}`, 100 - i));
    const slices = pieSlices(rows, 30);
    expect(slices[0]?.color).toBe(REPORT_PALETTE[0]);
    expect(slices[REPORT_PALETTE.length]?.color).toBe(REPORT_PALETTE[0]);
    expect(slices[REPORT_PALETTE.length + 1]?.color).toBe(REPORT_PALETTE[1]);
  });

  it('sorts rows the server did not sort', () => {
    expect(pieSlices([row('Small', 1), row('Large', 9)], 1).map((slice) => [slice.name, slice.value])).toEqual([
      ['Food - Large', 9],
      [OTHER_LABEL, 1],
    ]);
  });

  it('gives nothing for no rows', () => {
    expect(pieSlices([])).toEqual([]);
  });
});

describe('pieSlices of one side', () => {
  // Uncategorised spending and uncategorised income are two rows of the same name; each side has its own.
  const rows = [
    income('Salary', 3_000),
    row('Groceries', 400),
    row('Uncategorised', 25, 'Uncategorised'),
    income('Uncategorised', 40, 'Uncategorised'),
    row('Returns', -20),
    income('Interest', 12.5),
    income('Payback', -5),
    row('Rent', 1_200, 'Home'),
  ];

  it.each<{ side: ReportSide; expected: [string, number, number][] }>([
    {
      side: 'spending',
      expected: [
        ['Home - Rent', 1_200, 73.8],
        ['Food - Groceries', 400, 24.6],
        ['Uncategorised - Uncategorised', 25, 1.5],
      ],
    },
    {
      side: 'income',
      expected: [
        ['Income - Salary', 3_000, 98.3],
        ['Uncategorised - Uncategorised', 40, 1.3],
        ['Income - Interest', 12.5, 0.4],
      ],
    },
  ])('$side shows only its own rows, shared out among themselves', ({ side, expected }) => {
    const slices = slicesOfBoth(rows, side);
    expect(slices.map((slice) => [slice.name, slice.value, slice.share])).toEqual(expected);
  });

  it.each<{ side: ReportSide; rows: ReturnType<typeof row>[] }>([
    { side: 'spending', rows: [income('Salary', 3_000)] },
    { side: 'income', rows: [row('Groceries', 400), row('Rent', 1_200, 'Home')] },
    { side: 'income', rows: [income('Payback', -5), row('Groceries', 400)] },
  ])('$side has nothing when only the other side (or less than nothing) was there', ({ side, rows: only }) => {
    expect(slicesOfBoth(only, side)).toEqual([]);
  });

  it('counts Other among the side only', () => {
    const many = [
      ...Array.from({ length: 16 }, (_, i) => row(`Sub ${i + 1}`, 100 - i)),
      income('Salary', 5_000),
      income('Bonus', 1),
    ];
    const slices = slicesOfBoth(many, 'spending');
    expect(slices.map((slice) => slice.name)).not.toContain('Income - Salary');
    expect(slices.at(-1)).toMatchObject({ name: OTHER_LABEL, value: 85 });
    expect(slicesOfBoth(many, 'income').map((slice) => slice.name)).toEqual(['Income - Salary', 'Income - Bonus']);
  });
});
