import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Stack } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { PageTitle } from '../../components/page-title';
import { transactionSearchQuery } from './api';
import { BulkUpdatePanel } from './bulk-update-panel';
import { toggleAll, toggleOne } from './row-selection';
import { SearchFilterForm } from './search-filter-form';
import { filtersFromQuery, filtersToQuery, searchRequestOf, type SearchFilters } from './search-filters';
import { SearchResults } from './search-results';
import { SearchTotal } from './search-total';

/**
 * Transaction search with bulk update. The address query holds the search that ran, so a reload, a
 * shared link or Back shows the same results; the form holds what is being typed until Search.
 */
export function TransactionSearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryText = searchParams.toString();
  const applied = useMemo(() => filtersFromQuery(new URLSearchParams(queryText)), [queryText]);

  const [draft, setDraft] = useState<SearchFilters>(applied);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // A new address (Search, Back, a pasted link) resets the form and the ticks to that search.
  const [shownQuery, setShownQuery] = useState(queryText);
  if (shownQuery !== queryText) {
    setShownQuery(queryText);
    setDraft(applied);
    setSelected(new Set());
  }

  const request = useMemo(() => searchRequestOf(applied), [applied]);
  const results = useInfiniteQuery(transactionSearchQuery(request));
  const transactions = useMemo(() => results.data?.pages.flatMap((page) => page.transactions), [results.data]);
  const selectedDates = useMemo(
    () => [
      ...new Set(
        (transactions ?? [])
          .filter((transaction) => selected.has(transaction.id))
          .map((transaction) => transaction.transactionDate),
      ),
    ],
    [transactions, selected],
  );

  const search = () => {
    const next = filtersToQuery(draft);
    // The same search again is a refresh: the address would not change, so nothing else would run it.
    if (next.toString() === queryText) void results.refetch();
    else setSearchParams(next);
  };

  return (
    <>
      <PageTitle>Transaction Search</PageTitle>
      <Stack gap="lg">
        <SearchFilterForm
          value={draft}
          onChange={(changes) => setDraft((current) => ({ ...current, ...changes }))}
          onSearch={search}
          searching={results.isFetching && !results.isFetchingNextPage}
        />
        <BulkUpdatePanel
          selectedIds={selected}
          selectedDates={selectedDates}
          onUpdated={() => setSelected(new Set())}
        />
        <SearchResults
          transactions={transactions}
          loading={results.isPending}
          fetching={results.isFetching}
          error={results.isError ? errorMessage(results.error) : null}
          hasMore={results.hasNextPage}
          loadingMore={results.isFetchingNextPage}
          onShowMore={() => void results.fetchNextPage()}
          selected={selected}
          onToggle={(id) => setSelected((current) => toggleOne(id, current))}
          onToggleAll={(ids) => setSelected((current) => toggleAll(ids, current))}
          total={<SearchTotal request={request} />}
        />
      </Stack>
    </>
  );
}
