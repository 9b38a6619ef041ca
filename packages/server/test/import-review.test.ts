import { apiRoutes, type ConfirmedImport, type ImportPreview, type ImportRowChoice } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmPreview, previewOf, refusal } from './import-helpers.js';
import { balanceOf, call, createBank, createSubcategory, createThirdParty, record } from './ledger.js';
import { expectLedgerIntegrity, familyIdOf } from './ledger-integrity.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

/** Rows 1 and 4 match the household's transactions; 2, 3 and 5 create new ones. */
const STATEMENT = `Date,Transaction Details,Debit,Credit,Balance
02/03/2026,Salary ACME PTY LTD,,"3,200.00",
03/03/2026,EFTPOS WOOLWORTHS 1234 BONDI,87.65,,
04/03/2026,BPAY ORIGIN ENERGY 1029384,214.30,,
13/03/2026,EFTPOS WOOLWORTHS 1234 BONDI,42.18,,
14/03/2026,Refund KMART 1043,,19.00,
`;

interface Household {
  user: SignedInUser;
  bank: number;
  woolworths: number;
  acme: number;
  groceries: number;
  energy: number;
  household: number;
  salary: number;
  shop: number;
}

interface Found {
  id: number;
  amount: number;
  subCategoryName: string | null;
  creditAccountName: string;
  debitAccountName: string;
  isReconciled: boolean;
}

