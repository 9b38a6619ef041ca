import { Button, NumberInput, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  ACCOUNT_TYPES_BY_TRANSACTION_TYPE,
  AccountType,
  asTransactionType,
  EndTypeName,
  RecurrenceTypeName,
  TransactionTypeName,
  WeekdayAdjustmentName,
  type Account,
} from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { AccountSelect } from '../../components/account-select';
import { DateField } from '../../components/date-field';
import { FormActions } from '../../components/form-actions';
import { FormDialog } from '../../components/form-dialog';
import { MoneyInput } from '../../components/money-input';
import { SubcategorySelect } from '../../components/subcategory-select';
import { useRemoveHypotheticalSchedule, useSaveHypotheticalSchedule } from './api';
import {
  applyHypotheticalAccountDefaults,
  changeHypotheticalType,
  hypotheticalFieldVisibility,
  hypotheticalRequestOf,
  type HypotheticalDraft,
  type HypotheticalDraftErrors,
} from './hypothetical-draft';

interface HypotheticalScheduleDialogProps {
  scenarioId: number;
  /** A new draft (no id) or a saved schedule's; the dialog owns its working copy from here. */
  initial: HypotheticalDraft;
  onClose: () => void;
}

type Side = 'debitAccountId' | 'creditAccountId';

const choicesOf = (names: Record<number, string>) => Object.entries(names).map(([value, label]) => ({ value, label }));
const RECURRENCES = choicesOf(RecurrenceTypeName);
const END_TYPES = choicesOf(EndTypeName);
const TRANSACTION_TYPES = choicesOf(TransactionTypeName);
const WEEKEND_RULES = choicesOf(WeekdayAdjustmentName);
const KIND_WORDS = { [AccountType.Bank]: 'A bank account', [AccountType.ThirdParty]: 'A third party' } as const;

/** A schedule that exists only in the scenario: every field of a schedule that moves the forecast. */
export function HypotheticalScheduleDialog({ scenarioId, initial, onClose }: HypotheticalScheduleDialogProps) {
  const {
    values: draft,
    errors,
    setErrors,
    change,
    update,
    field,
    textField,
  } = useDraft<HypotheticalDraft, HypotheticalDraftErrors>(initial);
  const save = useSaveHypotheticalSchedule(scenarioId);
  const remove = useRemoveHypotheticalSchedule(scenarioId);
  const shown = hypotheticalFieldVisibility(draft);
  const kinds = ACCOUNT_TYPES_BY_TRANSACTION_TYPE[draft.transactionTypeId];
  const isNew = initial.id === null;

  const submit = () => {
    const check = hypotheticalRequestOf(draft);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    save.mutate(check.request, {
      onSuccess: ({ description }) => {
        showSuccess(description || 'The scenario has been updated.');
        onClose();
      },
      onError: (error) => showError(errorMessage(error)),
    });
  };

  const removeSchedule = () => {
    if (initial.id === null) return;
    remove.mutate(initial.id, {
      onSuccess: ({ description }) => {
        showSuccess(description || 'The schedule has been removed from the scenario.');
        onClose();
      },
      onError: (error) => showError(errorMessage(error)),
    });
  };

  const pickAccount = (side: Side, id: number | null, account: Account | null) =>
    update((current) => applyHypotheticalAccountDefaults({ ...current, [side]: id }, account), [side]);

  const accountPicker = (side: Side, label: string, kind: 1 | 2) => {
    const other = side === 'debitAccountId' ? draft.creditAccountId : draft.debitAccountId;
    return (
      <AccountSelect
        label={label}
        description={`${KIND_WORDS[kind]}: money ${side === 'debitAccountId' ? 'leaves it' : 'goes to it'}`}
        placeholder={kind === AccountType.ThirdParty ? 'Pick a payee' : 'Pick an account'}
        accountTypeId={kind}
        value={draft[side]}
        exclude={other === null ? [] : [other]}
        onChange={(id, account) => pickAccount(side, id, account)}
        error={errors[side]}
        withAsterisk
      />
    );
  };

  return (
    <FormDialog
      title={isNew ? 'New schedule in this scenario' : initial.description}
      label="New schedule"
      onClose={onClose}
      onSubmit={submit}
      size="lg"
    >
      <Text size="sm" c="dimmed">
        It counts in this scenario&apos;s forecast from today on, and nowhere else: no payment falls due for it.
      </Text>
      <TextInput
        label="Description"
        withAsterisk
        maxLength={200}
        data-autofocus
        {...textField('description')}
        error={errors.description}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Transaction Type"
          data={TRANSACTION_TYPES}
          allowDeselect={false}
          value={String(draft.transactionTypeId)}
          onChange={(value) =>
            value &&
            update(
              (current) => changeHypotheticalType(current, asTransactionType(Number(value))),
              ['debitAccountId', 'creditAccountId'],
            )
          }
        />
        <MoneyInput
          label="Amount"
          withAsterisk
          value={draft.amount}
          onChange={(amount) => change({ amount })}
          error={errors.amount}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {accountPicker('debitAccountId', 'Debit account', kinds.debit)}
        {accountPicker('creditAccountId', 'Credit account', kinds.credit)}
      </SimpleGrid>
      <SubcategorySelect label="Subcategory" placeholder="Pick a subcategory" {...field('subcategoryId')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Recurrence"
          data={RECURRENCES}
          allowDeselect={false}
          value={String(draft.recurrenceTypeId)}
          onChange={(value) => value && change({ recurrenceTypeId: Number(value) }, ['scheduleEnd'])}
        />
        <DateField
          label="Starting Date"
          withAsterisk
          clearable={false}
          {...field('scheduleStart')}
          error={errors.scheduleStart}
        />
      </SimpleGrid>
      {shown.endType && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Ends After"
            data={END_TYPES}
            allowDeselect={false}
            value={String(draft.recurrenceEndTypeId)}
            onChange={(value) =>
              value && change({ recurrenceEndTypeId: Number(value) }, ['scheduleEnd', 'numberOfTransactions'])
            }
          />
          {shown.finalPaymentDate && (
            <DateField label="Final Payment Date" withAsterisk {...field('scheduleEnd')} error={errors.scheduleEnd} />
          )}
          {shown.numberOfPayments && (
            <NumberInput
              label="Number of Payments"
              withAsterisk
              min={1}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              value={draft.numberOfTransactions ?? ''}
              onChange={(value) => change({ numberOfTransactions: typeof value === 'number' ? value : null })}
              error={errors.numberOfTransactions}
            />
          )}
        </SimpleGrid>
      )}
      {shown.weekendEvents && (
        <Select
          label="Change Weekend Events"
          data={WEEKEND_RULES}
          allowDeselect={false}
          value={String(draft.weekdayOnlyTypeId)}
          onChange={(value) => value && change({ weekdayOnlyTypeId: Number(value) })}
        />
      )}
      <FormActions
        onCancel={onClose}
        pending={save.isPending}
        aside={
          isNew ? undefined : (
            <Button variant="light" color="red" onClick={removeSchedule} loading={remove.isPending}>
              Delete
            </Button>
          )
        }
      />
    </FormDialog>
  );
}
