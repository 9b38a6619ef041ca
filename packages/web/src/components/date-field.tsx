import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { DateInput, type DateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { formatDate } from '@hearth/contract';
import classes from './date-field.module.css';
import { dateTextProblem, parseDateText } from './date-text-parser';

interface DateFieldProps extends Omit<
  DateInputProps,
  'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'onInput' | 'popoverProps' | 'getDayProps'
> {
  /** A calendar day, YYYY-MM-DD, or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/**
 * A calendar day that can be typed (2026-03-05, 5 Mar 2026 or 5/3/2026) or picked, shown as the product
 * writes dates. Typing keeps forms usable from the keyboard alone. A typed date that is not one (31/02,
 * 2026-13-01) is not dropped in silence: the field says so, keeps its last good day, and stays invalid
 * (its form does not submit) until a date is typed or picked.
 *
 * The calendar opens on a click, on typing, or with the Down arrow, never by the focus alone: a form that
 * starts at its date (a new transaction) would otherwise open with a calendar over the fields that follow.
 */
export function DateField({ value, onChange, error, onBlur, onClick, onKeyDown, ...props }: DateFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const typed = useRef<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    input.current?.setCustomValidity(problem ?? '');
  }, [problem]);

  const type = (event: { currentTarget: HTMLInputElement }) => {
    typed.current = event.currentTarget.value;
    setCalendarOpen(true);
  };

  const key = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') setCalendarOpen(true);
    if (event.key === 'Escape' || event.key === 'Enter' || event.key === 'Tab') setCalendarOpen(false);
    onKeyDown?.(event);
  };

  const leave = (event: FocusEvent<HTMLInputElement>) => {
    setCalendarOpen(false);
    const text = typed.current;
    typed.current = null;
    if (text !== null) {
      const shown = value ? formatDate(value) : '';
      setProblem(text.trim() === '' || text === shown || parseDateText(text) !== null ? null : dateTextProblem(text));
    }
    onBlur?.(event);
  };

  return (
    <DateInput
      ref={input}
      valueFormat="DD MMM YYYY"
      dateParser={parseDateText}
      placeholder="dd MMM yyyy"
      clearable
      value={value}
      onChange={(next) => {
        setProblem(null);
        onChange(next ? next.slice(0, 10) : null);
      }}
      // A day picked in the calendar is the answer; a date being typed keeps the calendar in sight.
      getDayProps={() => ({ onClick: () => setCalendarOpen(false) })}
      onInput={type}
      onBlur={leave}
      onClick={(event) => {
        setCalendarOpen(true);
        onClick?.(event);
      }}
      onKeyDown={key}
      popoverProps={{ opened: calendarOpen, onClose: () => setCalendarOpen(false) }}
      classNames={{ day: classes.day }}
      error={problem ?? error}
      // The clear button and the calendar's arrows are only icons: a name says what each does.
      clearButtonProps={{ 'aria-label': 'Clear date' }}
      nextLabel="Next"
      previousLabel="Previous"
      {...props}
    />
  );
}
