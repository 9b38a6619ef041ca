import { useState, type FormEvent } from 'react';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { serverDescription } from '../../api/client';
import { showSuccess } from '../../lib/toasts';
import { FormActions } from '../../components/form-actions';
import { useAddPasskey } from './api';
import { PasskeyCeremonyError } from './passkey-ceremony';
import { PasswordAgainField } from './password-again-field';
import { asksForPassword } from './totp-code';

interface Errors {
  name?: string | null;
  password?: string | null;
}

/** Asks what to call the passkey, then lets the browser make it (a fingerprint, a face, a security key). */
export function AddPasskeyModal({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // Set once the server asks for the password again (the session signed in more than a few minutes ago).
  const [passwordReason, setPasswordReason] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const add = useAddPasskey();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setErrors({ name: 'Give the passkey a name, such as the device it lives on.' });
      return;
    }
    if (passwordReason !== null && !password) {
      setErrors({ password: 'Enter your password.' });
      return;
    }
    add.mutate(
      { name: trimmed, ...(password ? { password } : {}) },
      {
        onSuccess: ({ description }) => {
          showSuccess(description || `Passkey ${trimmed} added.`);
          onClose();
        },
        onError: (failure) => {
          if (failure instanceof PasskeyCeremonyError) setErrors({ name: failure.message });
          else if (!asksForPassword(failure)) setErrors({ name: serverDescription(failure) });
          else if (passwordReason === null) setPasswordReason(serverDescription(failure));
          else setErrors({ password: serverDescription(failure) });
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Add a passkey" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} aria-label="Add a passkey">
        <Stack gap="md">
          <Text size="sm">Your browser will ask you to confirm with this device’s screen lock or a security key.</Text>
          <TextInput
            label="Passkey name"
            placeholder="Work laptop"
            maxLength={100}
            data-autofocus
            value={name}
            error={errors.name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setErrors({ ...errors, name: null });
            }}
          />
          {passwordReason !== null && (
            <PasswordAgainField
              reason={passwordReason}
              value={password}
              error={errors.password}
              onChange={(value) => {
                setPassword(value);
                setErrors({ ...errors, password: null });
              }}
            />
          )}
          <FormActions onCancel={onClose} pending={add.isPending} submitLabel="Continue" />
        </Stack>
      </form>
    </Modal>
  );
}
