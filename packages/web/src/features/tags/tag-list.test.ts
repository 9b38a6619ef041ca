import { describe, expect, it } from 'vitest';
import type { Tag } from '@hearth/contract';
import { defaultTagPeriod, filterTags } from './tag-list';

const tag = (id: number, name: string, deactivated = false): Tag => ({
  id,
  name,
  deactivated,
  useValidityPeriod: false,
  validFrom: null,
  validTo: null,
  assignedTransactions: 0,
  assignedSchedules: 0,
  transactionSum: 0,
});

const TAGS = [tag(1, 'Holiday 2026'), tag(2, 'Wedding'), tag(3, 'Old holiday', true), tag(4, 'Car')];

describe('filterTags', () => {
  it.each([
    { search: '', includeDeactivated: false, expected: [1, 2, 4] },
    { search: '', includeDeactivated: true, expected: [1, 2, 3, 4] },
    { search: 'holiday', includeDeactivated: false, expected: [1] },
    { search: '  HOLIDAY ', includeDeactivated: true, expected: [1, 3] },
    { search: 'bike', includeDeactivated: true, expected: [] },
  ])('"$search" (deactivated: $includeDeactivated) → $expected', ({ expected, ...filter }) => {
    expect(filterTags(TAGS, filter).map((t) => t.id)).toEqual(expected);
  });
});

describe('defaultTagPeriod', () => {
  it.each([
    { today: '2026-06-15', fromDate: '2025-06-15' },
    { today: '2026-01-01', fromDate: '2025-01-01' },
    { today: '2024-02-29', fromDate: '2023-02-28' },
  ])('$today → from $fromDate', ({ today, fromDate }) => {
    expect(defaultTagPeriod(today)).toEqual({ fromDate, toDate: today });
  });
});
