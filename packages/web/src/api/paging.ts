import type { Transaction } from '@hearth/contract';

/** Rows per page of the lists read a page at a time; 'Show more' loads the next page. */
export const TRANSACTION_PAGE_SIZE = 100;

/** One page of transactions, and whether more remain past it. */
export interface TransactionPage {
  transactions: Transaction[];
  hasMore: boolean;
}

/**
 * A page is asked for with one row more than it shows (`limitResultCount`), so that 'Show more' is
 * offered only when more rows remain, even when the last page is exactly full.
 */
export const LOOKAHEAD_LIMIT = TRANSACTION_PAGE_SIZE + 1;

/** The rows of a page asked for with LOOKAHEAD_LIMIT: those it shows, and whether more remain. */
export function lookaheadPage(rows: Transaction[]): TransactionPage {
  return { transactions: rows.slice(0, TRANSACTION_PAGE_SIZE), hasMore: rows.length > TRANSACTION_PAGE_SIZE };
}

/** Where the page after one that started at `offset` starts, or undefined when none remains. */
export function nextPageOffset(page: TransactionPage, offset: number): number | undefined {
  return page.hasMore ? offset + TRANSACTION_PAGE_SIZE : undefined;
}
