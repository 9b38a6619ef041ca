import { useState, type FormEvent } from 'react';
import { Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { serverDescription } from '../../api/client';
import { showSuccess } from '../../lib/toasts';
import { FormActions } from '../../components/form-actions';
import { useDisableTotp } from './api';
import { fieldOfRefusal } from './totp-code';

interface Errors {
  password?: string;
  code?: string;
}

/** Turning two-factor sign-in off asks for the password and a current code (or a recovery code). */
export function TotpDisableModal({ onClose }: { onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const disable = useDisableTotp();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = {
      password: password ? undefined : 'Enter your password.',
      code: code.trim() ? undefined : 'Enter a code from your app, or a recovery code.',
    };
    if (missing.password || missing.code) {
      setErrors(missing);
      return;
    }
    disable.mutate(
      { password, code: code.trim() },
      {
        onSuccess: ({ description }) => {
          showSuccess(description || 'Two-factor sign-in is off.');
          onClose();
        },
        onError: (error) => {
          const words = serverDescription(error);
          setErrors({ [fieldOfRefusal(words)]: words });
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title="Turn off two-factor sign-in"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} aria-label="Turn off two-factor sign-in">
        <Stack gap="md">
          <Text size="sm">Signing in will ask only for your password again. Your recovery codes stop working.</Text>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            data-autofocus
            value={password}
            error={errors.password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setErrors({ ...errors, password: undefined });
            }}
          />
          <TextInput
            label="Code from the app or a recovery code"
            autoComplete="one-time-code"
            maxLength={40}
            value={code}
            error={errors.code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setErrors({ ...errors, code: undefined });
            }}
          />
          <FormActions onCancel={onClose} pending={disable.isPending} submitLabel="Turn off" />
        </Stack>
      </form>
    </Modal>
  );
}
