import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { balancesOf, type AppBook, type BookFlow, type BookTransfer } from '../../domain/import/apps/app-book.js';
import { readAppExport } from './unpack.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../domain/import/fixtures/apps');
const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)));
const transfers = (book: AppBook) => book.transactions.filter((t): t is BookTransfer => t.kind === 'transfer');
const flows = (book: AppBook) => book.transactions.filter((t): t is BookFlow => t.kind !== 'transfer');

describe('Actual Budget exports (real files, SOURCES.md)', () => {
  // Balances as Actual computes them: the sum of every live, non-parent row of the account (db.sqlite).
  const ACTUAL_BALANCES = {
    'Household Checking': 3162717,
    'High-Yield Savings': 3651365,
    'Everyday Rewards Card': -687893,
    'Cash Wallet': -37986,
    Brokerage: 8561143,
  };

  it.each([
    ['actual-envelope.zip', 'Live Demo - Envelope'],
    ['actual-tracking.zip', 'Live Demo - Tracking'],
  ])(
    '%s: accounts, opening balances, splits and transfers add up to Actual’s balances; budgets per category',
    async (file, name) => {
      const book = await readAppExport(fixture(file), null);
      expect(book.app).toBe('actual');
      expect(book.name).toBe(name);
      expect(book.accounts.map((account) => account.name).sort()).toEqual(Object.keys(ACTUAL_BALANCES).sort());
      expect(Object.fromEntries(balancesOf(book))).toEqual(ACTUAL_BALANCES);
      expect(book.accounts.find((account) => account.name === 'Household Checking')).toMatchObject({
        openingBalance: 640000,
        openingDate: '2025-08-01',
      });
      // 778 live rows that are not split children nor starting balances; the 60 transfers had two rows each.
      expect(book.transactions).toHaveLength(718);
      expect(transfers(book)).toHaveLength(60);
      expect(new Set(book.transactions.map((t) => t.reference)).size).toBe(718);
      const splits = flows(book).filter((t) => t.lines.length > 1);
      expect(splits).toHaveLength(12);
      const groceries = splits.find((t) => t.lines[0]?.amount === 11730);
      expect(groceries).toMatchObject({
        kind: 'payment',
        lines: [
          { amount: 11730, subcategory: { category: 'Food & Dining', subcategory: 'Groceries' } },
          { amount: 4761, subcategory: { category: 'Lifestyle', subcategory: 'Household Goods' } },
        ],
      });
      expect(book.categories).toHaveLength(10);
      expect(book.categories.find((c) => c.name === 'Housing')?.subcategories).toContain('Mortgage');
      expect(book.leftOut).toContainEqual(expect.objectContaining({ what: 'Deleted accounts', count: 1 }));
      // One monthly budget per spending category Actual budgeted (43 in both files; income categories are not budgets).
      expect(book.budgets).toHaveLength(43);
      expect(book.budgets.find((budget) => budget.name === 'Groceries')).toEqual({
        name: 'Groceries',
        subcategory: { category: 'Food & Dining', subcategory: 'Groceries' },
        startDate: '2025-08-01',
        changes: [{ fromPeriod: 1, amount: 70000 }],
      });
      expect(flows(book).some((t) => t.tags.includes('shared'))).toBe(true);
    },
  );

  it('refuses a zip whose db.sqlite is not an Actual budget', async () => {
    const zip = zipSync({
      'db.sqlite': strToU8('SQLite format 3\u0000 but not really'),
      'metadata.json': strToU8('{}'),
    });
    await expect(readAppExport(zip, 'actual')).rejects.toThrow(/not an Actual Budget file/);
  });
});

