import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Group, Input, PasswordInput, PinInput, Stack } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Messages } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../app/toasts';
import { useResetPassword } from './api';

interface RecoverResetFormProps {
  email: string;
  onStartAgain: () => void;
}

const PIN_LENGTH = 6;

export function RecoverResetForm({ email, onStartAgain }: RecoverResetFormProps) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [pin, setPin] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [retype, setRetype] = useState('');
  const mismatch = retype !== '' && newPassword !== retype;
  const ready = pin.length === PIN_LENGTH && newPassword !== '' && newPassword === retype;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || reset.isPending) return;
    reset.mutate(
      { email, pin, newPassword },
      {
        onSuccess: ({ description }) => {
          showSuccess(description);
          navigate('/');
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Reset password">
      <Stack gap="md">
        <Alert color="hearth" variant="light" icon={<IconMailForward size={18} />}>
          {Messages.recoverySent}
        </Alert>
        <Input.Wrapper label="Validation PIN" description={`Sent to ${email}`}>
          <PinInput
            mt={6}
            length={PIN_LENGTH}
            type="number"
            inputMode="numeric"
            oneTimeCode
            ariaLabel="Validation PIN digit"
            value={pin}
            onChange={setPin}
          />
        </Input.Wrapper>
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => setNewPassword(event.currentTarget.value)}
        />
        <PasswordInput
          label="Retype New Password"
          autoComplete="new-password"
          value={retype}
          error={mismatch ? 'The passwords differ' : undefined}
          onChange={(event) => setRetype(event.currentTarget.value)}
        />
        <Group justify="space-between" mt="xs">
          <Button variant="subtle" onClick={onStartAgain}>
            Use another e-mail
          </Button>
          <Button type="submit" disabled={!ready} loading={reset.isPending}>
            Reset Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
