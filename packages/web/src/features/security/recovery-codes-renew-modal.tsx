import { useState, type FormEvent } from 'react';
import { Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { serverDescription } from '../../api/client';
import { showSuccess } from '../../lib/toasts';
import { FormActions } from '../../components/form-actions';
import { useRenewRecoveryCodes } from './api';

interface RecoveryCodesRenewModalProps {
  onClose: () => void;
  onRenewed: (recoveryCodes: string[]) => void;
}

/** New recovery codes replace every earlier one; the password is asked first. */
export function RecoveryCodesRenewModal({ onClose, onRenewed }: RecoveryCodesRenewModalProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const renew = useRenewRecoveryCodes();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Enter your password.');
      return;
    }
    renew.mutate(password, {
      onSuccess: ({ data, description }) => {
        showSuccess(description || 'New recovery codes have been made.');
        onRenewed(data.recoveryCodes);
        onClose();
      },
      onError: (failure) => setError(serverDescription(failure)),
    });
  };

  return (
    <Modal opened onClose={onClose} title="New recovery codes" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} aria-label="New recovery codes">
        <Stack gap="md">
          <Text size="sm">Ten new codes replace all of your present ones, used or not.</Text>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            data-autofocus
            value={password}
            error={error}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setError(null);
            }}
          />
          <FormActions onCancel={onClose} pending={renew.isPending} submitLabel="Make new codes" />
        </Stack>
      </form>
    </Modal>
  );
}
