import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TotpSetup as TotpSetupData } from '@hearth/contract';
import { serverDescription } from '../../api/client';
import { showError } from '../../lib/toasts';
import { PageLoader } from '../../components/page-loader';
import { twoFactorQuery, useStartTotpSetup } from './api';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { RecoveryCodesRenewModal } from './recovery-codes-renew-modal';
import { SecuritySection } from './security-section';
import { TotpDisableModal } from './totp-disable-modal';
import { TotpSetup } from './totp-setup';

/** What the section shows besides the status: a setup under way, or recovery codes just made. */
type Stage = { kind: 'status' } | { kind: 'setup'; setup: TotpSetupData } | { kind: 'codes'; codes: string[] };

/** Two-factor sign-in with an authenticator app: turn it on or off, and renew the recovery codes. */
export function TwoFactorSection() {
  const status = useQuery(twoFactorQuery());
  const startSetup = useStartTotpSetup();
  const [stage, setStage] = useState<Stage>({ kind: 'status' });
  const [dialog, setDialog] = useState<'disable' | 'renew' | null>(null);
  const showStatus = () => setStage({ kind: 'status' });

  const turnOn = () =>
    startSetup.mutate(undefined, {
      onSuccess: ({ data }) => setStage({ kind: 'setup', setup: data }),
      onError: (error) => showError(serverDescription(error)),
    });

  const body = () => {
    if (stage.kind === 'setup') {
      return (
        <TotpSetup
          setup={stage.setup}
          onEnabled={(codes) => setStage({ kind: 'codes', codes })}
          onCancel={showStatus}
        />
      );
    }
    if (stage.kind === 'codes') return <RecoveryCodesPanel codes={stage.codes} onDone={showStatus} />;
    if (status.isPending) return <PageLoader />;
    if (status.isError) return <Text c="red">{serverDescription(status.error)}</Text>;
    if (!status.data.totpEnabled) {
      return (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs">
            <Badge variant="light" color="gray">
              Off
            </Badge>
            <Text size="sm">Signing in asks only for your password.</Text>
          </Group>
          <Button onClick={turnOn} loading={startSetup.isPending}>
            Turn on
          </Button>
        </Group>
      );
    }
    const left = status.data.recoveryCodesLeft;
    return (
      <Stack gap="sm">
        <Group gap="xs">
          <Badge variant="light" color="teal">
            On
          </Badge>
          <Text size="sm">Signing in asks for a code from your authenticator app after your password.</Text>
        </Group>
        <Text size="sm" c={left <= 2 ? 'red.8' : undefined}>
          Recovery codes left: {left}
          {left <= 2 && ' (make new ones before they run out)'}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={() => setDialog('renew')}>
            New recovery codes
          </Button>
          <Button variant="light" color="red" onClick={() => setDialog('disable')}>
            Turn off
          </Button>
        </Group>
      </Stack>
    );
  };

  return (
    <SecuritySection
      title="Two-factor sign-in"
      description="A code from an authenticator app on your phone, asked after your password, keeps others out even if they learn it."
    >
      {body()}
      {dialog === 'disable' && <TotpDisableModal onClose={() => setDialog(null)} />}
      {dialog === 'renew' && (
        <RecoveryCodesRenewModal
          onClose={() => setDialog(null)}
          onRenewed={(codes) => setStage({ kind: 'codes', codes })}
        />
      )}
    </SecuritySection>
  );
}
