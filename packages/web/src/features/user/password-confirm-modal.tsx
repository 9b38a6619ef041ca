import { useState } from 'react';
import { Text } from '@mantine/core';
import { passwordAgainProblem } from '../../lib/password-again';
import { FormActions } from '../../components/form-actions';
import { FormDialog } from '../../components/form-dialog';
import { PasswordAgainInput } from '../../components/password-again-input';

interface PasswordConfirmModalProps {
  title: string;
  /** Why the password is asked (the server's own words). */
  reason: string;
  /** The server's refusal of the password last given, shown at the field. */
  error: string | null;
  pending: boolean;
  confirmLabel: string;
  onConfirm: (password: string) => void;
  onClose: () => void;
}

/** A small dialog that asks for the password again before a sensitive change. */
export function PasswordConfirmModal({
  title,
  reason,
  error,
  pending,
  confirmLabel,
  onConfirm,
  onClose,
}: PasswordConfirmModalProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<string | null>(null);

  const submit = () => {
    const problem = passwordAgainProblem(true, password);
    if (problem !== null) {
      setMissing(problem);
      return;
    }
    onConfirm(password);
  };

  return (
    <FormDialog title={title} label={title} onClose={onClose} onSubmit={submit} size="sm">
      <Text size="sm">{reason}</Text>
      <PasswordAgainInput
        data-autofocus
        value={password}
        error={missing ?? error}
        onChange={(event) => {
          setPassword(event.currentTarget.value);
          setMissing(null);
        }}
      />
      <FormActions onCancel={onClose} pending={pending} submitLabel={confirmLabel} />
    </FormDialog>
  );
}
