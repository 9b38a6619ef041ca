import zlib from 'node:zlib';
import { apiRoutes } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, call, createBank, createSubcategory, createThirdParty, record } from './ledger.js';
import { expectFamilyIsolation } from './tenancy.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { login, signUp } from './users.js';
import { requestTo } from './api-request.js';

interface AccountData {
  id: number;
  name: string;
  accountTypeId: number;
  balance: number;
  isActive: boolean;
  isFavourite: boolean;
  canQuickTransaction: boolean;
  defaultSubCategoryId: number | null;
  defaultSubcategoryId: number | null;
  defaultCategory: string | null;
  defaultSubcategory: string | null;
}

describe.each(testDialects())('accounts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('creates a bank account and a third party with the spec texts and fields', async () => {
    const user = await signUp(t);
    const { subcategoryId } = await createSubcategory(user, 'Food', 'Groceries');
    const bank = await user.inject({
      ...requestTo(apiRoutes.accounts.save),
      payload: {
        name: 'Everyday',
        accountTypeId: 1,
        openingBalance: 1234.56,
        openingDate: '2026-01-01',
        isFavourite: true,
      },
    });
    expect(bank.json().responseState.description).toBe('Account, Everyday, Saved Successfully.');
    expect(bank.json().data).toMatchObject({
      name: 'Everyday',
      accountTypeId: 1,
      accountType: 'Bank Account',
      openingBalance: 1234.56,
      balance: 1234.56,
      isFavourite: true,
      isActive: true,
      openingDate: '2026-01-01',
    });
    const payee = await call<AccountData>(user, requestTo(apiRoutes.accounts.save), {
      name: 'Corner Shop',
      accountTypeId: 2,
      canQuickTransaction: true,
      defaultSubCategoryId: subcategoryId,
      isFavourite: true,
    });
    expect(payee).toMatchObject({
      accountType: 'Third Party',
      canQuickTransaction: true,
      isFavourite: false,
      defaultSubCategoryId: subcategoryId,
      defaultSubcategoryId: subcategoryId,
      defaultCategory: 'Food',
      defaultSubcategory: 'Groceries',
      balance: 0,
    });
  });

  it('lists by type, case-insensitively by name, hiding inactive and deleted unless asked (both spellings)', async () => {
    const user = await signUp(t);
    await createBank(user, 'savings');
    await createBank(user, 'Cheque');
    await createBank(user, 'Old card', 0, { isActive: false });
    const gone = await createBank(user, 'Closed');
    await call(user, requestTo(apiRoutes.accounts.remove, { id: gone }));
    await createThirdParty(user, 'Bakery');
    const names = async (body: object) =>
      (await call<AccountData[]>(user, requestTo(apiRoutes.accounts.list), body)).map((a) => a.name);
    expect(await names({ FilterAccountType: 0 })).toEqual(['Bakery', 'Cheque', 'savings']);
    expect(await names({ FilterAccountType: 1 })).toEqual(['Cheque', 'savings']);
    expect(await names({ FilterAccountType: 2 })).toEqual(['Bakery']);
    expect(await names({ FilterAccountType: 1, IncluedDeactivated: true })).toEqual(['Cheque', 'Old card', 'savings']);
    expect(await names({ FilterAccountType: 1, IncludeDeactivated: true })).toEqual(['Cheque', 'Old card', 'savings']);
    expect(await names({ FilterAccountType: 1, IncluedDeactivated: true, includeDeleted: true })).toEqual([
      'Cheque',
      'Closed',
      'Old card',
      'savings',
    ]);
    expect(await names({})).toEqual(['Bakery', 'Cheque', 'savings']);
  });

  it.each([
    ['a missing name', { name: '' }, 'Name is required'],
    ['an unknown type', { accountTypeId: 3 }, 'Account type must be 1 (bank account) or 2 (third party)'],
    ['a bad opening date', { openingDate: '2026-02-30' }, 'Opening date must be a date written YYYY-MM-DD'],
    ['three decimals', { openingBalance: 1.234 }, 'Opening balance must have at most two decimals'],
    ['a text amount', { openingBalance: '12' }, 'Opening balance must be a number'],
    ['an unknown id', { id: 999999 }, 'Account not found.'],
  ])('refuses %s', async (_case, change, message) => {
    const user = await signUp(t);
    const response = await user.inject({
      ...requestTo(apiRoutes.accounts.save),
      payload: { name: 'Everyday', accountTypeId: 1, ...change },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().responseState.description).toContain(message);
  });

  it('refuses a second live account of one type with the same name, in any case', async () => {
    const user = await signUp(t);
    await createBank(user, 'Everyday');
    const response = await user.inject({
      ...requestTo(apiRoutes.accounts.save),
      payload: { name: 'EVERYDAY', accountTypeId: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().responseState.description).toBe('A bank account named EVERYDAY already exists.');
  });

  it("refuses another family's subcategory as a default", async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const { subcategoryId } = await createSubcategory(other, 'Theirs', 'Secret');
    const response = await user.inject({
      ...requestTo(apiRoutes.accounts.save),
      payload: { name: 'Shop', accountTypeId: 2, defaultSubCategoryId: subcategoryId },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().responseState.description).toBe('Default subcategory: there is no such subcategory.');
  });

  it('deletes only an account without transactions, and clears it as default account', async () => {
    const user = await signUp(t);
    const bank = await createBank(user, 'Everyday');
    const spare = await createBank(user, 'Spare');
    const shop = await createThirdParty(user, 'Shop');
    await record(user, { debitAccountId: bank, creditAccountId: shop, lines: [{ amount: 5 }] });
    const refused = await user.inject(requestTo(apiRoutes.accounts.remove, { id: bank }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().responseState.description).toBe(
      'Everyday has transactions and cannot be deleted; mark it inactive instead.',
    );
    await call(user, requestTo(apiRoutes.user.save), {
      firstname: 'Alice',
      surname: 'Smith',
      email: user.email,
      timezoneId: 'Australia/Sydney',
      defaultAccountId: spare,
    });
    const deleted = await user.inject(requestTo(apiRoutes.accounts.remove, { id: spare }));
    expect(deleted.json().responseState.description).toBe('Account, Spare, Deleted Successfully.');
    expect(
      (await call<{ defaultAccountId: number | null }>(user, requestTo(apiRoutes.user.get))).defaultAccountId,
    ).toBeNull();
    expect((await user.inject(requestTo(apiRoutes.accounts.get, { id: spare }))).json().data.isDeleted).toBe(true);
    expect(await balanceOf(user, bank)).toBe(-5);
  });

  it("shows today's balance in the user's time zone, and what transactions dated later will change apart", async () => {
    const user = await signUp(t, { timezoneId: 'Pacific/Auckland' });
    const bank = await createBank(user, 'Everyday', 100);
    const shop = await createThirdParty(user, 'Shop');
    // 23:30 on 24 Nov in London is already 25 Nov in Auckland: a payment dated the 25th counts today there.
    t.clock.now = new Date('2026-11-24T23:30:00Z');
    user.token = await login(t, user.email, user.password);
    await record(user, { debitAccountId: bank, creditAccountId: shop, lines: [{ amount: 10 }], date: '2026-11-25' });
    await record(user, { debitAccountId: bank, creditAccountId: shop, lines: [{ amount: 30 }], date: '2026-12-15' });
    await record(user, { debitAccountId: bank, creditAccountId: shop, lines: [{ amount: 2.5 }], date: '2027-01-02' });
    const expected = { balance: 90, futureAmount: -32.5 };
    expect(await call(user, requestTo(apiRoutes.accounts.get, { id: bank }))).toMatchObject(expected);
    const list = await call<{ id: number; balance: number; futureAmount: number }[]>(
      user,
      requestTo(apiRoutes.accounts.list),
      {},
    );
    expect(list.find((a) => a.id === bank)).toMatchObject(expected);
    expect(list.find((a) => a.id === shop)).toMatchObject({ balance: 10, futureAmount: 32.5 });
    t.clock.now = new Date();
  });

  it('lists what every write and every new day changed, and sends the same list compressed', async () => {
    const user = await signUp(t, { timezoneId: 'Australia/Sydney' });
    const bank = await createBank(user, 'Everyday', 100);
    const shop = await createThirdParty(user, 'Shop');
    const { categoryId, subcategoryId } = await createSubcategory(user, 'Food', 'Groceries');
    t.clock.now = new Date('2026-11-24T01:00:00Z');
    const list = () =>
      call<(AccountData & { futureAmount: number })[]>(user, requestTo(apiRoutes.accounts.list), {
        FilterAccountType: 0,
        includeBalances: true,
      });
    const everyday = async () => (await list()).find((a) => a.id === bank);
    expect(await everyday()).toMatchObject({ balance: 100, futureAmount: 0 });
    await record(user, {
      debitAccountId: bank,
      creditAccountId: shop,
      lines: [{ amount: 25, subCategoryId: subcategoryId }],
      date: '2026-11-25',
    });
    expect(await everyday()).toMatchObject({ balance: 100, futureAmount: -25 });
    // The next morning in Sydney the payment is today's.
    t.clock.now = new Date('2026-11-24T14:00:00Z');
    expect(await everyday()).toMatchObject({ balance: 75, futureAmount: 0 });
    await call(user, requestTo(apiRoutes.categories.saveCategory), { id: categoryId, name: 'Food and drink' });
    await call(user, requestTo(apiRoutes.accounts.save), {
      id: shop,
      name: 'Corner shop',
      accountTypeId: 2,
      defaultSubCategoryId: subcategoryId,
    });
    expect((await list()).find((a) => a.id === shop)).toMatchObject({
      name: 'Corner shop',
      defaultCategory: 'Food and drink',
      defaultSubcategory: 'Groceries',
    });
    expect(
      (await call<AccountData[]>(user, requestTo(apiRoutes.accounts.list), { FilterAccountType: 2 })).map(
        (a) => a.name,
      ),
    ).toEqual(['Corner shop']);

    // Enough accounts for a list of more than a kilobyte, which travels compressed.
    for (const name of ['Bakery', 'Butcher', 'Chemist', 'Florist', 'Garage']) await createThirdParty(user, name);
    const plain = await user.inject({ ...requestTo(apiRoutes.accounts.list), payload: {} });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      // Twice: once made, once as kept.
      for (let i = 0; i < 2; i += 1) {
        const compressed = await user.inject({
          ...requestTo(apiRoutes.accounts.list),
          payload: {},
          headers: { 'accept-encoding': encoding },
        });
        expect(compressed.headers['content-encoding']).toBe(encoding);
        expect(compressed.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(JSON.parse(decode(compressed.rawPayload).toString())).toEqual(plain.json());
      }
    }
    t.clock.now = new Date();
  });

  it("keeps one family's list from another family", async () => {
    const ann = await signUp(t);
    const bob = await signUp(t);
    await createBank(ann, 'Ann only');
    await createBank(bob, 'Bob only');
    for (const [user, name] of [
      [ann, 'Ann only'],
      [bob, 'Bob only'],
      [ann, 'Ann only'],
    ] as const) {
      expect((await call<AccountData[]>(user, requestTo(apiRoutes.accounts.list), {})).map((a) => a.name)).toEqual([
        name,
      ]);
    }
  });

  it('offers active bank accounts as default account choices and quick third parties for Quick Entry', async () => {
    const user = await signUp(t);
    const bank = await createBank(user, 'Everyday');
    await createBank(user, 'Dormant', 0, { isActive: false });
    await createThirdParty(user, 'Cafe', { canQuickTransaction: true });
    await createThirdParty(user, 'Landlord');
    expect(await call(user, requestTo(apiRoutes.user.accountChoices))).toEqual([{ id: bank, name: 'Everyday' }]);
    expect((await call<AccountData[]>(user, requestTo(apiRoutes.accounts.quick))).map((a) => a.name)).toEqual(['Cafe']);
  });

  it.each([
    ['GET', (id: number | string) => requestTo(apiRoutes.accounts.get, { id })],
    ['DELETE', (id: number | string) => requestTo(apiRoutes.accounts.remove, { id })],
    [
      'POST',
      (id: number | string) => ({
        ...requestTo(apiRoutes.accounts.save),
        payload: { id: Number(id), name: 'Taken over', accountTypeId: 1 },
      }),
    ],
  ])("treats another family's account like a missing one (%s)", async (_method, request) => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const foreignId = await createBank(owner, 'Private');
    await expectFamilyIsolation({ stranger, request, foreignId, missingId: 99999999 });
    expect((await call<AccountData>(owner, requestTo(apiRoutes.accounts.get, { id: foreignId }))).name).toBe('Private');
  });

  it('answers a non-numeric id with a 400 that says so', async () => {
    const user = await signUp(t);
    const response = await user.inject(requestTo(apiRoutes.accounts.get, { id: 'abc' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().responseState.description).toBe('The record number in the address must be a number.');
  });
});
