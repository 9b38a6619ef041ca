import { fromCents, InvestmentTypeName, type Investment } from '@hearth/contract';
import type { Executor } from '../../db/database.js';
import { numberOf, PRICE_PLACES, valueInCents, VOLUME_PLACES, textOf } from '../../domain/decimal-units.js';
import { holdingLedger, type HoldingLedger } from '../../domain/holding-ledger.js';
import { percentageChange, windowStart, type ChangeWindow } from '../../domain/investment-series.js';
import type { AppDeps } from '../../platform/deps.js';
import { priceProviderFor } from '../../platform/prices/providers.js';
import { familyScope } from '../../platform/tenancy.js';
import { assetKey, latestQuotes, quotesAt, type Asset, type SourcedQuote } from './quotes.js';

export interface HoldingRow {
  id: number;
  name: string;
  investment_type_id: number;
  code: string;
  typed_code: string | null;
  volume: number;
}

export const holdingColumns = ['id', 'name', 'investment_type_id', 'code', 'typed_code', 'volume'] as const;

export const nowInSeconds = (deps: AppDeps) => Math.floor(deps.clock().getTime() / 1000);

/** Each holding's purchases as its ledger, for the holdings that have any. */
export async function ledgersOf(
  db: Executor,
  familyId: number,
  holdingIds: number[],
): Promise<Map<number, HoldingLedger>> {
  const ledgers = new Map<number, HoldingLedger>();
  if (holdingIds.length === 0) return ledgers;
  const rows = await familyScope(db, familyId)
    .selectFrom('investment_purchases')
    .select(['id', 'investment_id', 'purchase_date', 'volume', 'price'])
    .where('investment_id', 'in', holdingIds)
    .execute();
  const byHolding = new Map<number, typeof rows>();
  for (const row of rows) byHolding.set(row.investment_id, [...(byHolding.get(row.investment_id) ?? []), row]);
  for (const [id, purchases] of byHolding) {
    ledgers.set(
      id,
      holdingLedger(
        purchases.map((p) => ({ id: p.id, date: p.purchase_date, units: Number(p.volume), price: Number(p.price) })),
      ),
    );
  }
  return ledgers;
}

interface MarketInfo {
  name: string | null;
  symbol: string | null;
  failure: string | null;
  changes: Record<ChangeWindow, number | null>;
}

async function marketInfo(db: Executor, assets: Asset[]): Promise<Map<string, MarketInfo>> {
  const info = new Map<string, MarketInfo>();
  const types = [...new Set(assets.map((asset) => asset.typeId))];
  if (types.length === 0) return info;
  const rows = await db
    .selectFrom('market_prices')
    .select(['investment_type_id', 'code', 'name', 'symbol', 'failure', 'change_1h', 'change_24h', 'change_7d'])
    .where('investment_type_id', 'in', types)
    .where('code', 'in', [...new Set(assets.map((asset) => asset.code))])
    .execute();
  for (const row of rows) {
    info.set(assetKey(row.investment_type_id, row.code), {
      name: row.name,
      symbol: row.symbol,
      failure: row.failure,
      changes: { hour: row.change_1h, day: row.change_24h, week: row.change_7d },
    });
  }
  return info;
}

const WINDOWS: ChangeWindow[] = ['hour', 'day', 'week'];

/**
 * The holdings as the API answers them: value at the latest price (the provider's or the family's own),
 * changes over 1 hour, 24 hours and 7 days from the stored quotes (or, where those do not reach back, the
 * provider's own figures), and, with purchases, cost and gain.
 */
export async function valueHoldings(
  deps: AppDeps,
  familyId: number,
  rows: HoldingRow[],
  db: Executor = deps.db.kysely,
): Promise<Investment[]> {
  const now = nowInSeconds(deps);
  const assets = rows.map((row) => ({ typeId: row.investment_type_id, code: row.code }));
  const [latest, info, ledgers, ...past] = await Promise.all([
    latestQuotes(db, familyId, assets, now),
    marketInfo(db, assets),
    ledgersOf(
      db,
      familyId,
      rows.map((row) => row.id),
    ),
    ...WINDOWS.map((window) => {
      const start = windowStart(now, window);
      return quotesAt(db, familyId, assets, start.at, start.tolerance);
    }),
  ]);
  return rows.map((row) => {
    const key = assetKey(row.investment_type_id, row.code);
    const current = latest.get(key) ?? null;
    const market = info.get(key) ?? null;
    const volume = Number(row.volume);
    const valueCents = current ? valueInCents(volume, current.price) : 0;
    const changes = WINDOWS.map((window, index) => {
      const then = past[index]?.get(key);
      if (current && then) return percentageChange(then.price, current.price);
      return current?.source === 'provider' ? roundPercent(market?.changes[window] ?? null) : null;
    }) as [number | null, number | null, number | null];
    const ledger = ledgers.get(row.id);
    return {
      id: row.id,
      volumeOwned: numberOf(volume, VOLUME_PLACES),
      volumeText: textOf(volume, VOLUME_PLACES),
      currentValue: fromCents(valueCents),
      change24Hr: change24Hours(current, past[1]?.get(key) ?? null, changes[1], volume, valueCents),
      investmentType: {
        investmentTypeId: row.investment_type_id,
        name: row.name,
        // As the person typed it (BTC); the provider's own code (btc) is what prices are read by.
        code: row.typed_code ?? row.code,
        price: current ? numberOf(current.price, PRICE_PLACES) : null,
        percentageChange1hour: changes[0],
        percentageChange24hours: changes[1],
        percentageChange7days: changes[2],
      },
      typeName: InvestmentTypeName[row.investment_type_id] ?? 'Investment',
      symbol: market?.symbol ?? row.code.toUpperCase(),
      priceAsOf: current ? new Date(current.at * 1000).toISOString() : null,
      priceSource: current?.source ?? null,
      priceNote: priceNote(deps, row, current, market),
      cost: ledger ? fromCents(ledger.costCents) : null,
      gain: ledger && current ? fromCents(valueCents - ledger.costCents) : null,
      purchaseCount: ledger?.entries ?? 0,
    };
  });
}

function roundPercent(value: number | null): number | null {
  return value === null || !Number.isFinite(value) ? null : Math.round(value * 100) / 100;
}

/** In dollars: today's volume at today's price less the same at the price of 24 hours ago. */
function change24Hours(
  current: SourcedQuote | null,
  dayAgo: SourcedQuote | null,
  percent: number | null,
  volume: number,
  valueCents: number,
): number | null {
  if (!current) return null;
  if (dayAgo) return fromCents(valueCents - valueInCents(volume, dayAgo.price));
  if (percent === null || percent <= -100) return null;
  return fromCents(valueCents - Math.round(valueCents / (1 + percent / 100)));
}

/** Why a price may be old or missing, in words; null when it is as fresh as its source allows. */
function priceNote(
  deps: AppDeps,
  row: HoldingRow,
  current: SourcedQuote | null,
  market: MarketInfo | null,
): string | null {
  const provider = priceProviderFor(deps.config, row.investment_type_id);
  if (!current) {
    if (!provider) return 'No price yet: enter one in the editor.';
    return market?.failure
      ? `No price yet: ${market.failure}`
      : `No price yet: it comes with the next prices from ${provider.name}.`;
  }
  if (provider && current.source === 'provider' && market?.failure)
    return `${market.failure} This is the last price it gave.`;
  return null;
}
