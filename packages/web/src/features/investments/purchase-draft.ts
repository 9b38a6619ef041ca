import type { SavePurchaseRequest } from '@hearth/contract';

/** A buy or a sale as typed: volume and price as exact decimal text, as the holding's are. */
export interface PurchaseValues {
  date: string | null;
  kind: 'buy' | 'sale';
  volume: string;
  price: string;
}

/** A new purchase: a buy, dated the user's today. */
export function newPurchase(today: string): PurchaseValues {
  return { date: today, kind: 'buy', volume: '', price: '' };
}

/** What Record sends; the server says what is missing or not a number. */
export function purchaseRequestOf(values: PurchaseValues): SavePurchaseRequest {
  return {
    date: values.date ?? '',
    isSale: values.kind === 'sale',
    volume: values.volume.trim(),
    price: values.price.trim(),
  };
}
