import { apiRoutes, type ImportRule, type RuleTestResult } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmPreview, previewOf, proposals, refusal } from './import-helpers.js';
import { call, createBank, createSubcategory, createThirdParty, record } from './ledger.js';
import { expectLedgerIntegrity, familyIdOf } from './ledger-integrity.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp } from './users.js';
import { requestTo } from './api-request.js';

const STATEMENT = `Date,Details,Amount
2026-03-03,EFTPOS WOOLWORTHS 1234 BONDI,-87.65
2026-03-04,EFTPOS WOOLWORTHS 9 MANLY,-250.00
2026-03-05,SALARY ACME PTY LTD,3200.00
2026-03-06,TFR TO SAVINGS 123,-500.00
`;

describe.each(testDialects())('import rules on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.now = new Date('2026-04-01T00:00:00Z');
  });
  afterAll(() => t.close());

  it('keeps rules in order, applies them before matching, and makes transfers to own accounts', async () => {
    const user = await signUp(t);
    const bank = await createBank(user, 'Everyday');
    const savings = await createBank(user, 'Savings');
    const { subcategoryId: groceries } = await createSubcategory(user, 'Food', 'Groceries');
    const { subcategoryId: bigShop } = await createSubcategory(user, 'Home', 'Big shop');
    const market = await createThirdParty(user, 'Supermarket', { defaultSubCategoryId: groceries });
    const employer = await createThirdParty(user, 'Employer');
    const tag = (await call<{ id: number }>(user, requestTo(apiRoutes.tags.save), { name: 'Weekly' })).id;

    const save = (body: object) => call<ImportRule>(user, requestTo(apiRoutes.imports.saveRule), body);
    const shop = await save({
      name: 'Shopping',
      matchKind: 'contains',
      matchText: 'woolworths',
      accountId: market,
      tagIds: [tag],
    });
    const big = await save({
      name: 'Big shop',
      matchKind: 'pattern',
      matchText: 'eftpos woolworths*',
      minAmount: 200,
      direction: 'out',
      subCategoryId: bigShop,
      position: 1,
    });
    await save({ name: 'Pay', matchKind: 'startsWith', matchText: 'salary', direction: 'in', accountId: employer });
    await save({ name: 'Savings', matchKind: 'equals', matchText: 'TFR TO SAVINGS 123', accountId: savings });
    const rules = await call<ImportRule[]>(user, requestTo(apiRoutes.imports.rules));
    expect(rules.map((rule) => [rule.position, rule.name])).toEqual([
      [1, 'Big shop'],
      [2, 'Shopping'],
      [3, 'Pay'],
      [4, 'Savings'],
    ]);
    expect(rules[1]).toMatchObject({
      id: shop.id,
      accountName: 'Supermarket',
      tags: [{ id: tag, name: 'Weekly' }],
      direction: null,
      minAmount: null,
    });
    expect(rules[0]).toMatchObject({
      id: big.id,
      subCategoryName: 'Big shop',
      categoryName: 'Home',
      minAmount: 200,
      direction: 'out',
    });

    const preview = await previewOf(user, bank, 'march.csv', STATEMENT);
    expect(
      preview.rows.map((row) => [
        row.importedTransaction.counterpartyName,
        row.importedTransaction.transactionTypeId,
        row.importedTransaction.subCategoryName,
        row.importedTransaction.tags.map((tg) => tg.name),
        row.importedTransaction.rules.map((r) => r.name),
      ]),
    ).toEqual([
      ['Supermarket', 1, 'Food - Groceries', ['Weekly'], ['Shopping']],
      ['Supermarket', 1, 'Home - Big shop', ['Weekly'], ['Big shop', 'Shopping']],
      ['Employer', 2, null, [], ['Pay']],
      ['Savings', 3, null, [], ['Savings']],
    ]);
    expect(await confirmPreview(user, preview.importId)).toMatchObject({ created: 4, thirdPartiesCreated: 0 });
    const transfer = await call<{ debitAccountId: number; creditAccountId: number; transactionTypeId: number }[]>(
      user,
      requestTo(apiRoutes.transactions.search),
      { exactValue: 500 },
    );
    expect(transfer).toMatchObject([{ debitAccountId: bank, creditAccountId: savings, transactionTypeId: 3 }]);

    const moved = await save({
      id: shop.id,
      name: 'Shopping',
      matchKind: 'contains',
      matchText: 'woolworths',
      accountId: market,
      tagIds: [],
      position: 1,
    });
    expect(moved.position).toBe(1);
    expect((await call<ImportRule[]>(user, requestTo(apiRoutes.imports.rules))).map((rule) => rule.name)).toEqual([
      'Shopping',
      'Big shop',
      'Pay',
      'Savings',
    ]);
    expect(
      (await user.inject(requestTo(apiRoutes.imports.removeRule, { id: big.id }))).json().responseState.description,
    ).toBe('The rule Big shop was deleted.');
    expect(
      (await call<ImportRule[]>(user, requestTo(apiRoutes.imports.rules))).map((rule) => [rule.position, rule.name]),
    ).toEqual([
      [1, 'Shopping'],
      [2, 'Pay'],
      [3, 'Savings'],
    ]);
    await expectLedgerIntegrity(t.deps.db.kysely, await familyIdOf(t, user.email));
  });

  it('refuses a rule that sets nothing or names what is not there', async () => {
    const user = await signUp(t);
    const base = { name: 'Coffee', matchKind: 'contains', matchText: 'coffee' };
    for (const [body, description] of [
      [base, 'A rule sets at least one of the account, the subcategory, the budget or tags.'],
      [{ ...base, subCategoryId: 99999999 }, 'Subcategory: there is no such subcategory.'],
      [{ ...base, accountId: 99999999 }, 'Account: there is no such account.'],
      [{ ...base, tagIds: [99999999] }, 'Tags: there is no such tag.'],
      [{ ...base, matchKind: 'regex', tagIds: [1] }, 'Match kind must be contains, startsWith, equals or pattern.'],
      [{ ...base, matchText: ' ', tagIds: [1] }, 'Match text is required.'],
      [{ ...base, minAmount: 20, maxAmount: 10, tagIds: [1] }, 'Min amount must not be above the largest amount.'],
    ] as const) {
      expect(refusal(await user.inject({ ...requestTo(apiRoutes.imports.saveRule), payload: body }))).toEqual({
        status: 400,
        description,
      });
    }
  });

  it('tests a rule against existing transactions and applies it to them, reconciled ones too (keeping what the bank said)', async () => {
    const user = await signUp(t);
    const bank = await createBank(user, 'Everyday');
    const { subcategoryId: coffee } = await createSubcategory(user, 'Food', 'Coffee');
    const cafe = await createThirdParty(user, 'Cafe');
    const other = await createThirdParty(user, 'Misc');
    const pay = (to: number, amount: number, date: string, description: string) =>
      record(user, { debitAccountId: bank, creditAccountId: to, lines: [{ amount }], date, description });
    const first = await pay(other, 4.5, '2026-03-01', 'FLAT WHITE 1');
    const second = await pay(cafe, 5, '2026-03-02', 'Flat white 2');
    const locked = await pay(other, 4, '2026-03-03', 'flat white 3');
    await pay(other, 40, '2026-03-04', 'Groceries');
    const statement = await previewOf(user, bank, 's.csv', 'Date,Details,Amount\n2026-03-03,flat white 3,-4.00\n');
    expect(proposals(statement)).toEqual([['match', locked.id, 'flat white 3']]);
    await confirmPreview(user, statement.importId);

    const rule = {
      name: 'Coffee',
      matchKind: 'startsWith',
      matchText: 'flat white',
      accountId: cafe,
      subCategoryId: coffee,
    };
    const test = await call<RuleTestResult>(user, requestTo(apiRoutes.imports.testRule), rule);
    expect(test).toMatchObject({ scanned: 4, matched: 3 });
    expect(test.transactions.map((tx) => [tx.id, tx.isReconciled, tx.changes])).toEqual([
      [locked.id, true, ['Third party: Cafe', 'Subcategory: Food - Coffee']],
      [second.id, false, ['Subcategory: Food - Coffee']],
      [first.id, false, ['Third party: Cafe', 'Subcategory: Food - Coffee']],
    ]);
    const saved = await call<ImportRule>(user, requestTo(apiRoutes.imports.saveRule), rule);
    const applied = await user.inject({
      ...requestTo(apiRoutes.imports.applyRule, { id: saved.id }),
      payload: { transactionIds: test.transactions.map((tx) => tx.id) },
    });
    expect(applied.json()).toMatchObject({
      responseState: { description: '3 transactions changed by the rule.' },
      data: { updated: 3, unchanged: 0, reconciledKept: 0 },
    });
    expect(await call(user, requestTo(apiRoutes.transactions.get, { id: first.id }))).toMatchObject({
      creditAccountName: 'Cafe',
      subCategoryName: 'Coffee',
    });
    // Filed under the rule's third party and subcategory, still reconciled: its date, amount and bank stay.
    expect(await call(user, requestTo(apiRoutes.transactions.get, { id: locked.id }))).toMatchObject({
      creditAccountName: 'Cafe',
      subCategoryName: 'Coffee',
      isReconciled: true,
      transactionDate: '2026-03-03',
      amount: 4,
    });
    const twice = await call<{ updated: number; unchanged: number }>(
      user,
      requestTo(apiRoutes.imports.applyRule, { id: saved.id }),
      { transactionIds: [first.id, second.id] },
    );
    expect(twice).toMatchObject({ updated: 0, unchanged: 2 });
    await expectLedgerIntegrity(t.deps.db.kysely, await familyIdOf(t, user.email));
  });
});
