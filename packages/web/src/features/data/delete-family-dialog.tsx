import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { serverDescription } from '../../api/client';
import { FormDialog } from '../../components/form-dialog';
import { PasswordAgainInput } from '../../components/password-again-input';
import { useSession } from '../../lib/session/session-context';
import { showSuccess } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { useDeleteFamily } from './api';
import { deleteFamilyOf } from './data-drafts';

interface DeleteFamilyDialogProps {
  familyName: string;
  onExportFirst: () => void;
  onClose: () => void;
}

/** Deleting the family offers the export first, then asks the password again and the family's name typed back. */
export function DeleteFamilyDialog({ familyName, onExportFirst, onClose }: DeleteFamilyDialogProps) {
  const { values, errors, setErrors, textField } = useDraft({ password: '', familyName: '' });
  const remove = useDeleteFamily();
  const { logout } = useSession();

  const submit = () => {
    const check = deleteFamilyOf(values.password, values.familyName, familyName);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    remove.mutate(check.request, {
      onSuccess: ({ description }) => {
        showSuccess(description);
        logout();
      },
      onError: (error) => setErrors({ password: serverDescription(error) }),
    });
  };

  return (
    <FormDialog title="Delete the family" label="Delete the family" onClose={onClose} onSubmit={submit}>
      <Alert color="red" variant="light" title="This cannot be undone">
        Every account, transaction, budget, schedule and attached file of {familyName} is deleted, and every
        member&apos;s login with it. Only server backups made before today keep anything of it.
      </Alert>
      <Text size="sm">Download an export first if you may want any of it later.</Text>
      <Button variant="default" onClick={onExportFirst} style={{ alignSelf: 'flex-start' }}>
        Export first
      </Button>
      <PasswordAgainInput {...textField('password')} error={errors.password} />
      <TextInput
        label="Type the family's name to confirm"
        description={familyName}
        autoComplete="off"
        maxLength={100}
        {...textField('familyName')}
        error={errors.familyName}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" color="red" loading={remove.isPending}>
          Delete family
        </Button>
      </Group>
    </FormDialog>
  );
}