describe('YNAB exports', () => {
  it('reads the real register and budget files (SOURCES.md)', async () => {
    const zip = zipSync({
      'My Budget as of 2017-08-02 1045 PM - Register.csv': fixture('ynab-register.csv'),
      'My Budget as of 2017-08-02 1045 PM - Budget.csv': fixture('ynab-budget.csv'),
    });
    const book = await readAppExport(zip, 'ynab');
    expect(book.name).toBe('My Budget');
    expect(Object.fromEntries(balancesOf(book))).toEqual({ Checking: -2105, Savings: 7500 });
    expect(book.transactions).toMatchObject([
      {
        kind: 'payment',
        date: '2017-08-01',
        account: 'Checking',
        thirdParty: 'Groceries, Inc.',
        lines: [{ amount: 2105, subcategory: { category: 'Mandatory Expenses', subcategory: 'Groceries' } }],
      },
      { kind: 'deposit', account: 'Savings', thirdParty: 'Uncle Herb', lines: [{ amount: 7500, subcategory: null }] },
    ]);
    expect(book.categories.map((c) => c.name)).toEqual(['Immediate Obligations', 'Mandatory Expenses']);
    // The plan's December 2016 amounts, each category's own monthly budget.
    expect(book.budgets).toEqual([
      {
        name: 'Cell',
        subcategory: { category: 'Immediate Obligations', subcategory: 'Cell' },
        startDate: '2016-12-01',
        changes: [{ fromPeriod: 1, amount: 7047 }],
      },
      {
        name: 'Pasta Subscription',
        subcategory: { category: 'Immediate Obligations', subcategory: 'Pasta Subscription' },
        startDate: '2016-12-01',
        changes: [{ fromPeriod: 1, amount: 999 }],
      },
      {
        name: 'Rent',
        subcategory: { category: 'Immediate Obligations', subcategory: 'Rent' },
        startDate: '2016-12-01',
        changes: [{ fromPeriod: 1, amount: 105500 }],
      },
    ]);
  });

  // Rows written as YNAB's help describes its export: splits as consecutive "Split (k/n)" rows, transfers
  // as a "Transfer : Account" row on each side, opening balances from the "Starting Balance" payee.
  const register = [
    '"Account","Flag","Date","Payee","Category Group/Category","Category Group","Category","Memo","Outflow","Inflow","Cleared"',
    '"Chequing","","15/01/2026","Starting Balance","Inflow: Ready to Assign","Inflow","Ready to Assign","",$0.00,"$1,000.00","Reconciled"',
    '"Card","","15/01/2026","Starting Balance","Inflow: Ready to Assign","Inflow","Ready to Assign","",$50.00,$0.00,"Reconciled"',
    '"Chequing","","20/01/2026","Costco","Everyday: Groceries","Everyday","Groceries","Split (1/3) food",$40.00,$0.00,"Cleared"',
    '"Chequing","","20/01/2026","Costco","Home: Supplies","Home","Supplies","Split (2/3) soap",$15.00,$0.00,"Cleared"',
    '"Chequing","","20/01/2026","Transfer : Card","","","","Split (3/3) ",$20.00,$0.00,"Cleared"',
    '"Card","","20/01/2026","Transfer : Chequing","","","","",$0.00,$20.00,"Cleared"',
    '"Chequing","","21/01/2026","Transfer : Card","","","","pay card",$100.00,$0.00,"Cleared"',
    '"Card","","21/01/2026","Transfer : Chequing","","","","pay card",$0.00,$100.00,"Cleared"',
  ].join('\n');

  it.each([
    ['register alone', new TextEncoder().encode(register)],
    ['zip', zipSync({ 'Home as of 2026-01-22 - Register.csv': strToU8(register) })],
  ])('pairs transfers and joins split rows (%s)', async (_, bytes) => {
    const book = await readAppExport(bytes, null);
    expect(book.app).toBe('ynab');
    expect(book.accounts).toEqual([
      { name: 'Chequing', openingBalance: 100000, openingDate: '2026-01-15', closed: false },
      { name: 'Card', openingBalance: -5000, openingDate: '2026-01-15', closed: false },
    ]);
    expect(Object.fromEntries(balancesOf(book))).toEqual({
      Chequing: 100000 - 5500 - 2000 - 10000,
      Card: -5000 + 12000,
    });
    expect(transfers(book).map((t) => [t.from, t.to, t.lines[0]?.amount])).toEqual([
      ['Chequing', 'Card', 2000],
      ['Chequing', 'Card', 10000],
    ]);
    expect(flows(book)).toMatchObject([
      { thirdParty: 'Costco', description: 'food; soap', lines: [{ amount: 4000 }, { amount: 1500 }] },
    ]);
    const again = await readAppExport(bytes, null);
    expect(again.transactions.map((t) => t.reference)).toEqual(book.transactions.map((t) => t.reference));
  });
});

