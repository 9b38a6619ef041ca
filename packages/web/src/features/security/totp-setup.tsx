import { useState } from 'react';
import { Button, Code, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { TotpSetup as TotpSetupData } from '@hearth/contract';
import { serverDescription } from '../../api/client';
import { showSuccess } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { FormActions } from '../../components/form-actions';
import { SubmitForm } from '../../components/submit-form';
import { useEnableTotp } from './api';
import { groupSecret, plainSecret } from './secret-groups';
import { PasswordAgainField } from './password-again-field';
import { enableTotpOf } from './security-drafts';
import { asksForPassword } from './totp-code';
import { TotpQrCode } from './totp-qr-code';

interface TotpSetupProps {
  setup: TotpSetupData;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Scan (or type) the secret into an authenticator app, then prove it with the first code it shows. */
export function TotpSetup({ setup, onEnabled, onCancel }: TotpSetupProps) {
  const { values, errors, setErrors, field, textField } = useDraft({ code: '', password: '' });
  // Set once the server asks for the password again (the session signed in more than a few minutes ago).
  const [passwordReason, setPasswordReason] = useState<string | null>(null);
  const enable = useEnableTotp();

  const verify = () => {
    const check = enableTotpOf(values.code, values.password, passwordReason !== null);
    if (!check.ok) {
      setErrors((current) => ({ ...current, ...check.errors }));
      return;
    }
    enable.mutate(check.request, {
      onSuccess: ({ data, description }) => {
        showSuccess(description || 'Two-factor sign-in is on.');
        onEnabled(data.recoveryCodes);
      },
      onError: (failure) => {
        const words = serverDescription(failure);
        if (!asksForPassword(failure)) setErrors((current) => ({ ...current, code: words }));
        else if (passwordReason === null) setPasswordReason(words);
        else setErrors((current) => ({ ...current, password: words }));
      },
    });
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
      <SubmitForm label="Verify the code" onSubmit={verify}>
        <Stack gap="sm" maw={360}>
          <Text size="sm">2. Type the code the app shows for Hearth, to check that it is set up.</Text>
          <TextInput
            label="Code from the app"
            description="Six digits; a new one shows every 30 seconds."
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={20}
            {...textField('code')}
            error={errors.code}
          />
          {passwordReason !== null && (
            <PasswordAgainField reason={passwordReason} {...field('password')} error={errors.password} />
          )}
          <FormActions onCancel={onCancel} pending={enable.isPending} submitLabel="Verify" />
        </Stack>
      </SubmitForm>
    </Stack>
  );
}
