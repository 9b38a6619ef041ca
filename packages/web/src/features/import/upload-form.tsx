import { useState } from 'react';
import { FileInput, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { MAX_IMPORT_FILES, MAX_IMPORT_ROWS } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { useSession } from '../../lib/session/session-context';
import { showError } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { AccountSelect } from '../../components/account-select';
import { FormActions } from '../../components/form-actions';
import { SubmitForm } from '../../components/submit-form';
import { useUploadStatement } from './api';
import type { ImportPreview } from '@hearth/contract';
import { UPLOAD_MEGABYTES, uploadProblems, uploadRequestOf, type UploadValues } from './upload-draft';
import type { UploadProgress } from './upload-request';

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
  const { values, field } = useDraft<UploadValues>({ accountId: defaultAccountId, files: [] });
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = useUploadStatement();
  const request = uploadRequestOf(values);

  const submit = () => {
    if (request === null) return;
    setProgress({ stage: 'sending', percent: 0 });
    upload.mutate(
      { ...request, onProgress: setProgress },
      {
        onSuccess: onPreview,
        onError: (error) => showError(errorMessage(error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Upload a bank file">
      <SubmitForm onSubmit={submit}>
        <Stack gap="md">
          <Group grow align="flex-start" wrap="wrap" gap="md">
            <AccountSelect label="Account" accountTypeId={1} {...field('accountId')} required miw={220} />
            <FileInput
              label="Bank file"
              placeholder="Choose one file or several"
              leftSection={<IconFileUpload size={16} />}
              accept=".csv,.txt,.ofx,.qfx,.qif,.xml"
              multiple
              clearable
              {...field('files')}
              error={uploadProblems(values).files}
              miw={220}
            />
          </Group>
          <Text size="sm" c="dimmed">
            CSV, OFX, QFX, QIF or CAMT.053, as your bank exports them; at most {UPLOAD_MEGABYTES} MB and{' '}
            {MAX_IMPORT_ROWS.toLocaleString('en-US')} rows. Up to {MAX_IMPORT_FILES} files of the account at once are
            read as one statement, rows they share counted once. Nothing is recorded until you confirm.
          </Text>
          {progress && <ProgressLine progress={progress} />}
          <FormActions
            submitLabel="Upload"
            submitIcon={<IconUpload size={16} />}
            pending={upload.isPending}
            submitDisabled={request === null}
          />
        </Stack>
      </SubmitForm>
    </Paper>
  );
}
