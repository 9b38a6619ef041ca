import { useMemo, useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { MoneyInput } from '../../components/money-input';
import { SubmitForm } from '../../components/submit-form';
import { scheduleChoicesQuery, useSetScenarioAmount } from './api';
import { checkAddSchedule, scheduleOptions } from './scenario-rows';

interface AddScheduleControlProps {
  scenarioId: number;
  /** Schedules the scenario already alters: their amount is changed from their row instead. */
  alreadyAltered: number[];
}

/** Picks a schedule and the amount the scenario uses for it; picking one starts from its own amount. */
export function AddScheduleControl({ scenarioId, alreadyAltered }: AddScheduleControlProps) {
  const schedules = useQuery(scheduleChoicesQuery());
  const options = useMemo(
    () => scheduleOptions(schedules.data ?? [], alreadyAltered),
    [schedules.data, alreadyAltered],
  );
  const [scheduleId, setScheduleId] = useState<number | null>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const add = useSetScenarioAmount();

  const pick = (value: string | null) => {
    const id = value === null ? null : Number(value);
    setScheduleId(id);
    setAmount(schedules.data?.find((schedule) => schedule.id === id)?.amount ?? null);
    setAmountError(null);
  };

  const submit = () => {
    const check = checkAddSchedule(scheduleId, amount);
    if (!check.ok) {
      if (check.toast) showError(check.toast);
      setAmountError(check.amountError ?? null);
      return;
    }
    add.mutate(
      { scenarioId, scheduleId: check.scheduleId, amount: check.amount },
      {
        onSuccess: ({ description }) => {
          showSuccess(description || 'The schedule has been added to the scenario.');
          setScheduleId(null);
          setAmount(null);
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
          style={{ flex: 1, minWidth: 240 }}
        />
        <MoneyInput
          label="Amount"
          w={150}
          value={amount}
          error={amountError}
          onChange={(value) => {
            setAmount(value);
            setAmountError(null);
          }}
        />
        <Button type="submit" mt={25} leftSection={<IconPlus size={16} />} loading={add.isPending}>
          Add
        </Button>
      </Group>
    </SubmitForm>
  );
}
