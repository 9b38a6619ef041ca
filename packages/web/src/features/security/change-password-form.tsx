import { PasswordInput, Stack } from '@mantine/core';
import { Messages } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { useGoBack } from '../../lib/use-go-back';
import { FormActions } from '../../components/form-actions';
import { NewPasswordFields } from '../../components/new-password-fields';
import { SubmitForm } from '../../components/submit-form';
import { useChangePassword } from './api';
import { canSavePassword, newPasswordValid, NO_PASSWORD_CHANGE, passwordChangeProblems } from './password-rule';
import { SecuritySection } from './security-section';

/** The spec's Change password form: Current Password, New Password, Retype New Password, Save and Cancel. */
export function ChangePasswordForm() {
  const { values, setValues, textField } = useDraft(NO_PASSWORD_CHANGE);
  const changePassword = useChangePassword();
  const goBack = useGoBack();
  const problems = passwordChangeProblems(values);

  const save = () => {
    if (!newPasswordValid(values)) {
      showError(Messages.passwordValidationFailed);
      return;
    }
    changePassword.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: ({ description }) => {
          setValues(NO_PASSWORD_CHANGE);
          showSuccess(description);
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );
  };

  const cancel = () => {
    setValues(NO_PASSWORD_CHANGE);
    goBack();
  };

  return (
    <SecuritySection title="Change password">
      <SubmitForm label="Change password" onSubmit={save}>
        <Stack gap="sm" maw={480}>
          <PasswordInput label="Current Password" autoComplete="current-password" {...textField('currentPassword')} />
          <NewPasswordFields
            label="New Password"
            password={textField('newPassword')}
            retype={{ ...textField('retypePassword'), error: problems.retypePassword }}
          />
          <FormActions
            mt="sm"
            onCancel={cancel}
            pending={changePassword.isPending}
            submitDisabled={!canSavePassword(values)}
          />
        </Stack>
      </SubmitForm>
    </SecuritySection>
  );
}
