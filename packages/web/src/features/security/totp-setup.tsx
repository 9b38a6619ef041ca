import { useState, type FormEvent } from 'react';
import { Button, Code, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { TotpSetup as TotpSetupData } from '@hearth/contract';
import { serverDescription } from '../../api/client';
import { showSuccess } from '../../lib/toasts';
import { useEnableTotp } from './api';
import { groupSecret, plainSecret } from './secret-groups';
import { PasswordAgainField } from './password-again-field';
import { asksForPassword, readTotpCode } from './totp-code';
import { TotpQrCode } from './totp-qr-code';

interface TotpSetupProps {
  setup: TotpSetupData;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Scan (or type) the secret into an authenticator app, then prove it with the first code it shows. */
export function TotpSetup({ setup, onEnabled, onCancel }: TotpSetupProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Set once the server asks for the password again (the session signed in more than a few minutes ago).
  const [passwordReason, setPasswordReason] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const enable = useEnableTotp();

  const verify = (event: FormEvent) => {
    event.preventDefault();
    const { code, error: hint } = readTotpCode(typed);
    if (code === null) {
      setError(hint);
      return;
    }
    if (passwordReason !== null && !password) {
      setPasswordError('Enter your password.');
      return;
    }
    enable.mutate(
      { code, ...(password ? { password } : {}) },
      {
        onSuccess: ({ data, description }) => {
          showSuccess(description || 'Two-factor sign-in is on.');
          onEnabled(data.recoveryCodes);
        },
        onError: (failure) => {
          if (!asksForPassword(failure)) setError(serverDescription(failure));
          else if (passwordReason === null) setPasswordReason(serverDescription(failure));
          else setPasswordError(serverDescription(failure));
        },
      },
    );
  };

  const secret = plainSecret(setup.secret);

  return (
    <Stack gap="md">
      <Title order={3} fz="md">
        Set up your authenticator app
      </Title>
      <Text size="sm">
        1. Scan this QR code with an authenticator app (such as Aegis, Google Authenticator or 1Password), or type the
        secret into it.
      </Text>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <TotpQrCode otpauthUrl={setup.otpauthUrl} />
        <Stack gap={6} miw={0} style={{ flex: '1 1 220px' }}>
          <Text size="sm" fw={600}>
            Secret
          </Text>
          <Code block fz="md" data-testid="totp-secret" style={{ whiteSpace: 'normal', wordSpacing: '0.3em' }}>
            {groupSecret(secret)}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="default"
                w="fit-content"
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy secret'}
              </Button>
            )}
          </CopyButton>
        </Stack>
      </Group>
      <form onSubmit={verify} aria-label="Verify the code">
        <Stack gap="sm" maw={360}>
          <Text size="sm">2. Type the code the app shows for Hearth, to check that it is set up.</Text>
          <TextInput
            label="Code from the app"
            description="Six digits; a new one shows every 30 seconds."
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={20}
            value={typed}
            error={error}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setError(null);
            }}
          />
          {passwordReason !== null && (
            <PasswordAgainField
              reason={passwordReason}
              value={password}
              error={passwordError}
              onChange={(value) => {
                setPassword(value);
                setPasswordError(null);
              }}
            />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={enable.isPending}>
              Verify
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
