import { TextInput, type TextInputProps } from '@mantine/core';
import { cleanMoneyTyping, moneyTextOf, readMoneyText } from './money-text';
import { useNumberBox, type BoxReading, type NumberBoxRules } from './number-box';

interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** A decimal amount, or null when empty (or when what is typed is not an amount). */
  value: number | null;
  onChange: (value: number | null) => void;
  /** An opening balance or a split line may be below zero; an amount that moves money never is. */
  allowNegative?: boolean;
}

/** How an amount box reads: letters are left out as they are typed, and a readable amount shows as money once left. */
function moneyRules(allowNegative: boolean): NumberBoxRules<number | null> {
  return {
    read: (text, marks): BoxReading<number | null> => {
      const read = readMoneyText(text, allowNegative, marks);
      if (read.kind === 'amount') return { value: read.value, refusal: null, tidy: moneyTextOf(read.value) };
      if (read.kind === 'empty') return { value: null, refusal: null, tidy: '' };
      return { value: null, refusal: read.message, tidy: null };
    },
    textOf: (value) => moneyTextOf(value),
    clean: cleanMoneyTyping,
  };
}

/**
 * An amount typed as the reader writes numbers (docs/money.md): the box holds text, not a float, so no
 * digit is lost or invented. What cannot be read exactly (junk, a minus where amounts are above zero, a
 * third decimal, more than the largest amount) is said at the field and stays as typed: the value is then
 * null, the field is invalid, and the form it sits in does not submit (the browser's own check, and
 * `MoneyRefusals` for forms that save another way). Away from the box the amount shows as the product
 * writes money: $1,234.50, or 1.234,50 € for a German reader of a family in euros.
 */
export function MoneyInput({ value, onChange, allowNegative = false, error, onBlur, ...props }: MoneyInputProps) {
  // Whether a minus is taken can change with the form (a second split line): what is typed is then read again.
  const box = useNumberBox(moneyRules(allowNegative), { value, onChange, onBlur, error, readsWith: allowNegative });
  return <TextInput {...box} {...props} />;
}
