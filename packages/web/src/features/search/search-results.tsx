import { Alert, Button, Center, Checkbox, Group, Loader, Paper, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Transaction } from '@hearth/contract';
import { PageLoader } from '../../components/page-loader';
import { StackedTable } from '../../components/stacked-table';
import { headerSelection } from './row-selection';
import { SearchResultRow } from './search-result-row';

export const NO_RESULTS = 'No Transactions meet this search request.';

interface SearchResultsProps {
  transactions: Transaction[] | undefined;
  /** The first page is on its way. */
  loading: boolean;
  /** Any page is on its way (a refresh, or the next page). */
  fetching: boolean;
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onShowMore: () => void;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (selectableIds: number[]) => void;
  /** What every page of the search adds up to, shown above the rows. */
  total?: ReactNode;
}

export function SearchResults(props: SearchResultsProps) {
  const {
    transactions,
    loading,
    fetching,
    error,
    hasMore,
    loadingMore,
    onShowMore,
    selected,
    onToggle,
    onToggleAll,
    total,
  } = props;
  const rows = transactions ?? [];
  // Deleted transactions can be seen but not changed: the server refuses them in a bulk update.
  const selectableIds = rows.filter((transaction) => !transaction.isDeleted).map((transaction) => transaction.id);
  const header = headerSelection(selectableIds, selected);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Results">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          Results
        </Title>
        <Group gap="xs">
          {fetching && !loading && <Loader size="xs" aria-label="Refreshing" />}
          {transactions && (
            <Text size="sm" c="dimmed">
              {rows.length} {rows.length === 1 ? 'transaction' : 'transactions'} shown
              {hasMore ? ', more to load' : ''}
            </Text>
          )}
        </Group>
      </Group>
      {total}
      {loading && <PageLoader />}
      {error && (
        <Alert color="red" variant="light" title="The search failed">
          {error}
        </Alert>
      )}
      {transactions && rows.length === 0 && (
        <Text c="dimmed" py="md">
          {NO_RESULTS}
        </Text>
      )}
      {rows.length > 0 && (
        <StackedTable
          minWidth={960}
          leadWidth={40}
          verticalSpacing="xs"
          highlightOnHover
          aria-label="Matching transactions"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} data-phone-visible>
                <Checkbox
                  aria-label="Select all loaded transactions"
                  checked={header === 'all'}
                  indeterminate={header === 'some'}
                  disabled={selectableIds.length === 0}
                  onChange={() => onToggleAll(selectableIds)}
                />
              </Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Debit → Credit</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((transaction) => (
              <SearchResultRow
                key={transaction.id}
                transaction={transaction}
                selected={selected.has(transaction.id)}
                onToggle={onToggle}
              />
            ))}
          </Table.Tbody>
        </StackedTable>
      )}
      {hasMore && (
        <Center mt="md">
          <Button variant="light" onClick={onShowMore} loading={loadingMore}>
            Show more
          </Button>
        </Center>
      )}
    </Paper>
  );
}
