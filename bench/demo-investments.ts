import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../packages/server/src/db/schema.js';
import { nameKey } from '../packages/server/src/platform/unique-names.js';
import type { BulkInsert } from './demo-bulk-insert.js';
import type { Random } from './random.js';

interface PlannedHolding {
  name: string;
  typeId: 1 | 2;
  code: string;
  symbol: string;
  /** Whole units of 0.00000001. */
  volume: number;
  /** Today's price in dollars, where the month's walk ends. */
  price: number;
}

const UNIT = 100_000_000;

/** The household's own holdings first (the demo's three), then more for the benchmark's twenty. */
const HOLDINGS: PlannedHolding[] = [
  { name: 'Bitcoin', typeId: 1, code: 'bitcoin', symbol: 'BTC', volume: 0.18 * UNIT, price: 67187.33 },
  { name: 'Ethereum', typeId: 1, code: 'ethereum', symbol: 'ETH', volume: 2.5 * UNIT, price: 3120.5 },
  { name: 'Gold bullion', typeId: 2, code: 'XAU', symbol: 'XAU', volume: 4 * UNIT, price: 2650.1 },
  { name: 'Silver coins', typeId: 2, code: 'XAG', symbol: 'XAG', volume: 50 * UNIT, price: 31.25 },
  { name: 'Platinum', typeId: 2, code: 'XPT', symbol: 'XPT', volume: 2 * UNIT, price: 980.4 },
  { name: 'Solana', typeId: 1, code: 'solana', symbol: 'SOL', volume: 12 * UNIT, price: 152.3 },
  { name: 'Cardano', typeId: 1, code: 'cardano', symbol: 'ADA', volume: 1500 * UNIT, price: 0.45 },
  { name: 'XRP', typeId: 1, code: 'ripple', symbol: 'XRP', volume: 800 * UNIT, price: 0.52 },
  { name: 'Dogecoin', typeId: 1, code: 'dogecoin', symbol: 'DOGE', volume: 5000 * UNIT, price: 0.12 },
  { name: 'Polkadot', typeId: 1, code: 'polkadot', symbol: 'DOT', volume: 40 * UNIT, price: 6.8 },
  { name: 'Litecoin', typeId: 1, code: 'litecoin', symbol: 'LTC', volume: 3 * UNIT, price: 81.4 },
  { name: 'Chainlink', typeId: 1, code: 'chainlink', symbol: 'LINK', volume: 25 * UNIT, price: 14.2 },
  { name: 'Stellar', typeId: 1, code: 'stellar', symbol: 'XLM', volume: 2000 * UNIT, price: 0.11 },
  { name: 'Tron', typeId: 1, code: 'tron', symbol: 'TRX', volume: 3000 * UNIT, price: 0.13 },
  { name: 'Avalanche', typeId: 1, code: 'avalanche-2', symbol: 'AVAX', volume: 10 * UNIT, price: 28.6 },
  { name: 'Uniswap', typeId: 1, code: 'uniswap', symbol: 'UNI', volume: 30 * UNIT, price: 7.9 },
  { name: 'Cosmos', typeId: 1, code: 'cosmos', symbol: 'ATOM', volume: 35 * UNIT, price: 8.1 },
  { name: 'Monero', typeId: 1, code: 'monero', symbol: 'XMR', volume: 4 * UNIT, price: 165.2 },
  { name: 'Shiba Inu', typeId: 1, code: 'shiba-inu', symbol: 'SHIB', volume: 25_000_000 * UNIT, price: 0.00001834 },
  { name: 'Palladium', typeId: 2, code: 'XPD', symbol: 'XPD', volume: 1 * UNIT, price: 1020.5 },
];

const FIVE_MINUTES = 300;
const MONTH = 30 * 86400;

/**
 * A family's holdings, each with a month of 5-minute quotes up to now (a random walk ending at today's
 * price), written in bulk as the provider's market data, and each asset's latest price. Quotes another
 * family's demo already wrote are kept.
 */
export async function writeInvestments(
  trx: Transaction<Database>,
  bulk: BulkInsert,
  random: Random,
  familyId: number,
  count: number,
  now: number,
  nowIso: string,
): Promise<void> {
  const holdings = HOLDINGS.slice(0, Math.min(count, HOLDINGS.length));
  const latest = Math.floor(now / FIVE_MINUTES) * FIVE_MINUTES;
  for (const holding of holdings) {
    await trx
      .insertInto('investments')
      .values({
        family_id: familyId,
        name: holding.name,
        name_key: nameKey(holding.name),
        investment_type_id: holding.typeId,
        code: holding.code,
        volume: holding.volume,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .execute();
    const quotes: Insertable<Database['market_quotes']>[] = [];
    let price = holding.price * UNIT;
    // Walked backwards from today's price: a step of at most 0.3% either way every 5 minutes.
    for (let at = latest; at > latest - MONTH; at -= FIVE_MINUTES) {
      quotes.push({
        investment_type_id: holding.typeId,
        code: holding.code,
        quoted_at: at,
        price: Math.max(1, Math.round(price)),
      });
      price *= 1 + (random.next() - 0.5) * 0.006;
    }
    quotes.reverse();
    await bulk.rows('market_quotes', quotes, { ignoreConflicts: true });
    const last = quotes.at(-1) as { price: number };
    const prices = {
      name: holding.name,
      symbol: holding.symbol,
      price: last.price,
      quoted_at: latest,
      change_1h: null,
      change_24h: null,
      change_7d: null,
      checked_at: latest,
      failure: null,
    };
    await trx
      .insertInto('market_prices')
      .values({ investment_type_id: holding.typeId, code: holding.code, ...prices })
      .onConflict((conflict) => conflict.columns(['investment_type_id', 'code']).doUpdateSet(prices))
      .execute();
  }
}
