import { useState, type FormEvent } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { errorMessage } from '../../api/client';
import { useSession } from '../../app/session/session-context';
import { preloadSignedInHome } from '../../app/signed-in-home';
import { showError } from '../../app/toasts';
import { useLogin } from './sign-in-api';

export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();
  const { login: acceptToken } = useSession();
  const filled = email.trim() !== '' && password !== '';

  // A plain form submit: Enter in either field logs in, but only once both are filled.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!filled || login.isPending) return;
    const username = email.trim();
    preloadSignedInHome();
    login.mutate(
      { username, password },
      {
        onSuccess: ({ data }) => {
          acceptToken(data, username);
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );
  };

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
        <Button type="submit" disabled={!filled} loading={login.isPending} mt="xs">
          Login
        </Button>
      </Stack>
    </form>
  );
}
