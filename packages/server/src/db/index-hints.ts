import { sql, type RawBuilder } from 'kysely';

/*
 * Spellings of a column that give the same values but that no index can serve. Neither SQLite nor
 * PostgreSQL takes hints naming an index, so a statement keeps an index out of its plan this way when the
 * planner's own choice of that index is known to be the slow one. Whoever uses one says which plan went
 * wrong without it (docs/architecture.md, "Query plans").
 */

/**
 * A numeric column behind a unary plus: a comparison with it is tested on each row the plan reaches
 * another way, as no index can serve it. A search by a wide amount range uses it in SQLite
 * (amountRangeWalkedNewestFirst, db/search-plans.ts): given the plain column, SQLite reads the whole range
 * from the (family, amount) index and sorts it for one page, where walking the family's transactions
 * newest first (the (family, date) index) fills a page within a few thousand rows when the range holds a
 * few percent of a million transactions. ledger/by-ids.ts keeps the family condition out of the index
 * choice the same way.
 */
export function withoutIndex<T extends number>(column: string): RawBuilder<T> {
  return sql<T>`+${sql.ref(column)}`;
}

/**
 * A text column ordered through a concatenation that leaves its value as it is: no index gives rows in
 * that order, so PostgreSQL cannot walk one newest first and stop at the page's end, and reads the matching
 * rows first (for a text search, from the trigram index), then keeps the newest. Left to its own costs, it
 * walks 50,000 rows of (family, date) to find the newest 100 of 2,000 matches in a million; ordered this
 * way, a search for "repair" among 1,000,000 transactions went from 22 ms to 12 ms a call.
 * textPageReadsMatchesFirst (db/search-plans.ts) decides when.
 */
export function orderedWithoutIndex(column: string): RawBuilder<string> {
  return sql<string>`${sql.ref(column)} || ''`;
}
