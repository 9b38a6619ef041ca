import { SimpleGrid, Stack, Switch } from '@mantine/core';
import { BudgetSelect } from '../../components/budget-select';
import { DateField } from '../../components/date-field';
import { MoneyInput } from '../../components/money-input';
import { SubcategorySelect } from '../../components/subcategory-select';
import type { AccountFormValues } from './account-form-values';
import { formatAmount } from '../../lib/money-display';
import type { Draft } from '../../lib/use-draft';

interface FieldsProps {
  form: Draft<AccountFormValues>;
}

/** What only an own bank account has: where its balance starts, and whether the side panel shows it. */
export function BankAccountFields({ form }: FieldsProps) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DateField
          label="Opening Date"
          clearButtonProps={{ 'aria-label': 'Clear opening date' }}
          {...form.field('openingDate')}
        />
        <MoneyInput
          label="Opening Balance"
          allowNegative
          placeholder={formatAmount(0)}
          value={form.values.openingBalance}
          onChange={(value) => form.setFieldValue('openingBalance', value)}
        />
      </SimpleGrid>
      <Switch
        label="Favourite"
        description="Favourite accounts are listed with their balance in the side panel."
        {...form.switchField('isFavourite')}
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
        {...form.switchField('canQuickTransaction')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SubcategorySelect label="Default Subcategory" placeholder="None" {...form.field('defaultSubCategoryId')} />
        <BudgetSelect label="Default Budget" {...form.field('defaultBudgetId')} />
      </SimpleGrid>
    </Stack>
  );
}
