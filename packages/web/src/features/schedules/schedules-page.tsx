import { Link, useNavigate } from 'react-router';
import { Alert, Anchor, Button, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ScheduleEvent } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { useQueryChoices } from '../../lib/use-query-choices';
import { useRowNavigation } from '../../lib/use-row-navigation';
import { useTypedQuery } from '../../lib/use-typed-query';
import { DateText } from '../../components/date-text';
import { GroupedTable } from '../../components/grouped-table';
import { Money } from '../../components/money';
import { signedEventAmount } from '../../components/payment-due';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { StackedCell } from '../../components/stacked-table';
import type { TableColumn } from '../../components/table-head';
import { UPCOMING_LIST_LIMIT, upcomingPaymentsQuery } from './api';
import { PayButton } from './pay-button';
import { TransactionTypeIcon } from '../../components/transaction-type-icon';
import {
  counterpartLabel,
  groupByDue,
  matchesPayee,
  upcomingListChoicesOf,
  upcomingListQueryOf,
} from './upcoming-groups';

const COLUMNS: TableColumn[] = [
  { label: 'Direction', hidden: true, width: 44 },
  { label: 'Type' },
  { label: 'Account' },
  { label: 'Schedule' },
  { label: 'Amount', align: 'right' },
  { label: 'Pay', hidden: true, width: 80 },
];

function UpcomingRow({ event }: { event: ScheduleEvent }) {
  const openRow = useRowNavigation();
  const to = `/schedule/${event.scheduleId}`;
  return (
    <Table.Tr onClick={openRow(to)} style={{ cursor: 'pointer' }} data-testid="schedule-row">
      <StackedCell kind="lead">
        <TransactionTypeIcon typeId={event.transactionTypeId} />
      </StackedCell>
      <StackedCell kind="detail">
        <Text size="sm">{event.transactionType}</Text>
        <Text size="xs" c="dimmed">
          <DateText value={event.date} />
        </Text>
      </StackedCell>
      <StackedCell kind="detail">
        <Text size="sm">{counterpartLabel(event)}</Text>
      </StackedCell>
      <StackedCell kind="title">
        <Anchor component={Link} to={to} c="dark.7" fw={500} size="sm">
          {event.schedule}
        </Anchor>
        <Text size="xs" c="dimmed">
          {event.subCategory ?? 'No subcategory'}
        </Text>
      </StackedCell>
      <StackedCell kind="amount" ta="right" style={{ whiteSpace: 'nowrap' }}>
        <Money amount={signedEventAmount(event)} signed size="sm" />
      </StackedCell>
      <StackedCell kind="action" ta="right">
        <PayButton event={event} />
      </StackedCell>
    </Table.Tr>
  );
}

function UpcomingTable({ events }: { events: ScheduleEvent[] }) {
  return (
    <GroupedTable
      label="Schedules"
      columns={COLUMNS}
      groups={groupByDue(events)}
      keyOf={(group) => group.heading}
      shadeOf={(group) => (group.heading === 'Overdue' ? 'red.0' : 'gray.0')}
      headingOf={(group) => (
        <Text size="sm" fw={600} c={group.heading === 'Overdue' ? 'red.8' : 'dark.5'}>
          {group.heading}
        </Text>
      )}
      rowsOf={(group) => group.events.map((event) => <UpcomingRow key={event.id} event={event} />)}
    />
  );
}

/** /schedules: the next payment of every schedule, under headings by when it is due; the search kept in the address. */
export function SchedulesPage() {
  const [choices, choose] = useQueryChoices(upcomingListChoicesOf, upcomingListQueryOf);
  const [search, setSearch] = useTypedQuery(choices.payee, (payee) => choose({ payee }));
  const upcoming = useQuery(upcomingPaymentsQuery(UPCOMING_LIST_LIMIT));
  const navigate = useNavigate();
  const events = (upcoming.data ?? []).filter((event) => matchesPayee(event, search));

  const create = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => navigate('/schedule')}>
      Create New Schedule
    </Button>
  );

  return (
    <>
      <PageTitle actions={create}>Schedules</PageTitle>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <TextInput
            aria-label="Payee"
            placeholder="Payee"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maw={360}
          />
          {upcoming.isPending && <PageLoader />}
          {upcoming.isError && (
            <Alert color="red" variant="light" title="The schedules could not be loaded">
              {errorMessage(upcoming.error)}
            </Alert>
          )}
          {upcoming.data &&
            (events.length ? <UpcomingTable events={events} /> : <Text c="dimmed">No schedules available</Text>)}
        </Stack>
      </Paper>
    </>
  );
}
