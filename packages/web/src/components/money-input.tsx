import { useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { cleanMoneyTyping, moneyTextOf, readMoneyText } from './money-text';
import { useMoneyRefusals } from './money-refusals';

interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** A decimal amount, or null when empty (or when what is typed is not an amount). */
  value: number | null;
  onChange: (value: number | null) => void;
  /** An opening balance or a split line may be below zero; an amount that moves money never is. */
  allowNegative?: boolean;
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
  const [text, setText] = useState(() => moneyTextOf(value));
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  // The value this box last reported: a different one comes from outside (a reset, a default) and replaces the text.
  const [reported, setReported] = useState(value);
  const [allowsNegative, setAllowsNegative] = useState(allowNegative);
  const input = useRef<HTMLInputElement>(null);
  const refusals = useMoneyRefusals();

  const readText = (typed: string, negativeAllowed: boolean) => {
    const read = readMoneyText(typed, negativeAllowed);
    return { read, next: read.kind === 'amount' ? read.value : null };
  };

  // What the box holds after this render's corrections: a value from outside replaces the text first.
  let shown = text;
  if (value !== reported) {
    shown = moneyTextOf(value);
    setReported(value);
    setText(shown);
    setProblem(null);
    setRefused(null);
  }
  // Whether a minus is taken can change with the form (a second split line): what is typed is read again.
  if (allowNegative !== allowsNegative) {
    setAllowsNegative(allowNegative);
    const { read, next } = readText(shown, allowNegative);
    setRefused(read.kind === 'refused' ? read.message : null);
    setProblem(read.kind === 'refused' ? read.message : null);
    if (next !== value) {
      setReported(next);
      onChange(next);
    }
  }

  // In the commit that shows the text (a layout effect, not a later one): a Save pressed the moment the
  // message goes must find the field valid, and one pressed while it shows must find it invalid.
  useLayoutEffect(() => {
    input.current?.setCustomValidity(refused ?? '');
  }, [refused]);
  useLayoutEffect(() => {
    if (!refusals || refused === null) return undefined;
    return refusals.hold(refused);
  }, [refusals, refused]);

  const type = (typed: string) => {
    const cleaned = cleanMoneyTyping(typed);
    const { read, next } = readText(cleaned.text, allowNegative);
    setText(cleaned.text);
    setRefused(read.kind === 'refused' ? read.message : null);
    // What stops the amount first (a minus, a third decimal), then the letters that were left out.
    setProblem(read.kind === 'refused' ? read.message : cleaned.dropped);
    setReported(next);
    if (next !== value) onChange(next);
  };

  const leave = (event: FocusEvent<HTMLInputElement>) => {
    const { read } = readText(text, allowNegative);
    if (read.kind === 'amount') setText(moneyTextOf(read.value));
    if (read.kind === 'empty') setText('');
    // Left, the box says what is wrong with what it holds (a letter left out while typing is history).
    setProblem(read.kind === 'refused' ? read.message : null);
    onBlur?.(event);
  };

  return (
    <TextInput
      ref={input}
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
