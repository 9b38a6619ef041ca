import type { ImportDecision } from '@hearth/contract';
import { describe, expect, it } from 'vitest';
import type { PreviewRow } from '../../domain/import/preview.js';
import { mergeChoices, presentChoices } from './choice-view.js';
import type { ReferenceNames } from './rules-service.js';

const row = (rowNumber: number, extra: Partial<PreviewRow> = {}): PreviewRow => ({
  rowNumber,
  line: rowNumber + 1,
  date: '2026-03-03',
  amount: -1000,
  description: `ROW ${rowNumber}`,
  payee: null,
  bankId: null,
  reference: `ref-${rowNumber}`,
  raw: '',
  counterpartyId: 10,
  counterpartyName: 'Woolworths',
  transactionTypeId: 1,
  subcategoryId: 5,
  budgetId: null,
  tagIds: [],
  ruleIds: [],
  ruleSubcategoryId: null,
  ruleBudgetId: null,
  action: 'create',
  matchedId: null,
  matchedBy: null,
  candidateIds: [],
  note: null,
  ...extra,
});

const names: ReferenceNames = {
  accounts: new Map([
    [10, { name: 'Woolworths', typeId: 2, defaultSubcategoryId: 5 }],
    [11, { name: 'Origin', typeId: 2, defaultSubcategoryId: 6 }],
    [12, { name: 'Corner Shop', typeId: 2, defaultSubcategoryId: null }],
  ]),
  subcategories: new Map([
    [5, { name: 'Groceries', categoryName: 'Food' }],
    [6, { name: 'Energy', categoryName: 'Bills' }],
    [7, { name: 'Household', categoryName: 'Home' }],
  ]),
  budgets: new Map(),
  tags: new Map(),
};

describe('a row choice as the preview shows it', () => {
  // Rows 1–3 are proposed with Woolworths (default Groceries); row 3's rule names Household.
  const rows = [row(1), row(2), row(3, { ruleSubcategoryId: 7, subcategoryId: 7 })];

  it.each<[string, ImportDecision, boolean, string | null]>([
    ['the proposal kept', { rowNumber: 1, action: 'create' }, false, 'Food - Groceries'],
    ['a subcategory chosen', { rowNumber: 1, action: 'create', subCategoryId: 6 }, true, 'Bills - Energy'],
    ['none chosen', { rowNumber: 1, action: 'create', subCategoryId: null }, true, null],
    ['another account: its default', { rowNumber: 2, action: 'create', counterpartyId: 11 }, false, 'Bills - Energy'],
    ['another account without a default', { rowNumber: 2, action: 'create', counterpartyId: 12 }, false, null],
    ['a new third party', { rowNumber: 2, action: 'create', counterpartyName: 'Kiosk' }, false, null],
    [
      'another account, the rule first',
      { rowNumber: 3, action: 'create', counterpartyId: 11 },
      false,
      'Home - Household',
    ],
    [
      'another account and a choice',
      { rowNumber: 3, action: 'create', counterpartyId: 11, subCategoryId: 5 },
      true,
      'Food - Groceries',
    ],
  ])('%s', (_name, decision, chosen, booked) => {
    expect(presentChoices(rows, [decision], names)).toMatchObject([
      { rowNumber: decision.rowNumber, subCategoryChosen: chosen, subCategoryName: booked },
    ]);
  });

  it('shows no subcategory for a row matched or left out, and nothing for a row imported before', () => {
    const matched = row(1, { action: 'match', matchedId: 40, candidateIds: [40] });
    const before = row(2, { action: 'reconciled', matchedId: 50, matchedBy: 'reference' });
    expect(
      presentChoices(
        [matched, before],
        [
          { rowNumber: 1, action: 'skip' },
          { rowNumber: 2, action: 'skip' },
        ],
        names,
      ),
    ).toEqual([
      {
        rowNumber: 1,
        action: 'skip',
        transactionId: null,
        counterpartyId: null,
        counterpartyName: null,
        subCategoryChosen: false,
        subCategoryId: null,
        subCategoryName: null,
      },
    ]);
  });

  it('keeps one choice per row, the newest, in row order', () => {
    expect(
      mergeChoices(
        [
          { rowNumber: 3, action: 'skip' },
          { rowNumber: 1, action: 'create', subCategoryId: 5 },
        ],
        [{ rowNumber: 1, action: 'create', subCategoryId: 6 }],
      ),
    ).toEqual([
      { rowNumber: 1, action: 'create', subCategoryId: 6 },
      { rowNumber: 3, action: 'skip' },
    ]);
  });
});
