import { describe, expect, it } from 'vitest';
import { otherSide } from './upcoming-payment';

describe('otherSide', () => {
  it.each([
    { transactionTypeId: 1, side: 'Landlord' },
    { transactionTypeId: 2, side: 'Employer' },
    { transactionTypeId: 3, side: 'Employer → Landlord' },
  ])('type $transactionTypeId is with $side', ({ transactionTypeId, side }) => {
    expect(otherSide({ transactionTypeId, debitAccount: 'Employer', creditAccount: 'Landlord' })).toBe(side);
  });
});
