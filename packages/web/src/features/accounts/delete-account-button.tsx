import { useNavigate } from 'react-router';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Account } from '@hearth/contract';
import { serverDescription } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { useDeleteAccount } from './api';
import { confirmDanger } from '../../components/confirm-danger';

/** Deletes an account that has no transactions, once the user confirms, then returns to the list. */
export function DeleteAccountButton({ account }: { account: Pick<Account, 'id' | 'name'> }) {
  const deleteAccount = useDeleteAccount();
  const navigate = useNavigate();

  const confirm = () =>
    confirmDanger({
      title: 'Delete account',
      message: <>Confirm you want to delete the account {account.name}.</>,
      cancelLabel: 'Keep it',
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
    <Button
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={16} />}
      onClick={confirm}
      loading={deleteAccount.isPending}
    >
      Delete
    </Button>
  );
}
