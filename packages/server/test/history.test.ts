import { apiRoutes, type History, type HistoryEntry } from '@hearth/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAutoPay } from '../src/features/schedules/auto-pay.js';
import { requestTo } from './api-request.js';
import { confirmPreview, previewOf } from './import-helpers.js';
import { call, record } from './ledger.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { monthlyRent, refusal, UNDO_TODAY, undoFamily, type UndoFamily } from './undo-fixtures.js';
import { signUp } from './users.js';

type Owner = keyof typeof apiRoutes.history;

/** An entry as a test reads it: how, by whom, and its changes as [field, from, to]. */
const readable = (entry: HistoryEntry) => ({
  action: entry.action,
  user: entry.user?.name ?? null,
  changes: entry.changes.map((change) => [change.field, change.from, change.to]),
});

describe.each(testDialects())('history of every change on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.now = UNDO_TODAY;
  });

  const historyOf = async (f: UndoFamily, owner: Owner, id: number) =>
    (await call<History>(f.user, requestTo(apiRoutes.history[owner], { id }))).entries.map(readable);

  const payment = (f: UndoFamily, extra: { id?: number; amount?: number; description?: string } = {}) =>
    record(f.user, {
      ...(extra.id ? { id: extra.id } : {}),
      debitAccountId: f.bank,
      creditAccountId: f.shop,
      date: '2026-11-02',
      description: extra.description ?? 'Bakery',
      lines: [{ amount: extra.amount ?? 12.34, subCategoryId: f.groceries }],
    });

  it('records a transaction made, changed field by field, deleted and restored, newest first, by its member', async () => {
    const f = await undoFamily(t);
    const { id } = await payment(f);
    t.clock.now = new Date(UNDO_TODAY.getTime() + 60_000);
    await record(f.user, {
      id,
      debitAccountId: f.bank,
      creditAccountId: f.shop,
      date: '2026-11-03',
      description: 'Bakery',
      lines: [
        { amount: 10, subCategoryId: f.groceries, budgetId: f.budget },
        { amount: 5, subCategoryId: f.dining },
      ],
      tags: [f.holiday],
    });
    // Saved again unchanged: nothing to record.
    await record(f.user, {
      id,
      debitAccountId: f.bank,
      creditAccountId: f.shop,
      date: '2026-11-03',
      description: 'Bakery',
      lines: [
        { amount: 10, subCategoryId: f.groceries, budgetId: f.budget },
        { amount: 5, subCategoryId: f.dining },
      ],
      tags: [f.holiday],
    });
    await call(f.user, requestTo(apiRoutes.transactions.remove, { id }));
    await call(f.user, requestTo(apiRoutes.transactions.restore, { id }));

    const history = await call<History>(f.user, requestTo(apiRoutes.history.transaction, { id }));
    expect(history.entries[0]?.user).toEqual({ id: expect.any(Number), name: 'Alice Smith' });
    expect(history.entries.at(-1)?.at).toBe(UNDO_TODAY.toISOString());
    expect(history.entries.map(readable)).toEqual([
      { action: 'restore', user: 'Alice Smith', changes: [] },
      { action: 'delete', user: 'Alice Smith', changes: [] },
      {
        action: 'update',
        user: 'Alice Smith',
        changes: [
          ['date', '2026-11-02', '2026-11-03'],
          ['amount', '12.34', '15.00'],
          ['line1.amount', null, '10.00'],
          ['line1.budget', null, 'Food'],
          ['line2.amount', null, '5.00'],
          ['line2.subcategory', null, 'Spending › Dining'],
          ['tags', null, 'Holiday'],
        ],
      },
      {
        action: 'create',
        user: 'Alice Smith',
        changes: [
          ['date', null, '2026-11-02'],
          ['type', null, 'Payment'],
          ['debitAccount', null, 'Everyday'],
          ['creditAccount', null, 'Shop'],
          ['description', null, 'Bakery'],
          ['amount', null, '12.34'],
          ['line1.subcategory', null, 'Spending › Groceries'],
        ],
      },
    ]);
  });

  it('names a bulk update, its undo, a merge and the merge undone', async () => {
    const f = await undoFamily(t);
    const { id } = await payment(f);
    const bulk = await call<{ undoId: number }>(f.user, requestTo(apiRoutes.transactions.bulkUpdate), {
      transactionIds: [id],
      description: 'Weekly shop',
      tagIds: [f.holiday],
    });
    await call(f.user, requestTo(apiRoutes.undo.apply, { id: bulk.undoId }));
    const merge = await call<{ undoId: number }>(
      f.user,
      requestTo(apiRoutes.categories.mergeSubcategory, { id: f.groceries, targetId: f.household }),
    );
    await call(f.user, requestTo(apiRoutes.undo.apply, { id: merge.undoId }));

    expect((await historyOf(f, 'transaction', id)).slice(0, 4)).toEqual([
      {
        action: 'undo',
        user: 'Alice Smith',
        changes: [['line1.subcategory', 'Spending › Household', 'Spending › Groceries']],
      },
      {
        action: 'merge',
        user: 'Alice Smith',
        changes: [['line1.subcategory', 'Spending › Groceries', 'Spending › Household']],
      },
      {
        action: 'undo',
        user: 'Alice Smith',
        changes: [
          ['description', 'Weekly shop', 'Bakery'],
          ['tags', 'Holiday', null],
        ],
      },
      {
        action: 'bulkUpdate',
        user: 'Alice Smith',
        changes: [
          ['description', 'Bakery', 'Weekly shop'],
          ['tags', null, 'Holiday'],
        ],
      },
    ]);
    // The category shows its subcategory merged away, named.
    expect((await historyOf(f, 'category', f.spending)).find((entry) => entry.action === 'merge')).toEqual({
      action: 'merge',
      user: 'Alice Smith',
      changes: [['subcategory Groceries.mergedInto', null, 'Household']],
    });
  });

  it('names a scheduled payment paid by hand and one paid by auto-pay, the latter by nobody', async () => {
    const f = await undoFamily(t);
    const rent = await call<{ id: number }>(f.user, requestTo(apiRoutes.schedules.save), {
      ...monthlyRent(f, '2026-11-18'),
      autoPay: true,
    });
    expect(await runAutoPay(t.deps)).toBeGreaterThanOrEqual(1);
    const bills = await call<{ id: number }>(f.user, requestTo(apiRoutes.schedules.save), monthlyRent(f, '2026-11-10'));
    const paid = await call<{ id: number }>(
      f.user,
      requestTo(apiRoutes.schedules.pay, { id: bills.id, paymentNumber: 1 }),
    );

    expect((await historyOf(f, 'transaction', paid.id))[0]).toMatchObject({ action: 'pay', user: 'Alice Smith' });
    const autoPaid = await t.deps.db.kysely
      .selectFrom('transactions')
      .select('id')
      .where('schedule_id', '=', rent.id)
      .executeTakeFirstOrThrow();
    const entries = await historyOf(f, 'transaction', autoPaid.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'autoPay', user: null });
    expect(entries[0]?.changes).toContainEqual(['amount', null, '100.00']);
    expect(entries[0]?.changes).toContainEqual(['description', null, 'Rent']);
  });

  it('names transactions an import made, those a rule filed, and a rule applied later', async () => {
    const f = await undoFamily(t);
    await call(f.user, requestTo(apiRoutes.imports.saveRule), {
      name: 'Bakery',
      matchKind: 'startsWith',
      matchText: 'BAKERY',
      accountId: f.shop,
      subCategoryId: f.groceries,
    });
    const preview = await previewOf(
      f.user,
      f.bank,
      'november.csv',
      'Date,Transaction Details,Debit,Credit,Balance\n03/11/2026,BAKERY ON MAIN,7.50,,\n04/11/2026,HARDWARE STORE,19.00,,\n',
    );
    await confirmPreview(f.user, preview.importId);
    const made = await t.deps.db.kysely
      .selectFrom('transactions')
      .select(['id', 'description'])
      .where('debit_account_id', '=', f.bank)
      .orderBy('id')
      .execute();
    const bakery = made.find((row) => row.description.startsWith('BAKERY'))?.id as number;
    const hardware = made.find((row) => row.description.startsWith('HARDWARE'))?.id as number;
    const bakeryHistory = await historyOf(f, 'transaction', bakery);
    expect(bakeryHistory.map((entry) => entry.action)).toEqual(['import', 'rule']);
    expect(bakeryHistory[1]?.changes).toContainEqual(['line1.subcategory', null, 'Spending › Groceries']);
    expect(bakeryHistory[0]?.changes).toEqual([['reconciled', null, 'yes']]);
    await call(f.user, requestTo(apiRoutes.transactions.unlock, { id: bakery }));
    expect((await historyOf(f, 'transaction', bakery))[0]).toEqual({
      action: 'reconcile',
      user: 'Alice Smith',
      changes: [['reconciled', 'yes', null]],
    });
    expect((await historyOf(f, 'transaction', hardware)).map((entry) => entry.action)).toEqual(['import', 'import']);

    const rule = await call<{ id: number }>(f.user, requestTo(apiRoutes.imports.saveRule), {
      name: 'Hardware',
      matchKind: 'startsWith',
      matchText: 'HARDWARE',
      subCategoryId: f.household,
    });
    await call(f.user, requestTo(apiRoutes.imports.applyRule, { id: rule.id }), { transactionIds: [hardware] });
    expect((await historyOf(f, 'transaction', hardware))[0]).toEqual({
      action: 'rule',
      user: 'Alice Smith',
      changes: [['line1.subcategory', null, 'Spending › Household']],
    });
  });

  it('keeps the history of a deleted transaction, and answers 404 for another family as for an unknown id', async () => {
    const f = await undoFamily(t);
    const { id } = await payment(f);
    await call(f.user, requestTo(apiRoutes.transactions.remove, { id }));
    expect((await historyOf(f, 'transaction', id)).map((entry) => entry.action)).toEqual(['delete', 'create']);

    const stranger = await signUp(t);
    const owners: [Owner, number, string][] = [
      ['transaction', id, 'Transaction not found.'],
      ['account', f.bank, 'Account not found.'],
      ['budget', f.budget, 'Budget not found.'],
      ['category', f.spending, 'Category not found.'],
    ];
    for (const [owner, ownId, message] of owners) {
      expect(refusal(await stranger.inject(requestTo(apiRoutes.history[owner], { id: ownId })))).toEqual({
        status: 404,
        description: message,
      });
      expect(refusal(await stranger.inject(requestTo(apiRoutes.history[owner], { id: 987654 })))).toEqual({
        status: 404,
        description: message,
      });
    }
    const schedule = await call<{ id: number }>(
      f.user,
      requestTo(apiRoutes.schedules.save),
      monthlyRent(f, '2026-12-01'),
    );
    expect(refusal(await stranger.inject(requestTo(apiRoutes.history.schedule, { id: schedule.id })))).toEqual({
      status: 404,
      description: 'Schedule not found.',
    });
  });
});
