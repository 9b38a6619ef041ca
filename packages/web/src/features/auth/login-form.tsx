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
import { forgetPendingSignIn, keepPendingSignIn, pendingSignInOf } from './pending-sign-in';
import { signInFailureText, twoFactorChallengeOf } from './sign-in-errors';
import { useLogin, usePasskeySignIn } from './sign-in-api';

/** The account has two-factor sign-in on: the password was right, a code (or a passkey) must follow. */
interface SecondStep {
  prompt: string;
  passkeyOffered: boolean;
  error: string | null;
  /** The server's ticket for the right password: it finishes the sign-in in its place (pending-sign-in.ts). */
  ticket: string | null;
}

const DEFAULT_PROMPT = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';

/** A second step this tab was at before a reload, taken up where it was. */
function resumedSecondStep(): { email: string; step: SecondStep } | null {
  const pending = pendingSignInOf(window.sessionStorage, Date.now());
  if (!pending) return null;
  const { email, prompt, passkeyOffered, ticket } = pending;
  return { email, step: { prompt, passkeyOffered, error: null, ticket } };
}

export function LoginForm() {
  const [resumed] = useState(resumedSecondStep);
  const [email, setEmail] = useState(resumed?.email ?? '');
  const [password, setPassword] = useState('');
  const [secondStep, setSecondStep] = useState<SecondStep | null>(resumed?.step ?? null);
  const login = useLogin();
  const passkey = usePasskeySignIn();
  const { login: acceptToken } = useSession();
  const filled = email.trim() !== '' && password !== '';
  const busy = login.isPending || passkey.isPending;
  const canUsePasskeys = passkeysSupported();

  const accept = (response: TokenResponse, username: string) => {
    forgetPendingSignIn(window.sessionStorage);
    if (!acceptToken(response, username)) setSecondStep(null);
  };

  /** Back to the e-mail and password: the pending sign-in is over. */
  const startOver = () => {
    forgetPendingSignIn(window.sessionStorage);
    setPassword('');
    setSecondStep(null);
  };

  /** Sends the sign-in; from the second step, a refusal is said at the code field. */
  const send = (request: LoginRequest, fromSecondStep: boolean) => {
    preloadSignedInHome();
    login.mutate(request, {
      onSuccess: ({ data }) => accept(data, request.username),
      onError: (error) => {
        const challenge = twoFactorChallengeOf(error);
        if (fromSecondStep && error instanceof ApiError && error.status === 400) {
          // The pending sign-in ran out (or the password changed meanwhile): the password is asked again.
          startOver();
          showError(signInFailureText(error));
        } else if (fromSecondStep) {
          setSecondStep((step) => step && { ...step, error: signInFailureText(error) });
        } else if (challenge) {
          const prompt = error instanceof ApiError && error.description ? error.description : DEFAULT_PROMPT;
          const passkeyOffered = challenge.methods.includes('passkey');
          const ticket = challenge.pendingSignIn ?? null;
          if (ticket && challenge.pendingUntil) {
            keepPendingSignIn(window.sessionStorage, {
              email: request.username,
              ticket,
              until: challenge.pendingUntil,
              prompt,
              passkeyOffered,
            });
          }
          setSecondStep({ prompt, passkeyOffered, error: null, ticket });
        } else {
          showError(signInFailureText(error));
        }
      },
    });
  };

  /** The second step's request: the ticket in the password's place when there is one. */
  const secondStepRequest = (codes: { totpCode: string } | { recoveryCode: string }): LoginRequest => {
    const ticket = secondStep?.ticket;
    const username = email.trim();
    return ticket ? { username, password: '', pendingSignIn: ticket, ...codes } : { username, password, ...codes };
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
        onVerify={(codes) => send(secondStepRequest(codes), true)}
        onPasskey={secondStep.passkeyOffered && canUsePasskeys ? startPasskey : null}
        passkeyPending={passkey.isPending}
        onBack={startOver}
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
