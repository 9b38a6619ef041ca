import type { ConfirmImportRequest, ImportAction, ImportCounts, ImportDecision, ImportRow } from '@hearth/contract';

/** What the person wants done with a row; the preview's proposal until they change it. */
export type RowChoice =
  | { action: 'reconciled' }
  | { action: 'match'; transactionId: number }
  | { action: 'create'; counterpartyId: number | null; counterpartyName: string }
  | { action: 'skip' };

export type RowChanges = ReadonlyMap<number, RowChoice>;

export function proposedChoice(row: ImportRow): RowChoice {
  switch (row.action) {
    case 'reconciled':
      return { action: 'reconciled' };
    case 'match':
      return { action: 'match', transactionId: row.matchedTransaction?.id ?? 0 };
    case 'create':
      return {
        action: 'create',
        counterpartyId: row.importedTransaction.counterpartyId,
        counterpartyName: row.importedTransaction.counterpartyName,
      };
    case 'skip':
      return { action: 'skip' };
  }
}

export function choiceOf(row: ImportRow, changes: RowChanges): RowChoice {
  return changes.get(row.rowNumber) ?? proposedChoice(row);
}

const sameChoice = (a: RowChoice, b: RowChoice) => JSON.stringify(a) === JSON.stringify(b);

/** The confirmation names only the rows whose choice differs from the proposal. */
export function confirmRequestOf(rows: ImportRow[], changes: RowChanges): ConfirmImportRequest {
  const decisions: ImportDecision[] = [];
  for (const row of rows) {
    const choice = changes.get(row.rowNumber);
    if (!choice || sameChoice(choice, proposedChoice(row)) || choice.action === 'reconciled') continue;
    if (choice.action === 'match')
      decisions.push({ rowNumber: row.rowNumber, action: 'match', transactionId: choice.transactionId });
    else if (choice.action === 'skip') decisions.push({ rowNumber: row.rowNumber, action: 'skip' });
    else
      decisions.push({
        rowNumber: row.rowNumber,
        action: 'create',
        ...(choice.counterpartyId !== null
          ? { counterpartyId: choice.counterpartyId }
          : { counterpartyName: choice.counterpartyName }),
      });
  }
  return { rows: decisions };
}

export function countChoices(rows: ImportRow[], changes: RowChanges): ImportCounts {
  const counts: ImportCounts = { total: rows.length, reconciled: 0, match: 0, create: 0, skip: 0 };
  for (const row of rows) counts[choiceOf(row, changes).action] += 1;
  return counts;
}

/** Two rows matched to one transaction, said as Confirm Match would refuse it; null when there are none. */
export function doubleMatch(rows: ImportRow[], changes: RowChanges): string | null {
  const seen = new Map<number, number>();
  for (const row of rows) {
    const choice = choiceOf(row, changes);
    if (choice.action !== 'match') continue;
    const other = seen.get(choice.transactionId);
    if (other !== undefined)
      return `Rows ${other} and ${row.rowNumber} both match the same transaction; choose another for one of them, or create it.`;
    seen.set(choice.transactionId, row.rowNumber);
  }
  return null;
}

export type RowFilter = 'all' | Exclude<ImportAction, never>;

export function filterRows(rows: ImportRow[], changes: RowChanges, filter: RowFilter): ImportRow[] {
  return filter === 'all' ? rows : rows.filter((row) => choiceOf(row, changes).action === filter);
}

/** The value of a row's choice in its action picker: match:<id>, create or skip. */
export function choiceValue(choice: RowChoice): string {
  return choice.action === 'match' ? `match:${choice.transactionId}` : choice.action;
}
