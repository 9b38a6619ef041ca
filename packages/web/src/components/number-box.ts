import {
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { numberMarks, type NumberMarks } from '../lib/money-display';
import { useMoneyRefusals } from './money-refusals';

/** What a box's text reads as. */
export interface BoxReading<V> {
  /** What the box reports: the number, or the box's empty value when nothing can be read. */
  value: V;
  /** Why the text cannot be read; null when it can (or holds nothing). */
  refusal: string | null;
  /** What the box shows once it is left (the value as the reader writes it); null keeps the text as typed. */
  tidy: string | null;
}

/** How one kind of box reads and writes its numbers, with the marks of the reader's locale. */
export interface NumberBoxRules<V> {
  read: (text: string, marks: NumberMarks) => BoxReading<V>;
  /** How the box shows a value it is given. */
  textOf: (value: V, marks: NumberMarks) => string;
  /** What is kept of what is typed before it is read, and what to say of what was left out. */
  clean?: (typed: string, marks: NumberMarks) => { text: string; dropped: string | null };
}

interface NumberBoxOptions<V> {
  value: V;
  onChange: (value: V) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** What the form itself says at the field, shown when the box has nothing to say. */
  error?: ReactNode;
  /** What the reading depends on besides the text (whether a minus is taken): when it changes, the text is read again. */
  readsWith?: unknown;
}

/** What the box hands its text input. */
export interface NumberBoxProps {
  ref: RefObject<HTMLInputElement | null>;
  inputMode: 'decimal';
  autoComplete: 'off';
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  error: ReactNode;
}

/**
 * A number typed as the reader writes numbers (docs/money.md), shared by MoneyInput and DecimalInput: the box
 * holds text, read with the marks of the reader's locale at the moment it is read. What cannot be read is said
 * at the field and stays as typed; the field is then invalid, so the form it sits in does not submit (the
 * browser's own check, and `MoneyRefusals` for forms that save another way).
 */
export function useNumberBox<V>(
  rules: NumberBoxRules<V>,
  { value, onChange, onBlur, error, readsWith }: NumberBoxOptions<V>,
): NumberBoxProps {
  const [text, setText] = useState(() => rules.textOf(value, numberMarks()));
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  // The value this box last reported: a different one comes from outside (a reset, a default) and replaces the text.
  const [reported, setReported] = useState(value);
  const [readWith, setReadWith] = useState(readsWith);
  const input = useRef<HTMLInputElement>(null);
  const refusals = useMoneyRefusals();
  const read = (typed: string) => rules.read(typed, numberMarks());

  // What the box holds after this render's corrections: a value from outside replaces the text first.
  let shown = text;
  if (value !== reported) {
    shown = rules.textOf(value, numberMarks());
    setReported(value);
    setText(shown);
    setProblem(null);
    setRefused(null);
  }
  if (readsWith !== readWith) {
    setReadWith(readsWith);
    const reading = read(shown);
    setRefused(reading.refusal);
    setProblem(reading.refusal);
    if (reading.value !== value) {
      setReported(reading.value);
      onChange(reading.value);
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
    const cleaned = rules.clean ? rules.clean(typed, numberMarks()) : { text: typed, dropped: null };
    const reading = read(cleaned.text);
    setText(cleaned.text);
    setRefused(reading.refusal);
    // What stops the number first (a minus, a decimal too many), then what was left out of the typing.
    setProblem(reading.refusal ?? cleaned.dropped);
    setReported(reading.value);
    if (reading.value !== value) onChange(reading.value);
  };

  const leave = (event: FocusEvent<HTMLInputElement>) => {
    const reading = read(text);
    if (reading.tidy !== null) setText(reading.tidy);
    // Left, the box says what is wrong with what it holds (what was left out while typing is history).
    setProblem(reading.refusal);
    onBlur?.(event);
  };

  return {
    ref: input,
    inputMode: 'decimal',
    autoComplete: 'off',
    value: text,
    onChange: (event) => type(event.currentTarget.value),
    onBlur: leave,
    error: problem ?? error,
  };
}
