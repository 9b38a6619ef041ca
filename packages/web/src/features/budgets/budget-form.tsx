import { Alert, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { AccountType, type Budget } from '@hearth/contract';
import { ApiError, errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { draftChanged, useLeaveEditor } from '../../lib/use-leave-editor';
import { AccountSelect } from '../../components/account-select';
import { DateField } from '../../components/date-field';
import { FormActions } from '../../components/form-actions';
import { FormCard } from '../../components/form-card';
import { MoneyInput } from '../../components/money-input';
import { useSaveBudget } from './api';
import { budgetDraftProblems, budgetRefusal, type BudgetErrors } from './budget-checks';
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

/**
 * The budget in edit mode; it owns its working copy, so Cancel simply drops it. What is missing is said at
 * its field before anything is sent; what the server refuses is said at the field it names.
 */
export function BudgetForm({ initial, saved, onCancel, onSaved }: BudgetFormProps) {
  const {
    values: draft,
    errors,
    setErrors,
    change,
    field,
    textField,
    switchField,
  } = useDraft<BudgetDraft, BudgetErrors>(initial);
  const save = useSaveBudget();
  const asksFrom = asksAllowanceFrom(draft, saved);
  // Leaving with changes not saved asks first; a save, or Cancel, leaves as asked.
  const { leaveWith } = useLeaveEditor(draftChanged(draft, initial));

  const submit = () => {
    const problems = budgetDraftProblems(draft, saved);
    if (Object.keys(problems).length) {
      setErrors(problems);
      return;
    }
    save.mutate(draftToSaveBody(draft, saved), {
      onSuccess: ({ data, description }) => {
        showSuccess(description || `Budget, ${data.name}, Saved Successfully.`);
        leaveWith(() => onSaved(data));
      },
      onError: (error) => {
        // A 400 without the server's reason reads 'Ensure all fields are completed' (spec section 5).
        const refusal = error instanceof ApiError && error.status === 400 && error.description;
        if (!refusal) return showError(errorMessage(error));
        const placed = budgetRefusal(refusal);
        setErrors(placed.errors);
        if (placed.unplaced) showError(placed.unplaced);
      },
    });
  };

  return (
    <FormCard label="Budget" onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Name"
          withAsterisk
          maxLength={100}
          {...textField('name')}
          error={errors.name}
          data-autofocus
        />
        <MoneyInput
          label="Allowance"
          withAsterisk
          description="What each period may spend"
          {...BELOW}
          value={draft.allowanceAmount}
          onChange={(allowanceAmount) => change({ allowanceAmount })}
          error={errors.allowanceAmount}
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
          error={errors.allowanceFromPeriod}
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
          error={errors.budgetTypeId}
          allowDeselect={false}
        />
        <DateField label="Start date" withAsterisk clearable={false} {...field('startDate')} error={errors.startDate} />
        <DateField
          label="End date"
          description="Empty for a budget that goes on"
          {...BELOW}
          {...field('endDate')}
          error={errors.endDate}
        />
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
          error={errors.primaryAccountId}
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
            error={errors.carryOverCap}
          />
        )}
      </SimpleGrid>
      <FormActions onCancel={() => leaveWith(onCancel)} pending={save.isPending} />
    </FormCard>
  );
}
