import { apiRoutes } from '@hearth/contract';
import { describe, expect, it } from 'vitest';
import { runAutoPay } from '../src/features/schedules/auto-pay.js';
import { balanceOf, call, createBank, createSubcategory, createThirdParty, record, transactionBody } from './ledger.js';
import { shopFamilyApp } from './shop-family.js';
import { expectLedgerIntegrity, familyIdOf } from './ledger-integrity.js';
import { testDialects } from './test-app.js';
import { signUp } from './users.js';
import { requestTo } from './api-request.js';

const LARGEST_LINE = 999_999_999_999.99;

describe.each(testDialects())('rules the ledger writer keeps on %s', (dialect) => {
  const home = shopFamilyApp(dialect, { bankBalance: 1000 });

  /** A payment of $1.00 from the bank to the shop on 1 Nov 2026, with `change` sent over its fields. */
  const save = (change: Record<string, unknown>) =>
    home.user.inject({
      ...requestTo(apiRoutes.transactions.save),
      payload: {
        ...transactionBody({ debitAccountId: home.bank, creditAccountId: home.shop, lines: [{ amount: 1 }] }),
        ...change,
      },
    });
  const description = (response: { json(): { responseState: { description: string } } }) =>
    response.json().responseState.description;

  it('refuses lines whose sum passes the largest amount, instead of saving a rounded one', async () => {
    const response = await save({ transactionLines: Array.from({ length: 100 }, () => ({ amount: LARGEST_LINE })) });
    expect(response.statusCode).toBe(400);
    expect(description(response)).toBe('The amount of a transaction can be at most $1,000,000,000,000.00.');
    expect(await balanceOf(home.user, home.bank)).toBe(1000);
  });

  it('refuses a transaction that would take a balance beyond what stays exact', async () => {
    const wallet = await createBank(home.user, 'Wallet', 0);
    const broker = await createThirdParty(home.user, 'Broker');
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
    const balance = await balanceOf(home.user, wallet);
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
      (name: string) => ({
        ...requestTo(apiRoutes.accounts.save),
        payload: { name, accountTypeId: 1, openingBalance: 0 },
      }),
      'A bank account named',
    ],
    [
      'category',
      (name: string) => ({ ...requestTo(apiRoutes.categories.saveCategory), payload: { name } }),
      'A category named',
    ],
    ['tag', (name: string) => ({ ...requestTo(apiRoutes.tags.save), payload: { name } }), 'A tag named'],
  ])('refuses a second %s whose name differs only in case or accents', async (_kind, request, clash) => {
    const first = await home.user.inject(request('Café Crème'));
    expect(first.statusCode, first.body).toBe(200);
    for (const name of ['CAFÉ CRÈME', 'cafe creme', '  Café Crème ']) {
      const again = await home.user.inject(request(name));
      expect(again.statusCode, name).toBe(400);
      expect(description(again)).toMatch(clash);
    }
  });

  it('lets a deleted subcategory be restored only while no live one has its name', async () => {
    const { categoryId, subcategoryId } = await createSubcategory(home.user, 'Home', 'Garden');
    await call(home.user, requestTo(apiRoutes.categories.changeCategory), {
      id: subcategoryId,
      isSubcategory: true,
      deletedFlag: true,
    });
    await call(home.user, requestTo(apiRoutes.categories.saveSubcategory), { name: 'garden', categoryId });
    const restore = await home.user.inject({
      ...requestTo(apiRoutes.categories.changeCategory),
      payload: { id: subcategoryId, isSubcategory: true, deletedFlag: false },
    });
    expect(restore.statusCode).toBe(400);
    expect(description(restore)).toBe('A subcategory named Garden already exists.');
  });

  it('gives a transaction only tags that are active and valid on its date, on every path', async () => {
    const summer = await call<{ id: number }>(home.user, requestTo(apiRoutes.tags.save), {
      name: 'Summer 2026',
      useValidityPeriod: true,
      validFrom: '2026-06-01',
      validTo: '2026-08-31',
    });
    const old = await call<{ id: number }>(home.user, requestTo(apiRoutes.tags.save), {
      name: 'Old',
      deactivated: true,
    });
    const outside = await save({ tags: [summer.id] });
    expect(outside.statusCode).toBe(400);
    expect(description(outside)).toBe('The tag Summer 2026 is not valid on 01 Nov 2026.');
    const inactive = await save({ tags: [old.id] });
    expect(description(inactive)).toBe('The tag Old is deactivated.');
    const sides = { debitAccountId: home.bank, creditAccountId: home.shop };
    const inside = await record(home.user, { ...sides, date: '2026-07-01', lines: [{ amount: 1 }], tags: [summer.id] });
    const other = await record(home.user, { ...sides, date: '2026-11-02', lines: [{ amount: 1 }] });
    const bulk = await home.user.inject({
      ...requestTo(apiRoutes.transactions.bulkUpdate),
      payload: { transactionIds: [inside.id, other.id], tagIds: [summer.id] },
    });
    expect(bulk.statusCode).toBe(400);
    expect(description(bulk)).toBe('The tag Summer 2026 is not valid on 02 Nov 2026.');
    // A tag the transaction already carries stays when it is edited.
    const edited = await home.user.inject({
      ...requestTo(apiRoutes.transactions.save),
      payload: transactionBody({
        ...sides,
        id: inside.id,
        date: '2026-07-02',
        lines: [{ amount: 2 }],
        tags: [summer.id],
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('leaves an auto-pay payment due when its account was made inactive, and records nothing', async () => {
    const other = await signUp(home.t, { timezoneId: 'UTC' });
    const card = await createBank(other, 'Card', 50);
    const gym = await createThirdParty(other, 'Gym');
    const today = new Date(home.t.clock.now).toISOString().slice(0, 10);
    await call(other, requestTo(apiRoutes.schedules.save), {
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
    await call(other, requestTo(apiRoutes.accounts.save), {
      id: card,
      name: 'Card',
      accountTypeId: 1,
      openingBalance: 50,
      isActive: false,
    });
    const warnings: string[] = [];
    await runAutoPay(home.t.deps, { warn: (info: object) => warnings.push(JSON.stringify(info)) } as never);
    expect(await balanceOf(other, card)).toBe(50);
    expect(warnings.join()).toMatch(/Card is inactive/);
    await expectLedgerIntegrity(home.t.deps.db.kysely, await familyIdOf(home.t, other.email));
  });
});
