import { apiRoutes, TransactionType } from '@hearth/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createBank, createThirdParty, record } from './ledger.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp } from './users.js';
import { requestTo } from './api-request.js';

interface Spend {
  /** Days after 2026-01-01. */
  day: number;
  cents: number;
  deposit: boolean;
  /** Whether a later edit deletes it again. */
  deleted: boolean;
}

const DAY_MS = 86_400_000;
const dayOf = (offset: number) => new Date(Date.UTC(2026, 0, 1) + offset * DAY_MS).toISOString().slice(0, 10);

/** Period starts by walking the calendar one day at a time: independent of the server's arithmetic. */
function bruteForcePeriods(typeId: 1 | 2 | 3, start: string, count: number): { from: string; to: string }[] {
  const starts: string[] = [start];
  const startDay = Number(start.slice(8, 10));
  const cursor = new Date(`${start}T00:00:00Z`);
  while (starts.length <= count) {
    cursor.setUTCDate(cursor.getUTCDate() + 1);
    const iso = cursor.toISOString().slice(0, 10);
    if (typeId !== 2) {
      if (((cursor.getTime() - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) % (typeId === 1 ? 7 : 14) === 0)
        starts.push(iso);
      continue;
    }
    const monthEnd = new Date(Date.UTC(cursor.getUTCFullYear(), cursor.getUTCMonth() + 1, 0)).getUTCDate();
    const wanted = Math.min(startDay, monthEnd);
    const previous = starts.at(-1) as string;
    if (cursor.getUTCDate() === wanted && iso.slice(0, 7) !== previous.slice(0, 7)) starts.push(iso);
  }
  return starts.slice(0, count).map((from, i) => {
    const next = new Date(`${starts[i + 1]}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() - 1);
    return { from, to: next.toISOString().slice(0, 10) };
  });
}

describe.each(testDialects())('budget periods agree with a brute-force recount on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.now = new Date('2026-12-31T12:00:00Z');
  });
  afterAll(() => t.close());

  it('for every period type, with carry-over, with and without a cap', async () => {
    const spend = fc.record({
      day: fc.integer({ min: 0, max: 360 }),
      cents: fc.integer({ min: 1, max: 30_000 }),
      deposit: fc.boolean(),
      deleted: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<1 | 2 | 3>(1, 2, 3),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 1_000, max: 50_000 }),
        fc.oneof(fc.constant(null), fc.constant('none' as const), fc.integer({ min: 0, max: 20_000 })),
        fc.array(spend, { maxLength: 25 }),
        async (typeId, startOffset, allowance, carry, spends: Spend[]) => {
          const user = await signUp(t, { timezoneId: 'UTC' });
          const bank = await createBank(user, 'Everyday', 0);
          const shop = await createThirdParty(user, 'Shop');
          const start = dayOf(startOffset);
          const budget = await call<{ id: number }>(user, requestTo(apiRoutes.budgets.save), {
            name: 'Budget',
            allowanceAmount: allowance / 100,
            startDate: start,
            budgetTypeId: typeId,
            carryOver: carry !== null,
            carryOverCap: typeof carry === 'number' ? carry / 100 : null,
          });
          for (const s of spends) {
            const saved = await record(user, {
              date: dayOf(s.day),
              typeId: s.deposit ? TransactionType.Deposit : TransactionType.Payment,
              debitAccountId: s.deposit ? shop : bank,
              creditAccountId: s.deposit ? bank : shop,
              lines: [{ amount: s.cents / 100, budgetId: budget.id }],
            });
            if (s.deleted) await call(user, requestTo(apiRoutes.transactions.remove, { id: saved.id }));
          }
          const answer = await call<{
            schedule: { fromDate: string; toDate: string; carryIn: number; used: number; left: number }[];
          }>(user, requestTo(apiRoutes.budgets.get, { id: budget.id }));
          const periods = bruteForcePeriods(typeId, start, answer.schedule.length);
          let carryIn = 0;
          const expected = periods.map(({ from, to }) => {
            const used = spends
              .filter((s) => !s.deleted && dayOf(s.day) >= from && dayOf(s.day) <= to)
              .reduce((sum, s) => sum + (s.deposit ? -s.cents : s.cents), 0);
            const left = allowance + carryIn - used;
            const row = { fromDate: from, toDate: to, carryIn: carryIn / 100, used: used / 100, left: left / 100 };
            // The cap bounds what passes on either way: what was left, and what was overspent.
            // A cap of 0 on an overspent period gives Math.max(-0, …) = -0; the server answers 0 (adding 0 turns -0 into 0).
            carryIn =
              (carry === null ? 0 : typeof carry === 'number' ? Math.max(-carry, Math.min(left, carry)) : left) + 0;
            return row;
          });
          expect(
            answer.schedule.map(({ fromDate, toDate, carryIn, used, left }) => ({
              fromDate,
              toDate,
              carryIn,
              used,
              left,
            })),
          ).toEqual(expected);
        },
      ),
      { numRuns: dialect === 'sqlite' ? 40 : 15 },
    );
  }, 180_000);
});
