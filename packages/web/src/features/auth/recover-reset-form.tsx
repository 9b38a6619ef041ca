import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Input, PinInput, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Messages } from '@hearth/contract';
import { showError, showSuccess } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { FormActions } from '../../components/form-actions';
import { NewPasswordFields } from '../../components/new-password-fields';
import { SubmitForm } from '../../components/submit-form';
import { useResetPassword } from './api';
import { NEW_RESET, PIN_LENGTH, resetProblems, resetRequestOf } from './reset-draft';
import { SecondFactorFields } from './second-factor-fields';
import { signInFailureText, twoFactorChallengeOf } from './sign-in-errors';

interface RecoverResetFormProps {
  email: string;
  onStartAgain: () => void;
}

export function RecoverResetForm({ email, onStartAgain }: RecoverResetFormProps) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { values, field, textField } = useDraft(NEW_RESET);
  // With two-factor sign-in on, the server asks for a code as well: the field appears once it has.
  const [secondFactor, setSecondFactor] = useState<{ prompt: string; error: string | null } | null>(null);
  const request = resetRequestOf(values, email, secondFactor !== null);

  const submit = () => {
    if (request === null || reset.isPending) return;
    reset.mutate(request, {
      onSuccess: ({ description }) => {
        showSuccess(description);
        navigate('/');
      },
      onError: (error) => {
        const text = signInFailureText(error);
        if (secondFactor) setSecondFactor({ ...secondFactor, error: text });
        else if (twoFactorChallengeOf(error)) setSecondFactor({ prompt: text, error: null });
        else showError(text);
      },
    });
  };

  return (
    <SubmitForm label="Reset password" onSubmit={submit}>
      <Stack gap="md">
        <Alert color="hearth" variant="light" icon={<IconMailForward size={18} />}>
          {Messages.recoverySent}
        </Alert>
        <Input.Wrapper label="Validation PIN" description={`Sent to ${email}`}>
          <PinInput
            mt={6}
            length={PIN_LENGTH}
            type="number"
            inputMode="numeric"
            oneTimeCode
            ariaLabel="Validation PIN digit"
            {...field('pin')}
          />
        </Input.Wrapper>
        <NewPasswordFields
          label="New Password"
          withRules={false}
          password={textField('newPassword')}
          retype={{ ...textField('retype'), error: resetProblems(values).retype }}
        />
        {secondFactor && (
          <Stack gap={6}>
            <Text size="sm">{secondFactor.prompt}</Text>
            <SecondFactorFields
              mode={values.codeMode}
              onModeChange={field('codeMode').onChange}
              code={values.code}
              onCodeChange={(next) => {
                field('code').onChange(next);
                if (secondFactor.error) setSecondFactor({ ...secondFactor, error: null });
              }}
              error={secondFactor.error}
            />
          </Stack>
        )}
        <FormActions
          mt="xs"
          aside={
            <Button variant="subtle" onClick={onStartAgain}>
              Use another e-mail
            </Button>
          }
          submitLabel="Reset Password"
          submitDisabled={request === null}
          pending={reset.isPending}
        />
      </Stack>
    </SubmitForm>
  );
}
