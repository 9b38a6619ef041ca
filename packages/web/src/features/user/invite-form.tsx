import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../app/toasts';
import { useInvite } from './api';

/** Admins invite a person by e-mail; the mail carries a link to register into this family. */
export function InviteForm() {
  const [email, setEmail] = useState('');
  const invite = useInvite();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || invite.isPending) return;
    invite.mutate(
      { email: address },
      {
        onSuccess: ({ description }) => {
          setEmail('');
          showSuccess(description);
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Invite">
      <Title order={3} fz="md" mb="xs">
        Invite
      </Title>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="E-mail"
          type="email"
          placeholder="name@example.com"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button type="submit" leftSection={<IconSend size={16} />} disabled={!email.trim()} loading={invite.isPending}>
          Send Invitation
        </Button>
      </Group>
    </form>
  );
}
