import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  List,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconColumns } from '@tabler/icons-react';
import type { ImportPreview, ImportResult } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { showError, showInfo } from '../../lib/toasts';
import { DateText } from '../../components/date-text';
import { useConfirmImport, useDiscardImport } from './api';
import { CsvLayoutPanel } from './csv-layout-panel';
import { DateOrderChoice } from './date-order-choice';
import { NewThirdPartiesReview } from './new-third-parties-review';
import { PreviewTable } from './preview-table';
import {
  choiceOf,
  confirmRequestOf,
  countChoices,
  doubleMatch,
  filterRows,
  withKeptSubcategory,
  withSubcategory,
  type RowChoice,
  type RowFilter,
} from './row-choices';
import { SelectionBar } from './selection-bar';
import { SkippedRows } from './skipped-rows';
import { useRowChoices } from './use-row-choices';

const PAGE_SIZE = 50;

interface PreviewSectionProps {
  preview: ImportPreview;
  onPreview: (preview: ImportPreview) => void;
  onConfirmed: (result: ImportResult, description: string) => void;
  onDiscarded: () => void;
}

/**
 * The preview: counts and a filter, the rows a page at a time with their subcategories (one row, or the
 * ticked ones at once), the CSV columns on demand, and Confirm Match. Choices are kept on the server as
 * they are made, so a reload shows them again.
 */
export function PreviewSection({ preview, onPreview, onConfirmed, onDiscarded }: PreviewSectionProps) {
  const { changes, kept, change: keep } = useRowChoices(preview);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [filter, setFilter] = useState<RowFilter>('all');
  const [page, setPage] = useState(1);
  const [columnsShown, setColumnsShown] = useState(false);
  const confirm = useConfirmImport(preview.importId);
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
  const change = (rowNumber: number, choice: RowChoice) => {
    const row = preview.rows[rowNumber - 1];
    const previous = row ? choiceOf(row, changes) : choice;
    void keep(new Map([[rowNumber, withKeptSubcategory(previous, choice)]]));
  };
  const toggle = (rowNumbers: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const rowNumber of rowNumbers) {
        if (on) next.add(rowNumber);
        else next.delete(rowNumber);
      }
      return next;
    });
  const applySubcategory = async (subCategoryId: number | null) => {
    const { changed, left } = withSubcategory(preview.rows, changes, selected, subCategoryId);
    if (changed.size > 0 && !(await keep(changed))) return;
    setSelected(new Set());
    if (left > 0)
      showInfo(
        `${left === 1 ? '1 selected row does' : `${left} selected rows do`} not create a transaction and kept ${left === 1 ? 'its' : 'their'} category.`,
      );
  };
  const confirmMatch = () =>
    confirm.mutate(confirmRequestOf(preview.rows, changes), {
      onSuccess: ({ data, description }) => onConfirmed(data, description),
      onError: (error) => showError(errorMessage(error)),
    });
  const discardImport = () => discard.mutate(preview.importId, { onSettled: onDiscarded });

  return (
    <Stack gap="lg">
      {columnsShown && preview.csv && (
        <CsvLayoutPanel
          key={`${preview.importId}-${JSON.stringify(preview.csv.layout)}`}
          importId={preview.importId}
          accountId={preview.accountId}
          csv={preview.csv}
          onPreview={onPreview}
        />
      )}
      {preview.dateOrderChoices.length > 1 && <DateOrderChoice preview={preview} onPreview={onPreview} />}
      <NewThirdPartiesReview preview={preview} changes={changes} onChange={keep} />
      <Paper withBorder radius="md" p="lg" component="section" aria-label="Preview">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Title order={2} fz="lg">
                {preview.fileName}
              </Title>
              <Text size="sm" c="dimmed">
                {preview.files.length > 1 ? 'Several files' : preview.format} · {preview.accountName} ·{' '}
                <DateText value={preview.dateFrom} /> to <DateText value={preview.dateTo} />
              </Text>
              {preview.files.length > 1 && (
                <List size="sm" aria-label="Files read together" mt={4}>
                  {preview.files.map((file) => (
                    <List.Item key={file.name}>
                      {file.name} ({file.format}): {rowsText(file.rows)}
                      {file.duplicates > 0 &&
                        `, of which ${file.duplicates} ${file.duplicates === 1 ? 'is' : 'are'} in an earlier file and counted once`}
                    </List.Item>
                  ))}
                </List>
              )}
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
              Not rows:{' '}
              {preview.skippedLines
                .map((skipped) => `${skipped.file ? `${skipped.file}, ` : ''}line ${skipped.line} (${skipped.reason})`)
                .join('; ')}
              .
            </Text>
          )}
          <SkippedRows rows={preview.skippedRows} />
          {selected.size > 0 && (
            <SelectionBar count={selected.size} onApply={applySubcategory} onClear={() => setSelected(new Set())} />
          )}
          {shown.length === 0 ? (
            <Text c="dimmed">No rows to show.</Text>
          ) : (
            <PreviewTable
              rows={shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
              changes={changes}
              kept={kept}
              accountId={preview.accountId}
              onChange={change}
              selected={selected}
              onToggle={toggle}
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

const rowsText = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;
