import { apiRoutes } from '@hearth/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestTo } from './api-request.js';
import { balanceOf, call, createThirdParty, record, transactionBody } from './ledger.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import {
  getTransaction,
  inParallel,
  monthlyRent,
  partsOf,
  refusal,
  UNDO_TODAY,
  undoFamily,
  type UndoFamily,
} from './undo-fixtures.js';
import { signUp } from './users.js';

interface OpenUndoData {
  undoId: number;
  kind: string;
  summary: string;
  createdAt: string;
  createdBy: string | null;
}

interface SubcategoryData {
  id: number;
  name: string;
  isDeleted: boolean;
  amount: number;
  usages: number;
  transactionCount: number;
}

describe.each(testDialects())('undoing bulk updates and merges on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.now = UNDO_TODAY;
  });

  const openUndos = (f: UndoFamily, id: number) =>
    call<OpenUndoData[]>(f.user, requestTo(apiRoutes.transactions.openUndos, { id }));

  async function subcategories(f: UndoFamily): Promise<Map<number, SubcategoryData>> {
    const categories = await call<{ subcategories: SubcategoryData[] }[]>(f.user, requestTo(apiRoutes.categories.list));
    return new Map(categories.flatMap((category) => category.subcategories).map((sub) => [sub.id, sub]));
  }

  /** Three payments: one on Groceries, one on Dining, one split over both. */
  async function threePayments(f: UndoFamily) {
    const pay = (description: string, lines: { amount: number; subCategoryId: number }[]) =>
      record(f.user, { debitAccountId: f.bank, creditAccountId: f.shop, date: '2026-11-02', description, lines });
    const a = await pay('Bakery', [{ amount: 10, subCategoryId: f.groceries }]);
    const b = await pay('Cafe', [{ amount: 20, subCategoryId: f.dining }]);
    const c = await pay('Market', [
      { amount: 5, subCategoryId: f.groceries },
      { amount: 7, subCategoryId: f.dining },
    ]);
    return [a.id, b.id, c.id] as const;
  }

  const everything = (f: UndoFamily, transactionIds: readonly number[]) => ({
    transactionIds,
    transactionDate: '2026-11-10',
    transactionAmount: 15,
    description: 'Weekly shop',
    subCategoryId: f.household,
    budgetId: f.budget,
    tagIds: [f.holiday],
  });

  it('puts back what a bulk update wrote, and leaves a transaction changed since with its later change', async () => {
    const f = await undoFamily(t);
    const ids = await threePayments(f);
    const [a, b, c] = ids;
    const before = await Promise.all(ids.map((id) => getTransaction(f.user, id)));
    const balance = await balanceOf(f.user, f.bank);

    const update = await f.user.inject({
      ...requestTo(apiRoutes.transactions.bulkUpdate),
      payload: everything(f, ids),
    });
    expect(update.statusCode, update.body).toBe(200);
    const undoId = update.json().data.undoId as number;
    expect(update.json().data).toEqual({ updated: 3, splitAmountsKept: 1, undoId });
    expect(await openUndos(f, a)).toEqual([
      {
        undoId,
        kind: 'bulkUpdate',
        summary: 'Bulk update of 3 transactions (date, amount, description, subcategory, budget, tags)',
        createdAt: UNDO_TODAY.toISOString(),
        createdBy: 'Alice Smith',
      },
    ]);

    // Cafe is changed after the update: its description is the person's, the rest still as the update left it.
    const updatedCafe = await getTransaction(f.user, b);
    await record(f.user, {
      id: b,
      debitAccountId: f.bank,
      creditAccountId: f.shop,
      date: updatedCafe.transactionDate,
      description: 'Cafe with Sam',
      lines: updatedCafe.transactionLines,
      tags: updatedCafe.tags.map((tag) => tag.id),
    });

    const undone = await f.user.inject(requestTo(apiRoutes.undo.apply, { id: undoId }));
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({
      responseState: {
        isSuccess: true,
        description: 'Bulk update undone: 2 transactions restored. 1 changed since and keeps the later change.',
      },
      data: { kind: 'bulkUpdate', restored: 2, changedSince: 1 },
    });
    expect(await getTransaction(f.user, a)).toEqual(before[0]);
    expect(await getTransaction(f.user, c)).toEqual(before[2]);
    expect(partsOf(await getTransaction(f.user, b))).toEqual({
      ...partsOf(before[1] as never),
      description: 'Cafe with Sam',
    });
    expect(await balanceOf(f.user, f.bank)).toBe(balance);
    const subs = await subcategories(f);
    expect([f.groceries, f.dining, f.household].map((id) => subs.get(id)?.amount)).toEqual([15, 27, 0]);
    await f.integrity();

    expect(refusal(await f.user.inject(requestTo(apiRoutes.undo.apply, { id: undoId })))).toEqual({
      status: 400,
      description: 'Already undone.',
    });
    expect(await openUndos(f, a)).toEqual([]);
    const neighbour = await signUp(t);
    expect(refusal(await neighbour.inject(requestTo(apiRoutes.undo.apply, { id: undoId })))).toEqual({
      status: 404,
      description: 'There is no such change to undo.',
    });
  });

  it('keeps the date and amount of a transaction reconciled since, and puts back its category', async () => {
    const f = await undoFamily(t);
    const ids = await threePayments(f);
    const [a] = ids;
    const before = partsOf(await getTransaction(f.user, a));
    const { undoId } = await call<{ undoId: number }>(
      f.user,
      requestTo(apiRoutes.transactions.bulkUpdate),
      everything(f, ids),
    );
    // As an import of the bank's statement would leave it.
    await t.deps.db.kysely.updateTable('transactions').set({ is_reconciled: 1 }).where('id', '=', a).execute();
    const result = await call(f.user, requestTo(apiRoutes.undo.apply, { id: undoId }));
    expect(result).toEqual({ kind: 'bulkUpdate', restored: 2, changedSince: 1 });
    expect(partsOf(await getTransaction(f.user, a))).toEqual({
      ...before,
      date: '2026-11-10',
      amount: 15,
      lines: [[15, f.groceries, null]],
    });
    await f.integrity();
  });

  it('refuses to put lines back on a subcategory deleted since', async () => {
    const f = await undoFamily(t);
    const snacks = await f.subcategory('Snacks');
    const payment = await record(f.user, {
      debitAccountId: f.bank,
      creditAccountId: f.shop,
      lines: [{ amount: 4, subCategoryId: snacks }],
    });
    const { undoId } = await call<{ undoId: number }>(f.user, requestTo(apiRoutes.transactions.bulkUpdate), {
      transactionIds: [payment.id],
      subCategoryId: f.household,
    });
    await call(f.user, requestTo(apiRoutes.categories.changeCategory), {
      id: snacks,
      deletedFlag: true,
      isSubcategory: true,
    });
    expect(refusal(await f.user.inject(requestTo(apiRoutes.undo.apply, { id: undoId })))).toEqual({
      status: 400,
      description:
        'The subcategory Snacks has been deleted since this bulk update: restore it first, then undo the update.',
    });
    expect((await getTransaction(f.user, payment.id)).transactionLines[0]?.subCategoryId).toBe(f.household);
    expect(await openUndos(f, payment.id)).toHaveLength(1);
    await f.integrity();
  });

  it('undoes a merge: the merged subcategory is back with the lines, defaults and schedules still on the destination', async () => {
    const f = await undoFamily(t);
    const coffee = await f.subcategory('Coffee');
    const cafe = await createThirdParty(f.user, 'Cafe', { defaultSubCategoryId: coffee });
    const pay = (lines: { amount: number; subCategoryId: number }[]) =>
      record(f.user, { debitAccountId: f.bank, creditAccountId: cafe, lines });
    const single = await pay([{ amount: 4.5, subCategoryId: coffee }]);
    const split = await pay([
      { amount: 3, subCategoryId: coffee },
      { amount: 9, subCategoryId: f.dining },
    ]);
    const gone = await pay([{ amount: 6, subCategoryId: coffee }]);
    await call(f.user, requestTo(apiRoutes.transactions.remove, { id: gone.id }));
    const schedule = await call<{ id: number }>(f.user, requestTo(apiRoutes.schedules.save), {
      ...monthlyRent(f, '2026-12-01'),
      subcategoryId: coffee,
    });
    const before = await subcategories(f);
    const balance = await balanceOf(f.user, f.bank);

    const merged = await f.user.inject(
      requestTo(apiRoutes.categories.mergeSubcategory, { id: coffee, targetId: f.dining }),
    );
    expect(merged.statusCode, merged.body).toBe(200);
    const undoId = merged.json().data.undoId as number;
    expect(merged.json().data).toEqual({ moved: 5, undoId });
    expect(await openUndos(f, single.id)).toMatchObject([
      { undoId, kind: 'mergeSubcategory', summary: 'Merge of subcategory Coffee into Dining (5 uses)' },
    ]);

    // The split's Coffee line is moved on to Groceries after the merge: it stays there.
    await call(
      f.user,
      requestTo(apiRoutes.transactions.save),
      transactionBody({
        id: split.id,
        debitAccountId: f.bank,
        creditAccountId: cafe,
        lines: [
          { amount: 3, subCategoryId: f.groceries },
          { amount: 9, subCategoryId: f.dining },
        ],
      }),
    );

    const undone = await f.user.inject(requestTo(apiRoutes.undo.apply, { id: undoId }));
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({
      responseState: {
        isSuccess: true,
        description: 'Merge undone: 4 uses moved back. 1 changed since and stays where it is now.',
      },
      data: { kind: 'mergeSubcategory', restored: 4, changedSince: 1 },
    });
    const after = await subcategories(f);
    expect(after.get(coffee)).toEqual({ ...before.get(coffee), amount: 4.5, usages: 3, transactionCount: 1 });
    expect(after.get(f.dining)).toEqual(before.get(f.dining));
    expect((await getTransaction(f.user, single.id)).transactionLines[0]?.subCategoryId).toBe(coffee);
    expect(
      (await call<{ defaultSubCategoryId: number }>(f.user, requestTo(apiRoutes.accounts.get, { id: cafe })))
        .defaultSubCategoryId,
    ).toBe(coffee);
    expect(
      (await call<{ subcategoryId: number }>(f.user, requestTo(apiRoutes.schedules.get, { id: schedule.id })))
        .subcategoryId,
    ).toBe(coffee);
    // The deleted payment's line went back too: restored, it counts on Coffee again.
    await call(f.user, requestTo(apiRoutes.transactions.restore, { id: gone.id }));
    expect((await subcategories(f)).get(coffee)).toMatchObject({ amount: 10.5, transactionCount: 2 });
    expect(await balanceOf(f.user, f.bank)).toBe(balance - 6);
    await f.integrity();

    expect(refusal(await f.user.inject(requestTo(apiRoutes.undo.apply, { id: undoId })))).toEqual({
      status: 400,
      description: 'Already undone.',
    });
  });

  it('refuses to undo a merge whose subcategory name has been taken again, and changes nothing', async () => {
    const f = await undoFamily(t);
    const coffee = await f.subcategory('Coffee');
    const payment = await record(f.user, {
      debitAccountId: f.bank,
      creditAccountId: f.shop,
      lines: [{ amount: 4, subCategoryId: coffee }],
    });
    const { undoId } = await call<{ undoId: number }>(
      f.user,
      requestTo(apiRoutes.categories.mergeSubcategory, { id: coffee, targetId: f.dining }),
    );
    await f.subcategory('coffee');
    expect(refusal(await f.user.inject(requestTo(apiRoutes.undo.apply, { id: undoId })))).toEqual({
      status: 400,
      description: 'A subcategory named Coffee exists again in its category: rename it, then undo the merge.',
    });
    expect((await getTransaction(f.user, payment.id)).transactionLines[0]?.subCategoryId).toBe(f.dining);
    expect((await subcategories(f)).get(coffee)?.isDeleted).toBe(true);
    await f.integrity();
  });

  it('undoes a change once when twenty undos of it arrive at once', async () => {
    const f = await undoFamily(t);
    const ids = await threePayments(f);
    const balance = await balanceOf(f.user, f.bank);
    const { undoId } = await call<{ undoId: number }>(
      f.user,
      requestTo(apiRoutes.transactions.bulkUpdate),
      everything(f, ids),
    );
    const answers = await inParallel(f.user, requestTo(apiRoutes.undo.apply, { id: undoId }), 20);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual(
      Array.from({ length: 19 }, () => ({ status: 400, description: 'Already undone.' })),
    );
    expect(await balanceOf(f.user, f.bank)).toBe(balance);
    await f.integrity();
  });

  it('no longer undoes a change older than 30 days', async () => {
    const f = await undoFamily(t);
    const ids = await threePayments(f);
    const { undoId } = await call<{ undoId: number }>(
      f.user,
      requestTo(apiRoutes.transactions.bulkUpdate),
      everything(f, ids),
    );
    await t.deps.db.kysely
      .updateTable('undo_actions')
      .set({ created_at: new Date(UNDO_TODAY.getTime() - 31 * 24 * 60 * 60 * 1000).toISOString() })
      .where('id', '=', undoId)
      .execute();
    expect(refusal(await f.user.inject(requestTo(apiRoutes.undo.apply, { id: undoId })))).toEqual({
      status: 400,
      description: 'This change was made more than 30 days ago and can no longer be undone.',
    });
    expect(await openUndos(f, ids[0])).toEqual([]);
  });
});
