import { Select } from '@mantine/core';
import { asPeriodId, PERIOD_OPTIONS, type ReportPeriodId } from './report-periods';

interface PeriodSelectProps {
  label: string;
  value: ReportPeriodId;
  onChange: (id: ReportPeriodId) => void;
  disabled?: boolean;
}

/** One of the spec's report periods, 30 days to 3 years. */
export function PeriodSelect({ label, value, onChange, disabled }: PeriodSelectProps) {
  return (
    <Select
      label={label}
      data={PERIOD_OPTIONS}
      value={String(value)}
      onChange={(next) => {
        const id = asPeriodId(next);
        if (id !== null) onChange(id);
      }}
      allowDeselect={false}
      disabled={disabled}
      w={{ base: '100%', xs: 160 }}
    />
  );
}
