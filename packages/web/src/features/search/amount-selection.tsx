import { Group } from '@mantine/core';
import { MoneyInput } from '../../components/money-input';
import type { AmountMode, SearchFilters } from './search-filters';
import { ModeChoice } from './mode-choice';

type AmountValues = Pick<SearchFilters, 'amountMode' | 'exactValue' | 'minValue' | 'maxValue'>;

interface AmountSelectionProps {
  value: AmountValues;
  onChange: (changes: Partial<AmountValues>) => void;
  /** Said at the maximum: a range whose maximum is below its minimum. */
  maxValueError?: string | undefined;
}

const AMOUNT_MODES: { value: AmountMode; label: string }[] = [
  { value: 'any', label: 'Any' },
  { value: 'exact', label: 'Exact' },
  { value: 'between', label: 'Between' },
];

export function AmountSelection({ value, onChange, maxValueError }: AmountSelectionProps) {
  return (
    <ModeChoice
      label="Amount Selection"
      modes={AMOUNT_MODES}
      value={value.amountMode}
      onChange={(amountMode) => onChange({ amountMode })}
    >
      {value.amountMode === 'exact' && (
        <MoneyInput
          aria-label="Amount"
          placeholder="Amount"
          value={value.exactValue}
          onChange={(exactValue) => onChange({ exactValue })}
        />
      )}
      {value.amountMode === 'between' && (
        <Group grow gap="xs" wrap="nowrap">
          <MoneyInput
            aria-label="Minimum amount"
            placeholder="Min"
            value={value.minValue}
            onChange={(minValue) => onChange({ minValue })}
          />
          <MoneyInput
            aria-label="Maximum amount"
            placeholder="Max"
            value={value.maxValue}
            onChange={(maxValue) => onChange({ maxValue })}
            error={maxValueError}
          />
        </Group>
      )}
    </ModeChoice>
  );
}
