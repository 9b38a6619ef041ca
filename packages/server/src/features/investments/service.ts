import type { Investment, InvestmentDetail, SaveInvestmentValues } from '@hearth/contract';
import type { Executor } from '../../db/database.js';
import { PRICE_PLACES, unitsOf, VOLUME_PLACES } from '../../domain/decimal-units.js';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import { PriceProviderError, type PriceProvider, type ProviderQuote } from '../../platform/prices/provider.js';
import { priceProviderFor } from '../../platform/prices/providers.js';
import { byNameCaseInsensitive } from '../../platform/sorting.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { nameKey } from '../../platform/unique-names.js';
import { findHoldingRow, getInvestment, holdingRows, normaliseCode, TYPE_PLURAL } from './holdings.js';
import { recordProviderFailure, storeProviderQuotes } from './market-store.js';
import { ledgersOf, nowInSeconds, valueHoldings } from './valuation.js';

/** The family's holdings by name, each valued at its latest price. */
export async function listInvestments(deps: AppDeps, auth: AuthContext): Promise<Investment[]> {
  const rows = await holdingRows(deps.db.kysely, auth.familyId);
  const investments = await valueHoldings(deps, auth.familyId, rows);
  return investments.sort((a, b) => byNameCaseInsensitive(a.investmentType, b.investmentType));
}

/**
 * Asks the provider for the code's price before the write (a network call must not hold the family's
 * lock): a code it does not list is refused; a provider that fails leaves the holding to the poller,
 * which tries again. What it answered is market data, kept whatever becomes of the save.
 */
async function checkWithProvider(deps: AppDeps, provider: PriceProvider, typeId: number, code: string): Promise<void> {
  const now = nowInSeconds(deps);
  let quote: ProviderQuote | undefined;
  try {
    quote = (await provider.quotes([code])).get(code);
  } catch (error) {
    if (!(error instanceof PriceProviderError)) throw error;
    await recordProviderFailure(deps.db.kysely, typeId, [code], error.message, now);
    return;
  }
  if (!quote) throw badRequest(`Code: ${provider.name} does not list "${code}". Choose a code from its list.`);
  await storeProviderQuotes(deps.db.kysely, typeId, [code], new Map([[code, quote]]), now, provider.name);
}

/** Whether any price of the asset is known to the family: the provider's, or one of its own. */
async function priceKnown(db: Executor, familyId: number, typeId: number, code: string): Promise<boolean> {
  const own = await familyScope(db, familyId)
    .selectFrom('investment_quotes')
    .select('code')
    .where('investment_type_id', '=', typeId)
    .where('code', '=', code)
    .executeTakeFirst();
  if (own) return true;
  const market = await db
    .selectFrom('market_prices')
    .select('code')
    .where('investment_type_id', '=', typeId)
    .where('code', '=', code)
    .where('price', 'is not', null)
    .executeTakeFirst();
  return market !== undefined;
}

/**
 * Creates or updates a holding. Its volume is set directly until it has purchases, then follows them.
 * Where a provider prices the type, the code must be one it lists and prices are its own; otherwise a
 * price typed in is recorded as a quote of this moment, and a holding of an asset without any price
 * needs one.
 */
export async function saveInvestment(
  deps: AppDeps,
  auth: AuthContext,
  input: SaveInvestmentValues,
): Promise<InvestmentDetail> {
  const familyId = auth.familyId;
  const name = input.name.trim();
  const typeId = input.investmentTypeId;
  const code = normaliseCode(typeId, input.code);
  const provider = priceProviderFor(deps.config, typeId);
  const price = input.price ?? null;
  if (provider && price !== null)
    throw badRequest(`Price: ${provider.name} gives the prices of ${TYPE_PLURAL[typeId]}; leave the price empty.`);
  if (provider) await checkWithProvider(deps, provider, typeId, code);
  const id = input.id || null;

  const savedId = await writeForFamily(deps.db.kysely, familyId, async (trx) => {
    const scope = familyScope(trx, familyId);
    const existing = id ? await findHoldingRow(trx, familyId, id) : null;
    const same = await scope
      .selectFrom('investments')
      .select('id')
      .where('name_key', '=', nameKey(name))
      .executeTakeFirst();
    if (same && same.id !== id) throw badRequest(`An investment named ${name} already exists.`);
    const ledger = existing ? (await ledgersOf(trx, familyId, [existing.id])).get(existing.id) : undefined;
    let volume: number;
    if (ledger) {
      if (input.volumeOwned != null && unitsOf(input.volumeOwned, VOLUME_PLACES) !== ledger.units) {
        throw badRequest(
          'Volume: this investment has purchases, so its volume is their total. Record a buy or a sale to change it.',
        );
      }
      volume = ledger.units;
    } else if (input.volumeOwned != null) {
      volume = unitsOf(input.volumeOwned, VOLUME_PLACES);
    } else if (existing) {
      volume = Number(existing.volume);
    } else {
      throw badRequest('Volume is required.');
    }
    const assetChanged = !existing || existing.code !== code || existing.investment_type_id !== typeId;
    if (!provider && price === null && assetChanged && !(await priceKnown(trx, familyId, typeId, code))) {
      throw badRequest(
        `Price is required: no provider gives the prices of ${TYPE_PLURAL[typeId]}, so enter it by hand.`,
      );
    }
    const now = deps.clock().toISOString();
    const values = {
      name,
      name_key: nameKey(name),
      investment_type_id: typeId,
      code,
      typed_code: input.code.trim(),
      volume,
      updated_at: now,
    };
    let savedId: number;
    if (existing) {
      await scope.updateTable('investments').set(values).where('id', '=', existing.id).execute();
      savedId = existing.id;
    } else {
      savedId = (
        await trx
          .insertInto('investments')
          .values({ ...values, family_id: familyId, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    if (price !== null) {
      const quote = {
        family_id: familyId,
        investment_type_id: typeId,
        code,
        quoted_at: nowInSeconds(deps),
        price: unitsOf(price, PRICE_PLACES),
      };
      await trx
        .insertInto('investment_quotes')
        .values(quote)
        .onConflict((conflict) =>
          conflict
            .columns(['family_id', 'investment_type_id', 'code', 'quoted_at'])
            .doUpdateSet({ price: quote.price }),
        )
        .execute();
    }
    return savedId;
  });
  return getInvestment(deps, familyId, savedId);
}

/**
 * Deletes a holding for good, with its purchases; the prices the family entered for its asset go too when
 * no other holding follows that asset. The providers' quotes are market data and stay.
 */
export async function deleteInvestment(deps: AppDeps, familyId: number, id: number): Promise<string> {
  return writeForFamily(deps.db.kysely, familyId, async (trx) => {
    const row = await findHoldingRow(trx, familyId, id);
    const scope = familyScope(trx, familyId);
    await scope.deleteFrom('investment_purchases').where('investment_id', '=', id).execute();
    await scope.deleteFrom('investments').where('id', '=', id).execute();
    const other = await scope
      .selectFrom('investments')
      .select('id')
      .where('investment_type_id', '=', row.investment_type_id)
      .where('code', '=', row.code)
      .executeTakeFirst();
    if (!other)
      await scope
        .deleteFrom('investment_quotes')
        .where('investment_type_id', '=', row.investment_type_id)
        .where('code', '=', row.code)
        .execute();
    return `Investment ${row.name} has been deleted.`;
  });
}
