import { fromCents, InvestmentType, type InvestmentDetail, type Purchase } from '@hearth/contract';
import type { Executor } from '../../db/database.js';
import { numberOf, PRICE_PLACES, textOf, valueInCents, VOLUME_PLACES } from '../../domain/decimal-units.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { priceProviderFor } from '../../platform/prices/providers.js';
import { familyScope } from '../../platform/tenancy.js';
import { holdingColumns, valueHoldings, type HoldingRow } from './valuation.js';

export const INVESTMENT_NOT_FOUND = 'Investment not found.';

/** How the messages name a type's assets: 'cryptocurrencies', 'commodities'. */
export const TYPE_PLURAL: Record<number, string> = {
  [InvestmentType.Cryptocurrency]: 'cryptocurrencies',
  [InvestmentType.Commodity]: 'commodities',
};

/** CoinGecko's coin ids are lower case, metal symbols upper case; a typed code follows its type's rule. */
export function normaliseCode(typeId: number, code: string): string {
  const trimmed = code.trim();
  return typeId === InvestmentType.Cryptocurrency ? trimmed.toLowerCase() : trimmed.toUpperCase();
}

export async function findHoldingRow(db: Executor, familyId: number, id: number): Promise<HoldingRow> {
  const row = await familyScope(db, familyId)
    .selectFrom('investments')
    .select(holdingColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(INVESTMENT_NOT_FOUND);
  return row;
}

export async function holdingRows(db: Executor, familyId: number): Promise<HoldingRow[]> {
  return familyScope(db, familyId).selectFrom('investments').select(holdingColumns).execute();
}

async function purchasesOf(db: Executor, familyId: number, holdingId: number): Promise<Purchase[]> {
  const rows = await familyScope(db, familyId)
    .selectFrom('investment_purchases')
    .select(['id', 'purchase_date', 'volume', 'price'])
    .where('investment_id', '=', holdingId)
    .orderBy('purchase_date')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const units = Math.abs(Number(row.volume));
    return {
      id: row.id,
      date: row.purchase_date,
      isSale: Number(row.volume) < 0,
      volume: numberOf(units, VOLUME_PLACES),
      volumeText: textOf(units, VOLUME_PLACES),
      price: numberOf(Number(row.price), PRICE_PLACES),
      amount: fromCents(valueInCents(units, Number(row.price))),
    };
  });
}

/** One holding with its purchases and the provider of its prices. */
export async function getInvestment(deps: AppDeps, familyId: number, id: number): Promise<InvestmentDetail> {
  const db = deps.db.kysely;
  const row = await findHoldingRow(db, familyId, id);
  const [investment] = await valueHoldings(deps, familyId, [row]);
  return {
    ...(investment as NonNullable<typeof investment>),
    purchases: await purchasesOf(db, familyId, id),
    provider: priceProviderFor(deps.config, row.investment_type_id)?.name ?? null,
  };
}
