import { useNavigate } from 'react-router';
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import type { Account } from '@hearth/contract';
import { serverDescription } from '../../api/client';
import { showError, showSuccess } from '../../app/toasts';
import { useDeleteAccount } from './api';

/** Deletes an account that has no transactions, once the user confirms, then returns to the list. */
export function DeleteAccountButton({ account }: { account: Pick<Account, 'id' | 'name'> }) {
  const deleteAccount = useDeleteAccount();
  const navigate = useNavigate();

  const confirm = () =>
    modals.openConfirmModal({
      title: 'Delete account',
      children: <Text size="sm">Confirm you want to delete the account {account.name}.</Text>,
      labels: { confirm: 'Delete', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteAccount.mutate(account.id, {
          onSuccess: ({ description }) => {
            showSuccess(description);
            navigate('/accounts');
          },
          onError: (error) => showError(serverDescription(error)),
        }),
    });

  return (
    <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={confirm} loading={deleteAccount.isPending}>
      Delete
    </Button>
  );
}
