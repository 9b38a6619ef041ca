import { describe, expect, it } from 'vitest';
import { NEW_INVESTMENT, saveRequestOf } from './form-values';

describe('the investment save request', () => {
  it('sends the volume and price as the text typed, never through a float', () => {
    const values = { ...NEW_INVESTMENT, name: 'Savings', code: 'bitcoin', volume: ' 0.00012345 ', price: '67187.33' };
    expect(saveRequestOf(values, null, false)).toEqual({
      name: 'Savings',
      code: 'bitcoin',
      investmentTypeId: 1,
      volumeOwned: '0.00012345',
      price: '67187.33',
    });
  });

  it('leaves the volume to the purchases and an empty price out', () => {
    const values = {
      ...NEW_INVESTMENT,
      name: 'Gold',
      investmentTypeId: 2 as const,
      code: 'XAU',
      volume: '3',
      price: ' ',
    };
    expect(saveRequestOf(values, 7, true)).toEqual({
      id: 7,
      name: 'Gold',
      code: 'XAU',
      investmentTypeId: 2,
      volumeOwned: null,
      price: null,
    });
  });
});
