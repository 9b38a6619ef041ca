import { describe, expect, it } from 'vitest';
import { MAX_CENTS } from './money.js';
import {
  checkTransactionAmount,
  lineAmountProblem,
  TOTAL_TOO_LARGE,
  transactionTotalProblem,
  ZERO_AMOUNT,
  ZERO_SPLIT_LINE,
} from './transaction-amounts.js';

describe('the messages', () => {
  it('name the largest amount in dollars', () => {
    expect(TOTAL_TOO_LARGE).toBe('The amount of a transaction can be at most $1,000,000,000,000.00.');
  });
});

describe('lineAmountProblem', () => {
  it.each([
    { name: 'an amount on one line', amount: 1250, lines: 1, problem: null },
    { name: '$0.00 on one line', amount: 0, lines: 1, problem: ZERO_AMOUNT },
    { name: '$0.00 on a split line', amount: 0, lines: 2, problem: ZERO_SPLIT_LINE },
    { name: 'a negative split line', amount: -500, lines: 3, problem: null },
  ])('$name: $problem', ({ amount, lines, problem }) => {
    expect(lineAmountProblem(amount, lines)).toBe(problem);
  });
});

describe('transactionTotalProblem', () => {
  it.each([
    { total: 1, problem: null },
    { total: MAX_CENTS, problem: null },
    { total: MAX_CENTS + 1, problem: TOTAL_TOO_LARGE },
    { total: 0, problem: ZERO_AMOUNT },
    { total: -1, problem: ZERO_AMOUNT },
  ])('$total cents: $problem', ({ total, problem }) => {
    expect(transactionTotalProblem(total)).toBe(problem);
  });
});

describe('checkTransactionAmount', () => {
  it.each([
    { name: 'one line', lines: [3000], check: { ok: true, amount: 3000 } },
    { name: 'a split', lines: [3000, 1250], check: { ok: true, amount: 4250 } },
    { name: 'a split with a refund line', lines: [3000, -1000], check: { ok: true, amount: 2000 } },
    { name: 'up to the largest amount', lines: [MAX_CENTS - 1, 1], check: { ok: true, amount: MAX_CENTS } },
    { name: 'no lines', lines: [], check: { ok: false, message: ZERO_AMOUNT } },
    { name: 'one line of $0.00', lines: [0], check: { ok: false, message: ZERO_AMOUNT } },
    { name: 'a split line of $0.00', lines: [3000, 0], check: { ok: false, message: ZERO_SPLIT_LINE } },
    { name: 'a zero split line before a negative sum', lines: [0, -5], check: { ok: false, message: ZERO_SPLIT_LINE } },
    { name: 'a negative amount', lines: [-3000], check: { ok: false, message: ZERO_AMOUNT } },
    { name: 'a split adding up to zero', lines: [3000, -3000], check: { ok: false, message: ZERO_AMOUNT } },
    { name: 'past the largest amount', lines: [MAX_CENTS, 1], check: { ok: false, message: TOTAL_TOO_LARGE } },
  ])('$name', ({ lines, check }) => {
    expect(checkTransactionAmount(lines)).toEqual(check);
  });
});
