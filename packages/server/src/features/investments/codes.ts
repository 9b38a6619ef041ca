import type { CodeChoices } from '@hearth/contract';
import type { AppDeps } from '../../platform/deps.js';
import { PriceProviderError, type CodeChoice } from '../../platform/prices/provider.js';
import { priceProviderFor } from '../../platform/prices/providers.js';

/** Searches are kept this long: typing in the Code field must not spend a free plan's few requests a minute. */
const CACHE_MS = 10 * 60 * 1000;
const CACHE_SIZE = 200;
const cache = new Map<string, { at: number; choices: CodeChoice[] }>();

/** The codes the type's provider offers for a search; none (and no provider) where prices are entered by hand. */
export async function codeChoices(deps: AppDeps, typeId: number, search: string): Promise<CodeChoices> {
  const provider = priceProviderFor(deps.config, typeId);
  if (!provider) return { provider: null, choices: [], problem: null };
  const key = `${deps.config.priceProviders.crypto?.baseUrl}|${deps.config.priceProviders.commodity?.baseUrl}|${typeId}|${search.trim().toLowerCase()}`;
  const now = deps.clock().getTime();
  const kept = cache.get(key);
  if (kept && now - kept.at < CACHE_MS) return { provider: provider.name, choices: kept.choices, problem: null };
  try {
    const choices = await provider.search(search);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(key, { at: now, choices });
    return { provider: provider.name, choices, problem: null };
  } catch (error) {
    if (!(error instanceof PriceProviderError)) throw error;
    return { provider: provider.name, choices: [], problem: `${error.message} Type the code instead.` };
  }
}
