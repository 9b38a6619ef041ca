import { useEffect, useRef } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowMerge, IconPencil, IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import { serverDescription } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { confirmDanger } from '../../components/confirm-danger';
import { useSetCategoryDeleted } from './api';
import type { CategoryDialog } from './category-dialog';
import { actionsFor, deleteMessage, type CategoryRow } from './category-rows';

interface CategoryActionBarProps {
  row: CategoryRow;
  onOpen: (dialog: CategoryDialog) => void;
}

const ICON = { size: 16 };

/**
 * The actions of the selected row, shown right under it (a row far down the list would otherwise have
 * its actions a screen away); delete and restore happen here, the rest open a modal.
 */
export function CategoryActionBar({ row, onOpen }: CategoryActionBarProps) {
  const setDeleted = useSetCategoryDeleted();
  const bar = useRef<HTMLDivElement>(null);
  // A row chosen at the bottom of the window brings its actions into view.
  useEffect(() => {
    bar.current?.scrollIntoView({ block: 'nearest' });
  }, [row.key]);

  const actions = actionsFor(row);
  const changeDeleted = (deletedFlag: boolean) => {
    const id = row.kind === 'category' ? row.category.id : row.subcategory.id;
    setDeleted.mutate(
      { id, deletedFlag, isSubcategory: row.kind === 'subcategory' },
      {
        onSuccess: ({ description }) => showSuccess(description),
        onError: (error) => showError(serverDescription(error)),
      },
    );
  };
  const confirmDelete = () =>
    confirmDanger({
      title: row.kind === 'category' ? 'Delete Category' : 'Delete Subcategory',
      message: deleteMessage(row),
      onConfirm: () => changeDeleted(true),
    });
  const modify = () =>
    onOpen(
      row.kind === 'category'
        ? { kind: 'category', category: row.category }
        : { kind: 'subcategory', categoryId: row.category.id, subcategory: row.subcategory },
    );

  return (
    <Paper
      ref={bar}
      withBorder
      radius="md"
      px="md"
      py="sm"
      aria-label="Selected row actions"
      component="section"
      style={{ scrollMarginBottom: 16 }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">
          <Text span c="dimmed" inherit>
            {row.kind === 'category' ? 'Category' : 'Subcategory'}:{' '}
          </Text>
          <Text span fw={600} inherit>
            {row.name}
          </Text>
        </Text>
        <Group gap="xs" wrap="wrap">
          {actions.includes('modify') && (
            <Button size="xs" variant="light" leftSection={<IconPencil {...ICON} />} onClick={modify}>
              Modify
            </Button>
          )}
          {actions.includes('createSubcategory') && row.kind === 'category' && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus {...ICON} />}
              onClick={() => onOpen({ kind: 'subcategory', categoryId: row.category.id, subcategory: null })}
            >
              Create Subcategory
            </Button>
          )}
          {actions.includes('merge') && row.kind === 'subcategory' && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconArrowMerge {...ICON} />}
              onClick={() => onOpen({ kind: 'merge', source: row.subcategory })}
            >
              Merge
            </Button>
          )}
          {actions.includes('delete') && (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash {...ICON} />}
              loading={setDeleted.isPending}
              onClick={confirmDelete}
            >
              Delete
            </Button>
          )}
          {actions.includes('restore') && (
            <Button
              size="xs"
              variant="light"
              color="teal"
              leftSection={<IconRestore {...ICON} />}
              loading={setDeleted.isPending}
              onClick={() => changeDeleted(false)}
            >
              Restore
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
