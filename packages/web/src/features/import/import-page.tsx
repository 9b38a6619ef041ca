import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Stack } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import type { ImportPreview, ImportResult } from '@hearth/contract';
import { PageTitle } from '../../components/page-title';
import { ImportSummary } from './import-summary';
import { PreviewSection } from './preview-section';
import { UploadForm } from './upload-form';

type Step =
  | { kind: 'upload' }
  | { kind: 'preview'; preview: ImportPreview }
  | { kind: 'done'; result: ImportResult; accountName: string };

/** /import: choose the account and the bank file, review the preview, Confirm Match, see what was done. */
export function ImportPage() {
  const [step, setStep] = useState<Step>({ kind: 'upload' });
  return (
    <>
      <PageTitle
        actions={
          <Button component={Link} to="/import/rules" variant="default" leftSection={<IconAdjustments size={16} />}>
            Rules
          </Button>
        }
      >
        Transaction Import
      </PageTitle>
      <Stack gap="lg">
        {step.kind === 'upload' && <UploadForm onPreview={(preview) => setStep({ kind: 'preview', preview })} />}
        {step.kind === 'preview' && (
          <PreviewSection
            // A new reading of the file starts the choices afresh.
            key={`${step.preview.importId}-${JSON.stringify(step.preview.csv?.layout ?? null)}`}
            preview={step.preview}
            onPreview={(preview) => setStep({ kind: 'preview', preview })}
            onConfirmed={(result) => setStep({ kind: 'done', result, accountName: step.preview.accountName })}
            onDiscarded={() => setStep({ kind: 'upload' })}
          />
        )}
        {step.kind === 'done' && (
          <ImportSummary
            result={step.result}
            accountName={step.accountName}
            onAnother={() => setStep({ kind: 'upload' })}
          />
        )}
      </Stack>
    </>
  );
}
