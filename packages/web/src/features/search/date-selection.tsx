import { Group } from '@mantine/core';
import { DateField } from '../../components/date-field';
import type { DateMode, SearchFilters } from './search-filters';
import { ModeChoice } from './mode-choice';

type DateValues = Pick<SearchFilters, 'dateMode' | 'exactDate' | 'fromDate' | 'toDate'>;

interface DateSelectionProps {
  value: DateValues;
  onChange: (changes: Partial<DateValues>) => void;
  /** Said at the To date: a range that ends before it starts. */
  toDateError?: string | undefined;
}

const DATE_MODES: { value: DateMode; label: string }[] = [
  { value: 'any', label: 'Any' },
  { value: 'exact', label: 'Exact date' },
  { value: 'between', label: 'Between' },
];

export function DateSelection({ value, onChange, toDateError }: DateSelectionProps) {
  return (
    <ModeChoice
      label="Date Selection"
      modes={DATE_MODES}
      value={value.dateMode}
      onChange={(dateMode) => onChange({ dateMode })}
    >
      {value.dateMode === 'exact' && (
        <DateField aria-label="Date" value={value.exactDate} onChange={(exactDate) => onChange({ exactDate })} />
      )}
      {value.dateMode === 'between' && (
        <Group grow gap="xs" wrap="nowrap">
          <DateField
            aria-label="From date"
            placeholder="From"
            value={value.fromDate}
            onChange={(fromDate) => onChange({ fromDate })}
          />
          <DateField
            aria-label="To date"
            placeholder="To"
            value={value.toDate}
            onChange={(toDate) => onChange({ toDate })}
            error={toDateError}
          />
        </Group>
      )}
    </ModeChoice>
  );
}
