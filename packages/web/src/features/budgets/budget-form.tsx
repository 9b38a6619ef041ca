import { Alert, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { AccountType, type Budget } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { AccountSelect } from '../../components/account-select';
import { DateField } from '../../components/date-field';
import { FormActions } from '../../components/form-actions';
import { FormCard } from '../../components/form-card';
import { MoneyInput } from '../../components/money-input';
import { useSaveBudget } from './api';
import {
  asBudgetType,
  asksAllowanceFrom,
  BUDGET_TYPE_CHOICES,
  defaultAllowanceFrom,
  draftToSaveBody,
  renumbersPeriods,
  type BudgetDraft,
} from './budget-draft';
import { allowanceFromChoices } from './period-rows';

interface BudgetFormProps {
  initial: BudgetDraft;
  /** The budget as saved, for an existing one: a changed allowance then asks from which period it applies. */
  saved: Budget | null;
  onCancel: () => void;
  onSaved: (budget: Budget) => void;
}

const TYPE_OPTIONS = BUDGET_TYPE_CHOICES.map((choice) => ({ value: String(choice.value), label: choice.label }));

/** Descriptions under the inputs, so that inputs side by side line up whether or not they have one. */
const BELOW: { inputWrapperOrder: ('label' | 'input' | 'description' | 'error')[] } = {
  inputWrapperOrder: ['label', 'input', 'description', 'error'],
};

/** The budget in edit mode; it owns its working copy, so Cancel simply drops it. The server decides what is missing. */
export function BudgetForm({ initial, saved, onCancel, onSaved }: BudgetFormProps) {
  const { values: draft, change, field, textField, switchField } = useDraft(initial);
  const save = useSaveBudget();
  const asksFrom = asksAllowanceFrom(draft, saved);

  const submit = () => {
    save.mutate(draftToSaveBody(draft, saved), {
      onSuccess: ({ data, description }) => {
        showSuccess(description || `Budget, ${data.name}, Saved Successfully.`);
        onSaved(data);
      },
      // A 400 without the server's reason reads 'Ensure all fields are completed' (spec section 5).
      onError: (error) => showError(errorMessage(error)),
    });
  };

  return (
    <FormCard label="Budget" onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Name" withAsterisk maxLength={100} {...textField('name')} data-autofocus />
        <MoneyInput
          label="Allowance"
          withAsterisk
          description="What each period may spend"
          {...BELOW}
          value={draft.allowanceAmount}
          onChange={(allowanceAmount) => change({ allowanceAmount })}
        />
      </SimpleGrid>
      {asksFrom && (
        <Select
          label="Apply the new allowance from"
          description="Earlier periods keep the allowance they had"
          {...BELOW}
          data={allowanceFromChoices(saved).map((choice) => ({ value: String(choice.value), label: choice.label }))}
          value={String(draft.allowanceFromPeriod ?? defaultAllowanceFrom(saved))}
          onChange={(value) => value && change({ allowanceFromPeriod: Number(value) })}
          allowDeselect={false}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label="Budget Type"
          withAsterisk
          data={TYPE_OPTIONS}
          value={String(draft.budgetTypeId)}
          onChange={(value) => value && change({ budgetTypeId: asBudgetType(Number(value)) })}
          allowDeselect={false}
        />
        <DateField label="Start date" withAsterisk clearable={false} {...field('startDate')} />
        <DateField label="End date" description="Empty for a budget that goes on" {...BELOW} {...field('endDate')} />
      </SimpleGrid>
      {saved && renumbersPeriods(draft, saved) && (
        <Alert variant="light" color="yellow" title="The periods start afresh">
          A new budget type or start date numbers the periods again from the start date, and the allowance applies to
          all of them.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <AccountSelect
          label="Primary account"
          description="One of your bank accounts"
          {...BELOW}
          placeholder="Pick an account"
          accountTypeId={AccountType.Bank}
          {...field('primaryAccountId')}
        />
        <Switch
          label="Carry over"
          description="What a period leaves, or overspends, moves to the next one"
          {...switchField('carryOver')}
          // Level with the inputs beside it, below their labels.
          mt={{ sm: 32 }}
        />
        {draft.carryOver && (
          <MoneyInput
            label="Carry-over cap"
            description="The most a period passes on, either what it left or what it overspent"
            placeholder="No cap"
            {...BELOW}
            value={draft.carryOverCap}
            onChange={(carryOverCap) => change({ carryOverCap })}
          />
        )}
      </SimpleGrid>
      <FormActions onCancel={onCancel} pending={save.isPending} />
    </FormCard>
  );
}