describe('Firefly III CSV exports (real rows, SOURCES.md)', () => {
  it.each([
    ['firefly-withdrawal.csv', { 'Account UAH': -96444 }, 'payment', 0],
    ['firefly-open-balance.csv', { 'Account PLN': 352042 }, null, 0],
    ['firefly-open-balance-debt.csv', { 'Account PLN': -390000 }, null, 0],
    ['firefly-transfer.csv', { 'Account USD': -100000, 'Broker1 USD': 100000 }, 'transfer', 1],
    ['firefly-reconciliation.csv', { 'Account USD': -29600 }, 'payment', 0],
    ['firefly-withdrawal-debt.csv', { 'Account USD': -20000, 'Contractor account': 20000 }, 'transfer', 1],
  ])('%s', async (file, balances, kind, transferCount) => {
    const book = await readAppExport(fixture(file), null);
    expect(book.app).toBe('firefly');
    expect(Object.fromEntries(balancesOf(book))).toEqual(balances);
    expect(book.transactions.map((t) => t.kind)).toEqual(kind ? [kind] : []);
    expect(transfers(book)).toHaveLength(transferCount);
  });

  it('makes one transaction of the journals of a group (a split) with its categories, budget and tags', async () => {
    const head = fs.readFileSync(path.join(FIXTURES, 'firefly-withdrawal.csv'), 'utf8').split('\n')[0] as string;
    const columns = head.replace(/^\uFEFF/, '').split(',');
    const row = (values: Record<string, string>) => columns.map((column) => values[column] ?? '').join(',');
    const base = {
      group_id: '7',
      type: 'Withdrawal',
      date: '2026-03-02T10:00:00+01:00',
      source_name: 'Checking',
      source_type: 'Asset account',
      destination_name: 'Market',
      destination_type: 'Expense account',
      group_title: 'Weekly shop',
    };
    const text = [
      columns.join(','),
      row({ ...base, journal_id: '70', amount: '-12.50', category: 'Food', budget: 'Groceries', tags: 'weekly' }),
      row({ ...base, journal_id: '71', amount: '-3.25', category: 'Home' }),
    ].join('\n');
    const book = await readAppExport(new TextEncoder().encode(text), 'firefly');
    expect(book.transactions).toMatchObject([
      {
        kind: 'payment',
        reference: 'firefly:7',
        description: 'Weekly shop',
        thirdParty: 'Market',
        lines: [
          { amount: 1250, subcategory: { category: 'Food', subcategory: 'Food' } },
          { amount: 325, subcategory: { category: 'Home', subcategory: 'Home' } },
        ],
        tags: ['weekly', 'Groceries'],
      },
    ]);
  });
});

/** A small zip whose central directory claims its one file unpacks to `size` bytes, as a zip bomb's does. */
function zipClaiming(size: number): Uint8Array {
  const zip = zipSync({ 'db.sqlite': strToU8('x'.repeat(1000)) });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let at = 0; at + 4 <= zip.length; at += 1)
    if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, size, true);
  return zip;
}

describe('files that are not an app export', () => {
  it.each([
    ['a text file', new TextEncoder().encode('hello, world\n1,2\n'), null, /cannot tell which app/],
    [
      'a YNAB file sent as Firefly',
      fixture('ynab-register.csv'),
      'firefly' as const,
      /YNAB export, not a Firefly III one/,
    ],
    ['a damaged zip', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), null, /damaged|cannot tell/],
    ['a zip that says it unpacks to 300 MB', zipClaiming(300 * 1024 * 1024), null, /unpacks to more than 200 MB/],
  ])('refuses %s', async (_, bytes, app, message) => {
    await expect(readAppExport(bytes, app)).rejects.toThrow(message);
  });
});
