import { useState } from 'react';
import { Button, FileInput, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { useSession } from '../../lib/session/session-context';
import { showError } from '../../lib/toasts';
import { AccountSelect } from '../../components/account-select';
import { useUploadStatement } from './api';
import type { ImportPreview } from '@hearth/contract';
import type { UploadProgress } from './upload-request';

const MEGABYTES = MAX_IMPORT_BYTES / 1024 / 1024;
const TOO_LARGE = `The file is too large: an import file can be at most ${MEGABYTES} MB. Export a shorter period.`;

interface UploadFormProps {
  onPreview: (preview: ImportPreview) => void;
}

function ProgressLine({ progress }: { progress: UploadProgress }) {
  const sending = progress.stage === 'sending';
  return (
    <Stack gap={4} aria-live="polite">
      <Progress
        value={sending ? progress.percent : 100}
        animated={!sending}
        striped={!sending}
        aria-label="Upload progress"
      />
      <Text size="sm" c="dimmed">
        {sending ? `Uploading: ${progress.percent}%` : 'Reading the file and matching it with your transactions…'}
      </Text>
    </Stack>
  );
}

/** The account a statement belongs to (the user's default account first), the file, and Upload. */
export function UploadForm({ onPreview }: UploadFormProps) {
  const { session } = useSession();
  const defaultAccountId = session.status === 'signed-in' ? session.claims.defaultAccountId : null;
  const [accountId, setAccountId] = useState<number | null>(defaultAccountId);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = useUploadStatement();
  const tooLarge = !!file && file.size > MAX_IMPORT_BYTES;

  const submit = () => {
    if (!accountId || !file || tooLarge) return;
    setProgress({ stage: 'sending', percent: 0 });
    upload.mutate(
      { accountId, file, onProgress: setProgress },
      {
        onSuccess: onPreview,
        onError: (error) => showError(errorMessage(error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Upload a bank file">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Group grow align="flex-start" wrap="wrap" gap="md">
            <AccountSelect
              label="Account"
              accountTypeId={1}
              value={accountId}
              onChange={(id) => setAccountId(id)}
              required
              miw={220}
            />
            <FileInput
              label="Bank file"
              placeholder="Choose a file"
              leftSection={<IconFileUpload size={16} />}
              accept=".csv,.txt,.ofx,.qfx,.qif,.xml"
              clearable
              value={file}
              onChange={setFile}
              error={tooLarge ? TOO_LARGE : undefined}
              miw={220}
            />
          </Group>
          <Text size="sm" c="dimmed">
            CSV, OFX, QFX, QIF or CAMT.053, as your bank exports them; at most {MEGABYTES} MB and{' '}
            {MAX_IMPORT_ROWS.toLocaleString('en-US')} rows. Nothing is recorded until you confirm.
          </Text>
          {progress && <ProgressLine progress={progress} />}
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconUpload size={16} />}
              loading={upload.isPending}
              disabled={!accountId || !file || tooLarge}
            >
              Upload
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
