import { addDays } from '@hearth/contract';
import { valueInCents } from '../../domain/decimal-units.js';
import { volumeAt } from '../../domain/investment-series.js';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { holdingRows } from './holdings.js';
import { assetKey, firstQuoteAt, latestQuotes, quotesAt } from './quotes.js';
import { ledgersOf, nowInSeconds } from './valuation.js';
import { dayStartInZone } from './zone-time.js';

/** What the holdings were worth on a date (cents), and how many held then had no price to count. */
export interface HoldingsValue {
  cents: number;
  unpriced: number;
}

/** A past day's price is the last quote of that day or, over a gap, of the day before. */
const PAST_PRICE_TOLERANCE = 2 * 86400;

/**
 * The holdings' value in cents on each date, for the net worth report: today at the latest prices; an
 * earlier date at the quotes stored by the end of that day, with the volume held then: from purchases, or
 * without them the volume held now (as the value chart takes it). Where no quote of a holding is stored for a date (before
 * any were kept, or after they were thinned to one a day and that day has none) it adds nothing to that
 * date and is counted as unpriced: the report shows past months without those holdings rather than at
 * prices it does not have, and says how many it left out.
 */
export async function investmentValuesOn(
  deps: AppDeps,
  auth: AuthContext,
  dates: readonly string[],
  today: string,
): Promise<Map<string, HoldingsValue>> {
  const db = deps.db.kysely;
  const rows = await holdingRows(db, auth.familyId);
  const values = new Map<string, HoldingsValue>(dates.map((date) => [date, { cents: 0, unpriced: 0 }]));
  if (rows.length === 0) return values;
  const assets = rows.map((row) => ({ typeId: row.investment_type_id, code: row.code }));
  const ledgers = await ledgersOf(
    db,
    auth.familyId,
    rows.map((row) => row.id),
  );
  const now = nowInSeconds(deps);
  // Dates before the first stored quote have no prices: they are not looked up one by one.
  const first = await firstQuoteAt(db, auth.familyId, assets);
  for (const date of dates) {
    const isToday = date >= today;
    const end = isToday ? now : dayStartInZone(addDays(date, 1), auth.timezoneId) - 1;
    const quotes =
      first === null || end < first
        ? null
        : isToday
          ? await latestQuotes(db, auth.familyId, assets, now)
          : await quotesAt(db, auth.familyId, assets, end, PAST_PRICE_TOLERANCE);
    const value: HoldingsValue = { cents: 0, unpriced: 0 };
    for (const row of rows) {
      const ledger = ledgers.get(row.id);
      const units = ledger
        ? volumeAt(
            ledger.steps.map((s) => ({ from: dayStartInZone(s.date, auth.timezoneId), units: s.units })),
            end,
          )
        : Number(row.volume);
      if (units <= 0) continue;
      const quote = quotes?.get(assetKey(row.investment_type_id, row.code));
      if (quote) value.cents += valueInCents(units, quote.price);
      else value.unpriced += 1;
    }
    values.set(date, value);
  }
  return values;
}
