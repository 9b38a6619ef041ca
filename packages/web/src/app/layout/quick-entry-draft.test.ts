import { describe, expect, it } from 'vitest';
import { offeredChoice, quickEntryRequestOf } from './quick-entry-draft';

describe('offeredChoice', () => {
  const offered = [{ value: '4' }, { value: '9' }];
  it.each([
    { chosen: '9', kept: '9' },
    { chosen: '5', kept: null },
    { chosen: null, kept: null },
  ])('$chosen: $kept', ({ chosen, kept }) => {
    expect(offeredChoice(chosen, offered)).toBe(kept);
  });
});

describe('quickEntryRequestOf', () => {
  const filled = { thirdPartyId: '9', date: '2026-07-01', amount: 12.5 };
  it.each([
    { case: 'all filled in', values: filled, request: { creditAccountId: 9, date: '2026-07-01', amount: 12.5 } },
    { case: 'no third party', values: { ...filled, thirdPartyId: null }, request: null },
    { case: 'no date', values: { ...filled, date: null }, request: null },
    { case: 'no amount', values: { ...filled, amount: null }, request: null },
  ])('$case', ({ values, request }) => {
    expect(quickEntryRequestOf(values)).toEqual(request);
  });
});
