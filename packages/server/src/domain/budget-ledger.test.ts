import { describe, expect, it } from 'vitest';
import { allowanceFor, budgetLedger, percentageUsed, usedByPeriod, type CarryOver } from './budget-ledger.js';
import { budgetPeriods } from './budget-periods.js';

const periods = budgetPeriods({ typeId: 1, startDate: '2026-11-02', endDate: null }, 4);
const allowance = [{ fromPeriod: 1, amount: 100_00 }];
/** One day of use in each of the four weeks: 60, 130, 0 and 90 dollars. */
const days = [
  { day: '2026-11-03', amount: 60_00 },
  { day: '2026-11-10', amount: 150_00 },
  { day: '2026-11-12', amount: -20_00 },
  { day: '2026-11-29', amount: 90_00 },
  { day: '2026-11-01', amount: 999_00 },
];

const rows = (carry: CarryOver) =>
  budgetLedger(periods, allowance, days, carry).map((p) => [
    p.allowance,
    p.carryIn,
    p.effectiveAllowance,
    p.used,
    p.left,
  ]);

describe('budget ledger', () => {
  it.each([
    [
      'without carry-over',
      { enabled: false, cap: null },
      [
        [10000, 0, 10000, 6000, 4000],
        [10000, 0, 10000, 13000, -3000],
        [10000, 0, 10000, 0, 10000],
        [10000, 0, 10000, 9000, 1000],
      ],
    ],
    [
      'with carry-over: what is left and what is overspent pass on',
      { enabled: true, cap: null },
      [
        [10000, 0, 10000, 6000, 4000],
        [10000, 4000, 14000, 13000, 1000],
        [10000, 1000, 11000, 0, 11000],
        [10000, 11000, 21000, 9000, 12000],
      ],
    ],
    [
      'with a cap of $20: what is left is capped, an overspend within it passes on whole',
      { enabled: true, cap: 2000 },
      [
        [10000, 0, 10000, 6000, 4000],
        [10000, 2000, 12000, 13000, -1000],
        [10000, -1000, 9000, 0, 9000],
        [10000, 2000, 12000, 9000, 3000],
      ],
    ],
    [
      'with a cap of $5: the cap bounds an overspend too',
      { enabled: true, cap: 500 },
      [
        [10000, 0, 10000, 6000, 4000],
        [10000, 500, 10500, 13000, -2500],
        [10000, -500, 9500, 0, 9500],
        [10000, 500, 10500, 9000, 1500],
      ],
    ],
  ] as const)('%s', (_name, carry, expected) => {
    expect(rows(carry)).toEqual(expected);
  });

  it('keeps earlier periods at the allowance they had when it changes from a period on', () => {
    const changes = [
      { fromPeriod: 1, amount: 100_00 },
      { fromPeriod: 3, amount: 50_00 },
      { fromPeriod: 4, amount: 70_00 },
    ];
    expect([1, 2, 3, 4, 9].map((n) => allowanceFor(changes, n))).toEqual([10000, 10000, 5000, 7000, 7000]);
    expect(budgetLedger(periods, changes, [], { enabled: true, cap: null }).map((p) => p.effectiveAllowance)).toEqual([
      10000, 20000, 25000, 32000,
    ]);
  });

  it('sums day use into the periods holding the days, leaving out days before the first', () => {
    expect(usedByPeriod(periods, days)).toEqual([6000, 13000, 0, 9000]);
  });

  it.each([
    [50_00, 100_00, 50],
    [1, 300, 0.3],
    [150_00, 100_00, 150],
    [0, 0, 0],
    [10, 0, 100],
    [0, -500, 100],
    [-20_00, 100_00, -20],
  ])('%i of %i used is %d%%', (used, effective, expected) => {
    expect(percentageUsed(used, effective)).toBe(expected);
  });

  it.each([
    // $3,313 used of a $400 allowance that an overspend carried in brought below zero: 828.3%, not 100%.
    [3313_00, -2900_00, 400_00, 828.3],
    [200_00, 0, 400_00, 50],
    [0, -100_00, 400_00, 0],
    [600_00, 400_00, 400_00, 150],
  ])('%i used where %i may be spent of a %i allowance is %d%%', (used, effective, allowance, expected) => {
    expect(percentageUsed(used, effective, allowance)).toBe(expected);
  });
});
