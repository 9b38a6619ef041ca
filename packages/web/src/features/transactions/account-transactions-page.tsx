import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { accountQuery } from '../../api/ledger';
import { Money } from '../../components/money';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { AccountTransactionTable } from './account-transaction-table';
import { accountTransactionsQuery } from './api';
import { transactionMatchesSearch } from './list-search';
import { HISTORY_DAYS, parseHistoryDays } from './history-days';
import type { DraftPreset } from './transaction-draft';

function validId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function AccountTransactionsPage() {
  const accountId = validId(useParams().accountId);
  if (accountId === null) {
    return (
      <>
        <PageTitle>Transactions</PageTitle>
        <Text c="red.7">There is no such account.</Text>
      </>
    );
  }
  // Keyed by account: another account starts afresh, never showing the last one's rows in the meantime.
  return <AccountTransactions key={accountId} accountId={accountId} />;
}

function AccountTransactions({ accountId }: { accountId: number }) {
  const navigate = useNavigate();
  // Period and search live in the address, so coming back from a transaction finds the list as it was left.
  const [params, setParams] = useSearchParams();
  const days = parseHistoryDays(params.get('days'));
  const search = params.get('q') ?? '';
  const setParam = (name: 'days' | 'q', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        // The default period is left out, so the plain address and the default list are one page.
        if (value && !(name === 'days' && value === String(HISTORY_DAYS[0]))) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const account = useQuery(accountQuery(accountId));
  const transactions = useInfiniteQuery({
    ...accountTransactionsQuery(accountId, days),
    // Another period keeps the rows on screen until the new ones arrive, so the list does not flash empty.
    placeholderData: keepPreviousData,
  });

  const loaded = useMemo(() => transactions.data?.pages.flat() ?? [], [transactions.data]);
  // The search runs over the loaded rows: 'Show more' brings older ones into it.
  const matching = useMemo(
    () => loaded.filter((row) => transactionMatchesSearch(row, accountId, search)),
    [loaded, accountId, search],
  );

  const preset: DraftPreset | null = account.data ? { accountId, accountTypeId: account.data.accountTypeId } : null;
  const failure = account.error ?? transactions.error;

  return (
    <>
      <PageTitle
        actions={
          <Group gap="lg" align="center">
            {account.data && (
              <Stack gap={0} align="flex-end">
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  Balance
                </Text>
                <Money amount={account.data.balance} signed fz="xl" fw={700} aria-label="Account balance" />
              </Stack>
            )}
            <Button leftSection={<IconPlus size={16} />} onClick={() => navigate('/transaction/', { state: preset })}>
              New transaction
            </Button>
          </Group>
        }
      >
        {account.data?.name ?? 'Transactions'}
      </PageTitle>

      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="md" gap="sm">
          <TextInput
            aria-label="Search on amount or payee"
            placeholder="Search amount or payee"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setParam('q', event.currentTarget.value)}
            w={{ base: '100%', sm: 300 }}
          />
          <Group gap="xs" w={{ base: '100%', sm: 'auto' }}>
            <Text size="sm" c="dimmed" id="history-label">
              History
            </Text>
            <SegmentedControl
              aria-labelledby="history-label"
              data={HISTORY_DAYS.map((value) => ({ value: String(value), label: `${value} days` }))}
              value={String(days)}
              onChange={(value) => setParam('days', value)}
              fullWidth
              w={{ base: '100%', sm: 'auto' }}
            />
          </Group>
        </Group>

        {failure ? (
          <Text c="red.7">{errorMessage(failure)}</Text>
        ) : transactions.isPending ? (
          <PageLoader />
        ) : (
          <>
            {matching.length === 0 ? (
              <Text c="dimmed" py="md">
                {search.trim() && loaded.length ? `No loaded transactions match "${search.trim()}".` : 'No transactions in this period.'}
              </Text>
            ) : (
              <AccountTransactionTable accountId={accountId} transactions={matching} />
            )}
            {loaded.length > 0 && (
              <Group justify="space-between" mt="sm">
                <Text size="sm" c="dimmed">
                  {search.trim() ? `${matching.length} of ${loaded.length} loaded transactions` : `${loaded.length} transaction${loaded.length === 1 ? '' : 's'}`}
                  {transactions.hasNextPage ? ', older ones not loaded yet' : ''}
                </Text>
                {transactions.hasNextPage && (
                  <Button variant="light" loading={transactions.isFetchingNextPage} onClick={() => void transactions.fetchNextPage()}>
                    Show more
                  </Button>
                )}
              </Group>
            )}
          </>
        )}
      </Paper>
    </>
  );
}
