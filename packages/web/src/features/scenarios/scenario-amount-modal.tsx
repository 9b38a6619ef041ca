import { useEffect, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { FormActions } from '../../components/form-actions';
import { FormDialog } from '../../components/form-dialog';
import { Money } from '../../components/money';
import { MoneyInput } from '../../components/money-input';
import { useRemoveScenarioSchedule, useSetScenarioAmount } from './api';
import { scenarioAmountOf } from './scenario-draft';
import type { AlteredScheduleRow } from './scenario-rows';

interface ScenarioAmountModalProps {
  scenarioId: number;
  /** The row being edited; null keeps the modal closed. */
  row: AlteredScheduleRow | null;
  onClose: () => void;
}

/** Changes the amount a scenario uses for one schedule, or takes the schedule out of the scenario. */
export function ScenarioAmountModal({ scenarioId, row, onClose }: ScenarioAmountModalProps) {
  const [newAmount, setNewAmount] = useState<number | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const save = useSetScenarioAmount();
  const remove = useRemoveScenarioSchedule();
  // The modal fades out after closing: it keeps showing the last row rather than going blank meanwhile.
  const [shown, setShown] = useState(row);
  if (row !== null && row !== shown) setShown(row);

  // Each opened row starts from the amount the scenario uses for it now.
  useEffect(() => {
    setNewAmount(row?.effective ?? null);
    setAmountError(null);
  }, [row]);

  const saveChanges = () => {
    if (!row) return;
    const check = scenarioAmountOf(newAmount);
    if (!check.ok) {
      setAmountError(check.error);
      return;
    }
    save.mutate(
      { scenarioId, scheduleId: row.scheduleId, amount: check.amount },
      {
        onSuccess: ({ description }) => {
          showSuccess(description || 'The scenario amount has been changed.');
          onClose();
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );
  };

  const removeSchedule = () => {
    if (!row) return;
    remove.mutate(
      { scenarioId, scheduleId: row.scheduleId },
      {
        onSuccess: ({ description }) => {
          showSuccess(description || 'The schedule has been removed from the scenario.');
          onClose();
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );
  };

  return (
    <FormDialog
      opened={row !== null}
      onClose={onClose}
      title={shown?.description ?? ''}
      label="Scenario amount"
      onSubmit={saveChanges}
    >
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Current Amount
        </Text>
        <Money amount={shown?.current ?? 0} size="sm" fw={600} aria-label="Current Amount" />
      </Group>
      <MoneyInput
        label="New Amount"
        data-autofocus
        value={newAmount}
        error={amountError}
        onChange={(value) => {
          setNewAmount(value);
          setAmountError(null);
        }}
      />
      <FormActions
        onCancel={onClose}
        pending={save.isPending}
        submitLabel="Save Changes"
        aside={
          <Button variant="light" color="red" onClick={removeSchedule} loading={remove.isPending}>
            Delete
          </Button>
        }
      />
    </FormDialog>
  );
}
