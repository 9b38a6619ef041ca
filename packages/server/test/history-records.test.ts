import { apiRoutes, type History, type HistoryEntry } from '@hearth/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestTo } from './api-request.js';
import { attach } from './attachment-upload.js';
import { call, record } from './ledger.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { monthlyRent, UNDO_TODAY, undoFamily, type UndoFamily } from './undo-fixtures.js';

type Owner = keyof typeof apiRoutes.history;

const readable = (entry: HistoryEntry) => ({
  action: entry.action,
  user: entry.user?.name ?? null,
  changes: entry.changes.map((change) => [change.field, change.from, change.to]),
});

describe.each(testDialects())(
  'history of accounts, budgets, schedules, categories and attachments on %s',
  (dialect) => {
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

    it('records an account made, renamed with a new opening balance, and deleted', async () => {
      const f = await undoFamily(t);
      const saved = await call<{ id: number }>(f.user, requestTo(apiRoutes.accounts.save), {
        name: 'Savings',
        accountTypeId: 1,
        openingBalance: 50,
        openingDate: '2026-01-01',
      });
      await call(f.user, requestTo(apiRoutes.accounts.save), {
        id: saved.id,
        name: 'Holiday savings',
        accountTypeId: 1,
        openingBalance: 75.5,
        openingDate: '2026-01-01',
      });
      await call(f.user, requestTo(apiRoutes.accounts.remove, { id: saved.id }));
      const entries = await historyOf(f, 'account', saved.id);
      expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
      expect(entries[1]).toEqual({
        action: 'update',
        user: 'Alice Smith',
        changes: [
          ['name', 'Savings', 'Holiday savings'],
          ['openingBalance', '50.00', '75.50'],
        ],
      });
      expect(entries[2]?.changes).toContainEqual(['openingDate', null, '2026-01-01']);
    });

    it("records a third party's default category and budget by name", async () => {
      const f = await undoFamily(t);
      await call(f.user, requestTo(apiRoutes.accounts.save), {
        id: f.shop,
        name: 'Shop',
        accountTypeId: 2,
        defaultSubcategoryId: f.dining,
        defaultBudgetId: f.budget,
      });
      expect((await historyOf(f, 'account', f.shop))[0]).toEqual({
        action: 'update',
        user: 'Alice Smith',
        changes: [
          ['defaultSubcategory', null, 'Spending › Dining'],
          ['defaultBudget', null, 'Food'],
        ],
      });
    });

    it('records a budget and a schedule changed, by name and in decimals', async () => {
      const f = await undoFamily(t);
      await call(f.user, requestTo(apiRoutes.budgets.save), {
        id: f.budget,
        name: 'Food and drink',
        allowanceAmount: 450,
        startDate: '2026-09-01',
        budgetTypeId: 2,
      });
      expect((await historyOf(f, 'budget', f.budget))[0]).toEqual({
        action: 'update',
        user: 'Alice Smith',
        changes: [
          ['name', 'Food', 'Food and drink'],
          ['amount', '400.00', '450.00'],
        ],
      });

      const rent = await call<{ id: number }>(
        f.user,
        requestTo(apiRoutes.schedules.save),
        monthlyRent(f, '2026-12-01'),
      );
      await call(f.user, requestTo(apiRoutes.schedules.save), {
        ...monthlyRent(f, '2026-12-01'),
        id: rent.id,
        amount: 120,
        subcategoryId: f.dining,
        tags: [f.holiday],
      });
      await call(f.user, requestTo(apiRoutes.schedules.remove, { id: rent.id }));
      const entries = await historyOf(f, 'schedule', rent.id);
      expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
      expect(entries[1]?.changes).toEqual([
        ['amount', '100.00', '120.00'],
        ['subcategory', 'Spending › Household', 'Spending › Dining'],
        ['tags', null, 'Holiday'],
      ]);
      expect(entries[2]?.changes).toContainEqual(['recurrence', null, 'Monthly']);
    });

    it("records a category renamed and its subcategories' changes under it", async () => {
      const f = await undoFamily(t);
      await call(f.user, requestTo(apiRoutes.categories.saveCategory), { id: f.spending, name: 'Everyday' });
      await call(f.user, requestTo(apiRoutes.categories.saveSubcategory), {
        id: f.dining,
        name: 'Eating out',
        categoryId: f.spending,
      });
      await call(f.user, requestTo(apiRoutes.categories.changeCategory), {
        id: f.dining,
        isSubcategory: true,
        deletedFlag: true,
      });
      const entries = await historyOf(f, 'category', f.spending);
      expect(entries.slice(0, 3)).toEqual([
        { action: 'delete', user: 'Alice Smith', changes: [] },
        {
          action: 'update',
          user: 'Alice Smith',
          changes: [['subcategory Eating out.name', 'Dining', 'Eating out']],
        },
        { action: 'update', user: 'Alice Smith', changes: [['name', 'Spending', 'Everyday']] },
      ]);
    });

    it("records attachments added to and removed from a transaction in the transaction's history", async () => {
      const f = await undoFamily(t);
      const { id } = await record(f.user, {
        debitAccountId: f.bank,
        creditAccountId: f.shop,
        date: '2026-11-02',
        lines: [{ amount: 9, subCategoryId: f.groceries }],
      });
      const uploaded = await attach(f.user, id, 100, 'receipt.pdf');
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      await call(f.user, requestTo(apiRoutes.attachments.remove, { id: uploaded.json().data.id as number }));
      expect((await historyOf(f, 'transaction', id)).slice(0, 2)).toEqual([
        { action: 'update', user: 'Alice Smith', changes: [['attachment', 'receipt.pdf', null]] },
        { action: 'update', user: 'Alice Smith', changes: [['attachment', null, 'receipt.pdf']] },
      ]);
    });
  },
);
