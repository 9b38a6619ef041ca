import { describe, expect, it } from 'vitest';
import type { ImportMatch, ImportRow } from '@hearth/contract';
import {
  choiceOf,
  confirmRequestOf,
  countChoices,
  doubleMatch,
  filterRows,
  keptChoice,
  shownSubcategory,
  withKeptSubcategory,
  withSubcategory,
  type RowChoice,
} from './row-choices';

const match = (id: number): ImportMatch => ({
  id,
  date: '2026-03-03',
  description: '',
  amount: 12.5,
  direction: 'out',
  transactionTypeId: 1,
  counterpartyName: 'Shop',
  isReconciled: false,
});

function row(rowNumber: number, action: ImportRow['action'], matched: number | null = null): ImportRow {
  return {
    rowNumber,
    line: rowNumber + 1,
    action,
    matchedBy: matched === null ? null : 'amount',
    importedTransaction: {
      date: '2026-03-03',
      amount: 12.5,
      direction: 'out',
      description: 'Shop',
      payee: null,
      bankId: null,
      transactionTypeId: 1,
      counterpartyId: null,
      counterpartyName: 'Shop',
      subCategoryId: null,
      subCategoryName: null,
      budgetId: null,
      budgetName: null,
      tags: [],
      rules: [],
    },
    matchedTransaction: matched === null ? null : match(matched),
    candidates: matched === null ? [] : [match(matched), match(matched + 1)],
    rawData: '',
    note: null,
  };
}

const rows = [row(1, 'match', 10), row(2, 'create'), row(3, 'reconciled', 30), row(4, 'skip')];

describe('choices on the preview', () => {
  it('keeps the proposals until they change, and sends only the changes', () => {
    expect(confirmRequestOf(rows, new Map())).toEqual({ rows: [] });
    const changes = new Map<number, RowChoice>([
      [1, { action: 'match', transactionId: 11 }],
      [2, { action: 'create', counterpartyId: 7, counterpartyName: 'Cafe' }],
      [4, { action: 'skip' }],
    ]);
    expect(confirmRequestOf(rows, changes)).toEqual({
      rows: [
        { rowNumber: 1, action: 'match', transactionId: 11 },
        { rowNumber: 2, action: 'create', counterpartyId: 7 },
      ],
    });
    expect(
      confirmRequestOf(
        rows,
        new Map([[2, { action: 'create', counterpartyId: null, counterpartyName: 'Corner Cafe' }]]),
      ),
    ).toEqual({
      rows: [{ rowNumber: 2, action: 'create', counterpartyName: 'Corner Cafe' }],
    });
    expect(choiceOf(rows[2] as ImportRow, changes)).toEqual({ action: 'reconciled' });
  });

  it('counts and filters by the choices, and finds a transaction matched twice', () => {
    const changes = new Map<number, RowChoice>([[2, { action: 'match', transactionId: 10 }]]);
    expect(countChoices(rows, changes)).toEqual({ total: 4, reconciled: 1, match: 2, create: 0, skip: 1 });
    expect(filterRows(rows, changes, 'match').map((r) => r.rowNumber)).toEqual([1, 2]);
    expect(doubleMatch(rows, changes)).toBe(
      'Rows 1 and 2 both match the same transaction; choose another for one of them, or create it.',
    );
    expect(doubleMatch(rows, new Map())).toBeNull();
  });

  it('sets one subcategory on the selected rows that create a transaction, and counts the others', () => {
    const changes = new Map<number, RowChoice>([
      [4, { action: 'create', counterpartyId: 5, counterpartyName: 'Kiosk' }],
    ]);
    const { changed, left } = withSubcategory(rows, changes, new Set([1, 2, 3, 4]), 8);
    expect([...changed]).toEqual([
      [2, { action: 'create', counterpartyId: null, counterpartyName: 'Shop', subCategoryId: 8 }],
      [4, { action: 'create', counterpartyId: 5, counterpartyName: 'Kiosk', subCategoryId: 8 }],
    ]);
    expect(left).toBe(2);
    expect(confirmRequestOf(rows, changed).rows).toEqual([
      { rowNumber: 2, action: 'create', counterpartyName: 'Shop', subCategoryId: 8 },
      { rowNumber: 4, action: 'create', counterpartyId: 5, subCategoryId: 8 },
    ]);
  });

  it('shows the subcategory a row books: chosen, proposed, or as the server says for another account', () => {
    const created = rows[1] as ImportRow;
    const proposed = { ...created, importedTransaction: { ...created.importedTransaction, subCategoryId: 6 } };
    const kept = {
      rowNumber: 2,
      action: 'create' as const,
      transactionId: null,
      counterpartyId: 5,
      counterpartyName: 'Kiosk',
      subCategoryChosen: false,
      subCategoryId: 9,
      subCategoryName: 'Food - Snacks',
    };
    const other: RowChoice = { action: 'create', counterpartyId: 5, counterpartyName: 'Kiosk' };
    expect(shownSubcategory(proposed, choiceOf(proposed, new Map()), undefined)).toEqual({ id: 6, known: true });
    expect(shownSubcategory(proposed, other, undefined)).toEqual({ id: null, known: false });
    expect(shownSubcategory(proposed, other, kept)).toEqual({ id: 9, known: true });
    expect(shownSubcategory(proposed, { ...other, subCategoryId: null }, kept)).toEqual({ id: null, known: true });
    expect(keptChoice(kept)).toEqual(other);
    expect(keptChoice({ ...kept, subCategoryChosen: true })).toEqual({ ...other, subCategoryId: 9 });
    // A chosen subcategory stays when the row is given another account.
    expect(withKeptSubcategory({ ...other, subCategoryId: 3 }, { ...other, counterpartyId: 6 })).toEqual({
      ...other,
      counterpartyId: 6,
      subCategoryId: 3,
    });
  });
});