describe.each(testDialects())('import review and take-back on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.now = new Date('2026-04-01T00:00:00Z');
  });
  afterAll(() => t.close());

  async function household(): Promise<Household> {
    const user = await signUp(t);
    const bank = await createBank(user, 'Everyday', 1000);
    const { subcategoryId: groceries } = await createSubcategory(user, 'Food', 'Groceries');
    const { subcategoryId: energy } = await createSubcategory(user, 'Bills', 'Energy');
    const { subcategoryId: household } = await createSubcategory(user, 'Home', 'Household');
    const woolworths = await createThirdParty(user, 'Woolworths', { defaultSubCategoryId: groceries });
    const acme = await createThirdParty(user, 'Acme');
    const salary = (
      await record(user, {
        debitAccountId: acme,
        creditAccountId: bank,
        lines: [{ amount: 3200 }],
        date: '2026-03-02',
        typeId: 2,
      })
    ).id;
    const shop = (
      await record(user, {
        debitAccountId: bank,
        creditAccountId: woolworths,
        lines: [{ amount: 42.18, subCategoryId: groceries }],
        date: '2026-03-13',
      })
    ).id;
    return { user, bank, woolworths, acme, groceries, energy, household, salary, shop };
  }

  const saveChoices = (user: SignedInUser, importId: string, rows: unknown[]) =>
    user.inject({ ...requestTo(apiRoutes.imports.saveChoices, { importId }), payload: { rows } });
  const found = (user: SignedInUser, bank: number) =>
    call<Found[]>(user, requestTo(apiRoutes.transactions.search), { accountId: bank });
  const byAmount = (rows: Found[], amount: number) => rows.filter((row) => row.amount === amount);

  it('keeps the choices with the preview, shows them again on a new GET, and books the chosen subcategories', async () => {
    const h = await household();
    const preview = await previewOf(h.user, h.bank, 'march.csv', STATEMENT);
    expect(preview.rows.map((row) => [row.action, row.importedTransaction.subCategoryName])).toEqual([
      ['match', null],
      ['create', 'Food - Groceries'],
      ['create', null],
      ['match', 'Food - Groceries'],
      ['create', null],
    ]);
    expect(preview.choices).toEqual([]);

    // One row, then a selection of two: each gets the subcategory, the rest of its choice as it was.
    const one = await saveChoices(h.user, preview.importId, [
      { rowNumber: 3, action: 'create', counterpartyName: 'Origin Energy', subCategoryId: h.energy },
    ]);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().responseState.description).toBe('Choice kept for row 3.');
    const selection = await saveChoices(
      h.user,
      preview.importId,
      [2, 5].map((rowNumber) => ({ rowNumber, action: 'create', subCategoryId: h.household })),
    );
    expect(selection.statusCode, selection.body).toBe(200);
    expect((selection.json().data as ImportRowChoice[]).map((choice) => choice.subCategoryName)).toEqual([
      'Home - Household',
      'Home - Household',
    ]);

    // A reload asks for the preview again: the same rows, with the person's choices.
    const again = await call<ImportPreview>(h.user, requestTo(apiRoutes.imports.get, { importId: preview.importId }));
    expect(again.rows).toEqual(preview.rows);
    expect(
      again.choices.map((choice) => [
        choice.rowNumber,
        choice.counterpartyName,
        choice.subCategoryChosen,
        choice.subCategoryName,
      ]),
    ).toEqual([
      [2, 'Woolworths', true, 'Home - Household'],
      [3, 'Origin Energy', true, 'Bills - Energy'],
      [5, preview.rows[4]?.importedTransaction.counterpartyName, true, 'Home - Household'],
    ]);

    // Another account for row 2, its subcategory left to the account: the account's default is booked.
    const moved = await saveChoices(h.user, preview.importId, [
      { rowNumber: 2, action: 'create', counterpartyId: h.woolworths },
    ]);
    expect((moved.json().data as ImportRowChoice[])[0]).toMatchObject({
      subCategoryChosen: false,
      subCategoryName: 'Food - Groceries',
    });
    await saveChoices(h.user, preview.importId, [
      { rowNumber: 2, action: 'create', counterpartyId: h.woolworths, subCategoryId: null },
    ]);

    const result = await confirmPreview(h.user, preview.importId, []);
    expect(result).toMatchObject({ linked: 2, created: 3 });
    const rows = await found(h.user, h.bank);
    expect(byAmount(rows, 214.3)).toMatchObject([{ subCategoryName: 'Energy', creditAccountName: 'Origin Energy' }]);
    expect(byAmount(rows, 19)).toMatchObject([{ subCategoryName: 'Household' }]);
    // Chosen: no subcategory, although Woolworths has a default.
    expect(byAmount(rows, 87.65)).toMatchObject([{ subCategoryName: null, creditAccountName: 'Woolworths' }]);
    await expectLedgerIntegrity(t.deps.db.kysely, await familyIdOf(t, h.user.email));
  });

  it('lets a row named at Confirm Match override its kept choice, and refuses choices it cannot book', async () => {
    const h = await household();
    const other = await household();
    const preview = await previewOf(h.user, h.bank, 'march.csv', STATEMENT);
    const cases: [unknown, string][] = [
      [
        { rowNumber: 3, action: 'create', subCategoryId: other.energy },
        'Row 3: the subcategory chosen for it is not there any more; choose another.',
      ],
      [
        { rowNumber: 1, action: 'match', transactionId: h.salary, subCategoryId: h.energy },
        'Row 1: a subcategory is chosen for a row that creates a transaction.',
      ],
      [
        { rowNumber: 3, action: 'create', counterpartyId: other.woolworths },
        'Row 3: the account chosen for it is not there any more.',
      ],
      [{ rowNumber: 9, action: 'skip' }, 'Row 9: there is no such row in this import.'],
    ];
    for (const [choice, description] of cases) {
      expect(refusal(await saveChoices(h.user, preview.importId, [choice]))).toEqual({ status: 400, description });
    }
    expect(refusal(await saveChoices(other.user, preview.importId, [{ rowNumber: 3, action: 'skip' }]))).toEqual({
      status: 404,
      description:
        'This import is not there any more: it was confirmed, discarded or has expired. Upload the file again.',
    });
    const kept = await call<ImportPreview>(h.user, requestTo(apiRoutes.imports.get, { importId: preview.importId }));
    expect(kept.choices).toEqual([]);

    await saveChoices(h.user, preview.importId, [{ rowNumber: 3, action: 'create', subCategoryId: h.energy }]);
    await confirmPreview(h.user, preview.importId, [{ rowNumber: 3, action: 'create', subCategoryId: h.household }]);
    expect(byAmount(await found(h.user, h.bank), 214.3)).toMatchObject([{ subCategoryName: 'Household' }]);
  });

  it('applies the rules in the order the family gives them: the first that matches sets the subcategory', async () => {
    const h = await household();
    const rule = (name: string, subCategoryId: number) =>
      call<{ id: number }>(h.user, requestTo(apiRoutes.imports.saveRule), {
        name,
        matchKind: 'contains',
        matchText: 'origin',
        subCategoryId,
      });
    const energy = await rule('Energy bills', h.energy);
    const home = await rule('Home costs', h.household);
    const proposed = async () =>
      (await previewOf(h.user, h.bank, 'march.csv', STATEMENT)).rows[2]?.importedTransaction.subCategoryName;
    expect(await proposed()).toBe('Bills - Energy');

    const order = (ruleIds: number[]) =>
      h.user.inject({ ...requestTo(apiRoutes.imports.orderRules), payload: { ruleIds } });
    const reordered = await order([home.id, energy.id]);
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(
      reordered.json().data.map((saved: { name: string; position: number }) => [saved.name, saved.position]),
    ).toEqual([
      ['Home costs', 1],
      ['Energy bills', 2],
    ]);
    expect(await proposed()).toBe('Home - Household');

    const other = await household();
    const theirs = await call<{ id: number }>(other.user, requestTo(apiRoutes.imports.saveRule), {
      name: 'Theirs',
      matchKind: 'contains',
      matchText: 'x',
      subCategoryId: other.energy,
    });
    for (const [ruleIds, description] of [
      [[home.id], 'ruleIds: name every rule once; the rules have changed since they were shown, so reload them.'],
      [[home.id, theirs.id], 'ruleIds: there is no such rule.'],
      [[home.id, home.id], 'ruleIds: a rule is named twice.'],
    ] as const) {
      expect(refusal(await order([...ruleIds]))).toEqual({ status: 400, description });
    }
    expect(await proposed()).toBe('Home - Household');
  });

  async function figures(h: Household, thirdParties: number[]) {
    const categories = await call<{ subcategories: { id: number; amount: number; transactionCount: number }[] }[]>(
      h.user,
      requestTo(apiRoutes.categories.list),
    );
    return {
      balances: await Promise.all([h.bank, ...thirdParties].map((id) => balanceOf(h.user, id))),
      subcategories: categories.flatMap((category) =>
        category.subcategories.map((sub) => [sub.id, sub.amount, sub.transactionCount]),
      ),
      spending: await call(h.user, requestTo(apiRoutes.reports.categoryAmount), {
        fromDate: '2026-03-01',
        toDate: '2026-03-31',
      }),
    };
  }

  it('takes a confirmed import back: its transactions go, the matched ones stay unlinked, every figure as before', async () => {
    const h = await household();
    const before = await figures(h, [h.woolworths, h.acme]);
    const preview = await previewOf(h.user, h.bank, 'march.csv', STATEMENT);
    await saveChoices(h.user, preview.importId, [{ rowNumber: 3, action: 'create', subCategoryId: h.energy }]);
    await confirmPreview(h.user, preview.importId);
    expect((await found(h.user, h.bank)).map((row) => row.isReconciled)).toEqual([true, true, true, true, true]);
    // 1,000 + 3,200 − 42.18 (recorded before) − 87.65 − 214.30 + 19.00 (created).
    expect(await balanceOf(h.user, h.bank)).toBe(3874.87);

    const listed = await call<ConfirmedImport[]>(h.user, requestTo(apiRoutes.imports.confirmed));
    expect(listed).toMatchObject([
      { importId: preview.importId, fileName: 'march.csv', accountName: 'Everyday', toRemove: 3, toUnlink: 2 },
    ]);
    const other = await household();
    expect(refusal(await other.user.inject(requestTo(apiRoutes.imports.takeBack, { id: preview.importId })))).toEqual({
      status: 404,
      description: 'Import not found.',
    });
    expect(await call(other.user, requestTo(apiRoutes.imports.confirmed))).toEqual([]);

    const taken = await h.user.inject(requestTo(apiRoutes.imports.takeBack, { id: preview.importId }));
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({
      responseState: { description: 'Import taken back: 3 transactions removed, 2 unlinked.' },
      data: { removed: 3, unlinked: 2, thirdPartiesRemoved: 2 },
    });
    const left = await found(h.user, h.bank);
    expect(left.map((row) => [row.id, row.isReconciled])).toEqual(
      expect.arrayContaining([
        [h.salary, false],
        [h.shop, false],
      ]),
    );
    expect(left).toHaveLength(2);
    expect(await figures(h, [h.woolworths, h.acme])).toEqual(before);
    const thirdParties = await call<{ name: string }[]>(h.user, requestTo(apiRoutes.accounts.list), {
      filterAccountType: 2,
    });
    expect(thirdParties.map((account) => account.name).sort()).toEqual(['Acme', 'Woolworths']);
    await expectLedgerIntegrity(t.deps.db.kysely, await familyIdOf(t, h.user.email));

    expect(refusal(await h.user.inject(requestTo(apiRoutes.imports.takeBack, { id: preview.importId })))).toEqual({
      status: 400,
      description: 'This import has been taken back already.',
    });
    expect(await call(h.user, requestTo(apiRoutes.imports.confirmed))).toEqual([]);

    // The statement reads as new again, and can be imported once more.
    const anew = await previewOf(h.user, h.bank, 'march.csv', STATEMENT);
    expect(anew.rows.map((row) => row.action)).toEqual(['match', 'create', 'create', 'match', 'create']);
    expect(await confirmPreview(h.user, anew.importId)).toMatchObject({ linked: 2, created: 3 });
    await expectLedgerIntegrity(t.deps.db.kysely, await familyIdOf(t, h.user.email));
  });

  it('refuses to take back an import whose transaction another statement has reconciled since', async () => {
    const h = await household();
    const savings = await createBank(h.user, 'Savings', 0);
    const out = await previewOf(h.user, h.bank, 'everyday.csv', 'Date,Details,Amount\n20/03/2026,TO SAVINGS,-100.00\n');
    await confirmPreview(h.user, out.importId, [{ rowNumber: 1, action: 'create', counterpartyId: savings }]);
    const into = await previewOf(
      h.user,
      savings,
      'savings.csv',
      'Date,Details,Amount\n20/03/2026,FROM EVERYDAY,100.00\n',
    );
    expect(into.rows[0]?.action).toBe('match');
    await confirmPreview(h.user, into.importId);

    expect(refusal(await h.user.inject(requestTo(apiRoutes.imports.takeBack, { id: out.importId })))).toEqual({
      status: 400,
      description:
        'This import cannot be taken back: the transaction of 20 Mar 2026 "TO SAVINGS" it created has been reconciled with another bank statement since. Take that import back first.',
    });
    const backFromSavings = await call<{ removed: number; unlinked: number }>(
      h.user,
      requestTo(apiRoutes.imports.takeBack, { id: into.importId }),
    );
    expect(backFromSavings).toMatchObject({ removed: 0, unlinked: 1 });
    // Still reconciled: the statement of Everyday says it.
    expect((await found(h.user, savings)).map((row) => row.isReconciled)).toEqual([true]);
    await call(h.user, requestTo(apiRoutes.imports.takeBack, { id: out.importId }));
    expect(await found(h.user, savings)).toEqual([]);
    expect([await balanceOf(h.user, h.bank), await balanceOf(h.user, savings)]).toEqual([4157.82, 0]);
    await expectLedgerIntegrity(t.deps.db.kysely, await familyIdOf(t, h.user.email));
  });

  it.runIf(dialect === 'postgres')('takes an import back once when twenty ask at the same moment', async () => {
    const h = await household();
    const preview = await previewOf(h.user, h.bank, 'march.csv', STATEMENT);
    await confirmPreview(h.user, preview.importId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => h.user.inject(requestTo(apiRoutes.imports.takeBack, { id: preview.importId }))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(400)]);
    for (const answer of answers.filter((a) => a.statusCode === 400))
      expect(answer.json().responseState.description).toBe('This import has been taken back already.');
    expect(await balanceOf(h.user, h.bank)).toBe(4157.82);
    expect(await found(h.user, h.bank)).toHaveLength(2);
    await expectLedgerIntegrity(t.deps.db.kysely, await familyIdOf(t, h.user.email));
  });
});
