import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import type { Category } from '@hearth/contract';
import { serverDescription } from '../../api/client';
import { showError, showSuccess } from '../../app/toasts';
import { useSaveCategory } from './api';

interface CategoryModalProps {
  /** The category to modify, or null to create one. */
  category: Category | null;
  onClose: () => void;
}

export function CategoryModal({ category, onClose }: CategoryModalProps) {
  const [name, setName] = useState(category?.name ?? '');
  const [incomeCategory, setIncomeCategory] = useState(category?.incomeCategory ?? false);
  const saveCategory = useSaveCategory();

  const save = (event: FormEvent) => {
    event.preventDefault();
    // The product's rule: Save with an empty name does nothing.
    if (!name.trim()) return;
    saveCategory.mutate(
      { id: category?.id ?? null, name: name.trim(), IncomeCategory: incomeCategory },
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
    <Modal opened onClose={onClose} title={category ? 'Modify Category' : 'Create Category'} centered>
      <form onSubmit={save} aria-label="Category">
        <Stack gap="md">
          <TextInput label="Name" required data-autofocus value={name} onChange={(event) => setName(event.currentTarget.value)} />
          <Switch
            label="Income Category"
            description="Money coming in, such as wages or interest."
            checked={incomeCategory}
            onChange={(event) => setIncomeCategory(event.currentTarget.checked)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saveCategory.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
