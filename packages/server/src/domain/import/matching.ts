import { toDayNumber } from '@hearth/contract/plain';

/** How far apart (in days) a statement row and a transaction may be dated and still be one payment. */
export const MATCH_WINDOW_DAYS = 3;
/** Candidates offered per row to choose from, nearest first. */
export const CANDIDATES_PER_ROW = 5;
/** Pairs considered per row in a pass: far more than any real day holds of one amount. */
const PAIRS_PER_ROW = 32;

export interface MatchableRow {
  date: string;
  /** Signed cents: money into the account above zero. */
  amount: number;
  /** The row's bank id (see statementReferences). */
  reference: string;
  /** The account the row is with, from rules, aliases or names; null when unknown. */
  counterpartyId: number | null;
}

/** A live transaction of the account, as the matching sees it. */
export interface MatchCandidate {
  id: number;
  date: string;
  /** Signed cents from the account's side: money in above zero. */
  amount: number;
  /** The other account of the transaction. */
  counterpartyId: number;
  /** Already linked to a statement row of this account: its bank id is taken, it is not matched again. */
  linkedHere: boolean;
}

export type MatchedBy = 'reference' | 'payee' | 'amount';

export interface MatchOutcome {
  transactionId: number | null;
  matchedBy: MatchedBy | null;
  /** The transactions the row could be, nearest first (the matched one among them). */
  candidateIds: number[];
}

interface Pair {
  row: number;
  candidate: MatchCandidate;
  distance: number;
}

/**
 * Pairs statement rows with the account's transactions, in passes over the whole file so that the best
 * pairs win: (a) the row's bank id already linked to a transaction of the account; (b) the same amount
 * and direction within ±3 days with the same third party; (c) the same amount and direction within
 * ±3 days. Within a pass the closest dates pair first (then file order, then the older transaction).
 * Each transaction is claimed at most once, so two identical rows on one day need two transactions, and a
 * transaction already linked here is never matched to another row.
 *
 * Candidates are indexed by amount and sorted by day, so each row looks only at the few transactions of
 * its amount in its window: the work grows with the rows, not with rows times transactions.
 */
export function matchStatement(
  rows: MatchableRow[],
  candidates: MatchCandidate[],
  linkedReferences: Map<string, number>,
): MatchOutcome[] {
  const outcomes: MatchOutcome[] = rows.map(() => ({ transactionId: null, matchedBy: null, candidateIds: [] }));
  const claimed = new Set<number>();
  rows.forEach((row, index) => {
    const id = linkedReferences.get(row.reference);
    if (id !== undefined && !claimed.has(id)) {
      claimed.add(id);
      outcomes[index] = { transactionId: id, matchedBy: 'reference', candidateIds: [id] };
    }
  });

  const byAmount = new Map<number, { day: number; candidate: MatchCandidate }[]>();
  for (const candidate of candidates) {
    if (candidate.linkedHere) continue;
    const list = byAmount.get(candidate.amount) ?? [];
    list.push({ day: toDayNumber(candidate.date), candidate });
    byAmount.set(candidate.amount, list);
  }
  for (const list of byAmount.values()) list.sort((a, b) => a.day - b.day || a.candidate.id - b.candidate.id);

  const pairs: Pair[] = [];
  rows.forEach((row, index) => {
    if (outcomes[index]?.transactionId !== null) return;
    const list = byAmount.get(row.amount);
    if (!list) return;
    const day = toDayNumber(row.date);
    let low = 0;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((list[middle] as { day: number }).day < day - MATCH_WINDOW_DAYS) low = middle + 1;
      else high = middle;
    }
    const near: Pair[] = [];
    for (let i = low; i < list.length && (list[i] as { day: number }).day <= day + MATCH_WINDOW_DAYS; i += 1) {
      const entry = list[i] as { day: number; candidate: MatchCandidate };
      near.push({ row: index, candidate: entry.candidate, distance: Math.abs(entry.day - day) });
    }
    near.sort(byCloseness);
    (outcomes[index] as MatchOutcome).candidateIds = near.slice(0, CANDIDATES_PER_ROW).map((pair) => pair.candidate.id);
    pairs.push(...near.slice(0, PAIRS_PER_ROW));
  });
  pairs.sort(byCloseness);

  const pass = (matchedBy: MatchedBy, accepts: (pair: Pair) => boolean) => {
    for (const pair of pairs) {
      const outcome = outcomes[pair.row] as MatchOutcome;
      if (outcome.transactionId !== null || claimed.has(pair.candidate.id) || !accepts(pair)) continue;
      claimed.add(pair.candidate.id);
      outcome.transactionId = pair.candidate.id;
      outcome.matchedBy = matchedBy;
    }
  };
  pass('payee', (pair) => {
    const counterparty = (rows[pair.row] as MatchableRow).counterpartyId;
    return counterparty !== null && counterparty === pair.candidate.counterpartyId;
  });
  pass('amount', () => true);

  // The matched transaction leads the row's candidates.
  for (const outcome of outcomes) {
    const matched = outcome.transactionId;
    if (matched !== null && outcome.candidateIds[0] !== matched) {
      outcome.candidateIds = [matched, ...outcome.candidateIds.filter((id) => id !== matched)].slice(
        0,
        CANDIDATES_PER_ROW,
      );
    }
  }
  return outcomes;
}

function byCloseness(a: Pair, b: Pair): number {
  return (
    a.distance - b.distance ||
    a.row - b.row ||
    a.candidate.date.localeCompare(b.candidate.date) ||
    a.candidate.id - b.candidate.id
  );
}
