import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { categoriesQuery } from '../api/ledger';

interface SubcategorySelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: number | null;
  onChange: (id: number | null, categoryId: number | null) => void;
}

/** Picks a subcategory, grouped under its category; deleted ones are offered only when already chosen. */
export function SubcategorySelect({ value, onChange, ...props }: SubcategorySelectProps) {
  const { data: categories = [] } = useQuery(categoriesQuery());
  const data = categories
    .map((category) => ({
      group: category.name,
      items: category.subcategories
        .filter((sub) => (!sub.isDeleted && !category.isDeleted) || sub.id === value)
        .map((sub) => ({ value: String(sub.id), label: sub.name })),
    }))
    .filter((group) => group.items.length > 0);
  return (
    <Select
      searchable
      clearable
      nothingFoundMessage="No subcategories found"
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => {
        const id = next ? Number(next) : null;
        const category = categories.find((c) => c.subcategories.some((sub) => sub.id === id));
        onChange(id, category?.id ?? null);
      }}
      {...props}
    />
  );
}
