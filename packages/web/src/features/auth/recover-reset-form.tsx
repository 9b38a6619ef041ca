import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Group, Input, PasswordInput, PinInput, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Messages } from '@hearth/contract';
import { showError, showSuccess } from '../../lib/toasts';
import { useResetPassword } from './api';
import {
  SecondFactorFields,
  secondFactorCodes,
  secondFactorReady,
  type SecondFactorMode,
} from './second-factor-fields';
import { signInFailureText, twoFactorChallengeOf } from './sign-in-errors';

interface RecoverResetFormProps {
  email: string;
  onStartAgain: () => void;
}

const PIN_LENGTH = 6;

export function RecoverResetForm({ email, onStartAgain }: RecoverResetFormProps) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [pin, setPin] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [retype, setRetype] = useState('');
  // With two-factor sign-in on, the server asks for a code as well: the field appears once it has.
  const [secondFactor, setSecondFactor] = useState<{ prompt: string; error: string | null } | null>(null);
  const [codeMode, setCodeMode] = useState<SecondFactorMode>('totp');
  const [code, setCode] = useState('');
  const mismatch = retype !== '' && newPassword !== retype;
  const ready =
    pin.length === PIN_LENGTH &&
    newPassword !== '' &&
    newPassword === retype &&
    (secondFactor === null || secondFactorReady(codeMode, code));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || reset.isPending) return;
    const codes = secondFactor ? secondFactorCodes(codeMode, code) : {};
    reset.mutate(
      { email, pin, newPassword, ...codes },
      {
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
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Reset password">
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
            value={pin}
            onChange={setPin}
          />
        </Input.Wrapper>
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => setNewPassword(event.currentTarget.value)}
        />
        <PasswordInput
          label="Retype New Password"
          autoComplete="new-password"
          value={retype}
          error={mismatch ? 'The passwords differ' : undefined}
          onChange={(event) => setRetype(event.currentTarget.value)}
        />
        {secondFactor && (
          <Stack gap={6}>
            <Text size="sm">{secondFactor.prompt}</Text>
            <SecondFactorFields
              mode={codeMode}
              onModeChange={setCodeMode}
              code={code}
              onCodeChange={(next) => {
                setCode(next);
                if (secondFactor.error) setSecondFactor({ ...secondFactor, error: null });
              }}
              error={secondFactor.error}
            />
          </Stack>
        )}
        <Group justify="space-between" mt="xs">
          <Button variant="subtle" onClick={onStartAgain}>
            Use another e-mail
          </Button>
          <Button type="submit" disabled={!ready} loading={reset.isPending}>
            Reset Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
