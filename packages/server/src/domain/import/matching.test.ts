import { describe, expect, it } from 'vitest';
import { matchStatement, type MatchCandidate, type MatchableRow, type MatchOutcome } from './matching.js';

const row = (
  date: string,
  amount: number,
  counterpartyId: number | null = null,
  reference = `ref-${date}-${amount}`,
): MatchableRow => ({ date, amount, reference, counterpartyId });
const tx = (id: number, date: string, amount: number, counterpartyId = 100, linkedHere = false): MatchCandidate => ({
  id,
  date,
  amount,
  counterpartyId,
  linkedHere,
});
const matched = (outcomes: MatchOutcome[]) => outcomes.map((outcome) => [outcome.transactionId, outcome.matchedBy]);

interface Case {
  name: string;
  rows: MatchableRow[];
  candidates: MatchCandidate[];
  linked?: [string, number][];
  expected: [number | null, string | null][];
}

const cases: Case[] = [
  {
    name: 'the same bank id already linked on the account, whatever the date and amount',
    rows: [row('2026-03-10', -5000, null, 'id:FIT-1')],
    candidates: [tx(1, '2026-03-10', -5000), tx(2, '2026-01-01', -9900, 100, true)],
    linked: [['id:FIT-1', 2]],
    expected: [[2, 'reference']],
  },
  {
    name: 'three days apart still match',
    rows: [row('2026-03-10', -5000)],
    candidates: [tx(1, '2026-03-13', -5000)],
    expected: [[1, 'amount']],
  },
  {
    name: 'three days before still match',
    rows: [row('2026-03-10', -5000)],
    candidates: [tx(1, '2026-03-07', -5000)],
    expected: [[1, 'amount']],
  },
  {
    name: 'four days apart do not',
    rows: [row('2026-03-10', -5000)],
    candidates: [tx(1, '2026-03-14', -5000), tx(2, '2026-03-06', -5000)],
    expected: [[null, null]],
  },
  {
    name: 'across a month end',
    rows: [row('2026-03-01', -5000)],
    candidates: [tx(1, '2026-02-27', -5000)],
    expected: [[1, 'amount']],
  },
  {
    name: 'the other direction is another payment',
    rows: [row('2026-03-10', -5000)],
    candidates: [tx(1, '2026-03-10', 5000)],
    expected: [[null, null]],
  },
  {
    name: 'a cent apart is another payment',
    rows: [row('2026-03-10', -5000)],
    candidates: [tx(1, '2026-03-10', -5001)],
    expected: [[null, null]],
  },
  {
    name: 'of two candidates the closer date wins',
    rows: [row('2026-03-10', -5000)],
    candidates: [tx(1, '2026-03-12', -5000), tx(2, '2026-03-09', -5000)],
    expected: [[2, 'amount']],
  },
  {
    name: 'of two candidates equally near the older wins',
    rows: [row('2026-03-10', -5000)],
    candidates: [tx(3, '2026-03-11', -5000), tx(2, '2026-03-09', -5000)],
    expected: [[2, 'amount']],
  },
  {
    name: 'the same third party beats a closer date',
    rows: [row('2026-03-10', -5000, 200)],
    candidates: [tx(1, '2026-03-10', -5000, 100), tx(2, '2026-03-12', -5000, 200)],
    expected: [[2, 'payee']],
  },
  {
    name: 'identical twins on one day with two transactions stay two matches',
    rows: [row('2026-03-16', -475, null, 'a'), row('2026-03-16', -475, null, 'a#2')],
    candidates: [tx(1, '2026-03-16', -475), tx(2, '2026-03-16', -475)],
    expected: [
      [1, 'amount'],
      [2, 'amount'],
    ],
  },
  {
    name: 'identical twins with one transaction: one matches, the other is new',
    rows: [row('2026-03-16', -475, null, 'a'), row('2026-03-16', -475, null, 'a#2')],
    candidates: [tx(1, '2026-03-16', -475)],
    expected: [
      [1, 'amount'],
      [null, null],
    ],
  },
  {
    name: 'a transaction claimed by a closer row is not claimed again',
    rows: [row('2026-03-08', -5000), row('2026-03-10', -5000)],
    candidates: [tx(1, '2026-03-10', -5000)],
    expected: [
      [null, null],
      [1, 'amount'],
    ],
  },
  {
    name: 'a transaction claimed by its bank id is not matched by amount again',
    rows: [row('2026-03-10', -5000, null, 'id:A'), row('2026-03-10', -5000, null, 'id:B')],
    candidates: [tx(1, '2026-03-10', -5000, 100, true)],
    linked: [['id:A', 1]],
    expected: [
      [1, 'reference'],
      [null, null],
    ],
  },
  {
    name: 'a transaction reconciled on this account is never matched to another row',
    rows: [row('2026-03-10', -5000, 100, 'id:NEW')],
    candidates: [tx(1, '2026-03-10', -5000, 100, true)],
    linked: [['id:OLD', 1]],
    expected: [[null, null]],
  },
  {
    name: 'the best pairs win over the whole file, not in file order',
    rows: [row('2026-03-09', -5000), row('2026-03-11', -5000)],
    candidates: [tx(1, '2026-03-11', -5000), tx(2, '2026-03-08', -5000)],
    expected: [
      [2, 'amount'],
      [1, 'amount'],
    ],
  },
];

describe('matching statement rows to transactions', () => {
  it.each(cases)('$name', ({ rows, candidates, linked, expected }) => {
    expect(matched(matchStatement(rows, candidates, new Map(linked ?? [])))).toEqual(expected);
  });

  it('offers the nearest candidates of the amount, the matched one first, at most five', () => {
    const candidates = [1, 2, 3, 4, 5, 6, 7].map((id) => tx(id, `2026-03-${String(7 + id).padStart(2, '0')}`, -5000));
    const [outcome] = matchStatement([row('2026-03-11', -5000)], candidates, new Map());
    expect(outcome?.transactionId).toBe(4);
    expect(outcome?.candidateIds).toEqual([4, 3, 5, 2, 6]);
  });

  it('matches 10,000 rows against 20,000 transactions in well under a second', () => {
    const rows: MatchableRow[] = [];
    const candidates: MatchCandidate[] = [];
    for (let i = 0; i < 20_000; i += 1) {
      const date = `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
      candidates.push(tx(i + 1, date, -((i % 500) + 1) * 100, i % 40));
      if (i % 2 === 0) rows.push(row(date, -((i % 500) + 1) * 100, i % 40, `r${i}`));
    }
    const started = performance.now();
    const outcomes = matchStatement(rows, candidates, new Map());
    expect(performance.now() - started).toBeLessThan(1000);
    expect(outcomes.every((outcome) => outcome.transactionId !== null)).toBe(true);
    expect(new Set(outcomes.map((outcome) => outcome.transactionId)).size).toBe(rows.length);
  });
});
