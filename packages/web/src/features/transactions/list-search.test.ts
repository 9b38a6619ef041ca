import { describe, expect, it } from 'vitest';
import { accountSearchFilter, accountSearchRequest } from './list-search';

describe('accountSearchFilter', () => {
  it.each([
    { text: '1101', filter: { exactValue: 1101 } },
    { text: '$1,101', filter: { exactValue: 1101 } },
    { text: '1101.50', filter: { exactValue: 1101.5 } },
    { text: ' 42.5 ', filter: { exactValue: 42.5 } },
    { text: '-$42.50', filter: { exactValue: 42.5 } },
    { text: '1,234,567.80', filter: { exactValue: 1234567.8 } },
    // Not amounts: a third decimal, misplaced commas, zero, more than the largest amount, words.
    { text: '7.001', filter: { description: '7.001' } },
    { text: '12,34.56', filter: { description: '12,34.56' } },
    { text: '0', filter: { description: '0' } },
    { text: '1000000000001', filter: { description: '1000000000001' } },
    { text: 'Grocer', filter: { description: 'Grocer' } },
    { text: '  weekly shop ', filter: { description: 'weekly shop' } },
    { text: '   ', filter: null },
  ])('"$text" searches $filter', ({ text, filter }) => {
    expect(accountSearchFilter(text)).toEqual(filter);
  });

  it('keeps a description within what the server takes', () => {
    expect(accountSearchFilter('x'.repeat(300))).toEqual({ description: 'x'.repeat(200) });
  });
});

describe('accountSearchRequest', () => {
  it('searches the account from the start of the chosen period on', () => {
    expect(accountSearchRequest(7, 30, '2026-03-05', { exactValue: 12.5 })).toEqual({
      accountId: 7,
      fromDate: '2026-02-03',
      exactValue: 12.5,
    });
  });
});
