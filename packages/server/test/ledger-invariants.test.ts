import { apiRoutes, TransactionType, type TransactionTypeId } from '@hearth/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAutoPay } from '../src/features/schedules/auto-pay.js';
import { statementForm } from './import-helpers.js';
import { attempt, call, createBank, createSubcategory, createThirdParty, transactionBody } from './ledger.js';
import { expectLedgerIntegrity, familyIdOf } from './ledger-integrity.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { login, signUp, type SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

type Operation =
  | { kind: 'create'; type: TransactionTypeId; from: number; to: number; lines: Line[]; date: string; tag: boolean }
  | { kind: 'edit'; pick: number; type: TransactionTypeId; from: number; to: number; lines: Line[] }
  | { kind: 'delete'; pick: number }
  | {
      kind: 'bulk';
      picks: number[];
      amount: number | null;
      date: string | null;
      sub: number | null;
      tag: boolean;
      budget: boolean;
    }
  | { kind: 'quick'; amount: number }
  | { kind: 'pay' }
  | { kind: 'autopay' }
  | { kind: 'merge'; from: number; to: number }
  | { kind: 'import'; rows: StatementLine[]; again: boolean }
  | { kind: 'unlock'; pick: number };

/** A bank statement row for the import operation: a day, cents, which way, and which payee it names. */
interface StatementLine {
  day: string;
  cents: number;
  out: boolean;
  payee: number;
}

/** A line's amount, which of the family's subcategories it uses (the last choice means none), and whether it names the budget. */
interface Line {
  amount: number;
  sub: number;
  budget: boolean;
}

