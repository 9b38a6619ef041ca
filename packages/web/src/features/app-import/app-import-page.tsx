import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, FileInput, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconFileUpload } from '@tabler/icons-react';
import {
  MAX_APP_IMPORT_BYTES,
  SOURCE_APP_LABELS,
  sourceAppSchema,
  type AppImportPreview,
  type AppImportResult,
} from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { FormActions } from '../../components/form-actions';
import { PageTitle } from '../../components/page-title';
import { SubmitForm } from '../../components/submit-form';
import { showError, showSuccess } from '../../lib/toasts';
import { useConfirmAppImport, usePreviewAppImport, type AppExportUpload } from './api';
import { AppImportPreviewView } from './app-import-preview';

const APP_CHOICES = [
  { value: 'detect', label: 'Let Hearth tell from the file' },
  ...sourceAppSchema.options.map((app) => ({ value: app, label: SOURCE_APP_LABELS[app] })),
];
const MEGABYTES = MAX_APP_IMPORT_BYTES / 1024 / 1024;

/**
 * /import/app: bring the history of another budgeting app (Actual Budget, YNAB, Firefly III) in. The
 * export is read and summed up first; Confirm import sends it again and writes it all at once.
 */
export function AppImportPage() {
  const [app, setApp] = useState('detect');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ upload: AppExportUpload; preview: AppImportPreview } | null>(null);
  const [done, setDone] = useState<AppImportResult | null>(null);
  const reading = usePreviewAppImport();
  const importing = useConfirmAppImport();

  const read = () => {
    if (!file) {
      setFileError('Choose the export file.');
      return;
    }
    if (file.size > MAX_APP_IMPORT_BYTES) {
      setFileError(`The file is larger than ${MEGABYTES} MB.`);
      return;
    }
    const upload = { file, app: app === 'detect' ? null : sourceAppSchema.parse(app) };
    reading.mutate(upload, {
      onSuccess: (answer) => {
        setDone(null);
        setPreview({ upload, preview: answer });
      },
      onError: (error) => showError(errorMessage(error)),
    });
  };

  const confirm = () => {
    if (!preview) return;
    importing.mutate(preview.upload, {
      onSuccess: ({ result, description }) => {
        showSuccess(description);
        setDone(result);
        setPreview(null);
        setFile(null);
      },
      onError: (error) => showError(errorMessage(error)),
    });
  };

  return (
    <>
      <PageTitle
        actions={
          <Button component={Link} to="/import" variant="default" leftSection={<IconArrowLeft size={16} />}>
            Bank files
          </Button>
        }
      >
        Import from another app
      </PageTitle>
      <Stack gap="lg">
        {done && (
          <Alert color="teal" title="Import done">
            {done.transactionsCreated} transactions ({done.transfersCreated} transfers), {done.accountsCreated} bank
            accounts, {done.thirdPartiesCreated} third parties, {done.subcategoriesCreated} subcategories and{' '}
            {done.budgetsCreated} budgets created; {done.alreadyImported} transactions were imported before.{' '}
            <Link to="/accounts">See the accounts</Link>.
          </Alert>
        )}
        {preview ? (
          <Paper withBorder radius="md" p="lg" component="section" aria-label="What the import brings">
            <AppImportPreviewView preview={preview.preview} />
            <FormActions
              mt="md"
              pending={importing.isPending}
              submitLabel="Confirm import"
              submitDisabled={preview.preview.transactions.toCreate === 0 && preview.preview.accounts.toCreate === 0}
              onSubmit={confirm}
              onCancel={() => setPreview(null)}
              cancelLabel="Choose another file"
              cancelDisabled={importing.isPending}
            />
          </Paper>
        ) : (
          <Paper withBorder radius="md" p="lg" component="section" aria-label="Upload an export">
            <SubmitForm onSubmit={read} label="Upload an export">
              <Stack gap="md">
                <Group grow align="flex-start" wrap="wrap" gap="md">
                  <Select
                    label="App"
                    data={APP_CHOICES}
                    value={app}
                    onChange={(value) => setApp(value ?? 'detect')}
                    allowDeselect={false}
                    miw={220}
                  />
                  <FileInput
                    label="Export file"
                    placeholder="Choose a file"
                    leftSection={<IconFileUpload size={16} />}
                    accept=".zip,.csv,.tsv,.sqlite"
                    clearable
                    clearButtonProps={{ 'aria-label': 'Clear the file' }}
                    value={file}
                    onChange={(chosen) => {
                      setFile(chosen);
                      setFileError(null);
                    }}
                    error={fileError}
                    miw={220}
                  />
                </Group>
                <Text size="sm" c="dimmed">
                  Actual Budget: the .zip of Settings › Export data. YNAB: the .zip of Export budget (or its
                  Register.csv). Firefly III: the transactions CSV of Export data. At most {MEGABYTES} MB. Nothing is
                  recorded until you confirm.
                </Text>
                <FormActions pending={reading.isPending} submitLabel="Read the file" />
              </Stack>
            </SubmitForm>
          </Paper>
        )}
      </Stack>
    </>
  );
}
