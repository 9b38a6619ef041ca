import type { BankProvider } from '@hearth/contract';
import type { AppDeps } from '../../platform/deps.js';
import type { BankProviderClient } from './provider.js';
import { enableBankingProviderClient } from './enable-banking/connection-secret.js';
import { simpleFinClient } from './simplefin/client.js';

/**
 * Each provider's client, keyed by the provider's name as connections store it: the sync finds the client
 * of a connection here and knows nothing else of its protocol. `credentials` is the connection's
 * decrypted secret, in the form the provider's own connect step stored it.
 */
export type ProviderClientFactory = (credentials: string, deps: AppDeps) => BankProviderClient;

const clients: Partial<Record<BankProvider, ProviderClientFactory>> = {
  simplefin: (accessUrl, deps) => simpleFinClient(accessUrl, { clock: deps.clock }),
  enablebanking: enableBankingProviderClient,
};

/** Adds (or replaces) a provider's client. */
export function registerProviderClient(provider: BankProvider, factory: ProviderClientFactory): void {
  clients[provider] = factory;
}

export function providerClientFor(provider: string, credentials: string, deps: AppDeps): BankProviderClient {
  const factory = clients[provider as BankProvider];
  if (!factory) throw new Error(`No client is known for the bank provider ${provider}.`);
  return factory(credentials, deps);
}

/** The provider's name as the family reads it. */
export const PROVIDER_NAMES: Record<BankProvider, string> = {
  simplefin: 'SimpleFIN Bridge',
  enablebanking: 'Enable Banking',
};
