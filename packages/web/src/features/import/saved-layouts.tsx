import { useState } from 'react';
import { ActionIcon, Button, FileButton, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { downloadLayouts, readLayoutFile, savedLayoutsQuery, useDeleteLayout, useImportLayouts } from './layouts-api';

/** The family's saved CSV layouts, with their export to a file and their import from one. */
export function SavedLayouts() {
  const layouts = useQuery(savedLayoutsQuery());
  const remove = useDeleteLayout();
  const importFile = useImportLayouts();
  const [exporting, setExporting] = useState(false);

  const exportAll = async () => {
    setExporting(true);
    try {
      const count = await downloadLayouts();
      showSuccess(`${count === 1 ? '1 layout' : `${count} layouts`} exported to hearth-csv-layouts.json.`);
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };
  const importChosen = async (file: File | null) => {
    if (!file) return;
    const read = await readLayoutFile(file);
    if (typeof read === 'string') {
      showError(read);
      return;
    }
    importFile.mutate(read, {
      onSuccess: ({ description }) => showSuccess(description),
      onError: (error) => showError(errorMessage(error)),
    });
  };

  const saved = layouts.data ?? [];
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Saved layouts">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} fz="lg">
            Saved layouts
          </Title>
          <Group gap="xs">
            <FileButton onChange={importChosen} accept="application/json,.json">
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="sm"
                  leftSection={<IconUpload size={16} />}
                  loading={importFile.isPending}
                >
                  Import layouts
                </Button>
              )}
            </FileButton>
            <Button
              variant="default"
              size="sm"
              leftSection={<IconDownload size={16} />}
              onClick={exportAll}
              loading={exporting}
              disabled={saved.length === 0}
            >
              Export layouts
            </Button>
          </Group>
        </Group>
        {saved.length === 0 ? (
          <Text size="sm" c="dimmed">
            No saved layouts. Save one from the Columns panel of a CSV preview, or import a file of layouts.
          </Text>
        ) : (
          <Table fz="sm" aria-label="Saved layouts">
            <Table.Tbody>
              {saved.map((layout) => (
                <Table.Tr key={layout.id}>
                  <Table.Td>{layout.name}</Table.Td>
                  <Table.Td c="dimmed">{layout.headings.slice(0, 4).join(', ')}</Table.Td>
                  <Table.Td w={40}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete the layout ${layout.name}`}
                      onClick={() =>
                        remove.mutate(layout.id, {
                          onSuccess: ({ description }) => showSuccess(description),
                          onError: (error) => showError(errorMessage(error)),
                        })
                      }
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
