import { apiRoutes, TransactionType } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, call, createBank, createSubcategory, createThirdParty, record, transactionBody } from './ledger.js';
import { expectFamilyIsolation } from './tenancy.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

interface TransactionData {
  id: number;
  amount: number;
  isSplit: boolean;
  transactionType: string;
  debitAccountName: string;
  creditAccountName: string;
  runningBalance: number | null;
  transactionDate: string;
  description: string;
  transactionLines: {
    amount: number;
    subCategoryId: number | null;
    subCategoryName: string | null;
    categoryName: string | null;
  }[];
  tags: { id: number; name: string }[];
}

async function household(t: TestApp) {
  const user = await signUp(t);
  const bank = await createBank(user, 'Everyday', 1000);
  const savings = await createBank(user, 'Savings', 500);
  const shop = await createThirdParty(user, 'Shop');
  const employer = await createThirdParty(user, 'Employer');
  const food = await createSubcategory(user, 'Food', 'Groceries');
  const home = await createSubcategory(user, 'Home', 'Cleaning');
  const tag = await call<{ id: number }>(user, requestTo(apiRoutes.tags.save), { name: 'Holiday' });
  return { user, bank, savings, shop, employer, food: food.subcategoryId, home: home.subcategoryId, tag: tag.id };
}

type Household = Awaited<ReturnType<typeof household>>;

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe.each(testDialects())('transactions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('records a split payment whose amount is the sum of its lines, and moves both balances', async () => {
    const h = await household(t);
    const response = await h.user.inject({
      ...requestTo(apiRoutes.transactions.save),
      payload: {
        ...transactionBody({
          date: '2026-11-02',
          debitAccountId: h.bank,
          creditAccountId: h.shop,
          description: 'Weekly shop',
          lines: [
            { amount: 0.1, subCategoryId: h.food },
            { amount: 0.2, subCategoryId: h.home },
          ],
          tags: [h.tag],
        }),
        // An amount of its own is not taken: a transaction's amount is the sum of its lines.
        amount: 999,
      },
    });
    expect(response.json().responseState.description).toBe('Transaction Saved');
    const saved = response.json().data as TransactionData;
    expect(saved).toMatchObject({
      amount: 0.3,
      isSplit: true,
      transactionType: 'Payment',
      debitAccountName: 'Everyday',
      creditAccountName: 'Shop',
      description: 'Weekly shop',
      tags: [{ id: h.tag, name: 'Holiday' }],
    });
    expect(saved.transactionLines).toEqual([
      expect.objectContaining({ amount: 0.1, subCategoryName: 'Groceries', categoryName: 'Food' }),
      expect.objectContaining({ amount: 0.2, subCategoryName: 'Cleaning', categoryName: 'Home' }),
    ]);
    expect(await balanceOf(h.user, h.bank)).toBe(999.7);
    expect(await balanceOf(h.user, h.shop)).toBe(0.3);
  });

  it('edits a transaction by taking back its old effect first, and deletes it softly', async () => {
    const h = await household(t);
    const payment = await record(h.user, { debitAccountId: h.bank, creditAccountId: h.shop, lines: [{ amount: 50 }] });
    await record(h.user, {
      id: payment.id,
      date: '2026-11-03',
      typeId: TransactionType.Transfer,
      debitAccountId: h.bank,
      creditAccountId: h.savings,
      lines: [{ amount: 20 }],
    });
    expect([
      await balanceOf(h.user, h.bank),
      await balanceOf(h.user, h.savings),
      await balanceOf(h.user, h.shop),
    ]).toEqual([980, 520, 0]);
    const deleted = await h.user.inject(requestTo(apiRoutes.transactions.remove, { id: payment.id }));
    expect(deleted.json().responseState.description).toBe('Transaction Deleted Successfully.');
    expect([await balanceOf(h.user, h.bank), await balanceOf(h.user, h.savings)]).toEqual([1000, 500]);
    expect(
      (await call<{ isDeleted: boolean }>(h.user, requestTo(apiRoutes.transactions.get, { id: payment.id }))).isDeleted,
    ).toBe(true);
    expect((await h.user.inject(requestTo(apiRoutes.transactions.remove, { id: payment.id }))).statusCode).toBe(404);
  });

  it.each([
    [
      'a third party paying a bank in a Payment',
      (h: Household) => ({
        transactionTypeId: 1,
        debitAccountId: h.shop,
        creditAccountId: h.bank,
      }),
      'A Payment needs a bank account as its debit account; Shop is not one.',
    ],
    [
      'a transfer to a third party',
      (h: Household) => ({
        transactionTypeId: 3,
        debitAccountId: h.bank,
        creditAccountId: h.shop,
      }),
      'A Transfer needs a bank account as its credit account; Shop is not one.',
    ],
    [
      'one account on both sides',
      (h: Household) => ({
        transactionTypeId: 3,
        debitAccountId: h.bank,
        creditAccountId: h.bank,
      }),
      'The debit and credit accounts must differ.',
    ],
    [
      'a zero amount',
      () => ({ transactionLines: [{ amount: 0 }] }),
      'The amount of a transaction must be more than zero.',
    ],
    ['no lines', () => ({ transactionLines: [] }), 'A transaction needs at least one line.'],
    ['a missing date', () => ({ transactionDate: undefined }), 'Date is required.'],
    ['an impossible date', () => ({ transactionDate: '2026-02-30' }), 'Date must be a date written YYYY-MM-DD.'],
    [
      'an unknown type',
      () => ({ transactionTypeId: 4 }),
      'Transaction type must be 1 (Payment), 2 (Deposit) or 3 (Transfer).',
    ],
    [
      'a three-decimal amount',
      () => ({ transactionLines: [{ amount: 1.001 }] }),
      'Amount of line 1 must have at most two decimals.',
    ],
    ['an unknown tag', () => ({ tags: [99999999] }), 'Tags: there is no such tag.'],
    [
      'an unknown subcategory',
      () => ({ transactionLines: [{ amount: 1, subCategoryId: 99999999 }] }),
      'Subcategory: there is no such subcategory.',
    ],
  ])('refuses %s and writes nothing', async (_case, change, message) => {
    const h = await household(t);
    const response = await h.user.inject({
      ...requestTo(apiRoutes.transactions.save),
      payload: {
        ...transactionBody({ debitAccountId: h.bank, creditAccountId: h.shop, lines: [{ amount: 5 }] }),
        ...change(h),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().responseState.description).toBe(message);
    expect(await balanceOf(h.user, h.bank)).toBe(1000);
    expect(await call(h.user, requestTo(apiRoutes.transactions.search), {})).toEqual([]);
  });

  it("refuses another family's accounts, subcategories and tags as if they did not exist", async () => {
    const h = await household(t);
    const other = await household(t);
    const base = transactionBody({ debitAccountId: h.bank, creditAccountId: h.shop, lines: [{ amount: 5 }] });
    const cases: [object, string][] = [
      [{ creditAccountId: other.shop }, 'Credit account: there is no such account.'],
      [{ transactionLines: [{ amount: 5, subCategoryId: other.food }] }, 'Subcategory: there is no such subcategory.'],
      [{ tags: [other.tag] }, 'Tags: there is no such tag.'],
    ];
    for (const [change, message] of cases) {
      const response = await h.user.inject({
        ...requestTo(apiRoutes.transactions.save),
        payload: { ...base, ...change },
      });
      expect(response.json().responseState.description).toBe(message);
    }
  });

  it('lists an account over N days, newest first, with the balance after each transaction', async () => {
    const h = await household(t);
    await record(h.user, {
      debitAccountId: h.bank,
      creditAccountId: h.shop,
      lines: [{ amount: 100 }],
      date: daysAgo(40),
    });
    await record(h.user, {
      debitAccountId: h.employer,
      creditAccountId: h.bank,
      lines: [{ amount: 300 }],
      date: daysAgo(10),
      typeId: 2,
    });
    await record(h.user, {
      debitAccountId: h.bank,
      creditAccountId: h.shop,
      lines: [{ amount: 25.5 }],
      date: daysAgo(2),
    });
    await record(h.user, {
      debitAccountId: h.bank,
      creditAccountId: h.savings,
      lines: [{ amount: 74.5 }],
      date: today(),
      typeId: 3,
    });
    const list = await call<TransactionData[]>(h.user, requestTo(apiRoutes.transactions.list), {
      accountId: h.bank,
      historicDaysFromNow: 30,
    });
    expect(list.map((tx) => [tx.amount, tx.runningBalance])).toEqual([
      [74.5, 1100],
      [25.5, 1174.5],
      [300, 1200],
    ]);
    const longer = await call<TransactionData[]>(h.user, requestTo(apiRoutes.transactions.list), {
      accountId: h.bank,
      historicDaysFromNow: 60,
    });
    expect(longer.at(-1)).toMatchObject({ amount: 100, runningBalance: 900 });
    const paged = await call<TransactionData[]>(h.user, requestTo(apiRoutes.transactions.list), {
      accountId: h.bank,
      historicDaysFromNow: 60,
      limitResultCount: 2,
      offset: 2,
    });
    expect(paged.map((tx) => [tx.amount, tx.runningBalance])).toEqual([
      [300, 1200],
      [100, 900],
    ]);
    const recent = await call<TransactionData[]>(h.user, requestTo(apiRoutes.transactions.list), {
      limitResultCount: 2,
    });
    expect(recent.map((tx) => tx.amount)).toEqual([74.5, 25.5]);
  });

  it.each([
    ['GET', (id: number | string) => requestTo(apiRoutes.transactions.get, { id })],
    ['DELETE', (id: number | string) => requestTo(apiRoutes.transactions.remove, { id })],
  ])("treats another family's transaction like a missing one (%s)", async (_method, request) => {
    const owner = await household(t);
    const stranger = await signUp(t);
    const payment = await record(owner.user, {
      debitAccountId: owner.bank,
      creditAccountId: owner.shop,
      lines: [{ amount: 7 }],
    });
    await expectFamilyIsolation({ stranger, request, foreignId: payment.id, missingId: 99999999 });
    expect(
      (await call<{ isDeleted: boolean }>(owner.user, requestTo(apiRoutes.transactions.get, { id: payment.id })))
        .isDeleted,
    ).toBe(false);
  });

  it("treats another family's transaction like a missing one when saving over it", async () => {
    const owner = await household(t);
    const stranger = await household(t);
    const payment = await record(owner.user, {
      debitAccountId: owner.bank,
      creditAccountId: owner.shop,
      lines: [{ amount: 7 }],
    });
    await expectFamilyIsolation({
      stranger: stranger.user,
      foreignId: payment.id,
      missingId: 99999999,
      request: (id) => ({
        ...requestTo(apiRoutes.transactions.save),
        payload: transactionBody({
          id: Number(id),
          debitAccountId: stranger.bank,
          creditAccountId: stranger.shop,
          lines: [{ amount: 1 }],
        }),
      }),
    });
    expect(await balanceOf(owner.user, owner.bank)).toBe(993);
  });

  it("treats another family's account like a missing one in the per-account list", async () => {
    const owner = await household(t);
    const stranger = await signUp(t);
    await expectFamilyIsolation({
      stranger,
      foreignId: owner.bank,
      missingId: 99999999,
      request: (id) => ({ ...requestTo(apiRoutes.transactions.list), payload: { accountId: Number(id) } }),
    });
  });
});

