import type { ChangeEvent } from 'react';

/** The keys of T whose values are of type V. */
type KeysOfType<T, V> = { [K in keyof T]-?: T[K] extends V ? K : never }[keyof T];

/** The event a text input or text area hands over. */
type TextChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

/**
 * What an input needs to show one field of a form's values and change it: spread on the input
 * (`<DateField label="Date" {...field('date')} />`), so that the form only wires fields.
 */
export interface DraftFields<T> {
  /** For inputs that hand over their value: selects, pickers, dates. */
  field: <K extends keyof T>(key: K) => { value: T[K]; onChange: (value: T[K]) => void };
  /** For text inputs, which hand over an event. */
  textField: (key: KeysOfType<T, string>) => { value: string; onChange: (event: TextChange) => void };
  /** For switches and checkboxes. */
  switchField: (key: KeysOfType<T, boolean>) => {
    checked: boolean;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
}

/** The inputs' side of a form's values and the function that changes some of them. */
export function draftFields<T>(values: T, change: (changes: Partial<T>) => void): DraftFields<T> {
  const set = <K extends keyof T>(key: K, value: T[K]) => {
    const changes: Partial<T> = {};
    changes[key] = value;
    change(changes);
  };
  return {
    field: (key) => ({ value: values[key], onChange: (value) => set(key, value) }),
    textField: (key) => ({
      value: values[key] as string,
      onChange: (event) => set(key, event.currentTarget.value as T[typeof key]),
    }),
    switchField: (key) => ({
      checked: values[key] as boolean,
      onChange: (event) => set(key, event.currentTarget.checked as T[typeof key]),
    }),
  };
}
