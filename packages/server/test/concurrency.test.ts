import { apiRoutes, TransactionType } from '@hearth/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { family, monthlyRent } from './schedule-fixtures.js';
import {
  balanceOf,
  call,
  createBank,
  createSubcategory,
  createThirdParty,
  transactionBody,
  type TransactionInput,
} from './ledger.js';
import { expectLedgerIntegrity, familyIdOf } from './ledger-integrity.js';
import { readOutbox } from './mail-reader.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, uniqueEmail, type SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

const TRIES = 30;

/** Status and description of each answer; a 5xx fails the test with the server's words. */
function outcomes(responses: LightMyRequestResponse[]) {
  for (const response of responses) expect(response.statusCode, response.body).toBeLessThan(500);
  return responses.map((response) => ({
    status: response.statusCode,
    description: response.json().responseState.description as string,
  }));
}

const payment = (debit: number, credit: number, amount: number, extra: Partial<TransactionInput> = {}) =>
  transactionBody({ debitAccountId: debit, creditAccountId: credit, lines: [{ amount }], ...extra });

describe.each(testDialects())('writes racing one another on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  async function familyOf(user: SignedInUser) {
    return familyIdOf(t, user.email);
  }

  it('never leaves a live transaction on an account deleted at the same moment', async () => {
    const user = await signUp(t);
    const bank = await createBank(user, 'Everyday', 100);
    let saved = 0;
    let deleted = 0;
    for (let i = 0; i < TRIES; i += 1) {
      const shop = await createThirdParty(user, `Shop ${i}`);
      const [save, remove] = outcomes(
        await Promise.all([
          user.inject({ ...requestTo(apiRoutes.transactions.save), payload: payment(bank, shop, 1) }),
          user.inject(requestTo(apiRoutes.accounts.remove, { id: shop })),
        ]),
      );
      expect(save?.status === 200 && remove?.status === 200, 'both the save and the delete succeeded').toBe(false);
      if (save?.status === 200) saved += 1;
      if (remove?.status === 200) deleted += 1;
    }
    expect(saved + deleted).toBe(TRIES);
    await expectLedgerIntegrity(t.deps.db.kysely, await familyOf(user));
  });

  it.each([
    [
      'bank accounts',
      (user: SignedInUser, name: string) =>
        user.inject({ ...requestTo(apiRoutes.accounts.save), payload: { name, accountTypeId: 1, openingBalance: 0 } }),
      'A bank account named',
    ],
    [
      'categories',
      (user: SignedInUser, name: string) =>
        user.inject({ ...requestTo(apiRoutes.categories.saveCategory), payload: { name } }),
      'A category named',
    ],
    [
      'tags',
      (user: SignedInUser, name: string) => user.inject({ ...requestTo(apiRoutes.tags.save), payload: { name } }),
      'A tag named',
    ],
  ])('creates one of two %s saved with one name at the same moment', async (_kind, create, clash) => {
    const user = await signUp(t);
    for (let i = 0; i < TRIES; i += 1) {
      const results = outcomes(await Promise.all([create(user, `Name ${i}`), create(user, `name ${i}`)]));
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(results.find((r) => r.status === 400)?.description).toMatch(clash);
    }
  });

  it('creates one of two subcategories of one category saved with one name at the same moment', async () => {
    const user = await signUp(t);
    const category = await call<{ id: number }>(user, requestTo(apiRoutes.categories.saveCategory), { name: 'Home' });
    for (let i = 0; i < TRIES; i += 1) {
      const create = () =>
        user.inject({
          ...requestTo(apiRoutes.categories.saveSubcategory),
          payload: { name: `Rent ${i}`, categoryId: category.id },
        });
      const results = outcomes(await Promise.all([create(), create()]));
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    }
  });

  it('gives an e-mail address to one of two people of different families who validate it at the same moment', async () => {
    for (let i = 0; i < 10; i += 1) {
      const [first, second] = [await signUp(t), await signUp(t)];
      const email = uniqueEmail('taken');
      const change = (user: SignedInUser) =>
        user.inject({
          ...requestTo(apiRoutes.user.save),
          payload: {
            firstname: 'Alice',
            surname: 'Smith',
            email,
            timezoneId: 'Australia/Sydney',
            currentPassword: user.password,
          },
        });
      const asked = outcomes(await Promise.all([change(first as SignedInUser), change(second as SignedInUser)]));
      expect(asked.map((r) => r.status)).toEqual([200, 200]);
      const links = readOutbox(t.outboxDir)
        .filter((mail) => mail.to.includes(email))
        .map((mail) => /emailvalidationid=([\w-]+)/.exec(mail.text)?.[1] ?? '');
      expect(links).toHaveLength(2);
      const results = outcomes(
        await Promise.all(links.map((id) => t.app.inject(requestTo(apiRoutes.auth.validateEmail, { id })))),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(results.find((r) => r.status === 400)?.description).toBe(
        'An account with this e-mail address already exists.',
      );
    }
  });

  it('records every one of many opposite transfers between two accounts at once', async () => {
    const user = await signUp(t);
    const a = await createBank(user, 'A', 1000);
    const b = await createBank(user, 'B', 1000);
    const transfer = (from: number, to: number) =>
      user.inject({
        ...requestTo(apiRoutes.transactions.save),
        payload: payment(from, to, 1, { typeId: TransactionType.Transfer }),
      });
    const requests = Array.from({ length: 80 }, (_, i) => (i % 2 ? transfer(a, b) : transfer(b, a)));
    const results = outcomes(await Promise.all(requests));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await balanceOf(user, a)).toBe(1000);
    expect(await balanceOf(user, b)).toBe(1000);
    await expectLedgerIntegrity(t.deps.db.kysely, await familyOf(user));
  });

  it('never quick-enters a payment from an account made inactive at the same moment', async () => {
    const user = await signUp(t);
    const cafe = await createThirdParty(user, 'Cafe', { canQuickTransaction: true });
    for (let i = 0; i < TRIES; i += 1) {
      const bank = await createBank(user, `Wallet ${i}`, 10);
      const [quick, deactivate] = outcomes(
        await Promise.all([
          user.inject({
            ...requestTo(apiRoutes.transactions.quick),
            payload: { creditAccountId: cafe, date: '2026-11-01', amount: 1, debitAccountId: bank },
          }),
          user.inject({
            ...requestTo(apiRoutes.accounts.save),
            payload: { id: bank, name: `Wallet ${i}`, accountTypeId: 1, openingBalance: 10, isActive: false },
          }),
        ]),
      );
      expect(deactivate?.status).toBe(200);
      if (quick?.status === 400) expect(quick.description).toBe(`Wallet ${i} is inactive.`);
    }
    await expectLedgerIntegrity(t.deps.db.kysely, await familyOf(user));
  });

  it('keeps the totals right when a bulk update and a delete meet', async () => {
    const user = await signUp(t);
    const bank = await createBank(user, 'Everyday', 100);
    const shop = await createThirdParty(user, 'Shop');
    const { subcategoryId } = await createSubcategory(user, 'Food', 'Groceries');
    for (let i = 0; i < TRIES; i += 1) {
      const ids = [];
      for (let n = 0; n < 3; n += 1)
        ids.push((await call<{ id: number }>(user, requestTo(apiRoutes.transactions.save), payment(bank, shop, 5))).id);
      const [bulk, remove] = outcomes(
        await Promise.all([
          user.inject({
            ...requestTo(apiRoutes.transactions.bulkUpdate),
            payload: { transactionIds: ids, transactionAmount: 7, subCategoryId: subcategoryId },
          }),
          user.inject(requestTo(apiRoutes.transactions.remove, { id: ids[1] as number })),
        ]),
      );
      expect(remove?.status).toBe(200);
      if (bulk?.status === 400) expect(bulk.description).toMatch(/nothing was changed/);
    }
    await expectLedgerIntegrity(t.deps.db.kysely, await familyOf(user));
  });

  it("keeps tag totals and a budget's transactions right when edits, a bulk update and deletes of tagged budget lines meet", async () => {
    const user = await signUp(t);
    const bank = await createBank(user, 'Everyday', 100);
    const shop = await createThirdParty(user, 'Shop');
    const tag = await call<{ id: number }>(user, requestTo(apiRoutes.tags.save), { name: 'Holiday' });
    const budget = await call<{ id: number }>(user, requestTo(apiRoutes.budgets.save), {
      name: 'Food',
      allowanceAmount: 100,
      startDate: '2026-10-01',
      budgetTypeId: 3,
    });
    const tagged = (amount: number, date: string) =>
      payment(bank, shop, amount, { date, tags: [tag.id], lines: [{ amount, budgetId: budget.id }] });
    for (let i = 0; i < TRIES / 3; i += 1) {
      const ids = [];
      for (let n = 0; n < 3; n += 1)
        ids.push(
          (await call<{ id: number }>(user, requestTo(apiRoutes.transactions.save), tagged(5, '2026-11-01'))).id,
        );
      outcomes(
        await Promise.all([
          user.inject({
            ...requestTo(apiRoutes.transactions.save),
            payload: { ...tagged(9, '2026-11-03'), id: ids[0], tags: [] },
          }),
          user.inject({
            ...requestTo(apiRoutes.transactions.bulkUpdate),
            payload: { transactionIds: ids, transactionAmount: 7 },
          }),
          user.inject(requestTo(apiRoutes.transactions.remove, { id: ids[1] as number })),
          user.inject({ ...requestTo(apiRoutes.transactions.save), payload: tagged(4, '2026-11-02') }),
        ]),
      );
    }
    await expectLedgerIntegrity(t.deps.db.kysely, await familyOf(user));
  });

  it('moves a transaction saved during a merge with the rest, or refuses it', async () => {
    const user = await signUp(t);
    const bank = await createBank(user, 'Everyday', 100);
    const shop = await createThirdParty(user, 'Shop');
    const { categoryId } = await createSubcategory(user, 'Food', 'Groceries');
    for (let i = 0; i < TRIES; i += 1) {
      const source = await call<{ id: number }>(user, requestTo(apiRoutes.categories.saveSubcategory), {
        name: `Old ${i}`,
        categoryId,
      });
      const target = await call<{ id: number }>(user, requestTo(apiRoutes.categories.saveSubcategory), {
        name: `New ${i}`,
        categoryId,
      });
      await call(
        user,
        requestTo(apiRoutes.transactions.save),
        payment(bank, shop, 2, { lines: [{ amount: 2, subCategoryId: source.id }] }),
      );
      const [save] = outcomes(
        await Promise.all([
          user.inject({
            ...requestTo(apiRoutes.transactions.save),
            payload: payment(bank, shop, 3, { lines: [{ amount: 3, subCategoryId: source.id }] }),
          }),
          user.inject(requestTo(apiRoutes.categories.mergeSubcategory, { id: source.id, targetId: target.id })),
        ]),
      );
      if (save?.status === 400) expect(save.description).toBe('Subcategory: there is no such subcategory.');
      const left = await t.deps.db.kysely
        .selectFrom('transaction_lines')
        .select('id')
        .where('subcategory_id', '=', source.id)
        .execute();
      expect(left).toEqual([]);
    }
    await expectLedgerIntegrity(t.deps.db.kysely, await familyOf(user));
  });

  it('pays a scheduled payment once and never one skipped at the same moment', async () => {
    const f = await family(t);
    const schedule = await call<{ id: number }>(f.user, requestTo(apiRoutes.schedules.save), monthlyRent(f));
    for (let n = 1; n <= 10; n += 1) {
      const pay = () => f.user.inject(requestTo(apiRoutes.schedules.pay, { id: schedule.id, paymentNumber: n }));
      const skip = f.user.inject({
        ...requestTo(apiRoutes.schedules.saveVariation),
        payload: { scheduleId: schedule.id, paymentNumber: n, skipIt: true },
      });
      const [first, second, skipped] = outcomes(await Promise.all([pay(), pay(), skip]));
      const paid = [first, second].filter((r) => r?.status === 200).length;
      expect(paid).toBeLessThanOrEqual(1);
      expect(paid === 1 && skipped?.status === 200, 'a payment was both paid and skipped').toBe(false);
    }
    await expectLedgerIntegrity(t.deps.db.kysely, await familyOf(f.user));
  });
});
