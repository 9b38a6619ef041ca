import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconShieldLock } from '@tabler/icons-react';
import { formatDate } from '@hearth/contract';
import { useSession } from '../../lib/session/session-context';
import { dayForUser } from '../../lib/today';
import { browserTimeZone } from '../../components/time-zone-choice';
import { useUserTimeZone } from './instant-text';
import { recoveryCodesFileName, recoveryCodesText } from './recovery-codes-file';

function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

interface RecoveryCodesPanelProps {
  codes: string[];
  /** The person has kept them: the codes are not shown again. */
  onDone: () => void;
}

/** The recovery codes, shown once, right after they were made; copied or downloaded from here. */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const { session } = useSession();
  const zone = useUserTimeZone();
  const day = dayForUser(new Date(), zone, browserTimeZone());
  const email = session.status === 'signed-in' ? session.email : '';
  const text = recoveryCodesText(codes, email, formatDate(day));

  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconShieldLock size={18} />} title="Keep these recovery codes safe">
        Each code signs you in once when your authenticator app is not at hand. They are shown only now: copy or
        download them and keep them somewhere safe, apart from your password.
      </Alert>
      <SimpleGrid
        component="ul"
        aria-label="Recovery codes"
        cols={{ base: 2, sm: 5 }}
        spacing="xs"
        verticalSpacing="xs"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="sm" block ta="center" style={{ whiteSpace: 'nowrap' }}>
              {code}
            </Code>
          </li>
        ))}
      </SimpleGrid>
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Group gap="sm">
          <CopyButton value={codes.join('\n')}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => download(recoveryCodesFileName(day), text)}
          >
            Download
          </Button>
        </Group>
        <Button onClick={onDone}>I have saved them</Button>
      </Group>
    </Stack>
  );
}
