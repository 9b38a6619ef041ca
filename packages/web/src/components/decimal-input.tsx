import { useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { decimalTextOf, readDecimalText } from './money-text';
import { useMoneyRefusals } from './money-refusals';

interface DecimalInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** Canonical decimal text (`0.5`), or '' when empty or when what is typed cannot be read. */
  value: string;
  onChange: (value: string) => void;
  /** The most decimals the quantity takes (8 for a volume or a price per unit). */
  places: number;
}

/**
 * A quantity typed as the reader writes numbers: `0,5` by a German reader is a half, as `0.5` is by an
 * American one. The box keeps the text; the form gets exact decimal text, never a float. What cannot be
 * read (junk, a minus, too many decimals, a mark the reader's locale leaves unclear) is said at the field,
 * which is then invalid, so the form it sits in does not submit.
 */
export function DecimalInput({ value, onChange, places, error, onBlur, ...props }: DecimalInputProps) {
  const [text, setText] = useState(() => decimalTextOf(value));
  const [refused, setRefused] = useState<string | null>(null);
  const [shownProblem, setShownProblem] = useState<string | null>(null);
  // The value this box last reported: a different one comes from outside (a reset after saving) and replaces the text.
  const [reported, setReported] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const refusals = useMoneyRefusals();

  if (value !== reported) {
    setReported(value);
    setText(decimalTextOf(value));
    setRefused(null);
    setShownProblem(null);
  }

  useLayoutEffect(() => {
    input.current?.setCustomValidity(refused ?? '');
  }, [refused]);
  useLayoutEffect(() => {
    if (!refusals || refused === null) return undefined;
    return refusals.hold(refused);
  }, [refusals, refused]);

  const type = (typed: string) => {
    const read = readDecimalText(typed, places);
    const next = read.kind === 'decimal' ? read.text : '';
    setText(typed);
    setRefused(read.kind === 'refused' ? read.message : null);
    setShownProblem(read.kind === 'refused' ? read.message : null);
    setReported(next);
    if (next !== value) onChange(next);
  };

  const leave = (event: FocusEvent<HTMLInputElement>) => {
    const read = readDecimalText(text, places);
    if (read.kind === 'decimal') setText(decimalTextOf(read.text));
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
      error={shownProblem ?? error}
      {...props}
    />
  );
}
