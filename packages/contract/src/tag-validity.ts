/** What decides whether a tag may be given to a transaction. */
export interface TagValidity {
  deactivated: boolean;
  useValidityPeriod: boolean;
  /** Either end may be open; dates kept while the period is off do not count. */
  validFrom: string | null;
  validTo: string | null;
}

/** Whether a tag's validity period (when it has one) holds the day. */
export function tagValidOn(tag: TagValidity, date: string): boolean {
  if (!tag.useValidityPeriod) return true;
  return (!tag.validFrom || tag.validFrom <= date) && (!tag.validTo || date <= tag.validTo);
}

/**
 * Whether a tag may be newly given to transactions of these days: active, and valid on every one of them.
 * No days: any active tag. A tag a transaction already carries stays whatever this says.
 */
export function tagUsableOn(tag: TagValidity, dates: readonly string[]): boolean {
  return !tag.deactivated && dates.every((date) => tagValidOn(tag, date));
}
