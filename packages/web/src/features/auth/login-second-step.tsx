import { useState, type FormEvent } from 'react';
import { Button, Divider, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconKey } from '@tabler/icons-react';
import {
  SecondFactorFields,
  secondFactorCodes,
  secondFactorReady,
  type SecondFactorMode,
} from './second-factor-fields';

interface LoginSecondStepProps {
  email: string;
  /** The server's words asking for the code. */
  prompt: string;
  /** The server's reason the last code was refused. */
  error: string | null;
  onClearError: () => void;
  verifying: boolean;
  onVerify: (codes: { totpCode: string } | { recoveryCode: string }) => void;
  /** Absent when passkeys are not offered (the browser cannot, or the server did not list them). */
  onPasskey: (() => void) | null;
  passkeyPending: boolean;
  onBack: () => void;
}

/** The second step of a sign-in: a code from the app (or a recovery code), or a passkey instead. */
export function LoginSecondStep(props: LoginSecondStepProps) {
  const { email, prompt, error, onClearError, verifying, onVerify, onPasskey, passkeyPending, onBack } = props;
  const [mode, setMode] = useState<SecondFactorMode>('totp');
  const [code, setCode] = useState('');
  const ready = secondFactorReady(mode, code);
  const busy = verifying || passkeyPending;

  // Enter in the field verifies, once the code is complete.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    onVerify(secondFactorCodes(mode, code));
  };

  return (
    <form onSubmit={submit} aria-label="Two-factor sign-in">
      <Stack gap="sm">
        <div>
          <Text size="sm">{prompt}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            Signing in as {email}
          </Text>
        </div>
        <SecondFactorFields
          mode={mode}
          onModeChange={setMode}
          code={code}
          onCodeChange={(next) => {
            setCode(next);
            onClearError();
          }}
          error={error}
        />
        <Button type="submit" disabled={!ready || passkeyPending} loading={verifying} mt="xs">
          Verify
        </Button>
        {onPasskey && (
          <>
            <Divider label="or" labelPosition="center" />
            <Button
              variant="default"
              leftSection={<IconKey size={16} />}
              onClick={onPasskey}
              loading={passkeyPending}
              disabled={verifying}
            >
              Use a passkey
            </Button>
          </>
        )}
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconArrowLeft size={14} />}
          onClick={onBack}
          disabled={busy}
          mx="auto"
        >
          Back to e-mail and password
        </Button>
      </Stack>
    </form>
  );
}
