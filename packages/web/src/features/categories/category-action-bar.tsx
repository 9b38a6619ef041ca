import { useEffect, useRef, type ComponentType } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowMerge, IconPencil, IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import { serverDescription } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { confirmDanger } from '../../components/confirm-danger';
import { useSetCategoryDeleted } from './api';
import type { CategoryDialog } from './category-dialog';
import { actionsFor, deleteMessage, type CategoryAction, type CategoryRow } from './category-rows';

interface CategoryActionBarProps {
  row: CategoryRow;
  onOpen: (dialog: CategoryDialog) => void;
}

interface ActionButton {
  action: CategoryAction;
  label: string;
  Icon: ComponentType<{ size: number }>;
  color?: string;
  pending?: boolean;
  onClick: () => void;
}

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

  // In the order they stand on the bar; the row's kind and state decide which are offered (actionsFor).
  const buttons: ActionButton[] = [
    { action: 'modify', label: 'Modify', Icon: IconPencil, onClick: modify },
    {
      action: 'createSubcategory',
      label: 'Create Subcategory',
      Icon: IconPlus,
      onClick: () => onOpen({ kind: 'subcategory', categoryId: row.category.id, subcategory: null }),
    },
    {
      action: 'merge',
      label: 'Merge',
      Icon: IconArrowMerge,
      onClick: () => {
        if (row.kind === 'subcategory') onOpen({ kind: 'merge', source: row.subcategory });
      },
    },
    {
      action: 'delete',
      label: 'Delete',
      Icon: IconTrash,
      color: 'red',
      pending: setDeleted.isPending,
      onClick: confirmDelete,
    },
    {
      action: 'restore',
      label: 'Restore',
      Icon: IconRestore,
      color: 'teal',
      pending: setDeleted.isPending,
      onClick: () => changeDeleted(false),
    },
  ];

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
          {buttons
            .filter((button) => actions.includes(button.action))
            .map(({ action, label, Icon, color, pending, onClick }) => (
              <Button
                key={action}
                size="xs"
                variant="light"
                color={color}
                leftSection={<Icon size={16} />}
                loading={pending}
                onClick={onClick}
              >
                {label}
              </Button>
            ))}
        </Group>
      </Group>
    </Paper>
  );
}
