import { Text, TextInput } from '@mantine/core';
import { serverDescription } from '../../api/client';
import { showSuccess } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { FormActions } from '../../components/form-actions';
import { FormDialog } from '../../components/form-dialog';
import { PasswordAgainInput } from '../../components/password-again-input';
import { useDisableTotp } from './api';
import { disableTotpOf } from './security-drafts';
import { fieldOfRefusal } from './totp-code';

/** Turning two-factor sign-in off asks for the password and a current code (or a recovery code). */
export function TotpDisableModal({ onClose }: { onClose: () => void }) {
  const { values, errors, setErrors, textField } = useDraft({ password: '', code: '' });
  const disable = useDisableTotp();

  const submit = () => {
    const check = disableTotpOf(values.password, values.code);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    disable.mutate(check.request, {
      onSuccess: ({ description }) => {
        showSuccess(description || 'Two-factor sign-in is off.');
        onClose();
      },
      onError: (error) => {
        const words = serverDescription(error);
        setErrors({ [fieldOfRefusal(words)]: words });
      },
    });
  };

  return (
    <FormDialog
      title="Turn off two-factor sign-in"
      label="Turn off two-factor sign-in"
      onClose={onClose}
      onSubmit={submit}
    >
      <Text size="sm">Signing in will ask only for your password again. Your recovery codes stop working.</Text>
      <PasswordAgainInput data-autofocus {...textField('password')} error={errors.password} />
      <TextInput
        label="Code from the app or a recovery code"
        autoComplete="one-time-code"
        maxLength={40}
        {...textField('code')}
        error={errors.code}
      />
      <FormActions onCancel={onClose} pending={disable.isPending} submitLabel="Turn off" />
    </FormDialog>
  );
}
