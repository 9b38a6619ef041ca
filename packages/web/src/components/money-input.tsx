import { useState, type FocusEvent } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { cleanMoneyTyping, moneyTextOf, readMoneyText } from './money-text';

interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** A decimal amount, or null when empty (or when what is typed is not an amount the server takes). */
  value: number | null;
  onChange: (value: number | null) => void;
  /** An opening balance may be below zero; an amount that moves money never is. */
  allowNegative?: boolean;
}

/**
 * An amount in dollars and cents, kept exactly as typed: the box holds text, not a float, so no digit is
 * lost or invented. What the server would refuse (junk, a minus sign, a third decimal, more than the
 * largest amount) is said at the field as it is typed, and the value is then null. Away from the box the
 * amount shows as the product writes money: $1,234.50.
 */
export function MoneyInput({ value, onChange, allowNegative = false, error, onBlur, ...props }: MoneyInputProps) {
  const [text, setText] = useState(() => moneyTextOf(value));
  const [problem, setProblem] = useState<string | null>(null);
  // The value this box last reported: a different one comes from outside (a reset, a default) and replaces the text.
  const [reported, setReported] = useState(value);
  if (value !== reported) {
    setReported(value);
    setText(moneyTextOf(value));
    setProblem(null);
  }

  const type = (typed: string) => {
    const cleaned = cleanMoneyTyping(typed, allowNegative);
    const read = readMoneyText(cleaned.text, allowNegative);
    const next = read.kind === 'amount' ? read.value : null;
    setText(cleaned.text);
    setProblem(cleaned.dropped ?? (read.kind === 'refused' ? read.message : null));
    setReported(next);
    if (next !== value) onChange(next);
  };

  const leave = (event: FocusEvent<HTMLInputElement>) => {
    const read = readMoneyText(text, allowNegative);
    if (read.kind === 'amount') setText(moneyTextOf(read.value));
    if (read.kind === 'empty') setText('');
    // Left, the box says what is wrong with what it holds (a character refused while typing is history).
    setProblem(read.kind === 'refused' ? read.message : null);
    onBlur?.(event);
  };

  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => type(event.currentTarget.value)}
      onBlur={leave}
      error={problem ?? error}
      {...props}
    />
  );
}
