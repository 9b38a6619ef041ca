import type {
  ConfirmImportRequest,
  ImportAction,
  ImportCounts,
  ImportDecision,
  ImportRow,
  ImportRowChoice,
} from '@hearth/contract';

/**
 * What the person wants done with a row; the preview's proposal until they change it. A created row's
 * subCategoryId is the person's choice (null: none); left out, the rules or the account decide it.
 */
export type RowChoice =
  | { action: 'reconciled' }
  | { action: 'match'; transactionId: number }
  | { action: 'create'; counterpartyId: number | null; counterpartyName: string; subCategoryId?: number | null }
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

/** A choice kept on the server, as the screen holds it. */
export function keptChoice(kept: ImportRowChoice): RowChoice {
  if (kept.action === 'match') return { action: 'match', transactionId: kept.transactionId ?? 0 };
  if (kept.action === 'skip') return { action: 'skip' };
  return {
    action: 'create',
    counterpartyId: kept.counterpartyId,
    counterpartyName: kept.counterpartyName ?? '',
    ...(kept.subCategoryChosen ? { subCategoryId: kept.subCategoryId } : {}),
  };
}

export function keptChanges(kept: ImportRowChoice[]): RowChanges {
  return new Map(kept.map((choice) => [choice.rowNumber, keptChoice(choice)]));
}

const sameChoice = (a: RowChoice, b: RowChoice) => JSON.stringify(a) === JSON.stringify(b);

/** A row's choice as the server takes it; null for a row imported before, which stays as it is. */
export function decisionOf(rowNumber: number, choice: RowChoice): ImportDecision | null {
  if (choice.action === 'reconciled') return null;
  if (choice.action === 'match') return { rowNumber, action: 'match', transactionId: choice.transactionId };
  if (choice.action === 'skip') return { rowNumber, action: 'skip' };
  return {
    rowNumber,
    action: 'create',
    ...(choice.counterpartyId !== null
      ? { counterpartyId: choice.counterpartyId }
      : { counterpartyName: choice.counterpartyName }),
    ...(choice.subCategoryId !== undefined ? { subCategoryId: choice.subCategoryId } : {}),
  };
}

/** The confirmation names only the rows whose choice differs from the proposal. */
export function confirmRequestOf(rows: ImportRow[], changes: RowChanges): ConfirmImportRequest {
  const decisions: ImportDecision[] = [];
  for (const row of rows) {
    const choice = changes.get(row.rowNumber);
    if (!choice || sameChoice(choice, proposedChoice(row))) continue;
    const decision = decisionOf(row.rowNumber, choice);
    if (decision) decisions.push(decision);
  }
  return { rows: decisions };
}

/**
 * A row's new choice from its action picker: a subcategory the person chose stays with the row when they
 * give it another account.
 */
export function withKeptSubcategory(previous: RowChoice, next: RowChoice): RowChoice {
  if (next.action !== 'create' || previous.action !== 'create') return next;
  if (next.subCategoryId !== undefined || previous.subCategoryId === undefined) return next;
  return { ...next, subCategoryId: previous.subCategoryId };
}

interface Counterparty {
  counterpartyId: number | null;
  counterpartyName: string | null;
}

/** The same account, or the same new third party by name. */
const sameCounterparty = (a: Counterparty, b: Counterparty) =>
  a.counterpartyId !== null
    ? a.counterpartyId === b.counterpartyId
    : b.counterpartyId === null && a.counterpartyName === b.counterpartyName;

/** The subcategory a created row books, and whether the screen knows it yet (the server says it for another account). */
export function shownSubcategory(
  row: ImportRow,
  choice: RowChoice,
  kept: ImportRowChoice | undefined,
): { id: number | null; known: boolean } {
  if (choice.action !== 'create') return { id: null, known: true };
  if (choice.subCategoryId !== undefined) return { id: choice.subCategoryId, known: true };
  const proposed = row.importedTransaction;
  if (sameCounterparty(choice, proposed)) return { id: proposed.subCategoryId, known: true };
  if (kept && sameCounterparty(choice, kept)) return { id: kept.subCategoryId, known: true };
  return { id: null, known: false };
}

/**
 * A subcategory for each selected row that creates a transaction (the others take none): their new
 * choices, and how many selected rows were left as they are.
 */
export function withSubcategory(
  rows: ImportRow[],
  changes: RowChanges,
  selected: ReadonlySet<number>,
  subCategoryId: number | null,
): { changed: Map<number, RowChoice>; left: number } {
  const changed = new Map<number, RowChoice>();
  let left = 0;
  for (const row of rows) {
    if (!selected.has(row.rowNumber)) continue;
    const choice = choiceOf(row, changes);
    if (choice.action === 'create') changed.set(row.rowNumber, { ...choice, subCategoryId });
    else left += 1;
  }
  return { changed, left };
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
