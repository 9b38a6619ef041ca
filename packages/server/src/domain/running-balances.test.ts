import { describe, expect, it } from 'vitest';
import { runningBalances, type AccountMovement } from './running-balances.js';

const ACCOUNT = 7;
const OTHER = 9;
const out = (id: number, amount: number): AccountMovement => ({ id, debitAccountId: ACCOUNT, amount });
const into = (id: number, amount: number): AccountMovement => ({ id, debitAccountId: OTHER, amount });

describe('runningBalances', () => {
  it.each([
    { name: 'no transactions', now: 10_000, rows: [], balances: [] },
    { name: 'one payment out', now: 7_000, rows: [out(1, 3_000)], balances: [[1, 7_000]] },
    { name: 'one deposit in', now: 13_000, rows: [into(1, 3_000)], balances: [[1, 13_000]] },
    {
      name: 'a salary, a rent and a coffee, newest first',
      now: 250_450,
      rows: [out(30, 550), out(20, 150_000), into(10, 400_000)],
      balances: [
        [30, 250_450],
        [20, 251_000],
        [10, 401_000],
      ],
    },
    {
      name: 'an overdrawn account going back above zero',
      now: -2_000,
      rows: [out(5, 5_000), into(4, 1_000)],
      balances: [
        [5, -2_000],
        [4, 3_000],
      ],
    },
    {
      name: 'a transfer to the account and one from it',
      now: 0,
      rows: [out(8, 2_500), into(6, 2_500)],
      balances: [
        [8, 0],
        [6, 2_500],
      ],
    },
  ])('$name', ({ now, rows, balances }) => {
    expect([...runningBalances(ACCOUNT, now, rows)]).toEqual(balances);
  });
});
