import { useMemo, useState } from 'react';
import { Button, Group, Select, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { formatAmount } from '../../lib/money-display';
import { showError, showSuccess } from '../../lib/toasts';
import { DateField } from '../../components/date-field';
import { MoneyInput } from '../../components/money-input';
import { SubmitForm } from '../../components/submit-form';
import { scheduleChoicesQuery, useAlterScenarioSchedule } from './api';
import { checkAddSchedule, scheduleOptions } from './scenario-rows';

interface AddScheduleControlProps {
  scenarioId: number;
  /** Schedules the scenario already alters: they are changed from their row instead. */
  alreadyAltered: number[];
}

/**
 * Picks a schedule and what the scenario does to it: a new amount (0 included) for every payment, a day
 * from which it stops, or both. An empty amount keeps the schedule's own, shown in the box as a hint.
 */
export function AddScheduleControl({ scenarioId, alreadyAltered }: AddScheduleControlProps) {
  const schedules = useQuery(scheduleChoicesQuery());
  const options = useMemo(
    () => scheduleOptions(schedules.data ?? [], alreadyAltered),
    [schedules.data, alreadyAltered],
  );
  const [scheduleId, setScheduleId] = useState<number | null>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const [stopDate, setStopDate] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const add = useAlterScenarioSchedule();
  const ownAmount = schedules.data?.find((schedule) => schedule.id === scheduleId)?.amount;

  const pick = (value: string | null) => {
    setScheduleId(value === null ? null : Number(value));
    setAmountError(null);
  };

  const submit = () => {
    const check = checkAddSchedule(scheduleId, { amount, stopDate });
    if (!check.ok) {
      if (check.toast) showError(check.toast);
      setAmountError(check.amountError ?? null);
      return;
    }
    add.mutate(
      { scenarioId, scheduleId: check.scheduleId, ...check.alteration },
      {
        onSuccess: ({ description }) => {
          showSuccess(description || 'The schedule has been added to the scenario.');
          setScheduleId(null);
          setAmount(null);
          setStopDate(null);
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );
  };

  return (
    <SubmitForm label="Add a schedule" onSubmit={submit}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Select
          label="Schedule"
          placeholder={options.length ? 'Pick a schedule' : 'No schedules left to add'}
          searchable
          clearable
          nothingFoundMessage="No schedules found"
          data={options}
          value={scheduleId === null ? null : String(scheduleId)}
          onChange={pick}
          style={{ flex: '1 1 240px' }}
        />
        <MoneyInput
          label="New Amount"
          placeholder={ownAmount === undefined ? undefined : `Keeps ${formatAmount(ownAmount)}`}
          style={{ flex: '1 1 150px' }}
          value={amount}
          error={amountError}
          onChange={(value) => {
            setAmount(value);
            setAmountError(null);
          }}
        />
        <DateField
          label="Stop Date"
          style={{ flex: '1 1 150px' }}
          value={stopDate}
          onChange={(value) => {
            setStopDate(value);
            setAmountError(null);
          }}
        />
        <Button type="submit" mt={25} leftSection={<IconPlus size={16} />} loading={add.isPending}>
          Add
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        Leave New Amount empty to keep the schedule&apos;s own amounts. From the stop date on, the schedule pays nothing
        in this scenario.
      </Text>
    </SubmitForm>
  );
}
