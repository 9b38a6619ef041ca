import { startFakePriceProvider } from '../../packages/server/test/fake-price-provider';
import { E2E_PORT } from './server';

/**
 * The fake price provider the end-to-end server asks for prices (CoinGecko's and gold-api.com's formats
 * on 127.0.0.1), on a port beside the server's own so that runs on other ports keep their own.
 */
export const PRICE_PROVIDER_PORT = E2E_PORT + 100;
export const PRICE_PROVIDER_URL = `http://127.0.0.1:${PRICE_PROVIDER_PORT}`;
/** Where the crypto adapter finds it: CoinGecko's paths live under /api/v3. */
export const CRYPTO_PROVIDER_URL = `${PRICE_PROVIDER_URL}/api/v3`;

/** Playwright's global setup: the provider runs for the whole run; the function returned stops it at the end. */
export default async function startPriceProvider(): Promise<() => Promise<void>> {
  const provider = await startFakePriceProvider(PRICE_PROVIDER_PORT);
  return () => provider.close();
}
