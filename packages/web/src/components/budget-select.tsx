import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { budgetsQuery } from '../api/ledger';

interface BudgetSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: number | null;
  onChange: (id: number | null) => void;
}

/** Picks one of the family's budgets. */
export function BudgetSelect({ value, onChange, ...props }: BudgetSelectProps) {
  const { data: budgets = [] } = useQuery(budgetsQuery());
  return (
    <Select
      searchable
      clearable
      placeholder={budgets.length ? undefined : 'No budgets yet'}
      nothingFoundMessage="No budgets found"
      data={budgets.map((budget) => ({ value: String(budget.id), label: budget.name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      {...props}
    />
  );
}
