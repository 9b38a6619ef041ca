import { useState } from 'react';
import { Alert, Button, Group, Pagination, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconColumns } from '@tabler/icons-react';
import type { ImportPreview, ImportResult } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { DateText } from '../../components/date-text';
import { useConfirmImport, useDiscardImport } from './api';
import { CsvLayoutPanel } from './csv-layout-panel';
import { PreviewTable } from './preview-table';
import { confirmRequestOf, countChoices, doubleMatch, filterRows, type RowChoice, type RowFilter } from './row-choices';

const PAGE_SIZE = 50;

interface PreviewSectionProps {
  preview: ImportPreview;
  onPreview: (preview: ImportPreview) => void;
  onConfirmed: (result: ImportResult) => void;
  onDiscarded: () => void;
}

/** The preview: counts and a filter, the rows a page at a time, the CSV columns on demand, and Confirm Match. */
export function PreviewSection({ preview, onPreview, onConfirmed, onDiscarded }: PreviewSectionProps) {
  const [changes, setChanges] = useState<ReadonlyMap<number, RowChoice>>(new Map());
  const [filter, setFilter] = useState<RowFilter>('all');
  const [page, setPage] = useState(1);
  const [columnsShown, setColumnsShown] = useState(false);
  const confirm = useConfirmImport();
  const discard = useDiscardImport();
  const counts = countChoices(preview.rows, changes);
  const shown = filterRows(preview.rows, changes, filter);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const conflict = doubleMatch(preview.rows, changes);

  const filters = [
    { value: 'all', label: `All ${counts.total}` },
    { value: 'match', label: `To match ${counts.match}` },
    { value: 'create', label: `To create ${counts.create}` },
    { value: 'reconciled', label: `Imported before ${counts.reconciled}` },
    { value: 'skip', label: `Left out ${counts.skip}` },
  ];
  const showRows = (value: string) => {
    setFilter(value as RowFilter);
    setPage(1);
  };
  const change = (rowNumber: number, choice: RowChoice) =>
    setChanges((current) => new Map(current).set(rowNumber, choice));
  const confirmMatch = () =>
    confirm.mutate(
      { importId: preview.importId, request: confirmRequestOf(preview.rows, changes) },
      {
        onSuccess: ({ data, description }) => {
          showSuccess(description);
          onConfirmed(data);
        },
        onError: (error) => showError(errorMessage(error)),
      },
    );
  const discardImport = () => discard.mutate(preview.importId, { onSettled: onDiscarded });

  return (
    <Stack gap="lg">
      {columnsShown && preview.csv && (
        <CsvLayoutPanel
          key={`${preview.importId}-${JSON.stringify(preview.csv.layout)}`}
          importId={preview.importId}
          csv={preview.csv}
          onPreview={onPreview}
        />
      )}
      <Paper withBorder radius="md" p="lg" component="section" aria-label="Preview">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Title order={2} fz="lg">
                {preview.fileName}
              </Title>
              <Text size="sm" c="dimmed">
                {preview.format} · {preview.accountName} · <DateText value={preview.dateFrom} /> to{' '}
                <DateText value={preview.dateTo} />
              </Text>
            </Stack>
            {preview.csv && (
              <Button
                variant="default"
                size="sm"
                leftSection={<IconColumns size={16} />}
                onClick={() => setColumnsShown((shownNow) => !shownNow)}
                aria-expanded={columnsShown}
              >
                Columns
              </Button>
            )}
          </Group>
          {/* Five choices fit a desktop's width; a phone picks from a list instead. */}
          <SegmentedControl
            aria-label="Show rows"
            visibleFrom="sm"
            value={filter}
            onChange={showRows}
            data={filters}
            style={{ alignSelf: 'flex-start' }}
          />
          <Select
            label="Show rows"
            hiddenFrom="sm"
            value={filter}
            onChange={(value) => value && showRows(value)}
            data={filters}
            allowDeselect={false}
          />
          {preview.skippedLines.length > 0 && (
            <Text size="sm" c="dimmed">
              Not rows: {preview.skippedLines.map((skipped) => `line ${skipped.line} (${skipped.reason})`).join('; ')}.
            </Text>
          )}
          {shown.length === 0 ? (
            <Text c="dimmed">No rows to show.</Text>
          ) : (
            <PreviewTable
              rows={shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
              changes={changes}
              accountId={preview.accountId}
              onChange={change}
            />
          )}
          {pages > 1 && (
            <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label="Pages of rows" />
          )}
          {conflict && (
            <Alert color="red" variant="light">
              {conflict}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={discardImport} loading={discard.isPending}>
              Discard
            </Button>
            <Button
              leftSection={<IconCheck size={16} />}
              onClick={confirmMatch}
              loading={confirm.isPending}
              disabled={!!conflict}
            >
              Confirm Match
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
