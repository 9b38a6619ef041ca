import { Alert } from '@mantine/core';
import { IconMailForward, IconMailX } from '@tabler/icons-react';
import type { Invitation } from '@hearth/contract';

interface InvitationNoticeProps {
  invitation: Invitation | undefined;
  /** The server's reason when the invitation cannot be used. */
  failure: string | null;
}

export function InvitationNotice({ invitation, failure }: InvitationNoticeProps) {
  if (failure) {
    return (
      <Alert color="red" variant="light" icon={<IconMailX size={18} />} title="Invitation" mb="lg">
        {failure}
      </Alert>
    );
  }
  if (!invitation) return null;
  return (
    <Alert color="hearth" variant="light" icon={<IconMailForward size={18} />} mb="lg">
      You have been invited to join {invitation.userAccountName}
    </Alert>
  );
}
