import { describe, expect, it } from 'vitest';
import { groupByDate } from './group-by-date';

const row = (id: number, transactionDate: string) => ({ id, transactionDate });

describe('groupByDate', () => {
  it.each([
    { name: 'no rows', rows: [], expected: [] },
    { name: 'one row', rows: [row(1, '2026-03-02')], expected: [{ date: '2026-03-02', ids: [1] }] },
    {
      name: 'several days, newest first',
      rows: [row(5, '2026-03-04'), row(4, '2026-03-04'), row(3, '2026-03-02'), row(1, '2026-02-27')],
      expected: [
        { date: '2026-03-04', ids: [5, 4] },
        { date: '2026-03-02', ids: [3] },
        { date: '2026-02-27', ids: [1] },
      ],
    },
  ])('$name', ({ rows, expected }) => {
    expect(groupByDate(rows).map((group) => ({ date: group.date, ids: group.rows.map((r) => r.id) }))).toEqual(
      expected,
    );
  });
});
