import { Text } from '@mantine/core';
import { serverDescription } from '../../api/client';
import { showSuccess } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { FormActions } from '../../components/form-actions';
import { FormDialog } from '../../components/form-dialog';
import { PasswordAgainInput } from '../../components/password-again-input';
import { useRenewRecoveryCodes } from './api';
import { renewCodesOf } from './security-drafts';

interface RecoveryCodesRenewModalProps {
  onClose: () => void;
  onRenewed: (recoveryCodes: string[]) => void;
}

/** New recovery codes replace every earlier one; the password is asked first. */
export function RecoveryCodesRenewModal({ onClose, onRenewed }: RecoveryCodesRenewModalProps) {
  const { values, errors, setErrors, textField } = useDraft({ password: '' });
  const renew = useRenewRecoveryCodes();

  const submit = () => {
    const check = renewCodesOf(values.password);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    renew.mutate(check.request, {
      onSuccess: ({ data, description }) => {
        showSuccess(description || 'New recovery codes have been made.');
        onRenewed(data.recoveryCodes);
        onClose();
      },
      onError: (failure) => setErrors({ password: serverDescription(failure) }),
    });
  };

  return (
    <FormDialog title="New recovery codes" label="New recovery codes" onClose={onClose} onSubmit={submit}>
      <Text size="sm">Ten new codes replace all of your present ones, used or not.</Text>
      <PasswordAgainInput data-autofocus {...textField('password')} error={errors.password} />
      <FormActions onCancel={onClose} pending={renew.isPending} submitLabel="Make new codes" />
    </FormDialog>
  );
}
