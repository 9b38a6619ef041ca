import { describe, expect, it } from 'vitest';
import { seenFromFamily } from './money-sign';

describe('seenFromFamily', () => {
  it.each([
    { what: 'a bank balance', accountTypeId: 1, amount: 4850.75, shown: 4850.75 },
    { what: 'an overdrawn bank balance', accountTypeId: 1, amount: -20, shown: -20 },
    { what: 'a landlord the family paid', accountTypeId: 2, amount: 1650, shown: -1650 },
    { what: 'an employer who paid the family', accountTypeId: 2, amount: -5230, shown: 5230 },
  ])('$what: $shown', ({ accountTypeId, amount, shown }) => {
    expect(seenFromFamily(accountTypeId, amount)).toBe(shown);
  });

  it('never gives a negative zero', () => {
    expect(Object.is(seenFromFamily(2, 0), 0)).toBe(true);
  });
});
