import { apiRoutes } from '@hearth/contract';
import { STARTER_CATEGORIES } from '../src/features/categories/starter.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createBank, createSubcategory, createThirdParty, record } from './ledger.js';
import { expectRowIsolated } from './tenancy.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

interface CategoryData {
  id: number;
  name: string;
  incomeCategory: boolean;
  isDeleted: boolean;
  amount: number;
  transactionCount: number;
  subcategories: {
    id: number;
    name: string;
    isDeleted: boolean;
    amount: number;
    usages: number;
    transactionCount: number;
  }[];
}

describe.each(testDialects())('categories and subcategories on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const categories = (user: SignedInUser) => call<CategoryData[]>(user, requestTo(apiRoutes.categories.list));

  it('creates and modifies categories and subcategories with the spec toasts', async () => {
    const user = await signUp(t);
    const created = await user.inject({
      ...requestTo(apiRoutes.categories.saveCategory),
      payload: { name: 'Salary', IncomeCategory: true },
    });
    expect(created.json().responseState.description).toBe('Category Salary has been created successfully.');
    const id = created.json().data.id;
    const modified = await user.inject({
      ...requestTo(apiRoutes.categories.saveCategory),
      payload: { id, name: 'Wages', IncomeCategory: true },
    });
    expect(modified.json().responseState.description).toBe('Category Wages has been created successfully.');
    const sub = await user.inject({
      ...requestTo(apiRoutes.categories.saveSubcategory),
      payload: { name: 'Main job', categoryId: id },
    });
    expect(sub.json().responseState.description).toBe('Subcategory Main job has been created successfully.');
    expect(await categories(user)).toEqual([
      expect.objectContaining({
        name: 'Wages',
        incomeCategory: true,
        isDeleted: false,
        subcategories: [expect.objectContaining({ name: 'Main job', usages: 0 })],
      }),
    ]);
  });

  it('starts a new family with the starter categories unless it asks not to', async () => {
    const starter = await signUp(t, { starterCategories: true });
    const list = await categories(starter);
    expect(list.map((c) => c.name)).toEqual(STARTER_CATEGORIES.map((c) => c.name).sort((a, b) => a.localeCompare(b)));
    expect(list.find((c) => c.name === 'Food')?.subcategories.map((s) => s.name)).toEqual([
      'Coffee',
      'Dining out',
      'Groceries',
      'Takeaway',
    ]);
    expect(list.find((c) => c.name === 'Income')?.incomeCategory).toBe(true);
    expect(await categories(await signUp(t, { starterCategories: false }))).toEqual([]);
  });

  it('sums amounts and counts usages from live lines and account defaults', async () => {
    const user = await signUp(t);
    const { subcategoryId } = await createSubcategory(user, 'Food', 'Groceries');
    const bank = await createBank(user, 'Everyday');
    const shop = await createThirdParty(user, 'Shop', { defaultSubCategoryId: subcategoryId });
    await record(user, {
      debitAccountId: bank,
      creditAccountId: shop,
      lines: [
        { amount: 10.1, subCategoryId: subcategoryId },
        { amount: 0.2, subCategoryId: subcategoryId },
      ],
    });
    const deleted = await record(user, {
      debitAccountId: bank,
      creditAccountId: shop,
      lines: [{ amount: 99, subCategoryId: subcategoryId }],
    });
    await call(user, requestTo(apiRoutes.transactions.remove, { id: deleted.id }));
    const [food] = await categories(user);
    expect(food).toMatchObject({ amount: 10.3, transactionCount: 2 });
    expect(food?.subcategories[0]).toMatchObject({ amount: 10.3, transactionCount: 2, usages: 3 });
  });

  it('refuses to delete a subcategory in use, deletes and restores one that is not', async () => {
    const user = await signUp(t);
    const { categoryId, subcategoryId } = await createSubcategory(user, 'Home', 'Rent');
    await createThirdParty(user, 'Landlord', { defaultSubCategoryId: subcategoryId });
    const refused = await user.inject({
      ...requestTo(apiRoutes.categories.changeCategory),
      payload: { id: subcategoryId, deletedFlag: true, isSubcategory: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().responseState.description).toBe(
      'Rent is used 1 times and cannot be deleted; merge it into another subcategory instead.',
    );
    const spare = await call<{ id: number }>(user, requestTo(apiRoutes.categories.saveSubcategory), {
      name: 'Repairs',
      categoryId,
    });
    const deleted = await user.inject({
      ...requestTo(apiRoutes.categories.changeCategory),
      payload: { id: spare.id, deletedFlag: true, isSubcategory: true },
    });
    expect(deleted.json().responseState.description).toBe('Subcategory Repairs has been deleted successfully.');
    expect((await categories(user))[0]?.subcategories.find((s) => s.id === spare.id)?.isDeleted).toBe(true);
    const restored = await user.inject({
      ...requestTo(apiRoutes.categories.changeCategory),
      payload: { id: spare.id, deletedFlag: false, isSubcategory: true },
    });
    expect(restored.json().responseState.description).toBe('Subcategory Repairs has been restored successfully.');
    const category = await user.inject({
      ...requestTo(apiRoutes.categories.changeCategory),
      payload: { id: categoryId, deletedFlag: true, isSubcategory: false },
    });
    expect(category.json().responseState.description).toBe('Category Home has been deleted successfully.');
    expect((await categories(user))[0]?.isDeleted).toBe(true);
  });

  it('merges every use of a subcategory into another and deletes it', async () => {
    const user = await signUp(t);
    const { categoryId, subcategoryId: from } = await createSubcategory(user, 'Food', 'Supermarket');
    const to = (
      await call<{ id: number }>(user, requestTo(apiRoutes.categories.saveSubcategory), {
        name: 'Groceries',
        categoryId,
      })
    ).id;
    const bank = await createBank(user, 'Everyday');
    const shop = await createThirdParty(user, 'Shop', { defaultSubCategoryId: from });
    const payment = await record(user, {
      debitAccountId: bank,
      creditAccountId: shop,
      lines: [
        { amount: 3, subCategoryId: from },
        { amount: 4, subCategoryId: to },
      ],
    });
    const merged = await user.inject(requestTo(apiRoutes.categories.mergeSubcategory, { id: from, targetId: to }));
    expect(merged.json()).toEqual({
      responseState: { isSuccess: true, description: 'Subcategory Supermarket has been merged into Groceries.' },
      data: { moved: 2, undoId: expect.any(Number) },
    });
    const transaction = await call<{ transactionLines: { subCategoryId: number }[] }>(
      user,
      requestTo(apiRoutes.transactions.get, { id: payment.id }),
    );
    expect(transaction.transactionLines.map((l) => l.subCategoryId)).toEqual([to, to]);
    expect(
      (await call<{ defaultSubCategoryId: number }>(user, requestTo(apiRoutes.accounts.get, { id: shop })))
        .defaultSubCategoryId,
    ).toBe(to);
    const subs = (await categories(user))[0]?.subcategories ?? [];
    expect(subs.find((s) => s.id === from)).toMatchObject({ isDeleted: true, usages: 0 });
    expect(subs.find((s) => s.id === to)).toMatchObject({ amount: 7, usages: 3 });
  });

  it("refuses to merge a subcategory into itself with the spec's words", async () => {
    const user = await signUp(t);
    const { subcategoryId } = await createSubcategory(user, 'Food', 'Snacks');
    const response = await user.inject(
      requestTo(apiRoutes.categories.mergeSubcategory, { id: subcategoryId, targetId: subcategoryId }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().responseState.description).toBe("Unable to merge sub category it's self");
  });

  it.each([
    ['an empty name', apiRoutes.categories.saveCategory, { name: '  ' }, 'Name is required.'],
    ['a duplicate name', apiRoutes.categories.saveCategory, { name: 'DUP' }, 'A category named DUP already exists.'],
    [
      'a missing category',
      apiRoutes.categories.saveSubcategory,
      { name: 'Orphan', categoryId: 99999999 },
      'Category: there is no such category.',
    ],
  ])('refuses %s', async (_case, route, payload, message) => {
    const user = await signUp(t);
    await call(user, requestTo(apiRoutes.categories.saveCategory), { name: 'dup' });
    const response = await user.inject({ ...requestTo(route), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().responseState.description).toBe(message);
  });

  it("treats another family's categories like missing ones", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const { categoryId, subcategoryId } = await createSubcategory(owner, 'Private', 'Hidden');
    const mine = await createSubcategory(stranger, 'Mine', 'Own');
    await expectRowIsolated(
      stranger,
      subcategoryId,
      (id) => ({
        ...requestTo(apiRoutes.categories.changeCategory),
        payload: { id: Number(id), deletedFlag: true, isSubcategory: true },
      }),
      (id) => requestTo(apiRoutes.categories.mergeSubcategory, { id, targetId: mine.subcategoryId }),
      (id) => requestTo(apiRoutes.categories.mergeSubcategory, { id: mine.subcategoryId, targetId: id }),
    );
    await expectRowIsolated(
      stranger,
      categoryId,
      (id) => ({ ...requestTo(apiRoutes.categories.saveCategory), payload: { id: Number(id), name: 'Mine now' } }),
      (id) => ({
        ...requestTo(apiRoutes.categories.saveSubcategory),
        payload: { name: 'Sneaky', categoryId: Number(id) },
      }),
    );
    expect((await categories(owner))[0]).toMatchObject({
      name: 'Private',
      isDeleted: false,
      subcategories: [expect.objectContaining({ isDeleted: false })],
    });
  });
});
