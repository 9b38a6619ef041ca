import { useNavigate } from 'react-router';
import type { Account } from '@hearth/contract';
import { serverDescription } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { DeleteButton } from '../../components/delete-button';
import { useDeleteAccount } from './api';

interface DeleteAccountButtonProps {
  account: Pick<Account, 'id' | 'name'>;
  /** How the editor leaves on purpose (`useLeaveEditor`): a deleted account's unsaved changes are not asked about. */
  leaveWith: (go: () => void) => void;
}

/** Deletes an account that has no transactions, once the user confirms, then returns to the list. */
export function DeleteAccountButton({ account, leaveWith }: DeleteAccountButtonProps) {
  const deleteAccount = useDeleteAccount();
  const navigate = useNavigate();
  return (
    <DeleteButton
      variant="subtle"
      title="Delete account"
      message={<>Confirm you want to delete the account {account.name}.</>}
      cancelLabel="Keep it"
      pending={deleteAccount.isPending}
      onConfirm={() =>
        deleteAccount.mutate(account.id, {
          onSuccess: ({ description }) => {
            showSuccess(description);
            leaveWith(() => navigate('/accounts'));
          },
          onError: (error) => showError(serverDescription(error)),
        })
      }
    />
  );
}
