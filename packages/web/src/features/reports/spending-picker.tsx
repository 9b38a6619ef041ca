import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { categoriesQuery } from '../../api/ledger';
import { selectionFromValue, selectionValue, type SpendingSelection } from './categories-over-time-query';

interface SpendingPickerProps {
  value: SpendingSelection;
  onChange: (selection: SpendingSelection) => void;
}

/**
 * A category as a whole or one of its subcategories, in one list grouped by category; empty means all
 * spending. Deleted ones are offered only when already chosen (a bookmark made before the delete).
 */
export function SpendingPicker({ value, onChange }: SpendingPickerProps) {
  const { data: categories = [] } = useQuery(categoriesQuery());
  const chosen = selectionValue(value);
  const data = categories
    .map((category) => {
      const categoryValue = selectionValue({ kind: 'category', id: category.id });
      const items = category.subcategories
        .filter(
          (sub) =>
            (!sub.isDeleted && !category.isDeleted) || selectionValue({ kind: 'subcategory', id: sub.id }) === chosen,
        )
        .map((sub) => ({ value: selectionValue({ kind: 'subcategory', id: sub.id }) as string, label: sub.name }));
      const whole =
        !category.isDeleted || categoryValue === chosen
          ? [{ value: categoryValue as string, label: `All of ${category.name}` }]
          : [];
      return { group: category.name, items: [...whole, ...items] };
    })
    .filter((group) => group.items.length > 0);
  return (
    <Select
      label="Category"
      placeholder="All spending"
      data={data}
      value={chosen}
      onChange={(next) => onChange(selectionFromValue(next))}
      clearable
      searchable
      nothingFoundMessage="No categories found"
      w={{ base: '100%', xs: 240 }}
    />
  );
}
