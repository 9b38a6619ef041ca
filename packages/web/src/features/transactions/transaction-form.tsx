import { useState } from 'react';
import { Checkbox, Input, SegmentedControl, SimpleGrid, TextInput } from '@mantine/core';
import { asTransactionType, TransactionType, TransactionTypeName, type Account } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { draftChanged, useLeaveEditor } from '../../lib/use-leave-editor';
import { DateField } from '../../components/date-field';
import { FormActions } from '../../components/form-actions';
import { FormCard } from '../../components/form-card';
import { TagMultiSelect } from '../../components/tag-multi-select';
import { AccountSidePickers, type Side } from './account-side-pickers';
import { useSaveTransaction } from './api';
import {
  bankAccountOf,
  changeDraftType,
  draftToRequest,
  nextDraftAfter,
  reconciledTotalProblem,
  type DraftErrors,
  type TransactionDraft,
} from './transaction-draft';
import { applyAccountDefaults } from './transaction-lines';
import { TransactionLinesEditor } from './transaction-lines-editor';

interface TransactionFormProps {
  initial: TransactionDraft;
  onCancel: () => void;
  /** After a successful save, with the transaction's own bank account. */
  onSaved: (bankAccountId: number | null) => void;
  /** The scheduled payment a new transaction pays, sent with it so that the server links the two. */
  pays?: { scheduleId: number; paymentNumber: number };
  /**
   * A reconciled transaction keeps what the bank said: its date, type, accounts and total stay; its
   * split, categories, budgets, tags and description are the family's to change.
   */
  reconciled?: boolean;
  /** A new transaction offers "Save and add another": then Save starts the next one, on the same day. */
  addAnother?: boolean;
}

const TYPE_OPTIONS = [TransactionType.Payment, TransactionType.Deposit, TransactionType.Transfer].map((id) => ({
  value: String(id),
  label: TransactionTypeName[id] ?? '',
}));

/** The transaction in edit mode; it owns its working copy, so Cancel simply drops it. */
export function TransactionForm({
  initial,
  onCancel,
  onSaved,
  pays,
  reconciled = false,
  addAnother = false,
}: TransactionFormProps) {
  const form = useDraft<TransactionDraft, DraftErrors>(initial);
  const { values: draft, errors } = form;
  // What the form held when it opened, or when "Save and add another" started the next one: leaving the
  // page with other values asks "Discard changes?" first; Save and Cancel leave without asking.
  const [unchanged, setUnchanged] = useState(initial);
  const { leaveWith } = useLeaveEditor(draftChanged(draft, unchanged));
  const save = useSaveTransaction();
  // With "Save and add another", Save starts the next transaction: a new round, the date field focused again.
  const [another, setAnother] = useState(false);
  const [round, setRound] = useState(0);

  // From the latest draft: a payee created through the confirmation arrives after other edits may have landed.
  const pickAccount = (side: Side, id: number | null, account: Account | null) =>
    form.update((current) => ({ ...current, [side]: id, lines: applyAccountDefaults(current.lines, account) }), [side]);

  const submit = () => {
    const check = draftToRequest(draft);
    if (!check.ok) {
      form.setErrors(check.errors);
      return;
    }
    const kept = reconciled ? reconciledTotalProblem(initial, draft) : null;
    if (kept) {
      form.setErrors({ total: kept });
      return;
    }
    save.mutate(
      { ...check.request, ...pays },
      {
        onSuccess: ({ description }) => {
          showSuccess(description);
          if (!another) return leaveWith(() => onSaved(bankAccountOf(draft)));
          const next = nextDraftAfter(draft);
          form.setValues(next);
          setUnchanged(next);
          form.setErrors({});
          setRound((round) => round + 1);
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );
  };

  return (
    <FormCard label="Transaction" onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DateField
          key={round}
          // A new transaction starts at its date, and so does the next after "Save and add another", as the
          // person types in the next receipt; the calendar waits for a click, typing or Down (DateField).
          autoFocus
          label="Date"
          withAsterisk
          clearable={false}
          {...form.field('transactionDate')}
          error={errors.transactionDate}
          disabled={reconciled}
        />
        <Input.Wrapper label="Transaction Type" id="transaction-type" labelElement="div">
          <SegmentedControl
            fullWidth
            disabled={reconciled}
            aria-labelledby="transaction-type-label"
            data={TYPE_OPTIONS}
            value={String(draft.transactionTypeId)}
            onChange={(value) =>
              form.update(
                (current) => changeDraftType(current, asTransactionType(Number(value))),
                ['debitAccountId', 'creditAccountId'],
              )
            }
          />
        </Input.Wrapper>
      </SimpleGrid>
      <AccountSidePickers
        transactionTypeId={draft.transactionTypeId}
        debitAccountId={draft.debitAccountId}
        creditAccountId={draft.creditAccountId}
        onPick={pickAccount}
        errors={errors}
        disabled={reconciled}
      />
      <TextInput label="Description" maxLength={500} {...form.textField('description')} />
      <TransactionLinesEditor
        lines={draft.lines}
        onChange={(lines) => form.change({ lines }, ['lineAmounts', 'total'])}
        amountErrors={errors.lineAmounts}
        totalError={errors.total}
      />
      <TagMultiSelect
        label="Tags"
        placeholder={draft.tags.length ? undefined : 'Pick tags'}
        {...form.field('tags')}
        onDate={draft.transactionDate}
      />
      <FormActions
        onCancel={() => leaveWith(onCancel)}
        pending={save.isPending}
        aside={
          addAnother && (
            <Checkbox
              label="Save and add another"
              checked={another}
              onChange={(event) => setAnother(event.currentTarget.checked)}
            />
          )
        }
      />
    </FormCard>
  );
}
