import { TextInput, type TextInputProps } from '@mantine/core';
import { decimalTextOf, readDecimalText } from './money-text';
import { useNumberBox, type BoxReading, type NumberBoxRules } from './number-box';

interface DecimalInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** Canonical decimal text (`0.5`), or '' when empty or when what is typed cannot be read. */
  value: string;
  onChange: (value: string) => void;
  /** The most decimals the quantity takes (8 for a volume or a price per unit). */
  places: number;
}

/** How a quantity box reads: exact decimal text, shown with the reader's decimal mark once left. */
function decimalRules(places: number): NumberBoxRules<string> {
  return {
    read: (text, marks): BoxReading<string> => {
      const read = readDecimalText(text, places, marks);
      if (read.kind === 'decimal') return { value: read.text, refusal: null, tidy: decimalTextOf(read.text, marks) };
      return { value: '', refusal: read.kind === 'refused' ? read.message : null, tidy: null };
    },
    textOf: decimalTextOf,
  };
}

/**
 * A quantity typed as the reader writes numbers: `0,5` by a German reader is a half, as `0.5` is by an
 * American one. The box keeps the text; the form gets exact decimal text, never a float. What cannot be
 * read (junk, a minus, too many decimals, a mark the reader's locale leaves unclear) is said at the field,
 * which is then invalid, so the form it sits in does not submit.
 */
export function DecimalInput({ value, onChange, places, error, onBlur, ...props }: DecimalInputProps) {
  const box = useNumberBox(decimalRules(places), { value, onChange, onBlur, error, readsWith: places });
  return <TextInput {...box} {...props} />;
}
