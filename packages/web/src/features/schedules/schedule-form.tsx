import { NumberInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { FormActions } from '../../components/form-actions';
import { FormCard } from '../../components/form-card';
import {
  ACCOUNT_TYPES_BY_TRANSACTION_TYPE,
  AccountType,
  asTransactionType,
  EndTypeName,
  RecurrenceTypeName,
  TransactionTypeName,
  WeekdayAdjustmentName,
  type Account,
  type Schedule,
} from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { draftChanged, useLeaveEditor } from '../../lib/use-leave-editor';
import { AccountSelect } from '../../components/account-select';
import { BudgetSelect } from '../../components/budget-select';
import { DateField } from '../../components/date-field';
import { MoneyInput } from '../../components/money-input';
import { SubcategorySelect } from '../../components/subcategory-select';
import { TagMultiSelect } from '../../components/tag-multi-select';
import { useSaveSchedule } from './api';
import { ChoiceField } from './choice-field';
import { SchedulePreviewPanel } from './schedule-preview-panel';
import {
  applyScheduleAccountDefaults,
  changeScheduleType,
  draftToScheduleRequest,
  MOST_PAYMENTS,
  scheduleDraftProblems,
  scheduleFieldVisibility,
  type ScheduleDraft,
  type ScheduleDraftErrors,
} from './schedule-draft';

interface ScheduleFormProps {
  initial: ScheduleDraft;
  onCancel: () => void;
  onSaved: (schedule: Schedule) => void;
}

type Side = 'debitAccountId' | 'creditAccountId';

const RECURRENCES = Object.entries(RecurrenceTypeName).map(([id, name]) => ({ value: id, label: name }));
const KIND_WORDS = { [AccountType.Bank]: 'A bank account', [AccountType.ThirdParty]: 'A third party' } as const;

/** The schedule in edit mode; it owns its working copy, so Cancel simply drops it. */
export function ScheduleForm({ initial, onCancel, onSaved }: ScheduleFormProps) {
  const {
    values: draft,
    errors,
    setErrors,
    change,
    update,
    field,
    textField,
    switchField,
  } = useDraft<ScheduleDraft, ScheduleDraftErrors>(initial);
  const save = useSaveSchedule();
  // Leaving with changes not saved asks first; a save, or Cancel, leaves as asked.
  const { leaveWith } = useLeaveEditor(draftChanged(draft, initial));
  // Payments are numbered from the recurrence and the start, so a saved schedule keeps both.
  const isNew = initial.id === null;
  const shown = scheduleFieldVisibility(draft);
  const kinds = ACCOUNT_TYPES_BY_TRANSACTION_TYPE[draft.transactionTypeId];
  // What the server would refuse shows at its field as it is typed; what is still empty, on Save.
  const problems = scheduleDraftProblems(draft);
  const errorOf = (key: keyof ScheduleDraftErrors) => errors[key] ?? problems[key];

  const pickAccount = (side: Side, id: number | null, account: Account | null) =>
    update((current) => applyScheduleAccountDefaults({ ...current, [side]: id }, account), [side]);

  const submit = () => {
    const check = draftToScheduleRequest(draft);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    save.mutate(check.request, {
      onSuccess: ({ data, description }) => {
        showSuccess(description);
        leaveWith(() => onSaved(data));
      },
      onError: (error) => showError(errorMessage(error)),
    });
  };

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
        error={errorOf(side)}
        withAsterisk
      />
    );
  };

  return (
    <FormCard label="Schedule" onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Recurrence"
          data={RECURRENCES}
          value={String(draft.recurrenceTypeId)}
          onChange={(value) => value && change({ recurrenceTypeId: Number(value) })}
          allowDeselect={false}
          disabled={!isNew}
          description={isNew ? undefined : 'Fixed once the schedule is saved'}
        />
        <DateField
          label="Starting Date"
          withAsterisk
          clearable={false}
          {...field('scheduleStart')}
          disabled={!isNew}
          description={isNew ? undefined : 'Fixed once the schedule is saved'}
          error={errorOf('scheduleStart')}
        />
      </SimpleGrid>
      {shown.endType && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ChoiceField
            label="Ends After"
            spokenPrefix="Ends after"
            choices={EndTypeName}
            value={draft.recurrenceEndTypeId}
            onChange={(recurrenceEndTypeId) => change({ recurrenceEndTypeId }, ['scheduleEnd', 'numberOfTransactions'])}
          />
          {shown.finalPaymentDate && (
            <DateField
              label="Final Payment Date"
              withAsterisk
              {...field('scheduleEnd')}
              error={errorOf('scheduleEnd')}
            />
          )}
          {shown.numberOfPayments && (
            <NumberInput
              label="Number of Payments"
              withAsterisk
              min={1}
              max={MOST_PAYMENTS}
              // Not clamped on leaving the box: a 0 turned silently into 1 would save a schedule nobody asked for.
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              value={draft.numberOfTransactions ?? ''}
              onChange={(value) =>
                change({ numberOfTransactions: typeof value === 'number' ? value : null }, ['numberOfTransactions'])
              }
              error={errorOf('numberOfTransactions')}
            />
          )}
        </SimpleGrid>
      )}
      {isNew && <SchedulePreviewPanel draft={draft} />}
      <TextInput
        label="Description"
        withAsterisk
        maxLength={200}
        {...textField('description')}
        error={errorOf('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {shown.weekendEvents && (
          <ChoiceField label="Change Weekend Events" choices={WeekdayAdjustmentName} {...field('weekdayOnlyTypeId')} />
        )}
        <ChoiceField
          label="Transaction Type"
          choices={TransactionTypeName}
          value={draft.transactionTypeId}
          onChange={(id) =>
            update(
              (current) => changeScheduleType(current, asTransactionType(id)),
              ['debitAccountId', 'creditAccountId'],
            )
          }
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {accountPicker('debitAccountId', 'Debit account', kinds.debit)}
        {accountPicker('creditAccountId', 'Credit account', kinds.credit)}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <SubcategorySelect label="Subcategory" placeholder="Pick a subcategory" {...field('subcategoryId')} />
        <BudgetSelect label="Budget" {...field('budgetId')} />
        <MoneyInput
          label="Amount"
          withAsterisk
          value={draft.amount}
          onChange={(amount) => change({ amount }, ['amount'])}
          error={errorOf('amount')}
        />
      </SimpleGrid>
      <TagMultiSelect label="Tags" placeholder={draft.tags.length ? undefined : 'Pick tags'} {...field('tags')} />
      <Switch
        label="Auto-pay"
        description="Records the transaction by itself on each due date"
        {...switchField('autoPay')}
      />
      <FormActions onCancel={() => leaveWith(onCancel)} pending={save.isPending} />
    </FormCard>
  );
}
