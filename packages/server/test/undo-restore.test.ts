import { apiRoutes, TransactionType } from '@hearth/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestTo } from './api-request.js';
import { call, createThirdParty, record } from './ledger.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import {
  getTransaction,
  inParallel,
  monthlyRent,
  refusal,
  UNDO_TODAY,
  undoFamily,
  type UndoFamily,
} from './undo-fixtures.js';
import { signUp } from './users.js';

const NOT_DELETED = 'This transaction is not deleted: there is nothing to restore.';

describe.each(testDialects())('restoring a deleted transaction on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.now = UNDO_TODAY;
  });

  /** Every figure a person reads that a transaction counts in. */
  async function figures(f: UndoFamily, scheduleId: number) {
    const u = f.user;
    return {
      accounts: await call(u, requestTo(apiRoutes.accounts.list), { includeBalances: true }),
      register: await call(u, requestTo(apiRoutes.transactions.list), { accountId: f.bank, historicDaysFromNow: 400 }),
      budget: await call(u, requestTo(apiRoutes.budgets.get, { id: f.budget })),
      budgetPeriod: await call(u, requestTo(apiRoutes.budgets.periodTransactions, { id: f.budget, periodNumber: 3 })),
      categories: await call(u, requestTo(apiRoutes.categories.list)),
      tags: await call(u, requestTo(apiRoutes.tags.list)),
      overTime: await call(u, requestTo(apiRoutes.reports.categoriesOverTime), {
        subCategoryId: f.groceries,
        fromDate: '2026-01-01',
        toDate: '2026-11-30',
        granularity: 'month',
        includeCurrent: true,
      }),
      amounts: await call(u, requestTo(apiRoutes.reports.categoryAmount), { historicDays: 365 }),
      cashFlow: await call(u, requestTo(apiRoutes.reports.cashFlow), { months: 12 }),
      schedule: await call(u, requestTo(apiRoutes.schedules.get, { id: scheduleId })),
    };
  }

  it('brings every total, budget use, tag total, running balance and paid payment back as before the delete', async () => {
    const f = await undoFamily(t);
    const rent = await call<{ id: number }>(f.user, requestTo(apiRoutes.schedules.save), monthlyRent(f, '2026-10-31'));
    const groceries = await record(f.user, {
      debitAccountId: f.bank,
      creditAccountId: f.shop,
      date: '2026-11-10',
      lines: [
        { amount: 42.5, subCategoryId: f.groceries, budgetId: f.budget },
        { amount: 7.25, subCategoryId: f.dining, budgetId: f.budget },
      ],
      tags: [f.holiday],
      description: 'Weekly shop',
    });
    await record(f.user, {
      debitAccountId: f.employer,
      creditAccountId: f.bank,
      typeId: TransactionType.Deposit,
      date: '2026-11-12',
      lines: [{ amount: 900 }],
    });
    const paid = await call<{ id: number }>(
      f.user,
      requestTo(apiRoutes.schedules.pay, { id: rent.id, paymentNumber: 1 }),
    );
    const before = await figures(f, rent.id);

    for (const id of [groceries.id, paid.id]) {
      await call(f.user, requestTo(apiRoutes.transactions.remove, { id }));
      const deleted = await figures(f, rent.id);
      expect(deleted.accounts).not.toEqual(before.accounts);
      expect(deleted.register).not.toEqual(before.register);
      const restored = await f.user.inject(requestTo(apiRoutes.transactions.restore, { id }));
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json().responseState.description).toBe('Transaction restored.');
      expect(restored.json().data).toMatchObject({ id, isDeleted: false });
      expect(await figures(f, rent.id)).toEqual(before);
      await f.integrity();
    }
    expect(before.budget).toMatchObject({ used: 49.75 });
  });

  it('refuses what it cannot restore, with the reason, and changes nothing', async () => {
    const f = await undoFamily(t);
    const payment = (creditAccountId = f.shop, subCategoryId: number | null = f.groceries) =>
      record(f.user, { debitAccountId: f.bank, creditAccountId, lines: [{ amount: 12, subCategoryId }] });
    const remove = (id: number) => call(f.user, requestTo(apiRoutes.transactions.remove, { id }));
    const restore = async (id: number) =>
      refusal(await f.user.inject(requestTo(apiRoutes.transactions.restore, { id })));

    const live = await payment();
    expect(await restore(live.id)).toEqual({ status: 400, description: NOT_DELETED });

    const neighbour = await signUp(t);
    expect(refusal(await neighbour.inject(requestTo(apiRoutes.transactions.restore, { id: live.id })))).toEqual({
      status: 404,
      description: 'Transaction not found.',
    });
    expect(await restore(99_999_999)).toEqual({ status: 404, description: 'Transaction not found.' });

    const old = await payment();
    await remove(old.id);
    await t.deps.db.kysely
      .updateTable('transactions')
      .set({ deleted_at: new Date(UNDO_TODAY.getTime() - 31 * 24 * 60 * 60 * 1000).toISOString() })
      .where('id', '=', old.id)
      .execute();
    expect(await restore(old.id)).toEqual({
      status: 400,
      description: 'This transaction was deleted more than 30 days ago and can no longer be restored.',
    });

    const corner = await createThirdParty(f.user, 'Corner shop');
    const atCorner = await payment(corner);
    await remove(atCorner.id);
    await call(f.user, requestTo(apiRoutes.accounts.remove, { id: corner }));
    expect(await restore(atCorner.id)).toEqual({
      status: 400,
      description: 'The account Corner shop has been deleted since this transaction was: it cannot be restored.',
    });

    const snacks = await f.subcategory('Snacks');
    const onSnacks = await payment(f.shop, snacks);
    await remove(onSnacks.id);
    await call(f.user, requestTo(apiRoutes.categories.changeCategory), {
      id: snacks,
      deletedFlag: true,
      isSubcategory: true,
    });
    expect(await restore(onSnacks.id)).toEqual({
      status: 400,
      description:
        'The subcategory Snacks this transaction uses has been deleted since: restore the subcategory first, then the transaction.',
    });

    const rent = await call<{ id: number }>(f.user, requestTo(apiRoutes.schedules.save), monthlyRent(f, '2026-01-31'));
    const first = await call<{ id: number }>(
      f.user,
      requestTo(apiRoutes.schedules.pay, { id: rent.id, paymentNumber: 2 }),
    );
    await remove(first.id);
    await call(f.user, requestTo(apiRoutes.schedules.pay, { id: rent.id, paymentNumber: 2 }));
    expect(await restore(first.id)).toEqual({
      status: 400,
      description:
        'The scheduled payment this transaction paid has been paid by another transaction since: delete that one first to restore this one.',
    });

    for (const id of [old.id, atCorner.id, onSnacks.id, first.id])
      expect((await getTransaction(f.user, id)).isDeleted).toBe(true);
    await f.integrity();
  });

  it('restores a transaction once when twenty restores of it arrive at once', async () => {
    const f = await undoFamily(t);
    const payment = await record(f.user, {
      debitAccountId: f.bank,
      creditAccountId: f.shop,
      lines: [{ amount: 80, subCategoryId: f.groceries, budgetId: f.budget }],
      tags: [f.holiday],
    });
    await call(f.user, requestTo(apiRoutes.transactions.remove, { id: payment.id }));
    const answers = await inParallel(f.user, requestTo(apiRoutes.transactions.restore, { id: payment.id }), 20);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual(
      Array.from({ length: 19 }, () => ({ status: 400, description: NOT_DELETED })),
    );
    const account = await call<{ balance: number }>(f.user, requestTo(apiRoutes.accounts.get, { id: f.bank }));
    expect(account.balance).toBe(920);
    await f.integrity();
  });
});
