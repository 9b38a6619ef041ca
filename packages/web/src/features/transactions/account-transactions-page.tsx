import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AccountType } from '@hearth/contract';
import { accountQuery } from '../../api/ledger';
import { GoBackWithError } from '../../lib/go-back-with-error';
import { recordIdOf } from '../../lib/record-id';
import { useRecordOrGoBack } from '../../lib/use-record-or-go-back';
import { AccountBalance } from '../../components/account-balance';
import { PageTitle } from '../../components/page-title';
import { BankSyncStatus } from '../../components/bank-sync-status';
import { AccountPeriodList } from './account-period-list';
import { AccountSearchResults } from './account-search-results';
import { HISTORY_DAYS, parseHistoryDays } from './history-days';
import { accountSearchFilter } from './list-search';
import type { DraftPreset } from './transaction-draft';

/** Typing pauses this long before the server is asked, so that each keystroke does not become a search. */
const SEARCH_DELAY_MS = 250;

export function AccountTransactionsPage() {
  const accountId = recordIdOf(useParams().accountId);
  // Like the editors: an address that cannot name an account goes back, without asking the server.
  if (accountId === null) return <GoBackWithError message="Account not found." />;
  // Keyed by account: another account starts afresh, never showing the last one's rows in the meantime.
  return <AccountTransactions key={accountId} accountId={accountId} />;
}

function AccountTransactions({ accountId }: { accountId: number }) {
  const navigate = useNavigate();
  // Period and search live in the address, so coming back from a transaction finds the list as it was left.
  const [params, setParams] = useSearchParams();
  const days = parseHistoryDays(params.get('days'));
  const search = params.get('q') ?? '';
  const [searched] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const filter = accountSearchFilter(searched);
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

  const account = useRecordOrGoBack(useQuery(accountQuery(accountId)));
  const preset: DraftPreset | null = account ? { accountId, accountTypeId: account.accountTypeId } : null;

  return (
    <>
      <PageTitle
        actions={
          <Group gap="lg" align="center">
            {account && (
              <Stack gap={0} align="flex-end">
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  Balance
                </Text>
                <AccountBalance account={account} fz="xl" label="Account balance" />
              </Stack>
            )}
            <Button leftSection={<IconPlus size={16} />} onClick={() => navigate('/transaction/', { state: preset })}>
              New transaction
            </Button>
          </Group>
        }
      >
        {account?.name ?? 'Transactions'}
      </PageTitle>
      {account?.accountTypeId === AccountType.Bank && <BankSyncStatus accountId={accountId} />}

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
        {filter ? (
          <AccountSearchResults accountId={accountId} days={days} filter={filter} text={searched.trim()} />
        ) : (
          <AccountPeriodList accountId={accountId} days={days} />
        )}
      </Paper>
    </>
  );
}
