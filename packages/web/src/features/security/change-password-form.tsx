import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Messages } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { useGoBack } from '../../lib/use-go-back';
import { PASSWORD_RULES } from '../../components/password-rules';
import { useChangePassword } from './api';
import { canSavePassword, newPasswordValid, type PasswordChangeValues } from './password-rule';
import { SecuritySection } from './security-section';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', retypePassword: '' };

/** The spec's Change password form: Current Password, New Password, Retype New Password, Save and Cancel. */
export function ChangePasswordForm() {
  const form = useForm<PasswordChangeValues>({ initialValues: EMPTY });
  const changePassword = useChangePassword();
  const goBack = useGoBack();

  const save = (values: PasswordChangeValues) => {
    if (!newPasswordValid(values)) {
      showError(Messages.passwordValidationFailed);
      return;
    }
    changePassword.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: ({ description }) => {
          form.reset();
          showSuccess(description);
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );
  };

  const cancel = () => {
    form.reset();
    goBack();
  };

  const retypeDiffers = form.values.retypePassword !== '' && form.values.retypePassword !== form.values.newPassword;

  return (
    <SecuritySection title="Change password">
      <form onSubmit={form.onSubmit(save)} aria-label="Change password">
        <Stack gap="sm" maw={480}>
          <PasswordInput
            label="Current Password"
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="New Password"
            description={PASSWORD_RULES}
            autoComplete="new-password"
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Retype New Password"
            autoComplete="new-password"
            {...form.getInputProps('retypePassword')}
            // The spec's own words for a retype that differs (section 5), said where it is typed.
            error={retypeDiffers ? Messages.passwordValidationFailed : undefined}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSavePassword(form.values)} loading={changePassword.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </SecuritySection>
  );
}
