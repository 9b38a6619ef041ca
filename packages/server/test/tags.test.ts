import { apiRoutes } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createBank, createSubcategory, createThirdParty, record } from './ledger.js';
import { expectRowIsolated } from './tenancy.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp } from './users.js';
import { requestTo } from './api-request.js';

interface TagData {
  id: number;
  name: string;
  deactivated: boolean;
  useValidityPeriod: boolean;
  validFrom: string | null;
  validTo: string | null;
  assignedTransactions: number;
  transactionSum: number;
}

describe.each(testDialects())('tags on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('saves a tag with the spec toast and clears the dates when the period is off', async () => {
    const user = await signUp(t);
    const response = await user.inject({
      ...requestTo(apiRoutes.tags.save),
      payload: { name: 'Holiday', useValidityPeriod: true, validFrom: '2026-12-01', validTo: '2027-01-15' },
    });
    expect(response.json().responseState.description).toBe('Holiday, Saved Successfully.');
    const tag = response.json().data as TagData;
    expect(tag).toMatchObject({
      useValidityPeriod: true,
      validFrom: '2026-12-01',
      validTo: '2027-01-15',
      deactivated: false,
    });
    const off = await call<TagData>(user, requestTo(apiRoutes.tags.save), {
      id: tag.id,
      name: 'Holiday',
      useValidityPeriod: false,
      validFrom: '2026-12-01',
    });
    expect(off).toMatchObject({ useValidityPeriod: false, validFrom: null, validTo: null });
  });

  it.each([
    ['a period without dates', { useValidityPeriod: true }, "Please enter a value for 'Valid From' or 'Valid To'."],
    [
      'a period that ends before it starts',
      { useValidityPeriod: true, validFrom: '2026-12-02', validTo: '2026-12-01' },
      "'Valid From' must not be after 'Valid To'.",
    ],
    ['an empty name', { name: '' }, 'Name is required.'],
  ])('refuses %s', async (_case, change, message) => {
    const user = await signUp(t);
    const response = await user.inject({ ...requestTo(apiRoutes.tags.save), payload: { name: 'Trip', ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json().responseState.description).toBe(message);
  });

  it('counts and sums the live transactions of each tag, within dates on request, and hides deactivated tags', async () => {
    const user = await signUp(t);
    const bank = await createBank(user, 'Everyday');
    const shop = await createThirdParty(user, 'Shop');
    const { subcategoryId } = await createSubcategory(user, 'Fun', 'Outings');
    const trip = await call<TagData>(user, requestTo(apiRoutes.tags.save), { name: 'Trip' });
    await call<TagData>(user, requestTo(apiRoutes.tags.save), { name: 'Old', deactivated: true });
    await record(user, {
      debitAccountId: bank,
      creditAccountId: shop,
      lines: [{ amount: 10, subCategoryId: subcategoryId }, { amount: 5 }],
      date: '2026-10-01',
      tags: [trip.id],
    });
    await record(user, {
      debitAccountId: bank,
      creditAccountId: shop,
      lines: [{ amount: 20, subCategoryId: subcategoryId }],
      date: '2026-11-01',
      tags: [trip.id],
    });
    const gone = await record(user, {
      debitAccountId: bank,
      creditAccountId: shop,
      lines: [{ amount: 99 }],
      tags: [trip.id],
    });
    await call(user, requestTo(apiRoutes.transactions.remove, { id: gone.id }));
    expect(
      (await call<TagData[]>(user, requestTo(apiRoutes.tags.list))).map((tag) => [
        tag.name,
        tag.assignedTransactions,
        tag.transactionSum,
      ]),
    ).toEqual([['Trip', 2, 35]]);
    expect(
      (await call<TagData[]>(user, { ...requestTo(apiRoutes.tags.list), query: { includeDeactivated: 'true' } })).map(
        (tag) => tag.name,
      ),
    ).toEqual(['Old', 'Trip']);
    expect(
      (await call<TagData[]>(user, requestTo(apiRoutes.tags.get, { id: 'false' }))).map((tag) => tag.name),
    ).toEqual(['Trip']);
    expect((await call<TagData[]>(user, requestTo(apiRoutes.tags.get, { id: 'true' }))).map((tag) => tag.name)).toEqual(
      ['Old', 'Trip'],
    );
    const october = await call<TagData[]>(user, requestTo(apiRoutes.tags.detailed), {
      fromDate: '2026-10-01',
      toDate: '2026-10-31',
    });
    expect(october.find((tag) => tag.name === 'Trip')).toMatchObject({ assignedTransactions: 1, transactionSum: 15 });
    const detail = await call<{
      tag: TagData;
      transactions: { amount: number }[];
      categories: { categoryName: string; subCategoryName: string; amount: number }[];
      total: number;
    }>(user, requestTo(apiRoutes.tags.get, { id: trip.id }));
    expect(detail.transactions.map((tx) => tx.amount)).toEqual([20, 15]);
    expect(detail.categories).toEqual([
      { categoryName: 'Fun', subCategoryName: 'Outings', amount: 30 },
      { categoryName: 'Uncategorised', subCategoryName: 'Uncategorised', amount: 5 },
    ]);
    expect(detail.total).toBe(35);
  });

  it('answers a tag id that is neither a number nor true/false with a 400', async () => {
    const user = await signUp(t);
    const response = await user.inject(requestTo(apiRoutes.tags.get, { id: 'abc' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().responseState.description).toBe(
      'The record number in the address must be a tag id, true or false.',
    );
  });

  it("treats another family's tag like a missing one", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const tag = await call<TagData>(owner, requestTo(apiRoutes.tags.save), { name: 'Private' });
    await expectRowIsolated(
      stranger,
      tag.id,
      (id) => requestTo(apiRoutes.tags.get, { id }),
      (id) => ({ ...requestTo(apiRoutes.tags.save), payload: { id: Number(id), name: 'Mine' } }),
    );
    expect((await call<{ tag: TagData }>(owner, requestTo(apiRoutes.tags.get, { id: tag.id }))).tag.name).toBe(
      'Private',
    );
  });
});