describe.each(testDialects())('search, bulk update and quick entry on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const search = (user: SignedInUser, filter: object) =>
    call<TransactionData[]>(user, requestTo(apiRoutes.transactions.search), filter);

  it('finds transactions by every filter', async () => {
    const h = await household(t);
    const a = await record(h.user, {
      debitAccountId: h.bank,
      creditAccountId: h.shop,
      lines: [{ amount: 12.5, subCategoryId: h.food }],
      date: '2026-10-01',
      description: 'Milk 100% fresh',
      tags: [h.tag],
    });
    const b = await record(h.user, {
      debitAccountId: h.bank,
      creditAccountId: h.savings,
      lines: [{ amount: 200 }],
      date: '2026-10-15',
      typeId: 3,
      description: 'Save',
    });
    const c = await record(h.user, {
      debitAccountId: h.employer,
      creditAccountId: h.bank,
      lines: [{ amount: 3000, subCategoryId: h.home }],
      date: '2026-11-01',
      typeId: 2,
      description: 'Pay',
    });
    const ids = async (filter: object) => (await search(h.user, filter)).map((tx) => tx.id);
    expect(await ids({})).toEqual([c.id, b.id, a.id]);
    expect(await ids({ description: 'milk' })).toEqual([a.id]);
    expect(await ids({ description: '100%' })).toEqual([a.id]);
    expect(await ids({ description: '0%f' })).toEqual([]);
    expect(await ids({ description: 'employ' })).toEqual([c.id]);
    expect(await ids({ accountId: h.savings })).toEqual([b.id]);
    expect(await ids({ debitAccountId: h.bank })).toEqual([b.id, a.id]);
    expect(await ids({ creditAccountId: h.bank })).toEqual([c.id]);
    expect(await ids({ subCategoryId: h.food })).toEqual([a.id]);
    expect(await ids({ tagId: h.tag })).toEqual([a.id]);
    expect(await ids({ exactValue: 200 })).toEqual([b.id]);
    expect(await ids({ minValue: 100, maxValue: 2999.99 })).toEqual([b.id]);
    expect(await ids({ exactDate: '2026-10-15' })).toEqual([b.id]);
    expect(await ids({ fromDate: '2026-10-02', toDate: '2026-11-01' })).toEqual([c.id, b.id]);
    expect(await ids({ limitResultCount: 2, offset: 1 })).toEqual([b.id, a.id]);
    await call(h.user, requestTo(apiRoutes.transactions.remove, { id: b.id }));
    expect(await ids({})).toEqual([c.id, a.id]);
    expect(await ids({ includeDeleted: true })).toEqual([c.id, b.id, a.id]);
  });

  it('finds a description by any part of it after edits, and never a deleted text', async () => {
    const h = await household(t);
    const tx = await record(h.user, {
      debitAccountId: h.bank,
      creditAccountId: h.shop,
      lines: [{ amount: 3 }],
      description: 'Birthday cake',
    });
    const found = async (description: string) => (await search(h.user, { description })).map((row) => row.id);
    expect(await found('DAY CA')).toEqual([tx.id]);
    await call(h.user, requestTo(apiRoutes.transactions.bulkUpdate), {
      transactionIds: [tx.id],
      description: 'Anniversary flowers',
    });
    expect(await found('cake')).toEqual([]);
    expect(await found('versary fl')).toEqual([tx.id]);
    expect(await found('fl')).toEqual([tx.id]);
  });

  it('bulk-updates date, description, subcategory and tags, and the amount of one-line transactions only', async () => {
    const h = await household(t);
    const single = await record(h.user, { debitAccountId: h.bank, creditAccountId: h.shop, lines: [{ amount: 10 }] });
    const split = await record(h.user, {
      debitAccountId: h.bank,
      creditAccountId: h.shop,
      lines: [{ amount: 1 }, { amount: 2 }],
    });
    const other = await call<{ id: number }>(h.user, requestTo(apiRoutes.tags.save), { name: 'Work' });
    const response = await h.user.inject({
      ...requestTo(apiRoutes.transactions.bulkUpdate),
      payload: {
        transactionIds: [single.id, split.id],
        transactionAmount: 40,
        transactionDate: '2026-09-09',
        description: 'Bulk',
        subCategoryId: h.food,
        tagIds: [h.tag, other.id],
      },
    });
    expect(response.json()).toEqual({
      responseState: {
        isSuccess: true,
        description: '2 transactions updated. 1 split transaction keeps its amount: splits will not update.',
      },
      data: { updated: 2, splitAmountsKept: 1, undoId: expect.any(Number) },
    });
    const one = await call<TransactionData>(h.user, requestTo(apiRoutes.transactions.get, { id: single.id }));
    const two = await call<TransactionData>(h.user, requestTo(apiRoutes.transactions.get, { id: split.id }));
    expect(one).toMatchObject({
      amount: 40,
      transactionDate: '2026-09-09',
      description: 'Bulk',
      transactionLines: [expect.objectContaining({ amount: 40, subCategoryId: h.food })],
    });
    expect(two).toMatchObject({ amount: 3, transactionDate: '2026-09-09', description: 'Bulk' });
    expect(two.transactionLines.map((l) => l.subCategoryId)).toEqual([h.food, h.food]);
    expect(one.tags.map((tag) => tag.name)).toEqual(['Holiday', 'Work']);
    expect(await balanceOf(h.user, h.bank)).toBe(957);
  });

  it('changes nothing when one of the chosen transactions is not the family’s', async () => {
    const h = await household(t);
    const other = await household(t);
    const mine = await record(h.user, {
      debitAccountId: h.bank,
      creditAccountId: h.shop,
      lines: [{ amount: 10 }],
      description: 'Mine',
    });
    const theirs = await record(other.user, {
      debitAccountId: other.bank,
      creditAccountId: other.shop,
      lines: [{ amount: 10 }],
      description: 'Theirs',
    });
    const response = await h.user.inject({
      ...requestTo(apiRoutes.transactions.bulkUpdate),
      payload: { transactionIds: [mine.id, theirs.id], description: 'Changed' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().responseState.description).toBe(
      '1 of the chosen transactions do not exist or are deleted; nothing was changed.',
    );
    expect(
      (await call<TransactionData>(h.user, requestTo(apiRoutes.transactions.get, { id: mine.id }))).description,
    ).toBe('Mine');
    expect(
      (await call<TransactionData>(other.user, requestTo(apiRoutes.transactions.get, { id: theirs.id }))).description,
    ).toBe('Theirs');
  });

  it('quick-enters a payment from the default account to a quick third party on its defaults', async () => {
    const h = await household(t);
    const cafe = await createThirdParty(h.user, 'Cafe', { canQuickTransaction: true, defaultSubCategoryId: h.food });
    const refused = await h.user.inject({
      ...requestTo(apiRoutes.transactions.quick),
      payload: { creditAccountId: cafe, date: '2026-11-20', amount: 4.5 },
    });
    expect(refused.json().responseState.description).toBe(
      'Choose a default account on the User page to use Quick Entry.',
    );
    await call(h.user, requestTo(apiRoutes.user.save), {
      firstname: 'Alice',
      surname: 'Smith',
      email: h.user.email,
      timezoneId: 'Australia/Sydney',
      defaultAccountId: h.bank,
    });
    const response = await h.user.inject({
      ...requestTo(apiRoutes.transactions.quick),
      payload: { creditAccountId: cafe, date: '2026-11-20', amount: 4.5 },
    });
    expect(response.json().responseState.description).toBe('Transaction Saved');
    expect(response.json().data).toMatchObject({
      amount: 4.5,
      transactionType: 'Payment',
      debitAccountName: 'Everyday',
      creditAccountName: 'Cafe',
      transactionLines: [expect.objectContaining({ subCategoryName: 'Groceries' })],
    });
    const notQuick = await h.user.inject({
      ...requestTo(apiRoutes.transactions.quick),
      payload: { creditAccountId: h.shop, date: '2026-11-20', amount: 4.5 },
    });
    expect(notQuick.json().responseState.description).toBe(
      'Third party: choose one that is set up for Quick Transaction.',
    );
    expect(await balanceOf(h.user, h.bank)).toBe(995.5);
  });
});
