import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { accountQuery } from '../../api/ledger';
import { Money } from '../../components/money';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { AccountTransactionTable } from './account-transaction-table';
import { accountTransactionsQuery } from './api';
import { transactionMatchesSearch } from './list-search';
import type { DraftPreset } from './transaction-draft';

const HISTORY_DAYS = [30, 60, 90, 180] as const;
type HistoryDays = (typeof HISTORY_DAYS)[number];
/** Rows drawn at first and added per 'Show more': long periods stay quick to render. */
const PAGE_SIZE = 100;

function validId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function AccountTransactionsPage() {
  const accountId = validId(useParams().accountId);
  const navigate = useNavigate();
  const [days, setDays] = useState<HistoryDays>(30);
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(PAGE_SIZE);

  const account = useQuery({ ...accountQuery(accountId ?? 0), enabled: accountId !== null });
  const transactions = useQuery({
    ...accountTransactionsQuery(accountId ?? 0, days),
    enabled: accountId !== null,
    // Another period keeps the rows on screen until the new ones arrive, so the list does not flash empty.
    placeholderData: keepPreviousData,
  });

  const matching = useMemo(
    () => (accountId === null ? [] : (transactions.data ?? []).filter((row) => transactionMatchesSearch(row, accountId, search))),
    [transactions.data, accountId, search],
  );

  if (accountId === null) {
    return (
      <>
        <PageTitle>Transactions</PageTitle>
        <Text c="red.7">There is no such account.</Text>
      </>
    );
  }

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
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setShown(PAGE_SIZE);
            }}
            w={{ base: '100%', sm: 300 }}
          />
          <Group gap="xs">
            <Text size="sm" c="dimmed" id="history-label">
              History
            </Text>
            <SegmentedControl
              aria-labelledby="history-label"
              data={HISTORY_DAYS.map((value) => ({ value: String(value), label: `${value} days` }))}
              value={String(days)}
              onChange={(value) => {
                setDays(HISTORY_DAYS.find((option) => String(option) === value) ?? 30);
                setShown(PAGE_SIZE);
              }}
            />
          </Group>
        </Group>

        {failure ? (
          <Text c="red.7">{errorMessage(failure)}</Text>
        ) : transactions.isPending ? (
          <PageLoader />
        ) : matching.length === 0 ? (
          <Text c="dimmed" py="md">
            {search.trim() && transactions.data?.length ? `No transactions match "${search.trim()}".` : 'No transactions in this period.'}
          </Text>
        ) : (
          <>
            <AccountTransactionTable accountId={accountId} transactions={matching.slice(0, shown)} />
            <Group justify="space-between" mt="sm">
              <Text size="sm" c="dimmed">
                {matching.length > shown ? `Showing ${shown} of ${matching.length}` : `${matching.length} transaction${matching.length === 1 ? '' : 's'}`}
              </Text>
              {matching.length > shown && (
                <Button variant="light" onClick={() => setShown((count) => count + PAGE_SIZE)}>
                  Show more
                </Button>
              )}
            </Group>
          </>
        )}
      </Paper>
    </>
  );
}
