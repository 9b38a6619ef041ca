import { useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { serverDescription } from '../../api/client';
import { showSuccess } from '../../lib/toasts';
import { useCreateConnection } from './api';

/** Admins paste the setup token their SimpleFIN Bridge gives; Hearth claims it once. */
export function ConnectForm() {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateConnection();

  const submit = () => {
    if (!token.trim()) {
      setError('Paste the setup token from SimpleFIN Bridge.');
      return;
    }
    setError(null);
    create.mutate(
      { provider: 'simplefin', setupToken: token },
      {
        onSuccess: ({ description }) => {
          setToken('');
          showSuccess(description);
        },
        onError: (failure) => setError(serverDescription(failure)),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="connect-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="connect-title">
          Connect SimpleFIN Bridge
        </Title>
        <Text size="sm" c="dimmed">
          On{' '}
          <Anchor href="https://bridge.simplefin.org" target="_blank" rel="noreferrer">
            SimpleFIN Bridge
          </Anchor>
          , connect your banks, then choose New connection to get a setup token. Paste it here: Hearth claims it once
          and keeps the access it gives encrypted.
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <Textarea
              label="Setup token"
              value={token}
              onChange={(event) => setToken(event.currentTarget.value)}
              error={error}
              autosize
              minRows={2}
              maxRows={5}
              autoComplete="off"
              spellCheck={false}
            />
            <Group>
              <Button type="submit" loading={create.isPending}>
                Connect
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
