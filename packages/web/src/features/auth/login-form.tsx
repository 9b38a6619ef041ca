import { useState, type FormEvent } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import type { LoginRequest, TokenResponse } from '@hearth/contract';
import { ApiError } from '../../api/client';
import { useSession } from '../../lib/session/session-context';
import { preloadSignedInHome } from '../../lib/signed-in-preload';
import { showError } from '../../lib/toasts';
import { LoginSecondStep } from './login-second-step';
import { passkeyFailureText, passkeysSupported } from './passkey-sign-in';
import { signInFailureText, twoFactorChallengeOf } from './sign-in-errors';
import { useLogin, usePasskeySignIn } from './sign-in-api';

/** The account has two-factor sign-in on: the password was right, a code (or a passkey) must follow. */
interface SecondStep {
  prompt: string;
  passkeyOffered: boolean;
  error: string | null;
}

const DEFAULT_PROMPT = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';

export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const login = useLogin();
  const passkey = usePasskeySignIn();
  const { login: acceptToken } = useSession();
  const filled = email.trim() !== '' && password !== '';
  const busy = login.isPending || passkey.isPending;
  const canUsePasskeys = passkeysSupported();

  const accept = (response: TokenResponse, username: string) => {
    if (!acceptToken(response, username)) setSecondStep(null);
  };

  /** Sends the sign-in; from the second step, a refusal is said at the code field. */
  const send = (request: LoginRequest, fromSecondStep: boolean) => {
    preloadSignedInHome();
    login.mutate(request, {
      onSuccess: ({ data }) => accept(data, request.username),
      onError: (error) => {
        const challenge = twoFactorChallengeOf(error);
        if (fromSecondStep) {
          setSecondStep((step) => step && { ...step, error: signInFailureText(error) });
        } else if (challenge) {
          const prompt = error instanceof ApiError && error.description ? error.description : DEFAULT_PROMPT;
          setSecondStep({ prompt, passkeyOffered: challenge.methods.includes('passkey'), error: null });
        } else {
          showError(signInFailureText(error));
        }
      },
    });
  };

  // A plain form submit: Enter in either field logs in, but only once both are filled.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!filled || busy) return;
    send({ username: email.trim(), password }, false);
  };

  const startPasskey = () => {
    if (busy) return;
    const username = email.trim();
    preloadSignedInHome();
    passkey.mutate(username, {
      // A passkey names its account: without a typed address, the token is for whoever it named.
      onSuccess: (response) => accept(response, username || response.email),
      onError: (error) => showError(passkeyFailureText(error)),
    });
  };

  if (secondStep) {
    return (
      <LoginSecondStep
        email={email.trim()}
        prompt={secondStep.prompt}
        error={secondStep.error}
        onClearError={() => setSecondStep((step) => (step && step.error ? { ...step, error: null } : step))}
        verifying={login.isPending}
        onVerify={(codes) => send({ username: email.trim(), password, ...codes }, true)}
        onPasskey={secondStep.passkeyOffered && canUsePasskeys ? startPasskey : null}
        passkeyPending={passkey.isPending}
        onBack={() => {
          setPassword('');
          setSecondStep(null);
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} aria-label="Login">
      <Stack gap="sm">
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Button type="submit" disabled={!filled || passkey.isPending} loading={login.isPending} mt="xs">
          Login
        </Button>
        {canUsePasskeys && (
          <Button
            variant="default"
            leftSection={<IconKey size={16} />}
            onClick={startPasskey}
            loading={passkey.isPending}
            disabled={login.isPending}
          >
            Sign in with a passkey
          </Button>
        )}
      </Stack>
    </form>
  );
}
