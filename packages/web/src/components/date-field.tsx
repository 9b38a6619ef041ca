import { DateInput, type DateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { parseDateText } from './date-text-parser';

interface DateFieldProps extends Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> {
  /** A calendar day, YYYY-MM-DD, or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/**
 * A calendar day that can be typed (2026-03-05, 5 Mar 2026 or 5/3/2026) or picked, shown as the product
 * writes dates. Typing keeps forms usable from the keyboard alone.
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <DateInput
      valueFormat="DD MMM YYYY"
      dateParser={parseDateText}
      placeholder="dd MMM yyyy"
      clearable
      value={value}
      onChange={(next) => onChange(next ? next.slice(0, 10) : null)}
      // The clear button and the calendar's arrows are only icons: a name says what each does.
      clearButtonProps={{ 'aria-label': 'Clear date' }}
      nextLabel="Next"
      previousLabel="Previous"
      {...props}
    />
  );
}
