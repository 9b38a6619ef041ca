import { Button, Group, Paper, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Messages } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { useSession } from '../../app/session/session-context';
import { showError, showSuccess } from '../../app/toasts';
import { useGoBack } from '../../app/use-go-back';
import { PageTitle } from '../../components/page-title';
import { PASSWORD_RULES } from '../../components/password-rules';
import { useChangePassword } from './api';
import { canSavePassword, newPasswordValid, type PasswordChangeValues } from './password-rule';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', retypePassword: '' };

export function SecurityPage() {
  const form = useForm<PasswordChangeValues>({ initialValues: EMPTY });
  const changePassword = useChangePassword();
  const { replaceToken } = useSession();
  const goBack = useGoBack();

  const save = (values: PasswordChangeValues) => {
    if (!newPasswordValid(values)) {
      showError(Messages.passwordValidationFailed);
      return;
    }
    changePassword.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: ({ data, description }) => {
          // Earlier tokens stop working with the old password, so the answer carries the next one.
          replaceToken(data.token);
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
    <>
      <PageTitle>Security</PageTitle>
      <Paper withBorder radius="md" p="lg" maw={480}>
        <form onSubmit={form.onSubmit(save)} aria-label="Change password">
          <Stack gap="sm">
            <PasswordInput
              label="Current Password"
              autoComplete="current-password"
              {...form.getInputProps('currentPassword')}
            />
            <PasswordInput label="New Password" description={PASSWORD_RULES} autoComplete="new-password" {...form.getInputProps('newPassword')} />
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
      </Paper>
    </>
  );
}
