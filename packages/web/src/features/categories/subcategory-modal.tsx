import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { Subcategory } from '@hearth/contract';
import { serverDescription } from '../../api/client';
import { showError, showSuccess } from '../../app/toasts';
import { useSaveSubcategory } from './api';

interface SubcategoryModalProps {
  categoryId: number;
  /** The subcategory to modify, or null to create one in the category. */
  subcategory: Subcategory | null;
  onClose: () => void;
}

export function SubcategoryModal({ categoryId, subcategory, onClose }: SubcategoryModalProps) {
  const [name, setName] = useState(subcategory?.name ?? '');
  const saveSubcategory = useSaveSubcategory();

  const save = (event: FormEvent) => {
    event.preventDefault();
    // The product's rule: Save with an empty name does nothing.
    if (!name.trim()) return;
    saveSubcategory.mutate(
      { id: subcategory?.id ?? null, name: name.trim(), categoryId },
      {
        onSuccess: ({ description }) => {
          showSuccess(description);
          onClose();
        },
        onError: (error) => showError(serverDescription(error)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={subcategory ? 'Modify Subcategory' : 'Create Subcategory'} centered>
      <form onSubmit={save} aria-label="Subcategory">
        <Stack gap="md">
          <TextInput label="Name" required data-autofocus value={name} onChange={(event) => setName(event.currentTarget.value)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saveSubcategory.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
