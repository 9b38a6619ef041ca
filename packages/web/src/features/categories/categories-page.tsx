import { useMemo, useState } from 'react';
import { Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { errorMessage } from '../../api/client';
import { categoriesQuery } from '../../api/ledger';
import { HistoryList } from '../../components/history-list';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { useQueryChoices } from '../../lib/use-query-choices';
import { CategoriesTable } from './categories-table';
import { CategoryActionBar } from './category-action-bar';
import type { CategoryDialog } from './category-dialog';
import { CategoryModal } from './category-modal';
import { categoryListChoicesOf, categoryListQueryOf, categoryRows } from './category-rows';
import { MergeModal } from './merge-modal';
import { SubcategoryModal } from './subcategory-modal';

/**
 * /categories: the family's categories and subcategories with their totals, and what can be done to them;
 * Include Inactive is kept in the address.
 */
export function CategoriesPage() {
  const categories = useQuery(categoriesQuery());
  const [{ includeInactive }, choose] = useQueryChoices(categoryListChoicesOf, categoryListQueryOf);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [dialog, setDialog] = useState<CategoryDialog | null>(null);
  const rows = useMemo(() => categoryRows(categories.data ?? [], includeInactive), [categories.data, includeInactive]);
  const selected = rows.find((row) => row.key === selectedKey) ?? null;
  // A selected row that left the list (deleted while inactive ones are hidden) is forgotten, so that it does
  // not come back selected when Include Inactive shows it again. React allows this update during render.
  if (selectedKey !== null && selected === null && categories.data) setSelectedKey(null);
  const close = () => setDialog(null);

  let body;
  if (categories.isPending) body = <PageLoader />;
  else if (categories.isError)
    body = (
      <Text c="red.7" p="lg">
        {errorMessage(categories.error)}
      </Text>
    );
  else if (rows.length === 0)
    body = (
      <Text c="dimmed" p="lg">
        No categories yet. Create one to sort your spending and income.
      </Text>
    );
  else {
    body = (
      <CategoriesTable
        rows={rows}
        selectedKey={selected?.key ?? null}
        onSelect={setSelectedKey}
        selectedActions={selected && <CategoryActionBar row={selected} onOpen={setDialog} />}
      />
    );
  }

  return (
    <>
      <PageTitle
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'category', category: null })}>
            Create Category
          </Button>
        }
      >
        Categories and Subcategories
      </PageTitle>
      <Stack gap="md">
        <Group justify="space-between">
          <Switch
            label="Include Inactive"
            checked={includeInactive}
            onChange={(event) => choose({ includeInactive: event.currentTarget.checked })}
          />
          <Text size="sm" c="dimmed">
            Select a category or subcategory to change it.
          </Text>
        </Group>
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          {body}
        </Paper>
        {/* The selected row's category, with its subcategories' changes (docs/history.md). */}
        {selected && <HistoryList key={selected.category.id} owner="category" id={selected.category.id} />}
      </Stack>
      {dialog?.kind === 'category' && <CategoryModal category={dialog.category} onClose={close} />}
      {dialog?.kind === 'subcategory' && (
        <SubcategoryModal categoryId={dialog.categoryId} subcategory={dialog.subcategory} onClose={close} />
      )}
      {dialog?.kind === 'merge' && <MergeModal source={dialog.source} onClose={close} />}
    </>
  );
}
