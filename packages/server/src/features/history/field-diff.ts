import type { FieldChange } from '@hearth/contract';

/** A record as a person reads it: each field's value in words, null where it has none. */
export type ReadableRecord = Readonly<Record<string, string | null>>;

/**
 * What changed between two readable records, field by field: the fields of `after` in their order, then
 * those only `before` had. A record created has no `before` (every field with a value is new); one
 * deleted for good has no `after`. Fields equal on both sides are left out.
 */
export function diffRecords(before: ReadableRecord | null, after: ReadableRecord | null): FieldChange[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    if (from !== to) changes.push({ field, from, to });
  }
  return changes;
}

/** Cents as the decimal string a change shows: 1234 → "12.34", -5 → "-0.05". */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** A list of names as one value, in a stable order, so that a reordering alone is no change. */
export function namesText(names: readonly string[]): string | null {
  return names.length ? [...names].sort((a, b) => a.localeCompare(b)).join(', ') : null;
}

/** A yes/no flag as a change shows it. */
export function flagText(flag: boolean | number | null | undefined): string {
  return flag ? 'yes' : 'no';
}
