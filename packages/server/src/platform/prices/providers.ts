import { InvestmentType } from '@hearth/contract';
import type { Config } from '../../config.js';
import { coinGeckoProvider } from './coingecko.js';
import { goldApiProvider } from './gold-api.js';
import type { PriceProvider } from './provider.js';

export type InvestmentTypeId = (typeof InvestmentType)[keyof typeof InvestmentType];

/**
 * The provider of each investment type's prices, from the configuration; null where none is set up and
 * prices are entered by hand. Cheap to make: the adapters hold only their settings.
 */
export function priceProviderFor(config: Config, typeId: number): PriceProvider | null {
  const { crypto, commodity, timeoutMs } = config.priceProviders;
  if (typeId === InvestmentType.Cryptocurrency && crypto) return coinGeckoProvider({ ...crypto, timeoutMs });
  if (typeId === InvestmentType.Commodity && commodity) return goldApiProvider({ ...commodity, timeoutMs });
  return null;
}

export const INVESTMENT_TYPE_IDS: InvestmentTypeId[] = [InvestmentType.Cryptocurrency, InvestmentType.Commodity];
