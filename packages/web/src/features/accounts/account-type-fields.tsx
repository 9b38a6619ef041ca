import { SimpleGrid, Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { BudgetSelect } from '../../components/budget-select';
import { DateField } from '../../components/date-field';
import { MoneyInput } from '../../components/money-input';
import { SubcategorySelect } from '../../components/subcategory-select';
import type { AccountFormValues } from './account-form-values';

interface FieldsProps {
  form: UseFormReturnType<AccountFormValues>;
}

/** What only an own bank account has: where its balance starts, and whether the side panel shows it. */
export function BankAccountFields({ form }: FieldsProps) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DateField
          label="Opening Date"
          clearButtonProps={{ 'aria-label': 'Clear opening date' }}
          value={form.values.openingDate}
          onChange={(value) => form.setFieldValue('openingDate', value)}
        />
        <MoneyInput
          label="Opening Balance"
          allowNegative
          placeholder="$0.00"
          value={form.values.openingBalance}
          onChange={(value) => form.setFieldValue('openingBalance', value)}
        />
      </SimpleGrid>
      <Switch
        label="Favourite"
        description="Favourite accounts are listed with their balance in the side panel."
        {...form.getInputProps('isFavourite', { type: 'checkbox' })}
      />
    </Stack>
  );
}

/** What only a third party has: Quick Entry, and the subcategory and budget a new transaction starts with. */
export function ThirdPartyFields({ form }: FieldsProps) {
  return (
    <Stack gap="md">
      <Switch
        label="Quick Transaction"
        description="Offered in the side panel's Quick Entry."
        {...form.getInputProps('canQuickTransaction', { type: 'checkbox' })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SubcategorySelect
          label="Default Subcategory"
          placeholder="None"
          value={form.values.defaultSubCategoryId}
          onChange={(id) => form.setFieldValue('defaultSubCategoryId', id)}
        />
        <BudgetSelect
          label="Default Budget"
          value={form.values.defaultBudgetId}
          onChange={(id) => form.setFieldValue('defaultBudgetId', id)}
        />
      </SimpleGrid>
    </Stack>
  );
}
