import dayjs from 'dayjs';
import type { Tag } from '@hearth/contract';

export interface TagListFilter {
  search: string;
  includeDeactivated: boolean;
}

/** The tags the list shows: names containing the search text (any case), deactivated ones on request. */
export function filterTags(tags: readonly Tag[], { search, includeDeactivated }: TagListFilter): Tag[] {
  const text = search.trim().toLowerCase();
  return tags.filter(
    (tag) => (includeDeactivated || !tag.deactivated) && (!text || tag.name.toLowerCase().includes(text)),
  );
}

/** The list's default period: the last twelve months up to today (29 Feb falls back to 28 Feb). */
export function defaultTagPeriod(today: string): { fromDate: string; toDate: string } {
  return { fromDate: dayjs(today).subtract(12, 'month').format('YYYY-MM-DD'), toDate: today };
}
