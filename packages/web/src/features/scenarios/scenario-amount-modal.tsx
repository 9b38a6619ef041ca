import { useEffect, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { errorMessage } from '../../api/client';
import { formatAmount } from '../../lib/money-display';
import { showError, showSuccess } from '../../lib/toasts';
import { DateField } from '../../components/date-field';
import { FormActions } from '../../components/form-actions';
import { FormDialog } from '../../components/form-dialog';
import { Money } from '../../components/money';
import { MoneyInput } from '../../components/money-input';
import { useAlterScenarioSchedule, useRemoveScenarioSchedule } from './api';
import { scenarioAlterationOf } from './scenario-draft';
import type { AlteredScheduleRow } from './scenario-rows';

interface ScenarioAmountModalProps {
  scenarioId: number;
  /** The row being edited; null keeps the modal closed. */
  row: AlteredScheduleRow | null;
  onClose: () => void;
}

/**
 * Changes what a scenario does to one schedule (its amount, 0 included, and the day it stops), or takes
 * the schedule out of the scenario.
 */
export function ScenarioAmountModal({ scenarioId, row, onClose }: ScenarioAmountModalProps) {
  const [newAmount, setNewAmount] = useState<number | null>(null);
  const [stopDate, setStopDate] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const save = useAlterScenarioSchedule();
  const remove = useRemoveScenarioSchedule();
  // The modal fades out after closing: it keeps showing the last row rather than going blank meanwhile.
  const [shown, setShown] = useState(row);
  if (row !== null && row !== shown) setShown(row);

  // Each opened row starts from what the scenario does to it now.
  useEffect(() => {
    setNewAmount(row && !row.keepsAmount ? row.effective : null);
    setStopDate(row?.stopDate ?? null);
    setAmountError(null);
  }, [row]);

  const saveChanges = () => {
    if (!row) return;
    const check = scenarioAlterationOf({ amount: newAmount, stopDate });
    if (!check.ok) {
      setAmountError(check.error);
      return;
    }
    save.mutate(
      { scenarioId, scheduleId: row.scheduleId, ...check.alteration },
      {
        onSuccess: ({ description }) => {
          showSuccess(description || 'The scenario has been updated.');
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
        description="Every payment in this scenario; 0 pays nothing. Empty keeps the schedule's own amounts."
        placeholder={shown ? `Keeps ${formatAmount(shown.current)}` : undefined}
        data-autofocus
        value={newAmount}
        error={amountError}
        onChange={(value) => {
          setNewAmount(value);
          setAmountError(null);
        }}
      />
      <DateField
        label="Stop Date"
        description="No payment on or after this day in this scenario."
        value={stopDate}
        onChange={(value) => {
          setStopDate(value);
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
