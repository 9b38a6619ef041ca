import type { ImportNewThirdParty, ImportRow } from '@hearth/contract';
import { choiceOf, type RowChanges, type RowChoice } from './row-choices';

/** Where the review of one proposed third party stands, from its rows' choices. */
export type GroupState =
  /** Nothing chosen yet: confirming creates it under the proposed name. */
  | { kind: 'proposed' }
  /** Its rows keep the proposed name by the person's choice. */
  | { kind: 'accepted' }
  | { kind: 'renamed'; name: string }
  /** Its rows go to an account the family has. */
  | { kind: 'mapped'; accountId: number; accountName: string }
  /** Its rows were given different accounts one by one. */
  | { kind: 'mixed' }
  /** None of its rows creates a transaction any more (matched or left out). */
  | { kind: 'gone' };

/** The account a group's rows are given: an existing one by id, or a new third party by name. */
export interface GroupTarget {
  counterpartyId: number | null;
  counterpartyName: string;
}

type CreateChoice = Extract<RowChoice, { action: 'create' }>;

/** The group's rows that still create a transaction, with their choices. */
function liveRows(
  group: ImportNewThirdParty,
  rows: ReadonlyMap<number, ImportRow>,
  changes: RowChanges,
): { rowNumber: number; choice: CreateChoice }[] {
  return group.rowNumbers.flatMap((rowNumber) => {
    const row = rows.get(rowNumber);
    const choice = row ? choiceOf(row, changes) : null;
    return choice?.action === 'create' ? [{ rowNumber, choice }] : [];
  });
}

export function groupState(
  group: ImportNewThirdParty,
  rows: ReadonlyMap<number, ImportRow>,
  changes: RowChanges,
): GroupState {
  const live = liveRows(group, rows, changes);
  const first = live[0]?.choice;
  if (!first) return { kind: 'gone' };
  const same = live.every(
    ({ choice }) =>
      choice.counterpartyId === first.counterpartyId && choice.counterpartyName === first.counterpartyName,
  );
  if (!same) return { kind: 'mixed' };
  if (first.counterpartyId !== null)
    return { kind: 'mapped', accountId: first.counterpartyId, accountName: first.counterpartyName };
  if (first.counterpartyName !== group.name) return { kind: 'renamed', name: first.counterpartyName };
  return live.every(({ rowNumber }) => changes.has(rowNumber)) ? { kind: 'accepted' } : { kind: 'proposed' };
}

/**
 * The choices that give a group's rows one account: each row that still creates a transaction keeps the
 * rest of its choice (a subcategory chosen for it); rows matched or left out are left as they are.
 */
export function groupChanges(
  group: ImportNewThirdParty,
  rows: ReadonlyMap<number, ImportRow>,
  changes: RowChanges,
  target: GroupTarget,
): Map<number, RowChoice> {
  return new Map(
    liveRows(group, rows, changes).map(({ rowNumber, choice }) => [
      rowNumber,
      { ...choice, counterpartyId: target.counterpartyId, counterpartyName: target.counterpartyName },
    ]),
  );
}

/** The longest name a third party takes (the contract's bound on counterpartyName). */
export const MAX_THIRD_PARTY_NAME = 100;

/** Why a typed name cannot be a third party's, or null. */
export function thirdPartyNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Name the third party.';
  if (trimmed.length > MAX_THIRD_PARTY_NAME) return `The name can have at most ${MAX_THIRD_PARTY_NAME} characters.`;
  return null;
}
