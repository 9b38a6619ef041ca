import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createBank, createSubcategory, createThirdParty } from './ledger.js';
import { createTestApp, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';

type Operation =
  | { kind: 'create'; type: 1 | 2 | 3; from: number; to: number; lines: Line[]; date: string }
  | { kind: 'edit'; pick: number; type: 1 | 2 | 3; from: number; to: number; lines: Line[] }
  | { kind: 'delete'; pick: number }
  | { kind: 'bulk'; picks: number[]; amount: number | null; date: string | null; sub: number | null };

/** A line's amount and which of the family's subcategories it uses (the last choice means none). */
interface Line {
  amount: number;
  sub: number;
}

const cents = fc.integer({ min: 1, max: 500_000 });
const lines = fc.array(fc.record({ amount: cents.map((c) => c / 100), sub: fc.nat({ max: 3 }) }), { minLength: 1, maxLength: 4 });
const type = fc.constantFrom<1 | 2 | 3>(1, 2, 3);
const index = fc.nat({ max: 50 });
const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-10-${String(d).padStart(2, '0')}`);

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), type, from: index, to: index, lines, date: day }),
  fc.record({ kind: fc.constant('edit' as const), pick: index, type, from: index, to: index, lines }),
  fc.record({ kind: fc.constant('delete' as const), pick: index }),
  fc.record({ kind: fc.constant('bulk' as const), picks: fc.array(index, { minLength: 1, maxLength: 4 }), amount: fc.option(cents.map((c) => c / 100)), date: fc.option(day), sub: fc.option(fc.nat({ max: 2 })) }),
);

describe('ledger invariants under any sequence of writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  /** Sides for a transaction type from the family's accounts, picked by index. */
  function sides(banks: number[], parties: number[], kind: 1 | 2 | 3, from: number, to: number) {
    const bank = banks[from % banks.length] as number;
    if (kind === 1) return { debitAccountId: bank, creditAccountId: parties[to % parties.length] as number };
    if (kind === 2) return { debitAccountId: parties[from % parties.length] as number, creditAccountId: banks[to % banks.length] as number };
    const other = banks[(from + 1 + (to % (banks.length - 1))) % banks.length] as number;
    return { debitAccountId: bank, creditAccountId: other };
  }

  async function apply(user: SignedInUser, banks: number[], parties: number[], subs: number[], live: number[], op: Operation) {
    const toLines = (items: Line[]) => items.map((line) => ({ amount: line.amount, subCategoryId: subs[line.sub] ?? null }));
    const pick = (i: number) => live[i % live.length] as number;
    if (op.kind === 'create') {
      const saved = await call<{ id: number }>(user, 'POST', '/api/transaction', {
        transactionDate: op.date, transactionTypeId: op.type, ...sides(banks, parties, op.type, op.from, op.to), transactionLines: toLines(op.lines),
      });
      live.push(saved.id);
    } else if (!live.length) {
      return;
    } else if (op.kind === 'edit') {
      await call(user, 'POST', '/api/transaction', {
        id: pick(op.pick), transactionDate: '2026-10-15', transactionTypeId: op.type, ...sides(banks, parties, op.type, op.from, op.to), transactionLines: toLines(op.lines),
      });
    } else if (op.kind === 'delete') {
      const id = pick(op.pick);
      await call(user, 'DELETE', `/api/transaction/${id}`);
      live.splice(live.indexOf(id), 1);
    } else {
      await call(user, 'POST', '/api/transaction/bulkupdate', { transactionIds: [...new Set(op.picks.map(pick))], transactionAmount: op.amount, transactionDate: op.date, subCategoryId: op.sub === null ? null : subs[op.sub] });
    }
  }

  it('keeps every balance equal to opening + credits - debits and every amount equal to its lines', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        const user = await signUp(t);
        const banks = [await createBank(user, 'A', 100.5), await createBank(user, 'B', 0), await createBank(user, 'C', 20)];
        const parties = [await createThirdParty(user, 'P'), await createThirdParty(user, 'Q')];
        const subs = [(await createSubcategory(user, 'Food', 'Groceries')).subcategoryId, (await createSubcategory(user, 'Home', 'Rent')).subcategoryId, (await createSubcategory(user, 'Fun', 'Games')).subcategoryId];
        const live: number[] = [];
        for (const op of operations) await apply(user, banks, parties, subs, live, op);
        if (operations.length % 3 === 0) await call(user, 'POST', `/api/subcategory/${subs[0]}/merge/${subs[1]}`);

        const db = t.deps.db.kysely;
        for (const accountId of [...banks, ...parties]) {
          const account = await call<{ balance: number; accountTypeId: number; openingBalance: number }>(user, 'GET', `/api/account/${accountId}`);
          const moved = await db
            .selectFrom('transactions')
            .select([
              sql<number>`coalesce(sum(case when credit_account_id = ${accountId} then amount else 0 end), 0)`.as('credits'),
              sql<number>`coalesce(sum(case when debit_account_id = ${accountId} then amount else 0 end), 0)`.as('debits'),
            ])
            .where('is_deleted', '=', 0)
            .executeTakeFirstOrThrow();
          const opening = account.accountTypeId === 1 ? Math.round(account.openingBalance * 100) : 0;
          expect(Math.round(account.balance * 100)).toBe(opening + Number(moved.credits) - Number(moved.debits));
        }
        const mismatched = await db
          .selectFrom('transactions as t')
          .select('t.id')
          .where('t.amount', '!=', (eb) => eb.selectFrom('transaction_lines as l').select(sql<number>`sum(l.amount)`.as('s')).whereRef('l.transaction_id', '=', 't.id'))
          .execute();
        expect(mismatched).toEqual([]);
        const staleTotals = await db
          .selectFrom('subcategories as s')
          .select(['s.id', 's.line_total', 's.line_count'])
          .where((eb) =>
            eb.or([
              eb('s.line_total', '!=', eb.selectFrom('transaction_lines as l').innerJoin('transactions as t', 't.id', 'l.transaction_id').select(sql<number>`coalesce(sum(l.amount), 0)`.as('s')).whereRef('l.subcategory_id', '=', 's.id').where('t.is_deleted', '=', 0)),
              eb('s.line_count', '!=', eb.selectFrom('transaction_lines as l').innerJoin('transactions as t', 't.id', 'l.transaction_id').select(sql<number>`count(*)`.as('c')).whereRef('l.subcategory_id', '=', 's.id').where('t.is_deleted', '=', 0)),
            ]),
          )
          .execute();
        expect(staleTotals).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
