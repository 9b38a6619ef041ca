import { useState, type FormEvent } from 'react';
import { Button, Container, Paper, Stack, TextInput } from '@mantine/core';
import { showError } from '../../lib/toasts';
import { PageTitle } from '../../components/page-title';
import { useRecover } from './api';
import { RecoverResetForm } from './recover-reset-form';
import { signInFailureText } from './sign-in-errors';

export function RecoverPage() {
  const [email, setEmail] = useState('');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const recover = useRecover();

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || recover.isPending) return;
    recover.mutate(
      { email: address },
      {
        onSuccess: () => setCodeSentTo(address),
        onError: (error) => showError(signInFailureText(error)),
      },
    );
  };

  return (
    <Container size="xs" px={0}>
      <PageTitle>Recover Password</PageTitle>
      <Paper withBorder shadow="sm" radius="md" p="xl">
        {codeSentTo === null ? (
          <form onSubmit={sendCode} aria-label="Send recovery code">
            <Stack gap="sm">
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                description="We will e-mail you a 6-digit PIN to set a new password."
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
              />
              <Button type="submit" disabled={!email.trim()} loading={recover.isPending} mt="xs">
                Send Code
              </Button>
            </Stack>
          </form>
        ) : (
          <RecoverResetForm email={codeSentTo} onStartAgain={() => setCodeSentTo(null)} />
        )}
      </Paper>
    </Container>
  );
}
