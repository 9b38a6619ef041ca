import type { Executor } from '../../db/database.js';
import type { ProviderQuote } from '../../platform/prices/provider.js';

/**
 * Keeps a provider's answer: a quote of this moment for each asset it priced (public market data, shared
 * by every family holding the asset), and per asset the last good price with the provider's own changes.
 * An asset it was asked about but did not price keeps its last good price, with the reason beside it.
 */
export async function storeProviderQuotes(
  db: Executor,
  typeId: number,
  asked: readonly string[],
  quotes: Map<string, ProviderQuote>,
  now: number,
  providerName: string,
): Promise<void> {
  for (const quote of quotes.values()) {
    await db
      .insertInto('market_quotes')
      .values({ investment_type_id: typeId, code: quote.code, quoted_at: now, price: quote.price })
      .onConflict((conflict) =>
        conflict.columns(['investment_type_id', 'code', 'quoted_at']).doUpdateSet({ price: quote.price }),
      )
      .execute();
    const latest = {
      name: quote.name,
      symbol: quote.symbol,
      price: quote.price,
      quoted_at: now,
      change_1h: quote.changes.hour,
      change_24h: quote.changes.day,
      change_7d: quote.changes.week,
      checked_at: now,
      failure: null,
    };
    await db
      .insertInto('market_prices')
      .values({ investment_type_id: typeId, code: quote.code, ...latest })
      .onConflict((conflict) => conflict.columns(['investment_type_id', 'code']).doUpdateSet(latest))
      .execute();
  }
  const unpriced = asked.filter((code) => !quotes.has(code));
  if (unpriced.length > 0)
    await recordProviderFailure(db, typeId, unpriced, `${providerName} does not list this code.`, now);
}

/** The provider failed for these assets: their last good prices stay, marked with why the newest request failed. */
export async function recordProviderFailure(
  db: Executor,
  typeId: number,
  codes: readonly string[],
  failure: string,
  now: number,
): Promise<void> {
  for (const code of codes) {
    await db
      .insertInto('market_prices')
      .values({
        investment_type_id: typeId,
        code,
        name: null,
        symbol: null,
        price: null,
        quoted_at: null,
        change_1h: null,
        change_24h: null,
        change_7d: null,
        checked_at: now,
        failure,
      })
      .onConflict((conflict) =>
        conflict.columns(['investment_type_id', 'code']).doUpdateSet({ checked_at: now, failure }),
      )
      .execute();
  }
}
