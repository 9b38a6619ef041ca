import { useMemo, useState } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import type { Scenario } from '@hearth/contract';
import { scheduleFirstPaymentQuery } from './api';
import { AddScheduleControl } from './add-schedule-control';
import { ScenarioAmountModal } from './scenario-amount-modal';
import { alteredScheduleRows, type AlteredScheduleRow } from './scenario-rows';
import { AlteredSchedulesTable } from './altered-schedules-table';

/** The schedules a scenario alters: add one, then click a row to change its amount or stop date, or remove it. */
export function ScenarioSchedules({ scenario }: { scenario: Scenario }) {
  const firstPaymentQueries = useQueries({
    queries: scenario.scenarioSchedules.map((entry) => scheduleFirstPaymentQuery(entry.scheduleId)),
  });
  const firstPayments = useMemo(() => {
    const known = new Map<number, string>();
    scenario.scenarioSchedules.forEach((entry, index) => {
      const date = firstPaymentQueries[index]?.data;
      if (date) known.set(entry.scheduleId, date);
    });
    return known;
  }, [scenario.scenarioSchedules, firstPaymentQueries]);
  const rows = alteredScheduleRows(scenario, firstPayments);
  const [open, setOpen] = useState<AlteredScheduleRow | null>(null);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Altered Schedules
        </Title>
        <AddScheduleControl scenarioId={scenario.id} alreadyAltered={rows.map((row) => row.scheduleId)} />
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            This scenario changes no schedule yet. Pick one above, then give the amount it pays in this scenario (0 for
            nothing) or the date it stops.
          </Text>
        ) : (
          <AlteredSchedulesTable rows={rows} onOpen={setOpen} />
        )}
      </Stack>
      <ScenarioAmountModal scenarioId={scenario.id} row={open} onClose={() => setOpen(null)} />
    </Paper>
  );
}
