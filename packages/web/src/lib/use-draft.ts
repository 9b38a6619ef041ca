import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { draftFields, type DraftFields } from './draft-fields';

/** What is said at each field: a draft module's messages, or the server's. */
export type FieldErrors<K extends PropertyKey> = Partial<Record<K, string | null>>;

export interface Draft<T, E = FieldErrors<keyof T>> extends DraftFields<T> {
  /** The form's working copy, as typed. */
  values: T;
  /** What is said at the fields now. */
  errors: E;
  /** Changes some fields; what was said at them (and at `alsoClear`) goes, as it no longer applies. */
  change: (changes: Partial<T>, alsoClear?: (keyof E)[]) => void;
  setFieldValue: <K extends keyof T>(key: K, value: T[K]) => void;
  /** Changes the working copy from its latest state: for a change that may land after others. */
  update: (next: (current: T) => T, alsoClear?: (keyof E)[]) => void;
  setValues: Dispatch<SetStateAction<T>>;
  setErrors: Dispatch<SetStateAction<E>>;
}

/**
 * A form's working copy and the messages at its fields. The rules live in the form's pure `*-draft.ts`
 * module, which takes these values and returns what to send or the messages per field; the form only
 * wires the fields.
 */
export function useDraft<T extends object, E extends object = FieldErrors<keyof T>>(
  initial: T | (() => T),
): Draft<T, E> {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<E>(() => ({}) as E);

  // Built once: effects may depend on these without running again after every render.
  const actions = useMemo(() => {
    const clear = (keys: PropertyKey[]) =>
      setErrors((current) => {
        const said = keys.filter((key) => (current as Record<PropertyKey, unknown>)[key] != null);
        return said.length ? { ...current, ...Object.fromEntries(said.map((key) => [key, undefined])) } : current;
      });
    const update = (next: (current: T) => T, alsoClear: (keyof E)[] = []) => {
      setValues(next);
      clear(alsoClear);
    };
    const change = (changes: Partial<T>, alsoClear: (keyof E)[] = []) => {
      setValues((current) => ({ ...current, ...changes }));
      clear([...Object.keys(changes), ...alsoClear]);
    };
    const setFieldValue = <K extends keyof T>(key: K, value: T[K]) => {
      const changes: Partial<T> = {};
      changes[key] = value;
      change(changes);
    };
    return { change, update, setFieldValue };
  }, []);

  return { values, errors, setValues, setErrors, ...actions, ...draftFields(values, actions.change) };
}
