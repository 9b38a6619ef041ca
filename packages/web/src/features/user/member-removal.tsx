import { Button } from '@mantine/core';
import type { FamilyMember } from '@hearth/contract';
import { serverDescription } from '../../api/client';
import { useSession } from '../../lib/session/session-context';
import { showError, showSuccess } from '../../lib/toasts';
import { confirmDanger } from '../../components/confirm-danger';
import { useLeaveFamily, useRemoveMember } from './api';
import { fullName } from './family-rules';

/** An Admin removes another member; what they entered stays with the family. */
export function RemoveMemberButton({ member }: { member: FamilyMember }) {
  const remove = useRemoveMember();
  const name = fullName(member);

  const confirmRemove = () =>
    confirmDanger({
      title: 'Remove from family',
      message: `Confirm you want to remove ${name} from the family. They are signed out at once and can no longer sign in to it. The accounts, transactions and plans they entered stay with the family.`,
      confirmLabel: 'Remove from family',
      onConfirm: () =>
        remove.mutate(member.id, {
          onSuccess: ({ description }) => showSuccess(description),
          onError: (error) => showError(serverDescription(error)),
        }),
    });

  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      onClick={confirmRemove}
      loading={remove.isPending}
      aria-label={`Remove ${name} from the family`}
    >
      Remove
    </Button>
  );
}

/** The signed-in user leaves the family: their sessions end, so they are signed out here too. */
export function LeaveFamilyButton() {
  const leave = useLeaveFamily();
  const { logout } = useSession();

  const confirmLeave = () =>
    confirmDanger({
      title: 'Leave family',
      message:
        'Confirm you want to leave the family. You are signed out and can no longer see its accounts. What you entered stays with the family.',
      confirmLabel: 'Leave family',
      onConfirm: () =>
        leave.mutate(undefined, {
          onSuccess: ({ description }) => {
            showSuccess(description);
            logout();
          },
          onError: (error) => showError(serverDescription(error)),
        }),
    });

  return (
    <Button size="xs" variant="subtle" color="red" onClick={confirmLeave} loading={leave.isPending}>
      Leave family
    </Button>
  );
}
