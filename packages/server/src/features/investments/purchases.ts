import { formatDate, type InvestmentDetail, type SavePurchaseValues } from '@hearth/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { PRICE_PLACES, unitsOf, VOLUME_PLACES } from '../../domain/decimal-units.js';
import { holdingLedger, type PurchaseEntry } from '../../domain/holding-ledger.js';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { todayFor } from '../../platform/today.js';
import { findHoldingRow, getInvestment } from './holdings.js';

export const PURCHASE_NOT_FOUND = 'Purchase not found.';

async function entriesOf(trx: Transaction<Database>, familyId: number, holdingId: number): Promise<PurchaseEntry[]> {
  const rows = await familyScope(trx, familyId)
    .selectFrom('investment_purchases')
    .select(['id', 'purchase_date', 'volume', 'price'])
    .where('investment_id', '=', holdingId)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    date: row.purchase_date,
    units: Number(row.volume),
    price: Number(row.price),
  }));
}

/** The holding's volume becomes what its purchases leave; a sale of more than was held then is refused. */
async function settleVolume(
  trx: Transaction<Database>,
  familyId: number,
  holdingId: number,
  entries: PurchaseEntry[],
  now: string,
  refusal: (date: string) => string,
): Promise<void> {
  const ledger = holdingLedger(entries);
  if (ledger.problem?.kind === 'oversold') throw badRequest(refusal(ledger.problem.date));
  if (ledger.problem?.kind === 'too-large')
    throw badRequest(`Volume: on ${formatDate(ledger.problem.date)} the holding would pass 90,000,000.`);
  await familyScope(trx, familyId)
    .updateTable('investments')
    .set({ volume: ledger.units, updated_at: now })
    .where('id', '=', holdingId)
    .execute();
}

/**
 * Records a buy or a sale (or changes one): from then on the holding's volume is the total of its
 * purchases, and its cost their average cost.
 */
export async function savePurchase(
  deps: AppDeps,
  auth: AuthContext,
  holdingId: number,
  input: SavePurchaseValues,
): Promise<InvestmentDetail> {
  const familyId = auth.familyId;
  if (input.date > todayFor(deps, auth)) throw badRequest('Date: a purchase cannot be dated after today.');
  const units = unitsOf(input.volume, VOLUME_PLACES);
  if (units === 0) throw badRequest('Volume must be more than zero.');
  const entry = { date: input.date, units: input.isSale ? -units : units, price: unitsOf(input.price, PRICE_PLACES) };
  await writeForFamily(deps.db.kysely, familyId, async (trx) => {
    await findHoldingRow(trx, familyId, holdingId);
    const entries = await entriesOf(trx, familyId, holdingId);
    const id = input.id || null;
    if (id !== null && !entries.some((e) => e.id === id)) throw notFound(PURCHASE_NOT_FOUND);
    const others = entries.filter((e) => e.id !== id);
    const now = deps.clock().toISOString();
    await settleVolume(
      trx,
      familyId,
      holdingId,
      [...others, { id: id ?? Number.MAX_SAFE_INTEGER, ...entry }],
      now,
      (date) => `Volume: the sales on ${formatDate(date)} would be more than the holding had then.`,
    );
    const values = { purchase_date: entry.date, volume: entry.units, price: entry.price };
    if (id !== null)
      await familyScope(trx, familyId).updateTable('investment_purchases').set(values).where('id', '=', id).execute();
    else
      await trx
        .insertInto('investment_purchases')
        .values({ ...values, family_id: familyId, investment_id: holdingId, created_at: now })
        .execute();
  });
  return getInvestment(deps, familyId, holdingId);
}

/** Removes a purchase; the volume follows, unless that would leave a later sale selling more than was held. */
export async function deletePurchase(
  deps: AppDeps,
  auth: AuthContext,
  holdingId: number,
  purchaseId: number,
): Promise<InvestmentDetail> {
  const familyId = auth.familyId;
  await writeForFamily(deps.db.kysely, familyId, async (trx) => {
    await findHoldingRow(trx, familyId, holdingId);
    const entries = await entriesOf(trx, familyId, holdingId);
    if (!entries.some((e) => e.id === purchaseId)) throw notFound(PURCHASE_NOT_FOUND);
    await settleVolume(
      trx,
      familyId,
      holdingId,
      entries.filter((e) => e.id !== purchaseId),
      deps.clock().toISOString(),
      (date) => `Without this purchase, the sales on ${formatDate(date)} would be more than the holding had then.`,
    );
    await familyScope(trx, familyId).deleteFrom('investment_purchases').where('id', '=', purchaseId).execute();
  });
  return getInvestment(deps, familyId, holdingId);
}
