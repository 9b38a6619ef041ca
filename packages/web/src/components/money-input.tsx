import { NumberInput, type NumberInputProps } from '@mantine/core';

interface MoneyInputProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  /** A decimal amount, or null when empty. */
  value: number | null;
  onChange: (value: number | null) => void;
}

/** An amount in dollars and cents: numbers only, two decimals, empty becomes null. */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  return (
    <NumberInput
      prefix="$"
      decimalScale={2}
      fixedDecimalScale
      thousandSeparator=","
      hideControls
      value={value ?? ''}
      onChange={(next) => {
        if (next === '' || next === null) return onChange(null);
        const parsed = typeof next === 'number' ? next : Number(next);
        onChange(Number.isFinite(parsed) ? Math.round(parsed * 100) / 100 : null);
      }}
      {...props}
    />
  );
}