const cents = fc.integer({ min: 1, max: 500_000 });
const money = cents.map((c) => c / 100);
const lines = fc.array(fc.record({ amount: money, sub: fc.nat({ max: 3 }), budget: fc.boolean() }), {
  minLength: 1,
  maxLength: 4,
});
const type = fc.constantFrom<TransactionTypeId>(...Object.values(TransactionType));
const index = fc.nat({ max: 50 });
const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-10-${String(d).padStart(2, '0')}`);

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    type,
    from: index,
    to: index,
    lines,
    date: day,
    tag: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('edit' as const), pick: index, type, from: index, to: index, lines }),
  fc.record({ kind: fc.constant('delete' as const), pick: index }),
  fc.record({
    kind: fc.constant('bulk' as const),
    picks: fc.array(index, { minLength: 1, maxLength: 4 }),
    amount: fc.option(money),
    date: fc.option(day),
    sub: fc.option(fc.nat({ max: 2 })),
    tag: fc.boolean(),
    budget: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('quick' as const), amount: money }),
  fc.record({ kind: fc.constant('pay' as const) }),
  fc.record({ kind: fc.constant('autopay' as const) }),
  fc.record({ kind: fc.constant('merge' as const), from: fc.nat({ max: 2 }), to: fc.nat({ max: 2 }) }),
  fc.record({
    kind: fc.constant('import' as const),
    rows: fc.array(fc.record({ day, cents, out: fc.boolean(), payee: fc.nat({ max: 2 }) }), {
      minLength: 1,
      maxLength: 5,
    }),
    again: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('unlock' as const), pick: index }),
);

interface Household {
  user: SignedInUser;
  banks: number[];
  parties: number[];
  subs: number[];
  categoryId: number;
  tag: number;
  budget: number;
  rentSchedule: number;
  nextPayment: number;
  live: number[];
  /** The last statement imported, to import again. */
  statement: string | null;
}

describe.each(testDialects())('ledger invariants under any sequence of writes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.now = new Date('2026-10-29T00:00:00Z');
  });
  afterAll(() => t.close());

  /** Sides for a transaction type from the family's accounts, picked by index. */
  function sides(h: Household, kind: TransactionTypeId, from: number, to: number) {
    const { banks, parties } = h;
    const bank = banks[from % banks.length] as number;
    if (kind === TransactionType.Payment)
      return { debitAccountId: bank, creditAccountId: parties[to % parties.length] as number };
    if (kind === TransactionType.Deposit)
      return {
        debitAccountId: parties[from % parties.length] as number,
        creditAccountId: banks[to % banks.length] as number,
      };
    const other = banks[(from + 1 + (to % (banks.length - 1))) % banks.length] as number;
    return { debitAccountId: bank, creditAccountId: other };
  }

  async function household(): Promise<Household> {
    const user = await signUp(t, { timezoneId: 'UTC' });
    const banks = [await createBank(user, 'A', 100.5), await createBank(user, 'B', 0), await createBank(user, 'C', 20)];
    const food = await createSubcategory(user, 'Food', 'Groceries');
    const subs = [
      food.subcategoryId,
      (await createSubcategory(user, 'Home', 'Rent')).subcategoryId,
      (await createSubcategory(user, 'Fun', 'Games')).subcategoryId,
    ];
    const parties = [
      await createThirdParty(user, 'P', { canQuickTransaction: true, defaultSubCategoryId: subs[0] }),
      await createThirdParty(user, 'Q'),
    ];
    await call(user, requestTo(apiRoutes.user.save), {
      firstname: 'Alice',
      surname: 'Smith',
      email: user.email,
      timezoneId: 'UTC',
      defaultAccountId: banks[0],
    });
    const tag = (await call<{ id: number }>(user, requestTo(apiRoutes.tags.save), { name: 'Holiday' })).id;
    const budget = (
      await call<{ id: number }>(user, requestTo(apiRoutes.budgets.save), {
        name: 'Food',
        allowanceAmount: 100,
        startDate: '2026-09-01',
        budgetTypeId: 1,
      })
    ).id;
    const schedule = (extra: object) =>
      call<{ id: number }>(user, requestTo(apiRoutes.schedules.save), {
        recurrenceTypeId: 2,
        scheduleStart: '2026-10-01',
        recurrenceEndTypeId: 1,
        weekdayOnlyTypeId: 1,
        description: 'Rent',
        transactionTypeId: 1,
        debitAccountId: banks[1],
        creditAccountId: parties[1],
        subcategoryId: subs[1],
        amount: 12.5,
        tags: [tag],
        ...extra,
      });
    const rentSchedule = (await schedule({})).id;
    await schedule({ description: 'Pocket money', amount: 3, scheduleStart: '2026-10-29', autoPay: true });
    return {
      user,
      banks,
      parties,
      subs,
      categoryId: food.categoryId,
      tag,
      budget,
      rentSchedule,
      nextPayment: 1,
      live: [],
      statement: null,
    };
  }

  async function apply(h: Household, op: Operation) {
    const toLines = (items: Line[]) =>
      items.map((line) => ({
        amount: line.amount,
        subCategoryId: h.subs[line.sub] ?? null,
        budgetId: line.budget ? h.budget : null,
      }));
    const pick = (i: number) => h.live[i % h.live.length] as number;
    if (op.kind === 'create') {
      const saved = await attempt<{ id: number }>(
        h.user,
        requestTo(apiRoutes.transactions.save),
        transactionBody({
          date: op.date,
          typeId: op.type,
          ...sides(h, op.type, op.from, op.to),
          lines: toLines(op.lines),
          tags: op.tag ? [h.tag] : [],
        }),
      );
      if (saved.ok) h.live.push(saved.data.id);
    } else if (op.kind === 'quick') {
      const saved = await attempt<{ id: number }>(h.user, requestTo(apiRoutes.transactions.quick), {
        creditAccountId: h.parties[0],
        date: '2026-10-20',
        amount: op.amount,
      });
      if (saved.ok) h.live.push(saved.data.id);
    } else if (op.kind === 'pay') {
      const saved = await attempt<{ id: number }>(
        h.user,
        requestTo(apiRoutes.schedules.pay, { id: h.rentSchedule, paymentNumber: h.nextPayment }),
      );
      h.nextPayment += 1;
      if (saved.ok) h.live.push(saved.data.id);
    } else if (op.kind === 'autopay') {
      t.clock.advance(7 * 24 * 3600 * 1000);
      await runAutoPay(t.deps);
      h.user.token = await login(t, h.user.email, h.user.password);
    } else if (op.kind === 'merge') {
      const source = h.subs[op.from] as number;
      const target = h.subs[op.to] as number;
      if (
        (await attempt(h.user, requestTo(apiRoutes.categories.mergeSubcategory, { id: source, targetId: target }))).ok
      ) {
        h.subs[op.from] = (
          await call<{ id: number }>(h.user, requestTo(apiRoutes.categories.saveSubcategory), {
            name: `Sub ${source}`,
            categoryId: h.categoryId,
          })
        ).id;
      }
    } else if (op.kind === 'import') {
      // Payees P and Q are known third parties; the third is new, and confirming makes it.
      const names = ['P', 'Q', 'New payee'];
      const rows = op.rows.map(
        (row) => `${row.day},${names[row.payee]},${row.out ? '-' : ''}${(row.cents / 100).toFixed(2)}`,
      );
      const statement = op.again && h.statement ? h.statement : `Date,Details,Amount\n${rows.join('\n')}\n`;
      h.statement = statement;
      const upload = await h.user.inject({
        ...requestTo(apiRoutes.imports.preview, { id: h.banks[0] as number }),
        ...statementForm('statement.csv', statement),
      });
      expect(upload.statusCode, upload.body).toBe(200);
      await attempt(h.user, requestTo(apiRoutes.imports.confirm, { importId: upload.json().data.importId }), {});
    } else if (!h.live.length) {
      return;
    } else if (op.kind === 'unlock') {
      await attempt(h.user, requestTo(apiRoutes.transactions.unlock, { id: pick(op.pick) }));
    } else if (op.kind === 'edit') {
      await attempt(
        h.user,
        requestTo(apiRoutes.transactions.save),
        transactionBody({
          id: pick(op.pick),
          date: '2026-10-15',
          typeId: op.type,
          ...sides(h, op.type, op.from, op.to),
          lines: toLines(op.lines),
        }),
      );
    } else if (op.kind === 'delete') {
      const id = pick(op.pick);
      if ((await attempt(h.user, requestTo(apiRoutes.transactions.remove, { id }))).ok)
        h.live.splice(h.live.indexOf(id), 1);
    } else {
      await attempt(h.user, requestTo(apiRoutes.transactions.bulkUpdate), {
        transactionIds: [...new Set(op.picks.map(pick))],
        transactionAmount: op.amount,
        transactionDate: op.date,
        subCategoryId: op.sub === null ? null : h.subs[op.sub],
        budgetId: op.budget ? h.budget : null,
        tagIds: op.tag ? [h.tag] : [],
      });
    }
  }

  /**
   * What the reads built on the kept totals answer, against the raw rows: the tag's count and sum in all and
   * over part of the month, and each weekly period's transactions of the budget, newest first.
   */
  async function expectKeptReads(h: Household) {
    const db = t.deps.db.kysely;
    const tagged = await db
      .selectFrom('transactions as tr')
      .innerJoin('transaction_tags as tt', 'tt.transaction_id', 'tr.id')
      .select(['tr.transaction_date', 'tr.amount'])
      .where('tt.tag_id', '=', h.tag)
      .where('tr.is_deleted', '=', 0)
      .execute();
    const summed = (rows: typeof tagged) => [rows.length, rows.reduce((sum, row) => sum + Number(row.amount), 0)];
    const shown = (tags: { id: number; assignedTransactions: number; transactionSum: number }[]) => {
      const tag = tags.find((row) => row.id === h.tag);
      return [tag?.assignedTransactions, Math.round((tag?.transactionSum ?? 0) * 100)];
    };
    expect(shown(await call(h.user, requestTo(apiRoutes.tags.list)))).toEqual(summed(tagged));
    const period = { fromDate: '2026-10-08', toDate: '2026-10-21' };
    const inPeriod = tagged.filter(
      (row) => row.transaction_date >= period.fromDate && row.transaction_date <= period.toDate,
    );
    expect(shown(await call(h.user, requestTo(apiRoutes.tags.detailed), period))).toEqual(summed(inPeriod));

    const budgeted = await db
      .selectFrom('transactions as tr')
      .select(['tr.id', 'tr.transaction_date'])
      .where('tr.is_deleted', '=', 0)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('transaction_lines as l')
            .select('l.id')
            .whereRef('l.transaction_id', '=', 'tr.id')
            .where('l.budget_id', '=', h.budget),
        ),
      )
      .orderBy('tr.transaction_date', 'desc')
      .orderBy('tr.id', 'desc')
      .execute();
    // Weekly from Tuesday 1 Sep 2026: period n runs from 1 Sep + 7(n-1) days for a week.
    for (let n = 1; n <= 13; n += 1) {
      const from = new Date(Date.UTC(2026, 8, 1 + 7 * (n - 1))).toISOString().slice(0, 10);
      const to = new Date(Date.UTC(2026, 8, 7 + 7 * (n - 1))).toISOString().slice(0, 10);
      const listed = await call<{ id: number }[]>(
        h.user,
        requestTo(apiRoutes.budgets.periodTransactions, { id: h.budget, periodNumber: n }),
      );
      expect(
        listed.map((row) => row.id),
        `period ${n}`,
      ).toEqual(
        budgeted.filter((row) => row.transaction_date >= from && row.transaction_date <= to).map((row) => row.id),
      );
    }
  }

  it('keeps every kept total equal to the recount, through every path that writes the ledger', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        t.clock.now = new Date('2026-10-29T00:00:00Z');
        const h = await household();
        for (const op of operations) await apply(h, op);
        await expectLedgerIntegrity(t.deps.db.kysely, await familyIdOf(t, h.user.email));
        await expectKeptReads(h);
      }),
      { numRuns: dialect === 'sqlite' ? 50 : 25 },
    );
  }, 180_000);
});
