import type { Tag } from '@hearth/contract';

type TagValidity = Pick<Tag, 'deactivated' | 'useValidityPeriod' | 'validFrom' | 'validTo'>;

/** Whether a tag's validity period (when it has one) holds the day. */
export function tagValidOn(tag: TagValidity, date: string): boolean {
  if (!tag.useValidityPeriod) return true;
  return (!tag.validFrom || tag.validFrom <= date) && (!tag.validTo || date <= tag.validTo);
}

/**
 * Whether a tag may be newly given to transactions of these days: active, and valid on every one of them
 * (the server refuses the whole change otherwise). No days: any active tag.
 */
export function tagOfferedFor(tag: TagValidity, dates: readonly string[]): boolean {
  return !tag.deactivated && dates.every((date) => tagValidOn(tag, date));
}
