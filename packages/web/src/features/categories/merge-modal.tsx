import { useState } from 'react';
import { Text } from '@mantine/core';
import type { Subcategory } from '@hearth/contract';
import { useQueryClient } from '@tanstack/react-query';
import { serverDescription } from '../../api/client';
import { undoChange } from '../../api/undo';
import { showError } from '../../lib/toasts';
import { showUndoable } from '../../lib/undo-toast';
import { FormActions } from '../../components/form-actions';
import { FormDialog } from '../../components/form-dialog';
import { SubcategorySelect } from '../../components/subcategory-select';
import { useMergeSubcategory } from './api';
import { mergeFailureMessage, mergeProblem } from './merge-check';

interface MergeModalProps {
  source: Subcategory;
  onClose: () => void;
}

/** Moves every use of a subcategory into another one, which the user picks. */
export function MergeModal({ source, onClose }: MergeModalProps) {
  const [targetId, setTargetId] = useState<number | null>(null);
  const merge = useMergeSubcategory();
  const queryClient = useQueryClient();

  const submit = () => {
    const problem = mergeProblem(source.id, targetId);
    if (problem !== null) {
      showError(problem);
      return;
    }
    // mergeProblem has already refused a missing destination; this narrows the type.
    if (targetId === null) return;
    merge.mutate(
      { sourceId: source.id, targetId },
      {
        onSuccess: ({ description, data }) => {
          showUndoable(description, () => undoChange(queryClient, data.undoId));
          onClose();
        },
        onError: (error) => showError(mergeFailureMessage(serverDescription(error))),
      },
    );
  };

  return (
    <FormDialog title="Merge Subcategory" label="Merge" onClose={onClose} onSubmit={submit}>
      <Text size="sm">
        Every transaction line, schedule and account default using <b>{source.name}</b> ({source.usages} in all) moves
        to the destination, and {source.name} is deleted.
      </Text>
      <SubcategorySelect
        label="Destination subcategory"
        placeholder="Pick a subcategory"
        value={targetId}
        onChange={(id) => setTargetId(id)}
      />
      <FormActions onCancel={onClose} pending={merge.isPending} submitLabel="Merge" />
    </FormDialog>
  );
}
