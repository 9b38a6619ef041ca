import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Input, SegmentedControl, Switch, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { AccountType, Messages, type Account, type AccountTypeId } from '@hearth/contract';
import { serverDescription } from '../../api/client';
import { ledgerKeys } from '../../api/ledger';
import { showError, showSuccess } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { useGoBack } from '../../lib/use-go-back';
import { draftChanged, useLeaveEditor } from '../../lib/use-leave-editor';
import { FormActions } from '../../components/form-actions';
import { FormCard } from '../../components/form-card';
import { useSaveAccount } from './api';
import { saveAccountRequestOf, type AccountFormValues } from './account-form-values';
import { BankAccountFields, ThirdPartyFields } from './account-type-fields';
import { DeleteAccountButton } from './delete-account-button';

interface AccountFormProps {
  /** The saved account, or null for a new one. */
  account: Account | null;
  initialValues: AccountFormValues;
}

const ACCOUNT_TYPE_CHOICES = [
  { value: String(AccountType.Bank), label: 'Bank account' },
  { value: String(AccountType.ThirdParty), label: 'Third party' },
];

export function AccountForm({ account, initialValues }: AccountFormProps) {
  const form = useDraft(initialValues);
  // What the fields held when last loaded or saved: leaving with other values asks first.
  const [saved, setSaved] = useState(initialValues);
  const { leaveWith } = useLeaveEditor(draftChanged(form.values, saved));
  const saveAccount = useSaveAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const isBank = form.values.accountTypeId === AccountType.Bank;
  // The server refuses to change the type of an account that already has transactions.
  const typeFixed = account !== null && account.transactionCount > 0;

  const save = (values: AccountFormValues) => {
    saveAccount.mutate(saveAccountRequestOf(values, account?.id ?? null), {
      onSuccess: ({ data, description }) => {
        showSuccess(description);
        // The answer is the saved account: the editor shows it at once instead of loading it again.
        queryClient.setQueryData(ledgerKeys.account(data.id), data);
        setSaved(values);
        if (account === null) leaveWith(() => navigate(`/account/${data.id}`, { replace: true }));
      },
      onError: (error) => showError(serverDescription(error)),
    });
  };

  const cancel = () => {
    showSuccess(Messages.noChanges);
    leaveWith(goBack);
  };

  return (
    <FormCard label="Account details" onSubmit={() => save(form.values)} maw={760}>
      <TextInput label="Name" required autoFocus={account === null} {...form.textField('name')} />
      <Input.Wrapper
        label="Account type"
        description={typeFixed ? 'An account with transactions keeps its type.' : undefined}
      >
        <div>
          <SegmentedControl
            aria-label="Account type"
            mt={4}
            disabled={typeFixed}
            data={ACCOUNT_TYPE_CHOICES}
            value={String(form.values.accountTypeId)}
            onChange={(value) => form.setFieldValue('accountTypeId', Number(value) as AccountTypeId)}
          />
        </div>
      </Input.Wrapper>
      <Switch label="Active" {...form.switchField('isActive')} />
      {isBank ? <BankAccountFields form={form} /> : <ThirdPartyFields form={form} />}
      <FormActions
        onCancel={cancel}
        pending={saveAccount.isPending}
        aside={
          account !== null &&
          account.transactionCount === 0 && <DeleteAccountButton account={account} leaveWith={leaveWith} />
        }
      />
    </FormCard>
  );
}
