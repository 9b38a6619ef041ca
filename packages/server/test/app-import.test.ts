import fs from 'node:fs';
import path from 'node:path';
import { apiRoutes, type Account, type AppImportPreview, type AppImportResult, type Category } from '@hearth/contract';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTo } from './api-request.js';
import { refusal, statementForm } from './import-helpers.js';
import { call } from './ledger.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';

const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '../src/domain/import/fixtures/apps', name));

function upload(user: SignedInUser, route: 'preview' | 'confirm', fileName: string, content: Buffer, app = '') {
  return user.inject({
    ...requestTo(apiRoutes.appImports[route]),
    ...statementForm(fileName, content, app ? { app } : {}),
  });
}

async function succeed<T>(user: SignedInUser, route: 'preview' | 'confirm', fileName: string, content: Buffer) {
  const response = await upload(user, route, fileName, content);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

const banks = async (user: SignedInUser) =>
  Object.fromEntries(
    (await call<Account[]>(user, requestTo(apiRoutes.accounts.list), { filterAccountType: 1 })).map((account) => [
      account.name,
      account.balance,
    ]),
  );
const allAccounts = async (user: SignedInUser) => call<Account[]>(user, requestTo(apiRoutes.accounts.list), {});

// Actual's own balances of the demo budget: the sum of each account's live, non-parent rows in db.sqlite.
const ACTUAL_BALANCES = {
  'Household Checking': 31627.17,
  'High-Yield Savings': 36513.65,
  'Everyday Rewards Card': -6878.93,
  'Cash Wallet': -379.86,
  Brokerage: 85611.43,
};

describe.each(testDialects())('import from another app on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.now = new Date('2030-01-01T12:00:00Z');
  });
  afterAll(() => t.close());

  it('previews an Actual export without writing, imports it, and a second import doubles nothing', async () => {
    const user = await signUp(t);
    const file = fixture('actual-envelope.zip');
    const preview = await succeed<AppImportPreview>(user, 'preview', 'budget.zip', file);
    expect(preview).toMatchObject({
      app: 'actual',
      budgetName: 'Live Demo - Envelope',
      accounts: { inFile: 5, toCreate: 5 },
      categories: { inFile: 10, toCreate: 10 },
      subcategories: { inFile: 52, toCreate: 52 },
      transactions: { inFile: 718, toCreate: 718 },
      transfers: { inFile: 60, toCreate: 60 },
      alreadyImported: 0,
    });
    expect(preview.accountList).toContainEqual({
      name: 'Household Checking',
      openingBalance: 6400,
      openingDate: '2025-08-01',
      isNew: true,
    });
    expect(preview.budgets).toEqual({ inFile: 43, toCreate: 43 });
    expect(await allAccounts(user)).toEqual([]);

    const first = await succeed<AppImportResult>(user, 'confirm', 'budget.zip', file);
    expect(first).toMatchObject({
      accountsCreated: 5,
      transactionsCreated: 718,
      transfersCreated: 60,
      alreadyImported: 0,
    });
    expect(await banks(user)).toEqual(ACTUAL_BALANCES);
    const categories = await call<Category[]>(user, requestTo(apiRoutes.categories.list));
    expect(categories.map((category) => category.name)).toContain('Food & Dining');

    const again = await succeed<AppImportPreview>(user, 'preview', 'budget.zip', file);
    expect(again).toMatchObject({
      accounts: { inFile: 5, toCreate: 0 },
      thirdParties: { toCreate: 0 },
      subcategories: { toCreate: 0 },
      transactions: { inFile: 718, toCreate: 0 },
      alreadyImported: 718,
    });
    const second = await succeed<AppImportResult>(user, 'confirm', 'budget.zip', file);
    expect(second).toMatchObject({
      accountsCreated: 0,
      thirdPartiesCreated: 0,
      transactionsCreated: 0,
      alreadyImported: 718,
    });
    expect(await banks(user)).toEqual(ACTUAL_BALANCES);
  });

  it('imports a YNAB export and a Firefly III export with their transfers paired', async () => {
    const user = await signUp(t);
    const ynab = zipSync({
      'Budget as of 2017-08-02 - Register.csv': new Uint8Array(fixture('ynab-register.csv')),
      'Budget as of 2017-08-02 - Budget.csv': new Uint8Array(fixture('ynab-budget.csv')),
    });
    const fromYnab = await succeed<AppImportResult>(user, 'confirm', 'ynab.zip', Buffer.from(ynab));
    expect(fromYnab).toMatchObject({ app: 'ynab', accountsCreated: 2, transactionsCreated: 2 });
    const fromFirefly = await succeed<AppImportResult>(user, 'confirm', 'export.csv', fixture('firefly-transfer.csv'));
    expect(fromFirefly).toMatchObject({ app: 'firefly', transfersCreated: 1, transactionsCreated: 1 });
    expect(await banks(user)).toEqual({ Checking: -21.05, Savings: 75, 'Account USD': -1000, 'Broker1 USD': 1000 });
    // Each transaction's history says it was imported, and by whom.
    const found = await call<{ id: number }[]>(user, requestTo(apiRoutes.transactions.search), {});
    expect(found.length).toBeGreaterThan(0);
    for (const { id } of found) {
      const { entries } = await call<{ entries: { action: string; user: { id: number } | null }[] }>(
        user,
        requestTo(apiRoutes.history.transaction, { id }),
      );
      expect(entries.at(-1)).toMatchObject({
        action: 'import',
        user: { name: expect.stringContaining(user.firstname) },
      });
    }
  });

  it.each([
    ['a file of no app', 'notes.csv', Buffer.from('hello, world\n1,2\n'), '', /cannot tell which app/],
    [
      'a zip that says it is Actual but holds no budget',
      'budget.zip',
      Buffer.from(zipSync({ 'db.sqlite': strToU8('not a database'), 'metadata.json': strToU8('{}') })),
      'actual',
      /not an Actual Budget file/,
    ],
    [
      'a YNAB register sent as Firefly',
      'register.csv',
      fixture('ynab-register.csv'),
      'firefly',
      /not a Firefly III one/,
    ],
    ['an unknown app', 'register.csv', fixture('ynab-register.csv'), 'quicken', /app: must be actual, ynab or firefly/],
  ])('refuses %s with a 400 and writes nothing', async (_, fileName, content, app, message) => {
    const user = await signUp(t);
    for (const route of ['preview', 'confirm'] as const) {
      const answer = refusal(await upload(user, route, fileName, content, app));
      expect(answer.status).toBe(400);
      expect(answer.description).toMatch(message);
    }
    expect(await allAccounts(user)).toEqual([]);
    expect(await call<Category[]>(user, requestTo(apiRoutes.categories.list))).toEqual([]);
  });
});
