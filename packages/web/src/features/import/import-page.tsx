import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Group, Stack } from '@mantine/core';
import { IconAdjustments, IconApps } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { apiEndpoints, type ImportPreview, type ImportResult } from '@hearth/contract';
import { callEndpoint } from '../../api/client';
import { PageTitle } from '../../components/page-title';
import { showUndoable } from '../../lib/undo-toast';
import { importKeys, takeBackImport } from './api';
import { ConfirmedImports } from './confirmed-imports';
import { ImportSummary } from './import-summary';
import { KeptPreview } from './kept-preview';
import { SavedLayouts } from './saved-layouts';
import { UploadForm } from './upload-form';

/** The address parameter naming the preview on screen: a reload, or Back, opens it again. */
const BATCH = 'batch';

interface Done {
  importId: string;
  result: ImportResult;
  accountName: string;
}

/**
 * /import: choose the account and the bank file, review the preview (kept on the server, named in the
 * address), Confirm Match, see what was done; the recent imports can be undone.
 */
export function ImportPage() {
  const [params, setParams] = useSearchParams();
  const importId = params.get(BATCH);
  const [done, setDone] = useState<Done | null>(null);
  const [gone, setGone] = useState<string | null>(null);
  const queryClient = useQueryClient();

  // While a file is being chosen, the server gets a worker ready to read it: the first preview then
  // runs on warm code. Only a hint: if it fails, the preview starts its worker itself.
  useEffect(() => {
    callEndpoint(apiEndpoints.imports.warm).catch(() => undefined);
  }, []);

  // A preview confirmed or discarded is gone from the server: its copy goes once nothing shows it.
  useEffect(() => {
    if (gone && gone !== importId) queryClient.removeQueries({ queryKey: importKeys.preview(gone) });
  }, [gone, importId, queryClient]);

  const open = (preview: ImportPreview) => {
    queryClient.setQueryData(importKeys.preview(preview.importId), preview);
    setDone(null);
    if (preview.importId !== importId) setParams({ [BATCH]: preview.importId });
  };
  const leave = () => {
    setGone(importId);
    setParams({}, { replace: true });
  };
  const confirmed = (result: ImportResult, description: string, preview: ImportPreview) => {
    setDone({ importId: preview.importId, result, accountName: preview.accountName });
    leave();
    showUndoable(description, async () => {
      const words = await takeBackImport(queryClient, preview.importId);
      setDone((shown) => (shown?.importId === preview.importId ? null : shown));
      return words;
    });
  };

  return (
    <>
      <PageTitle
        actions={
          <Group gap="sm">
            <Button component={Link} to="/import/app" variant="default" leftSection={<IconApps size={16} />}>
              From another app
            </Button>
            <Button component={Link} to="/import/rules" variant="default" leftSection={<IconAdjustments size={16} />}>
              Rules
            </Button>
          </Group>
        }
      >
        Transaction Import
      </PageTitle>
      <Stack gap="lg">
        {importId && <KeptPreview importId={importId} onPreview={open} onConfirmed={confirmed} onLeave={leave} />}
        {!importId && done && (
          <ImportSummary result={done.result} accountName={done.accountName} onAnother={() => setDone(null)} />
        )}
        {!importId && !done && <UploadForm onPreview={open} />}
        {!importId && !done && <SavedLayouts />}
        {!importId && <ConfirmedImports />}
      </Stack>
    </>
  );
}
