import { useState } from 'react';
import { Button, Group, Modal, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { budgetsQuery, categoriesQuery, tagsQuery } from '../../api/ledger';
import { undoChange } from '../../api/undo';
import { formatAmount } from '../../lib/money-display';
import { showError } from '../../lib/toasts';
import { showUndoable } from '../../lib/undo-toast';
import { useDraft } from '../../lib/use-draft';
import { BudgetSelect } from '../../components/budget-select';
import { DateField } from '../../components/date-field';
import { FormActions } from '../../components/form-actions';
import { MoneyInput } from '../../components/money-input';
import { SubcategorySelect } from '../../components/subcategory-select';
import { TagMultiSelect } from '../../components/tag-multi-select';
import { useBulkUpdate } from './api';
import {
  bulkChangeList,
  bulkChangeQuestion,
  bulkUpdateRequestOf,
  EMPTY_BULK_FIELDS,
  hasBulkChange,
  type BulkUpdateFields,
} from './bulk-update-fields';

interface BulkUpdatePanelProps {
  selectedIds: ReadonlySet<number>;
  /** The days of the ticked transactions: a tag is offered only when valid on each (or on the new date). */
  selectedDates: readonly string[];
  /** After a successful update: the results reload on their own, the selection is the page's. */
  onUpdated: () => void;
}

/** Changes every ticked transaction at once: only the fields filled in here are changed. */
export function BulkUpdatePanel({ selectedIds, selectedDates, onUpdated }: BulkUpdatePanelProps) {
  const { values: fields, setValues: setFields, change, field, textField } = useDraft(EMPTY_BULK_FIELDS);
  const bulkUpdate = useBulkUpdate();
  const count = selectedIds.size;
  const ready = count > 0 && hasBulkChange(fields);

  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);

  // Nothing is written before the person has seen how many transactions change, and how.
  const submit = () => {
    if (ready && !bulkUpdate.isPending) setConfirming(true);
  };
  const confirm = () => {
    setConfirming(false);
    bulkUpdate.mutate(bulkUpdateRequestOf(fields, selectedIds), {
      onSuccess: ({ description, data }) => {
        showUndoable(description, () => undoChange(queryClient, data.undoId));
        onUpdated();
      },
      onError: (error) => showError(errorMessage(error)),
    });
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Bulk Update">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          Bulk Update
        </Title>
        <Text size="sm" c={count ? undefined : 'dimmed'} aria-live="polite">
          {count
            ? `${count} ${count === 1 ? 'transaction' : 'transactions'} selected`
            : 'Tick transactions in the results to change them together'}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <DateField label="New Date" description="moves them to this day" {...field('transactionDate')} />
        <MoneyInput
          label="New Amount"
          description="splits will not update"
          value={fields.transactionAmount}
          onChange={(transactionAmount) => change({ transactionAmount })}
        />
        <TextInput label="New Description" description="replaces the description" {...textField('description')} />
        <SubcategorySelect
          label="Subcategory"
          description="for every line"
          placeholder="Unchanged"
          {...field('subCategoryId')}
        />
        <BudgetSelect label="Budget" description="for every line" {...field('budgetId')} />
        <TagMultiSelect
          label="Tags"
          description="added to the tags each one has"
          {...field('tagIds')}
          // With a new date every transaction lands on it; otherwise each keeps its own.
          onDates={fields.transactionDate ? [fields.transactionDate] : selectedDates}
        />
      </SimpleGrid>
      <FormActions
        mt="lg"
        onCancel={() => setFields(EMPTY_BULK_FIELDS)}
        cancelLabel="Clear"
        cancelDisabled={!hasBulkChange(fields)}
        onSubmit={submit}
        submitLabel="Bulk Update"
        submitDisabled={!ready}
        pending={bulkUpdate.isPending}
      />
      <BulkUpdateConfirmation
        opened={confirming}
        count={count}
        fields={fields}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </Paper>
  );
}

interface BulkUpdateConfirmationProps {
  opened: boolean;
  count: number;
  fields: BulkUpdateFields;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Change N transactions?": the count and every field the update sets, before anything is written. */
function BulkUpdateConfirmation({ opened, count, fields, onCancel, onConfirm }: BulkUpdateConfirmationProps) {
  const { data: categories = [] } = useQuery(categoriesQuery());
  const { data: budgets = [] } = useQuery(budgetsQuery());
  const { data: tags = [] } = useQuery(tagsQuery(true));
  const changes = bulkChangeList(fields, {
    date: formatDate,
    amount: formatAmount,
    subcategory: (id) => {
      const category = categories.find((c) => c.subcategories.some((sub) => sub.id === id));
      const sub = category?.subcategories.find((each) => each.id === id);
      return category && sub ? `${category.name} - ${sub.name}` : 'the chosen subcategory';
    },
    budget: (id) => budgets.find((budget) => budget.id === id)?.name ?? 'the chosen budget',
    tag: (id) => tags.find((tag) => tag.id === id)?.name ?? 'the chosen tag',
  });
  const question = bulkChangeQuestion(count);
  return (
    <Modal opened={opened} onClose={onCancel} title={question} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text size="sm">Bulk Update sets on each of them:</Text>
        <Table variant="vertical" layout="fixed" withTableBorder fz="sm">
          <Table.Tbody>
            {changes.map((change) => (
              <Table.Tr key={change.label}>
                <Table.Th w={150}>{change.label}</Table.Th>
                <Table.Td>{change.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed">
          It can be undone from the message that reports it, or later from each transaction.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm} data-autofocus>
            {`Change ${count === 1 ? 'it' : `all ${count}`}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
