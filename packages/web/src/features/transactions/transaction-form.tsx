import { useState } from 'react';
import { Input, Paper, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { asTransactionType, TransactionType, TransactionTypeName, type Account } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { DateField } from '../../components/date-field';
import { FormActions } from '../../components/form-actions';
import { TagMultiSelect } from '../../components/tag-multi-select';
import { AccountSidePickers, type Side } from './account-side-pickers';
import { useSaveTransaction } from './api';
import {
  bankAccountOf,
  changeDraftType,
  draftToRequest,
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
}

const TYPE_OPTIONS = [TransactionType.Payment, TransactionType.Deposit, TransactionType.Transfer].map((id) => ({
  value: String(id),
  label: TransactionTypeName[id] ?? '',
}));

/** The transaction in edit mode; it owns its working copy, so Cancel simply drops it. */
export function TransactionForm({ initial, onCancel, onSaved, pays }: TransactionFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const save = useSaveTransaction();

  const change = (next: Partial<TransactionDraft>, cleared: (keyof DraftErrors)[] = []) => {
    setDraft((current) => ({ ...current, ...next }));
    if (cleared.length)
      setErrors((current) => ({ ...current, ...Object.fromEntries(cleared.map((key) => [key, undefined])) }));
  };

  // Functional updates: a payee created through the confirmation arrives after other edits may have landed.
  const pickAccount = (side: Side, id: number | null, account: Account | null) => {
    setDraft((current) => ({ ...current, [side]: id, lines: applyAccountDefaults(current.lines, account) }));
    setErrors((current) => ({ ...current, [side]: undefined }));
  };

  const submit = () => {
    const check = draftToRequest(draft);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    save.mutate(
      { ...check.request, ...pays },
      {
        onSuccess: ({ description }) => {
          showSuccess(description);
          onSaved(bankAccountOf(draft));
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <form
        aria-label="Transaction"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DateField
              label="Date"
              withAsterisk
              clearable={false}
              value={draft.transactionDate}
              onChange={(transactionDate) => change({ transactionDate }, ['transactionDate'])}
              error={errors.transactionDate}
            />
            <Input.Wrapper label="Transaction Type" id="transaction-type" labelElement="div">
              <SegmentedControl
                fullWidth
                aria-labelledby="transaction-type-label"
                data={TYPE_OPTIONS}
                value={String(draft.transactionTypeId)}
                onChange={(value) => {
                  setDraft((current) => changeDraftType(current, asTransactionType(Number(value))));
                  setErrors((current) => ({ ...current, debitAccountId: undefined, creditAccountId: undefined }));
                }}
              />
            </Input.Wrapper>
          </SimpleGrid>
          <AccountSidePickers
            transactionTypeId={draft.transactionTypeId}
            debitAccountId={draft.debitAccountId}
            creditAccountId={draft.creditAccountId}
            onPick={pickAccount}
            errors={errors}
          />
          <TextInput
            label="Description"
            maxLength={500}
            value={draft.description}
            onChange={(event) => change({ description: event.currentTarget.value })}
          />
          <TransactionLinesEditor
            lines={draft.lines}
            onChange={(lines) => change({ lines }, ['lineAmounts', 'total'])}
            amountErrors={errors.lineAmounts}
            totalError={errors.total}
          />
          <TagMultiSelect
            label="Tags"
            placeholder={draft.tags.length ? undefined : 'Pick tags'}
            value={draft.tags}
            onChange={(tags) => change({ tags })}
            onDate={draft.transactionDate}
          />
          <FormActions onCancel={onCancel} pending={save.isPending} />
        </Stack>
      </form>
    </Paper>
  );
}
