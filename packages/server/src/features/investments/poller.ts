import type { Logger } from 'pino';
import { nextPollDelay } from '../../domain/poll-delay.js';
import { quotesToDrop } from '../../domain/quote-thinning.js';
import type { AppDeps } from '../../platform/deps.js';
import { PriceProviderError } from '../../platform/prices/provider.js';
import { INVESTMENT_TYPE_IDS, priceProviderFor } from '../../platform/prices/providers.js';
import { recordProviderFailure, storeProviderQuotes } from './market-store.js';
import { nowInSeconds } from './valuation.js';

export type PollOutcome =
  { kind: 'idle' } | { kind: 'stored'; count: number } | { kind: 'failed'; error: PriceProviderError };

/**
 * Asks one type's provider for the prices of every asset any family holds (a system job, like auto-pay,
 * so it reads across families) and keeps them. A failure keeps every last good price and marks why.
 */
export async function pollPrices(deps: AppDeps, typeId: number): Promise<PollOutcome> {
  const provider = priceProviderFor(deps.config, typeId);
  if (!provider) return { kind: 'idle' };
  const held = await deps.db.kysely
    .selectFrom('investments')
    .select('code')
    .distinct()
    .where('investment_type_id', '=', typeId)
    .execute();
  const codes = held.map((row) => row.code);
  if (codes.length === 0) return { kind: 'idle' };
  const now = nowInSeconds(deps);
  try {
    const quotes = await provider.quotes(codes);
    await storeProviderQuotes(deps.db.kysely, typeId, codes, quotes, now, provider.name);
    return { kind: 'stored', count: quotes.size };
  } catch (error) {
    if (!(error instanceof PriceProviderError)) throw error;
    await recordProviderFailure(deps.db.kysely, typeId, codes, error.message, now);
    return { kind: 'failed', error };
  }
}

/** Thins every asset's provider quotes: all of the last day, one an hour for a month, one a day before. */
export async function thinQuotes(deps: AppDeps): Promise<number> {
  const db = deps.db.kysely;
  const now = nowInSeconds(deps);
  const assets = await db.selectFrom('market_prices').select(['investment_type_id', 'code']).execute();
  let dropped = 0;
  for (const asset of assets) {
    const times = await db
      .selectFrom('market_quotes')
      .select('quoted_at')
      .where('investment_type_id', '=', asset.investment_type_id)
      .where('code', '=', asset.code)
      .where('quoted_at', '<', now - 86400)
      .orderBy('quoted_at')
      .execute();
    const drop = quotesToDrop(
      times.map((row) => Number(row.quoted_at)),
      now,
    );
    for (let start = 0; start < drop.length; start += 500) {
      await db
        .deleteFrom('market_quotes')
        .where('investment_type_id', '=', asset.investment_type_id)
        .where('code', '=', asset.code)
        .where('quoted_at', 'in', drop.slice(start, start + 500))
        .execute();
    }
    dropped += drop.length;
  }
  return dropped;
}

const THIN_EVERY_MS = 60 * 60 * 1000;

/**
 * Polls each configured provider every 5 minutes while any holding of its type exists, backing off after
 * failures and rate-limit answers (see nextPollDelay), and thins the stored quotes every hour. Types
 * without a provider are not polled: their prices are entered by hand.
 */
export function startPricePoller(deps: AppDeps, log: Pick<Logger, 'info' | 'warn' | 'error'>): { stop(): void } {
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  const later = (ms: number, run: () => Promise<void>) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void run();
    }, ms);
    timer.unref();
    timers.add(timer);
  };
  for (const typeId of INVESTMENT_TYPE_IDS) {
    if (!priceProviderFor(deps.config, typeId)) continue;
    let failures = 0;
    const poll = async () => {
      let retryAfter: number | null = null;
      try {
        const outcome = await pollPrices(deps, typeId);
        if (outcome.kind === 'failed') {
          failures += 1;
          retryAfter = outcome.error.retryAfterSeconds;
          log.warn(`prices: ${outcome.error.message} (failure ${failures} in a row)`);
        } else {
          failures = 0;
        }
      } catch (error) {
        failures += 1;
        log.error({ err: error }, 'prices: polling failed');
      }
      later(nextPollDelay(failures, retryAfter) * 1000, poll);
    };
    later(0, poll);
  }
  const thin = async () => {
    try {
      const dropped = await thinQuotes(deps);
      if (dropped > 0) log.info(`prices: thinned ${dropped} older quotes`);
    } catch (error) {
      log.error({ err: error }, 'prices: thinning quotes failed');
    }
    later(THIN_EVERY_MS, thin);
  };
  if (INVESTMENT_TYPE_IDS.some((typeId) => priceProviderFor(deps.config, typeId))) later(0, thin);
  return {
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
