import { Alert, Button, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ImportPreview, ImportResult } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { PageLoader } from '../../components/page-loader';
import { importPreviewQuery } from './api';
import { PreviewSection } from './preview-section';

interface KeptPreviewProps {
  importId: string;
  onPreview: (preview: ImportPreview) => void;
  onConfirmed: (result: ImportResult, description: string, preview: ImportPreview) => void;
  onLeave: () => void;
}

/** The preview the address names (/import?batch=…), as the server keeps it, with the person's choices. */
export function KeptPreview({ importId, onPreview, onConfirmed, onLeave }: KeptPreviewProps) {
  const kept = useQuery(importPreviewQuery(importId));
  if (kept.isPending) return <PageLoader />;
  if (kept.isError)
    return (
      <Alert color="red" variant="light" title="This preview could not be opened">
        <Stack gap="sm" align="flex-start">
          {errorMessage(kept.error)}
          <Button variant="default" leftSection={<IconUpload size={16} />} onClick={onLeave}>
            Upload a file
          </Button>
        </Stack>
      </Alert>
    );
  const preview = kept.data;
  return (
    <PreviewSection
      // A new reading of the file starts the choices afresh.
      key={`${preview.importId}-${JSON.stringify(preview.csv?.layout ?? null)}-${preview.dateOrder ?? ''}`}
      preview={preview}
      onPreview={onPreview}
      onConfirmed={(result, description) => onConfirmed(result, description, preview)}
      onDiscarded={onLeave}
    />
  );
}
