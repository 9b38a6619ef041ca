import { Fragment, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Anchor, Button, Paper, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ScheduleEvent } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { signedEventAmount } from '../../components/payment-due';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { StackedCell, StackedTable } from '../../components/stacked-table';
import { UPCOMING_LIST_LIMIT, upcomingPaymentsQuery } from './api';
import { TransactionTypeIcon } from '../../components/transaction-type-icon';
import { counterpartLabel, groupByDue, matchesPayee } from './upcoming-groups';

const COLUMNS = 6;

function UpcomingRow({ event }: { event: ScheduleEvent }) {
  const navigate = useNavigate();
  const to = `/schedule/${event.scheduleId}`;
  // The name cell and the Pay button are real links; a click on them is left to them alone.
  const openRow = (clicked: MouseEvent<HTMLElement>) => {
    if (clicked.target instanceof Element && clicked.target.closest('a, button')) return;
    navigate(to);
  };
  return (
    <Table.Tr onClick={openRow} style={{ cursor: 'pointer' }} data-testid="schedule-row">
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
        <Button
          component={Link}
          to={`/transaction/schedule/${event.scheduleId}/${event.paymentNumber}`}
          size="compact-sm"
          variant="light"
        >
          Pay
        </Button>
      </StackedCell>
    </Table.Tr>
  );
}

function UpcomingTable({ events }: { events: ScheduleEvent[] }) {
  return (
    <StackedTable
      minWidth={720}
      leadWidth={28}
      highlightOnHover
      verticalSpacing="xs"
      horizontalSpacing="sm"
      aria-label="Schedules"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={44}>
            <VisuallyHidden>Direction</VisuallyHidden>
          </Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Account</Table.Th>
          <Table.Th>Schedule</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th w={80}>
            <VisuallyHidden>Pay</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {groupByDue(events).map((group) => (
          <Fragment key={group.heading}>
            <Table.Tr bg={group.heading === 'Overdue' ? 'red.0' : 'gray.0'}>
              <Table.Th colSpan={COLUMNS} scope="colgroup" py={6}>
                <Text size="sm" fw={600} c={group.heading === 'Overdue' ? 'red.8' : 'dark.5'}>
                  {group.heading}
                </Text>
              </Table.Th>
            </Table.Tr>
            {group.events.map((event) => (
              <UpcomingRow key={event.id} event={event} />
            ))}
          </Fragment>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}

/** /schedules: the next payment of every schedule, under headings by when it is due. */
export function SchedulesPage() {
  const [search, setSearch] = useState('');
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
