import { useState } from 'react';
import { Text, TextInput } from '@mantine/core';
import { serverDescription } from '../../api/client';
import { showSuccess } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { FormActions } from '../../components/form-actions';
import { FormDialog } from '../../components/form-dialog';
import { useAddPasskey } from './api';
import { PasskeyCeremonyError } from './passkey-ceremony';
import { PasswordAgainField } from './password-again-field';
import { addPasskeyOf } from './security-drafts';
import { asksForPassword } from './totp-code';

/** Asks what to call the passkey, then lets the browser make it (a fingerprint, a face, a security key). */
export function AddPasskeyModal({ onClose }: { onClose: () => void }) {
  const { values, errors, setErrors, field, textField } = useDraft({ name: '', password: '' });
  // Set once the server asks for the password again (the session signed in more than a few minutes ago).
  const [passwordReason, setPasswordReason] = useState<string | null>(null);
  const add = useAddPasskey();

  const submit = () => {
    const check = addPasskeyOf(values.name, values.password, passwordReason !== null);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    add.mutate(check.request, {
      onSuccess: ({ description }) => {
        showSuccess(description || `Passkey ${check.request.name} added.`);
        onClose();
      },
      onError: (failure) => {
        if (failure instanceof PasskeyCeremonyError) setErrors({ name: failure.message });
        else if (!asksForPassword(failure)) setErrors({ name: serverDescription(failure) });
        else if (passwordReason === null) setPasswordReason(serverDescription(failure));
        else setErrors({ password: serverDescription(failure) });
      },
    });
  };

  return (
    <FormDialog title="Add a passkey" label="Add a passkey" onClose={onClose} onSubmit={submit}>
      <Text size="sm">Your browser will ask you to confirm with this device’s screen lock or a security key.</Text>
      <TextInput
        label="Passkey name"
        placeholder="Work laptop"
        maxLength={100}
        data-autofocus
        {...textField('name')}
        error={errors.name}
      />
      {passwordReason !== null && (
        <PasswordAgainField reason={passwordReason} {...field('password')} error={errors.password} />
      )}
      <FormActions onCancel={onClose} pending={add.isPending} submitLabel="Continue" />
    </FormDialog>
  );
}
