import { Group, Paper, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { errorMessage } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { useDraft } from '../../lib/use-draft';
import { BudgetSelect } from '../../components/budget-select';
import { DateField } from '../../components/date-field';
import { FormActions } from '../../components/form-actions';
import { MoneyInput } from '../../components/money-input';
import { SubcategorySelect } from '../../components/subcategory-select';
import { TagMultiSelect } from '../../components/tag-multi-select';
import { useBulkUpdate } from './api';
import { bulkUpdateRequestOf, EMPTY_BULK_FIELDS, hasBulkChange } from './bulk-update-fields';

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

  const submit = () => {
    if (!ready || bulkUpdate.isPending) return;
    bulkUpdate.mutate(bulkUpdateRequestOf(fields, selectedIds), {
      onSuccess: ({ description }) => {
        showSuccess(description);
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
    </Paper>
  );
}
