import { Select } from '@mantine/core';
import { monthsLabel } from './months-query';

interface MonthsSelectProps {
  options: readonly number[];
  value: number;
  onChange: (months: number) => void;
}

/** How many months back a month-by-month report looks. */
export function MonthsSelect({ options, value, onChange }: MonthsSelectProps) {
  return (
    <Select
      label="Report Period"
      data={options.map((months) => ({ value: String(months), label: monthsLabel(months) }))}
      value={String(value)}
      onChange={(next) => {
        const months = options.find((candidate) => String(candidate) === next);
        if (months !== undefined) onChange(months);
      }}
      allowDeselect={false}
      w={{ base: '100%', xs: 160 }}
    />
  );
}
