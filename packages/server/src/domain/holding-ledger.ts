import { MAX_VOLUME } from '@hearth/contract';
import { productInCents, VOLUME_PLACES } from './decimal-units.js';

/** A buy (units above zero) or a sale (below zero) on a day, at a price per unit (units of $0.00000001). */
export interface PurchaseEntry {
  id: number;
  date: string;
  units: number;
  price: number;
}

export type LedgerProblem = { kind: 'oversold'; date: string } | { kind: 'too-large'; date: string };

export interface HoldingLedger {
  /** How many purchases there are. */
  entries: number;
  /** The volume the purchases leave, in units. */
  units: number;
  /** What that volume cost, by average cost: a sale takes its share of the cost with it. */
  costCents: number;
  /** The volume held from each purchase day on, in date order. */
  steps: { date: string; units: number }[];
  problem: LedgerProblem | null;
}

const MAX_UNITS = BigInt(MAX_VOLUME) * 10n ** BigInt(VOLUME_PLACES);

/**
 * Walks a holding's purchases in date order (a day's buys before its sales, then in the order recorded).
 * A sale of more than is held on its day, or a volume past the bound, is a problem the caller refuses.
 */
export function holdingLedger(purchases: readonly PurchaseEntry[]): HoldingLedger {
  const ordered = [...purchases].sort(
    (a, b) => a.date.localeCompare(b.date) || Number(b.units > 0) - Number(a.units > 0) || a.id - b.id,
  );
  let held = 0n;
  // In units of $1e-16 (volume units times price units), so that no share of a cost is rounded until the end.
  let cost = 0n;
  let problem: LedgerProblem | null = null;
  const steps: { date: string; units: number }[] = [];
  for (const purchase of ordered) {
    const units = BigInt(purchase.units);
    if (units > 0n) {
      held += units;
      cost += units * BigInt(purchase.price);
    } else {
      const sold = -units;
      if (sold > held) {
        problem ??= { kind: 'oversold', date: purchase.date };
        held = 0n;
        cost = 0n;
      } else {
        cost -= (cost * sold) / held;
        held -= sold;
      }
    }
    if (held > MAX_UNITS) problem ??= { kind: 'too-large', date: purchase.date };
    const last = steps.at(-1);
    if (last && last.date === purchase.date) last.units = Number(held);
    else steps.push({ date: purchase.date, units: Number(held) });
  }
  return { entries: ordered.length, units: Number(held), costCents: productInCents(cost), steps, problem };
}
