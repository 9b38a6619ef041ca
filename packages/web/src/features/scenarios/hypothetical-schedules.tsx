import { useState } from 'react';
import { Button, Group, Paper, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Scenario } from '@hearth/contract';
import { useUserToday } from '../../lib/today';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { StackedCell, StackedTable } from '../../components/stacked-table';
import { draftOfHypothetical, newHypotheticalDraft, type HypotheticalDraft } from './hypothetical-draft';
import { HypotheticalScheduleDialog } from './hypothetical-schedule-dialog';
import { hypotheticalRows, type HypotheticalRow } from './scenario-rows';

function Ends({ ends }: { ends: HypotheticalRow['ends'] }) {
  if (ends.kind === 'date') return <DateText value={ends.date} size="sm" />;
  if (ends.kind === 'count') return <>{`After ${ends.count} payments`}</>;
  return (
    <Text span size="sm" c="dimmed">
      {ends.kind === 'once' ? 'One payment' : 'Never'}
    </Text>
  );
}

/**
 * The schedules that exist only in this scenario (a new loan, a new salary): added, changed and removed
 * here, counted in its forecast alone.
 */
export function HypotheticalSchedules({ scenario }: { scenario: Scenario }) {
  const today = useUserToday();
  // The dialog's working copy starts from this; null keeps it closed.
  const [open, setOpen] = useState<HypotheticalDraft | null>(null);
  const rows = hypotheticalRows(scenario);
  const openRow = (row: HypotheticalRow) => {
    const schedule = scenario.hypotheticalSchedules.find((item) => item.id === row.id);
    if (schedule) setOpen(draftOfHypothetical(schedule));
  };
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="New Schedules">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg">
            New Schedules
          </Title>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={!today}
            onClick={() => today && setOpen(newHypotheticalDraft(today))}
          >
            Add a New Schedule
          </Button>
        </Group>
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            No new schedules. Add a loan, a salary or a bill that only this scenario would bring.
          </Text>
        ) : (
          <StackedTable minWidth={640} verticalSpacing="xs" highlightOnHover aria-label="New schedules">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Starting Date</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Frequency</Table.Th>
                <Table.Th>Ends</Table.Th>
                <Table.Th>Accounts</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} onClick={() => openRow(row)} style={{ cursor: 'pointer' }}>
                  <StackedCell kind="detail" label="Starting Date" style={{ whiteSpace: 'nowrap' }}>
                    <DateText value={row.startDate} size="sm" />
                  </StackedCell>
                  <StackedCell kind="title">
                    {/* The description is the keyboard's way to the dialog; the whole row answers a pointer. */}
                    <UnstyledButton
                      fz="sm"
                      c="hearth.8"
                      onClick={(event) => {
                        event.stopPropagation();
                        openRow(row);
                      }}
                    >
                      {row.description}
                    </UnstyledButton>
                  </StackedCell>
                  <StackedCell kind="detail" label="Frequency">
                    {row.frequency}
                  </StackedCell>
                  <StackedCell kind="detail" label="Ends">
                    <Ends ends={row.ends} />
                  </StackedCell>
                  <StackedCell kind="detail" label="Accounts">
                    {row.accounts}
                  </StackedCell>
                  <StackedCell kind="amount" ta="right">
                    <Money amount={row.amount} size="sm" fw={600} />
                  </StackedCell>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackedTable>
        )}
      </Stack>
      {open && <HypotheticalScheduleDialog scenarioId={scenario.id} initial={open} onClose={() => setOpen(null)} />}
    </Paper>
  );
}
