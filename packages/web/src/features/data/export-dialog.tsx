import { Text } from '@mantine/core';
import { serverDescription } from '../../api/client';
import { FormActions } from '../../components/form-actions';
import { FormDialog } from '../../components/form-dialog';
import { PasswordAgainInput } from '../../components/password-again-input';
import { showSuccess } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { useExportFamily } from './api';
import { exportOf } from './data-drafts';

interface ExportDialogProps {
  token: string;
  onClose: () => void;
}

/** Asks the password again, then downloads the family's export. */
export function ExportDialog({ token, onClose }: ExportDialogProps) {
  const { values, errors, setErrors, textField } = useDraft({ password: '' });
  const download = useExportFamily(token);

  const submit = () => {
    const check = exportOf(values.password);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    download.mutate(check.request, {
      onSuccess: (fileName) => {
        showSuccess(`${fileName} is downloading.`);
        onClose();
      },
      onError: (error) => setErrors({ password: serverDescription(error) }),
    });
  };

  return (
    <FormDialog title="Export your family's data" label="Export your family's data" onClose={onClose} onSubmit={submit}>
      <Text size="sm">
        The export is a zip file holding every record of your family, a spreadsheet of all transactions and the
        attached files. Keep it somewhere safe: anyone who has it can read your family&apos;s finances.
      </Text>
      <PasswordAgainInput data-autofocus {...textField('password')} error={errors.password} />
      <FormActions onCancel={onClose} pending={download.isPending} submitLabel="Download export" />
    </FormDialog>
  );
}
