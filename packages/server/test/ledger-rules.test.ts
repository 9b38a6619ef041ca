import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAutoPay } from '../src/features/schedules/auto-pay.js';
import { balanceOf, call, createBank, createSubcategory, createThirdParty } from './ledger.js';
import { expectLedgerIntegrity, familyIdOf } from './ledger-integrity.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';

const LARGEST_LINE = 999_999_999_999.99;

describe.each(testDialects())('rules the ledger writer keeps on %s', (dialect) => {
  let t: TestApp;
  let user: SignedInUser;
  let bank: number;
  let shop: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    user = await signUp(t);
    bank = await createBank(user, 'Everyday', 1000);
    shop = await createThirdParty(user, 'Shop');
  });
  afterAll(() => t.close());

  const save = (payload: Record<string, unknown>) =>
    user.inject({
      method: 'POST',
      url: '/api/transaction',
      payload: {
        transactionDate: '2026-11-01',
        transactionTypeId: 1,
        debitAccountId: bank,
        creditAccountId: shop,
        transactionLines: [{ amount: 1 }],
        ...payload,
      },
    });
  const description = (response: { json(): { responseState: { description: string } } }) =>
    response.json().responseState.description;

  it('refuses lines whose sum passes the largest amount, instead of saving a rounded one', async () => {
    const response = await save({ transactionLines: Array.from({ length: 100 }, () => ({ amount: LARGEST_LINE })) });
    expect(response.statusCode).toBe(400);
    expect(description(response)).toBe('The amount of a transaction can be at most $1,000,000,000,000.00.');
    expect(await balanceOf(user, bank)).toBe(1000);
  });

  it('refuses a transaction that would take a balance beyond what stays exact', async () => {
    const wallet = await createBank(user, 'Wallet', 0);
    const broker = await createThirdParty(user, 'Broker');
    for (let i = 0; i < 10; i += 1) {
      const ok = await save({
        debitAccountId: wallet,
        creditAccountId: broker,
        transactionLines: [{ amount: LARGEST_LINE }],
      });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const [last, over] = [
      await save({ debitAccountId: wallet, creditAccountId: broker, transactionLines: [{ amount: 0.1 }] }),
      await save({ debitAccountId: wallet, creditAccountId: broker, transactionLines: [{ amount: 0.01 }] }),
    ];
    expect(last.statusCode, last.body).toBe(200);
    expect(over.statusCode).toBe(400);
    expect(description(over)).toBe(
      'This would take the balance of Wallet beyond $10,000,000,000,000.00, more than Hearth can keep exact.',
    );
    const balance = await balanceOf(user, wallet);
    expect(balance).toBe(-10_000_000_000_000);
  });

  it('refuses a split line of $0.00', async () => {
    const response = await save({ transactionLines: [{ amount: 5 }, { amount: 0 }] });
    expect(response.statusCode).toBe(400);
    expect(description(response)).toBe('Each split line needs an amount other than $0.00.');
  });

  it.each([
    [
      'bank account',
      (name: string) => ({ url: '/api/account', payload: { name, accountTypeId: 1, openingBalance: 0 } }),
      'A bank account named',
    ],
    ['category', (name: string) => ({ url: '/api/category', payload: { name } }), 'A category named'],
    ['tag', (name: string) => ({ url: '/api/tags', payload: { name } }), 'A tag named'],
  ])('refuses a second %s whose name differs only in case or accents', async (_kind, request, clash) => {
    const first = await user.inject({ method: 'POST', ...request('Café Crème') });
    expect(first.statusCode, first.body).toBe(200);
    for (const name of ['CAFÉ CRÈME', 'cafe creme', '  Café Crème ']) {
      const again = await user.inject({ method: 'POST', ...request(name) });
      expect(again.statusCode, name).toBe(400);
      expect(description(again)).toMatch(clash);
    }
  });

  it('lets a deleted subcategory be restored only while no live one has its name', async () => {
    const { categoryId, subcategoryId } = await createSubcategory(user, 'Home', 'Garden');
    await call(user, 'PATCH', '/api/category', { id: subcategoryId, isSubcategory: true, deletedFlag: true });
    await call(user, 'POST', '/api/subcategory', { name: 'garden', categoryId });
    const restore = await user.inject({
      method: 'PATCH',
      url: '/api/category',
      payload: { id: subcategoryId, isSubcategory: true, deletedFlag: false },
    });
    expect(restore.statusCode).toBe(400);
    expect(description(restore)).toBe('A subcategory named Garden already exists.');
  });

  it('gives a transaction only tags that are active and valid on its date, on every path', async () => {
    const summer = await call<{ id: number }>(user, 'POST', '/api/tags', {
      name: 'Summer 2026',
      useValidityPeriod: true,
      validFrom: '2026-06-01',
      validTo: '2026-08-31',
    });
    const old = await call<{ id: number }>(user, 'POST', '/api/tags', { name: 'Old', deactivated: true });
    const outside = await save({ tags: [summer.id] });
    expect(outside.statusCode).toBe(400);
    expect(description(outside)).toBe('The tag Summer 2026 is not valid on 01 Nov 2026.');
    const inactive = await save({ tags: [old.id] });
    expect(description(inactive)).toBe('The tag Old is deactivated.');
    const inside = await call<{ id: number }>(user, 'POST', '/api/transaction', {
      transactionDate: '2026-07-01',
      transactionTypeId: 1,
      debitAccountId: bank,
      creditAccountId: shop,
      transactionLines: [{ amount: 1 }],
      tags: [summer.id],
    });
    const other = await call<{ id: number }>(user, 'POST', '/api/transaction', {
      transactionDate: '2026-11-02',
      transactionTypeId: 1,
      debitAccountId: bank,
      creditAccountId: shop,
      transactionLines: [{ amount: 1 }],
    });
    const bulk = await user.inject({
      method: 'POST',
      url: '/api/transaction/bulkupdate',
      payload: { transactionIds: [inside.id, other.id], tagIds: [summer.id] },
    });
    expect(bulk.statusCode).toBe(400);
    expect(description(bulk)).toBe('The tag Summer 2026 is not valid on 02 Nov 2026.');
    // A tag the transaction already carries stays when it is edited.
    const edited = await user.inject({
      method: 'POST',
      url: '/api/transaction',
      payload: {
        id: inside.id,
        transactionDate: '2026-07-02',
        transactionTypeId: 1,
        debitAccountId: bank,
        creditAccountId: shop,
        transactionLines: [{ amount: 2 }],
        tags: [summer.id],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('leaves an auto-pay payment due when its account was made inactive, and records nothing', async () => {
    const other = await signUp(t, { timezoneId: 'UTC' });
    const card = await createBank(other, 'Card', 50);
    const gym = await createThirdParty(other, 'Gym');
    const today = new Date(t.clock.now).toISOString().slice(0, 10);
    await call(other, 'POST', '/api/schedule', {
      recurrenceTypeId: 2,
      scheduleStart: today,
      recurrenceEndTypeId: 1,
      weekdayOnlyTypeId: 1,
      description: 'Gym',
      transactionTypeId: 1,
      debitAccountId: card,
      creditAccountId: gym,
      amount: 10,
      autoPay: true,
    });
    await call(other, 'POST', '/api/account', {
      id: card,
      name: 'Card',
      accountTypeId: 1,
      openingBalance: 50,
      isActive: false,
    });
    const warnings: string[] = [];
    await runAutoPay(t.deps, { warn: (info: object) => warnings.push(JSON.stringify(info)) } as never);
    expect(await balanceOf(other, card)).toBe(50);
    expect(warnings.join()).toMatch(/Card is inactive/);
    await expectLedgerIntegrity(t.deps.db.kysely, await familyIdOf(t, other.email));
  });
});
