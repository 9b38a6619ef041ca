import { useState } from 'react';
import { Switch } from '@mantine/core';
import type { Category } from '@hearth/contract';
import { useSaveCategory } from './api';
import { NameModal } from './name-modal';

interface CategoryModalProps {
  /** The category to modify, or null to create one. */
  category: Category | null;
  onClose: () => void;
}

export function CategoryModal({ category, onClose }: CategoryModalProps) {
  const [incomeCategory, setIncomeCategory] = useState(category?.incomeCategory ?? false);
  const saveCategory = useSaveCategory();

  return (
    <NameModal
      title={category ? 'Modify Category' : 'Create Category'}
      formLabel="Category"
      initialName={category?.name ?? ''}
      save={saveCategory}
      request={(name) => ({ id: category?.id ?? null, name, IncomeCategory: incomeCategory })}
      onClose={onClose}
      childrenChanged={incomeCategory !== (category?.incomeCategory ?? false)}
    >
      <Switch
        label="Income Category"
        description="Money coming in, such as wages or interest."
        checked={incomeCategory}
        onChange={(event) => setIncomeCategory(event.currentTarget.checked)}
      />
    </NameModal>
  );
}
