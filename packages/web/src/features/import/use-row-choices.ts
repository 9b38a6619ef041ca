import { useMemo, useState } from 'react';
import type { ImportDecision, ImportPreview, ImportRowChoice } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { showError } from '../../lib/toasts';
import { useSaveChoices } from './api';
import { decisionOf, keptChanges, type RowChanges, type RowChoice } from './row-choices';

export interface RowChoices {
  /** The rows the person changed: the kept choices, with those still being saved in their place. */
  changes: RowChanges;
  /** What the server keeps for each changed row, with the subcategory it books. */
  kept: ReadonlyMap<number, ImportRowChoice>;
  /** Shows new choices at once and keeps them on the server; a refused one goes back to what was kept. */
  change: (next: ReadonlyMap<number, RowChoice>) => Promise<boolean>;
}

/**
 * The person's choices on a preview, kept on the server as they make them, so that a reload (or another
 * device) shows the same rows with the same choices. A choice shows at once; the server's answer then
 * takes its place (it also says which subcategory a row given another account books).
 */
export function useRowChoices(preview: ImportPreview): RowChoices {
  const save = useSaveChoices(preview.importId);
  const [saving, setSaving] = useState<ReadonlyMap<number, RowChoice>>(new Map());
  const kept = useMemo(() => new Map(preview.choices.map((choice) => [choice.rowNumber, choice])), [preview.choices]);
  const changes = useMemo(() => {
    const shown = new Map(keptChanges(preview.choices));
    for (const [rowNumber, choice] of saving) shown.set(rowNumber, choice);
    return shown;
  }, [preview.choices, saving]);

  const change = async (next: ReadonlyMap<number, RowChoice>): Promise<boolean> => {
    setSaving((current) => new Map([...current, ...next]));
    const settle = () =>
      setSaving((current) => {
        const left = new Map(current);
        // A row changed again meanwhile keeps its newer choice.
        for (const [rowNumber, choice] of next) if (left.get(rowNumber) === choice) left.delete(rowNumber);
        return left;
      });
    const decisions = [...next]
      .map(([rowNumber, choice]) => decisionOf(rowNumber, choice))
      .filter((decision): decision is ImportDecision => decision !== null);
    if (decisions.length === 0) {
      settle();
      return true;
    }
    try {
      await save.mutateAsync(decisions);
      return true;
    } catch (error) {
      showError(errorMessage(error));
      return false;
    } finally {
      settle();
    }
  };

  return { changes, kept, change };
}
