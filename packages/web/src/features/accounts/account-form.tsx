import { useNavigate } from 'react-router';
import { Button, Group, Input, Paper, SegmentedControl, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { AccountType, Messages, type Account, type AccountTypeId } from '@hearth/contract';
import { serverDescription } from '../../api/client';
import { ledgerKeys } from '../../api/ledger';
import { showError, showSuccess } from '../../lib/toasts';
import { useGoBack } from '../../lib/use-go-back';
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
  const form = useForm<AccountFormValues>({ initialValues });
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
        if (account === null) navigate(`/account/${data.id}`, { replace: true });
        else form.resetDirty();
      },
      onError: (error) => showError(serverDescription(error)),
    });
  };

  const cancel = () => {
    showSuccess(Messages.noChanges);
    goBack();
  };

  return (
    <Paper withBorder radius="md" p="lg" maw={760}>
      <form onSubmit={form.onSubmit(save)} aria-label="Account details">
        <Stack gap="md">
          <TextInput label="Name" required autoFocus={account === null} {...form.getInputProps('name')} />
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
          <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
          {isBank ? <BankAccountFields form={form} /> : <ThirdPartyFields form={form} />}
          <Group justify="space-between" mt="sm">
            <Group gap="sm">
              <Button type="submit" loading={saveAccount.isPending}>
                Save
              </Button>
              <Button variant="default" onClick={cancel}>
                Cancel
              </Button>
            </Group>
            {account !== null && account.transactionCount === 0 && <DeleteAccountButton account={account} />}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
