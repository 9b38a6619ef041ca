import { apiRoutes } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmPreview, previewOf, proposals, refusal } from './import-helpers.js';
import { call, createBank, createSubcategory, createThirdParty, record } from './ledger.js';
import { expectLedgerIntegrity, familyIdOf } from './ledger-integrity.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

const RECONCILED = 'This transaction is reconciled with a bank statement: unlock it before changing or deleting it.';
const BANK_FACTS =
  'This transaction is reconciled with a bank statement: its date, amount, type and bank account stay as the bank said. Unlock it to change them; its third party, category, budget, tags and description can be changed as it is.';
const STATEMENT = 'Date,Details,Amount\n2026-03-03,Corner Shop,-12.50\n2026-03-05,Bakery,-4.00\n';

describe.each(testDialects())('reconciled transactions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.now = new Date('2026-04-01T00:00:00Z');
  });
  afterAll(() => t.close());

  async function imported(user: SignedInUser) {
    const bank = await createBank(user, 'Everyday', 100);
    const savings = await createBank(user, 'Savings');
    const shop = await createThirdParty(user, 'Corner Shop');
    const tx = await record(user, {
      debitAccountId: bank,
      creditAccountId: shop,
      lines: [{ amount: 12.5 }],
      date: '2026-03-03',
      description: 'Milk',
    });
    const preview = await previewOf(user, bank, 'march.csv', STATEMENT);
    await confirmPreview(user, preview.importId);
    return { bank, savings, shop, tx: tx.id };
  }

  const edit = (
    user: SignedInUser,
    id: number,
    bank: number,
    shop: number,
    amount: number,
    change: { date?: string; description?: string; subCategoryId?: number | null } = {},
  ) =>
    user.inject({
      ...requestTo(apiRoutes.transactions.save),
      payload: {
        id,
        transactionDate: change.date ?? '2026-03-03',
        transactionTypeId: 1,
        debitAccountId: bank,
        creditAccountId: shop,
        description: change.description ?? '',
        transactionLines: [{ amount, subCategoryId: change.subCategoryId ?? null }],
      },
    });

  it('keeps what the bank said of a reconciled transaction until it is unlocked, and lets the family file it', async () => {
    const user = await signUp(t);
    const { bank, savings, shop, tx } = await imported(user);
    // The bank's facts: the amount, the date, the bank account.
    expect(refusal(await edit(user, tx, bank, shop, 13))).toEqual({ status: 400, description: BANK_FACTS });
    expect(refusal(await edit(user, tx, bank, shop, 12.5, { date: '2026-03-04' }))).toEqual({
      status: 400,
      description: BANK_FACTS,
    });
    expect(refusal(await edit(user, tx, savings, shop, 12.5))).toEqual({ status: 400, description: BANK_FACTS });
    expect(refusal(await user.inject(requestTo(apiRoutes.transactions.remove, { id: tx })))).toEqual({
      status: 400,
      description: RECONCILED,
    });
    const bulkDate = await user.inject({
      ...requestTo(apiRoutes.transactions.bulkUpdate),
      payload: { transactionIds: [tx], transactionDate: '2026-03-09' },
    });
    expect(refusal(bulkDate)).toEqual({
      status: 400,
      description:
        '1 of the chosen transactions is reconciled with a bank statement, whose date and amount stay as the bank said: unlock it first, or change only the category, budget, tags or description; nothing was changed.',
    });

    // The family's own choices: the third party, the category, the description, one by one or in bulk.
    const { subcategoryId } = await createSubcategory(user, 'Food', 'Groceries');
    const baker = await createThirdParty(user, 'Baker');
    const filed = await edit(user, tx, bank, baker, 12.5, {
      description: 'Milk and bread',
      subCategoryId: subcategoryId,
    });
    expect(filed.statusCode, filed.body).toBe(200);
    await call(user, requestTo(apiRoutes.transactions.bulkUpdate), { transactionIds: [tx], description: 'Bulk' });
    const now = await call<{
      isReconciled: boolean;
      description: string;
      creditAccountId: number;
      transactionLines: { subCategoryId: number | null }[];
    }>(user, requestTo(apiRoutes.transactions.get, { id: tx }));
    expect([now.isReconciled, now.description, now.creditAccountId, now.transactionLines[0]?.subCategoryId]).toEqual([
      true,
      'Bulk',
      baker,
      subcategoryId,
    ]);
    await expectLedgerIntegrity(t.deps.db.kysely, await familyIdOf(t, user.email));

    const unlocked = await user.inject(requestTo(apiRoutes.transactions.unlock, { id: tx }));
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json()).toMatchObject({
      responseState: { description: 'Transaction unlocked: it can be changed now.' },
      data: { id: tx, isReconciled: false },
    });
    expect((await edit(user, tx, bank, shop, 12.5)).statusCode).toBe(200);

    // The statement still knows the transaction by its bank id: importing it again locks it again.
    const again = await previewOf(user, bank, 'march.csv', STATEMENT);
    expect(proposals(again)[0]).toEqual(['match', tx, 'Corner Shop']);
    expect(again.rows[0]?.note).toBe('Imported before and unlocked since: confirming marks it reconciled again.');
    const response = await user.inject({
      ...requestTo(apiRoutes.imports.confirm, { importId: again.importId }),
      payload: { rows: [{ rowNumber: 1, action: 'create' }] },
    });
    expect(refusal(response)).toEqual({
      status: 400,
      description: `Row 1 was imported before as transaction ${tx}: match it to that transaction again, or leave it out.`,
    });
    expect(await confirmPreview(user, again.importId)).toMatchObject({ linked: 1, created: 0, alreadyReconciled: 1 });
    expect(
      (await call<{ isReconciled: boolean }>(user, requestTo(apiRoutes.transactions.get, { id: tx }))).isReconciled,
    ).toBe(true);
    await expectLedgerIntegrity(t.deps.db.kysely, await familyIdOf(t, user.email));
  });

  it('keeps the bank facts of a reconciled transaction under fifty edits at once, and never locks an amount the bank did not say', async () => {
    const user = await signUp(t);
    const { bank, shop, tx } = await imported(user);
    const { subcategoryId } = await createSubcategory(user, 'Food', 'Groceries');
    // Half change the amount (the bank's), half file it (the family's): every one of the first refused.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? edit(user, tx, bank, shop, 13 + i)
          : edit(user, tx, bank, shop, 12.5, { description: `Filed ${i}`, subCategoryId: subcategoryId }),
      ),
    );
    answers.forEach((answer, i) => expect(answer.statusCode, answer.body).toBe(i % 2 === 0 ? 400 : 200));
    const kept = await call<{ amount: number; isReconciled: boolean }>(
      user,
      requestTo(apiRoutes.transactions.get, { id: tx }),
    );
    expect([kept.amount, kept.isReconciled]).toEqual([12.5, true]);
    await expectLedgerIntegrity(t.deps.db.kysely, await familyIdOf(t, user.email));

    // Unlocked, then the statement confirmed again while amounts change: whatever wins, a reconciled
    // transaction holds the bank's amount.
    for (let round = 0; round < 5; round += 1) {
      await user.inject(requestTo(apiRoutes.transactions.unlock, { id: tx }));
      expect((await edit(user, tx, bank, shop, 12.5)).statusCode).toBe(200);
      const again = await previewOf(user, bank, 'march.csv', STATEMENT);
      const raced = await Promise.all([
        user.inject({ ...requestTo(apiRoutes.imports.confirm, { importId: again.importId }), payload: { rows: [] } }),
        ...Array.from({ length: 10 }, (_, i) => edit(user, tx, bank, shop, 20 + i)),
      ]);
      for (const answer of raced) expect(answer.statusCode, answer.body).toBeLessThan(500);
      const after = await call<{ amount: number; isReconciled: boolean }>(
        user,
        requestTo(apiRoutes.transactions.get, { id: tx }),
      );
      if (after.isReconciled) expect(after.amount).toBe(12.5);
      await expectLedgerIntegrity(t.deps.db.kysely, await familyIdOf(t, user.email));
    }
  });

  it('forgets the bank id of a deleted transaction, so that its row is new again', async () => {
    const user = await signUp(t);
    const { bank, tx } = await imported(user);
    await call(user, requestTo(apiRoutes.transactions.unlock, { id: tx }));
    await call(user, requestTo(apiRoutes.transactions.remove, { id: tx }));
    const again = await previewOf(user, bank, 'march.csv', STATEMENT);
    expect(proposals(again)).toEqual([
      ['create', null, 'Corner Shop'],
      ['reconciled', expect.any(Number), 'Bakery'],
    ]);
    expect(await confirmPreview(user, again.importId)).toMatchObject({ created: 1, alreadyReconciled: 1 });
    await expectLedgerIntegrity(t.deps.db.kysely, await familyIdOf(t, user.email));
  });

  it('forgets the bank id of an account a transaction no longer uses', async () => {
    const user = await signUp(t);
    const { bank, savings, shop, tx } = await imported(user);
    await call(user, requestTo(apiRoutes.transactions.unlock, { id: tx }));
    expect((await edit(user, tx, savings, shop, 12.5)).statusCode).toBe(200);
    const again = await previewOf(user, bank, 'march.csv', STATEMENT);
    expect(proposals(again)[0]).toEqual(['create', null, 'Corner Shop']);
  });

  it('unlocks only a live transaction', async () => {
    const user = await signUp(t);
    const { tx } = await imported(user);
    await call(user, requestTo(apiRoutes.transactions.unlock, { id: tx }));
    await call(user, requestTo(apiRoutes.transactions.remove, { id: tx }));
    expect(refusal(await user.inject(requestTo(apiRoutes.transactions.unlock, { id: tx })))).toEqual({
      status: 404,
      description: 'Transaction not found.',
    });
  });
});
