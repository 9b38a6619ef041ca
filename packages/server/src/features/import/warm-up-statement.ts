import type { ImportMatch } from '@hearth/contract';
import type { BuildJob, PresentJob, ReadJob } from './statement-workshop.js';

/**
 * A made-up statement that a fresh statement worker reads, matches and presents before its first
 * preview (statement-pool.ts): the code every preview runs is then loaded and compiled, and the worker's
 * heap has grown once, so that a family's 10,000-row file does not run on cold code. Nothing of it leaves
 * the worker.
 *
 * 2,500 rows (about 130 KB, below the size after which a worker collects its garbage at once) take a worker about 0.3 s of CPU, in
 * the background, and leave it holding about 40 MB idle instead of 25; they took the CPU of a 10,000-row
 * preview that follows from 650 ms to about 520 ms. More rows warm more but hold more: 4,000 rows took it
 * to 470 ms for 52 MB.
 */
export const WARM_UP_ROWS = 2_500;

const PAYEES = ['CARD COLES 0412 SYDNEY', 'EFTPOS WOOLWORTHS 1234', 'BPAY ORIGIN ENERGY', 'NETFLIX.COM', 'UBER *TRIP'];
const ACCOUNT = { id: 1, name: 'Everyday' };

/** The n-th day of 2025 as an ISO date. */
function dayOf(n: number): string {
  return new Date(Date.UTC(2025, 0, 1 + (n % 365))).toISOString().slice(0, 10);
}

/** Cents of the n-th row: money out mostly, money in every seventh row. */
function centsOf(n: number): number {
  const cents = 100 + ((n * 7919) % 25_000);
  return n % 7 === 0 ? cents : -cents;
}

/** The three jobs of one preview, over a CSV of `rows` rows of which every tenth is already in the ledger. */
export function warmUpJobs(rows = WARM_UP_ROWS): {
  read: Omit<ReadJob, 'kind'>;
  build: Omit<BuildJob, 'kind'>;
  present: Omit<PresentJob, 'kind' | 'validate'>;
} {
  const lines = ['Date,Description,Amount,Balance'];
  let balance = 0;
  for (let n = 0; n < rows; n += 1) {
    const [year, month, day] = dayOf(n).split('-');
    const cents = centsOf(n);
    balance += cents;
    lines.push(
      `${day}/${month}/${year},"${PAYEES[n % PAYEES.length]} ${1000 + n}",${(cents / 100).toFixed(2)},${(balance / 100).toFixed(2)}`,
    );
  }
  const candidates = [];
  const summaries = new Map<number, ImportMatch>();
  for (let n = 0; n < rows; n += 10) {
    const id = 1000 + n;
    candidates.push({ id, date: dayOf(n), amount: centsOf(n), counterpartyId: 2, linkedHere: false });
    summaries.set(id, {
      id,
      date: dayOf(n),
      description: PAYEES[n % PAYEES.length] ?? '',
      amount: Math.abs(centsOf(n)) / 100,
      direction: centsOf(n) < 0 ? 'out' : 'in',
      transactionTypeId: 1,
      counterpartyName: 'Coles',
      isReconciled: false,
    });
  }
  const text = `${lines.join('\n')}\n`;
  return {
    read: {
      files: [{ name: 'warm-up.csv', file: { bytes: new TextEncoder().encode(text) } }],
      layout: null,
      remembered: null,
    },
    build: {
      account: ACCOUNT,
      fileName: 'warm-up.csv',
      rules: [
        {
          id: 1,
          matchKind: 'contains',
          matchText: 'COLES',
          minAmount: null,
          maxAmount: null,
          direction: null,
          accountId: 2,
          subcategoryId: 3,
          budgetId: null,
          tagIds: [4],
        },
      ],
      accounts: [
        { id: 1, name: 'Everyday', typeId: 1, isActive: true, defaultSubcategoryId: null, defaultBudgetId: null },
        { id: 2, name: 'Coles', typeId: 2, isActive: true, defaultSubcategoryId: 3, defaultBudgetId: null },
        { id: 5, name: 'Netflix', typeId: 2, isActive: true, defaultSubcategoryId: null, defaultBudgetId: null },
      ],
      aliases: [{ key: 'uber trip', accountId: 5 }],
      candidates,
      summaries,
      linkedReferences: new Map(),
      reconciledIds: new Set(),
    },
    present: {
      preview: 'built',
      batch: { id: 'warm-up', expiresAt: '2025-12-31T00:00:00.000Z' },
      names: {
        accounts: new Map([[2, { name: 'Coles', typeId: 2, defaultSubcategoryId: 3 }]]),
        subcategories: new Map([[3, { name: 'Groceries', categoryName: 'Living' }]]),
        budgets: new Map(),
        tags: new Map([[4, { name: 'Food' }]]),
      },
      ruleNames: new Map([[1, 'Coles']]),
      choices: [],
    },
  };
}
