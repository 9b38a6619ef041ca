import { Alert, Button, Group, Text } from '@mantine/core';
import { serverDescription } from '../../api/client';
import { FormDialog } from '../../components/form-dialog';
import { PasswordAgainInput } from '../../components/password-again-input';
import { passwordAgainProblem } from '../../lib/password-again';
import { useSession } from '../../lib/session/session-context';
import { showSuccess } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { useDeleteOwnLogin } from './api';

/** Asks the password again before deleting the signed-in person's login; signs out once it is done. */
export function DeleteLoginDialog({ onClose }: { onClose: () => void }) {
  const { values, errors, setErrors, textField } = useDraft({ password: '' });
  const remove = useDeleteOwnLogin();
  const { logout } = useSession();

  const submit = () => {
    const missing = passwordAgainProblem(true, values.password);
    if (missing) {
      setErrors({ password: missing });
      return;
    }
    remove.mutate(values.password, {
      onSuccess: ({ description }) => {
        showSuccess(description);
        logout();
      },
      onError: (error) => setErrors({ password: serverDescription(error) }),
    });
  };

  return (
    <FormDialog title="Delete your login" label="Delete your login" onClose={onClose} onSubmit={submit}>
      <Alert color="red" variant="light" title="This cannot be undone">
        You are signed out everywhere, and your name, e-mail address, password, two-factor sign-in and passkeys are
        erased. What you entered stays with your family, shown as made by a former member.
      </Alert>
      <Text size="sm">To use Hearth again, you would need a new invitation or a new registration.</Text>
      <PasswordAgainInput {...textField('password')} error={errors.password} data-autofocus />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" color="red" loading={remove.isPending}>
          Delete my login
        </Button>
      </Group>
    </FormDialog>
  );
}
