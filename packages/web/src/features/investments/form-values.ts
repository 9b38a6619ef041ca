import type { InvestmentDetail, SaveInvestmentRequest } from '@hearth/contract';

export type InvestmentTypeId = 1 | 2;

/** What the editor holds: every field as typed, volume and price as exact decimal text. */
export interface InvestmentFormValues {
  name: string;
  investmentTypeId: InvestmentTypeId;
  code: string;
  volume: string;
  /** A new price typed in by hand; empty keeps the last one. */
  price: string;
}

export const NEW_INVESTMENT: InvestmentFormValues = { name: '', investmentTypeId: 1, code: '', volume: '', price: '' };

export function formValuesOf(investment: InvestmentDetail): InvestmentFormValues {
  return {
    name: investment.investmentType.name,
    investmentTypeId: investment.investmentType.investmentTypeId === 2 ? 2 : 1,
    code: investment.investmentType.code,
    volume: investment.volumeText,
    price: '',
  };
}

/**
 * The save request: volume and price go as text, so that 0.00012345 arrives exactly as typed. A holding
 * with purchases leaves its volume to them.
 */
export function saveRequestOf(
  values: InvestmentFormValues,
  id: number | null,
  volumeFollowsPurchases: boolean,
): SaveInvestmentRequest {
  const volume = values.volume.trim();
  const price = values.price.trim();
  return {
    ...(id === null ? {} : { id }),
    name: values.name,
    code: values.code,
    investmentTypeId: values.investmentTypeId,
    volumeOwned: volumeFollowsPurchases || volume === '' ? null : volume,
    price: price === '' ? null : price,
  };
}
