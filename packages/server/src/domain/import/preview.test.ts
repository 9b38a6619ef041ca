import { describe, expect, it } from 'vitest';
import { PayeeDirectory, type KnownAccount } from './payees.js';
import { buildPreview } from './preview.js';
import { statementReferences } from './references.js';
import { compileRules } from './rules.js';
import type { StatementRow } from './statement.js';

const account = (id: number, name: string, extra: Partial<KnownAccount> = {}): KnownAccount => ({
  id,
  name,
  typeId: 2,
  isActive: true,
  defaultSubcategoryId: null,
  defaultBudgetId: null,
  ...extra,
});
const line = (date: string, amount: number, description: string, extra: Partial<StatementRow> = {}): StatementRow => ({
  line: 2,
  date,
  amount,
  description,
  payee: null,
  bankId: null,
  raw: description,
  ...extra,
});

const directory = new PayeeDirectory(
  [
    account(10, 'Woolworths', { defaultSubcategoryId: 5, defaultBudgetId: 6 }),
    account(11, 'Acme'),
    account(12, 'Savings', { typeId: 1 }),
    account(13, 'Gone Cafe', { isActive: false }),
  ],
  [],
);

describe('the preview of a statement', () => {
  it('applies rules before matching, proposes each row, and fills what a new transaction needs', () => {
    const rows = [
      line('2026-03-03', -8765, 'EFTPOS WOOLWORTHS 1234 BONDI'),
      line('2026-03-02', 320000, 'Salary ACME PTY LTD'),
      line('2026-03-10', -50000, 'Transfer to Savings NetBank'),
      line('2026-03-11', 0, 'Card verification'),
      line('2026-03-12', -1500, 'Corner Bakery', { payee: 'The Corner Bakery' }),
      line('2026-03-12', -420, 'Gone Cafe'),
      line('2026-03-01', -999, 'SPOTIFY', { bankId: 'FIT-9' }),
    ];
    const [, , , , , , spotify] = statementReferences(rows);
    const preview = buildPreview({
      rows,
      rules: compileRules([
        {
          id: 1,
          matchKind: 'startsWith',
          matchText: 'salary',
          minAmount: null,
          maxAmount: null,
          direction: 'in',
          accountId: 11,
          subcategoryId: 7,
          budgetId: null,
          tagIds: [3],
        },
        {
          id: 2,
          matchKind: 'contains',
          matchText: 'transfer to savings',
          minAmount: null,
          maxAmount: null,
          direction: null,
          accountId: 12,
          subcategoryId: null,
          budgetId: null,
          tagIds: [],
        },
      ]),
      directory,
      candidates: [
        { id: 100, date: '2026-03-02', amount: -8765, counterpartyId: 10, linkedHere: false },
        { id: 101, date: '2026-03-01', amount: -999, counterpartyId: 14, linkedHere: true },
      ],
      linkedReferences: new Map([[spotify as string, 101]]),
      reconciledIds: new Set([101]),
    });
    const view = preview.map((row) => [
      row.rowNumber,
      row.action,
      row.matchedId,
      row.matchedBy,
      row.counterpartyId,
      row.counterpartyName,
      row.transactionTypeId,
      row.subcategoryId,
      row.budgetId,
      row.tagIds,
    ]);
    expect(view).toEqual([
      [1, 'match', 100, 'payee', 10, 'Woolworths', 1, 5, 6, []],
      [2, 'create', null, null, 11, 'Acme', 2, 7, null, [3]],
      [3, 'create', null, null, 12, 'Savings', 3, null, null, []],
      [4, 'skip', null, null, null, 'Card verification', 2, null, null, []],
      [5, 'create', null, null, null, 'The Corner Bakery', 1, null, null, []],
      [6, 'create', null, null, 13, 'Gone Cafe', 1, null, null, []],
      [7, 'reconciled', 101, 'reference', null, 'SPOTIFY', 1, null, null, []],
    ]);
    expect(preview[5]?.note).toBe(
      'Gone Cafe is inactive: make it active, or choose another account, before confirming.',
    );
    expect(preview[1]?.ruleIds).toEqual([1]);
  });
});
