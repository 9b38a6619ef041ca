import { useState } from 'react';
import { Button, Group, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { ApiError, serverDescription } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { SubmitForm } from '../../components/submit-form';
import { useInvite } from './api';

/** Admins invite a person by e-mail; the mail carries a link to register into this family. */
export function InviteForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const invite = useInvite();

  const submit = () => {
    const address = email.trim();
    if (!address || invite.isPending) return;
    invite.mutate(
      { email: address },
      {
        onSuccess: ({ description }) => {
          setEmail('');
          showSuccess(description);
        },
        // A bad address is said at the field; a refusal for other reasons (the day's invitations spent) as a toast.
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 400) setError(serverDescription(failure));
          else showError(serverDescription(failure));
        },
      },
    );
  };

  return (
    <SubmitForm label="Invite" onSubmit={submit}>
      <Title order={3} fz="md" mb="xs">
        Invite
      </Title>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="E-mail"
          type="email"
          placeholder="name@example.com"
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(null);
          }}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button type="submit" leftSection={<IconSend size={16} />} disabled={!email.trim()} loading={invite.isPending}>
          Send Invitation
        </Button>
      </Group>
    </SubmitForm>
  );
}
