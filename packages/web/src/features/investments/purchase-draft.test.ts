import { describe, expect, it } from 'vitest';
import { newPurchase, purchaseRequestOf } from './purchase-draft';

describe('purchaseRequestOf', () => {
  const typed = { ...newPurchase('2026-07-01'), volume: ' 0.5 ', price: '61000.25 ' };
  it.each([
    {
      case: 'a buy, trimmed',
      values: typed,
      request: { date: '2026-07-01', isSale: false, volume: '0.5', price: '61000.25' },
    },
    {
      case: 'a sale',
      values: { ...typed, kind: 'sale' as const },
      request: { date: '2026-07-01', isSale: true, volume: '0.5', price: '61000.25' },
    },
    {
      case: 'no date, left to the server to refuse',
      values: { ...typed, date: null },
      request: { date: '', isSale: false, volume: '0.5', price: '61000.25' },
    },
  ])('$case', ({ values, request }) => {
    expect(purchaseRequestOf(values)).toEqual(request);
  });
});
