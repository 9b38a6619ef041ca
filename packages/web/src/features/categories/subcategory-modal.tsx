import type { Subcategory } from '@hearth/contract';
import { useSaveSubcategory } from './api';
import { NameModal } from './name-modal';

interface SubcategoryModalProps {
  categoryId: number;
  /** The subcategory to modify, or null to create one in the category. */
  subcategory: Subcategory | null;
  onClose: () => void;
}

export function SubcategoryModal({ categoryId, subcategory, onClose }: SubcategoryModalProps) {
  const saveSubcategory = useSaveSubcategory();
  return (
    <NameModal
      title={subcategory ? 'Modify Subcategory' : 'Create Subcategory'}
      formLabel="Subcategory"
      initialName={subcategory?.name ?? ''}
      save={saveSubcategory}
      request={(name) => ({ id: subcategory?.id ?? null, name, categoryId })}
      onClose={onClose}
    />
  );
}
