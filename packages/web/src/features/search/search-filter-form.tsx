import type { FormEvent } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { tagsQuery } from '../../api/ledger';
import { AccountSelect } from '../../components/account-select';
import { SubcategorySelect } from '../../components/subcategory-select';
import { AmountSelection } from './amount-selection';
import { DateSelection } from './date-selection';
import type { SearchFilters } from './search-filters';

interface SearchFilterFormProps {
  value: SearchFilters;
  onChange: (changes: Partial<SearchFilters>) => void;
  onSearch: () => void;
  searching: boolean;
}

/** The filters of a search; Search (or Enter in a text field) runs it. */
export function SearchFilterForm({ value, onChange, onSearch, searching }: SearchFilterFormProps) {
  // Deactivated tags too: old transactions still carry them and are worth finding.
  const { data: tags = [] } = useQuery(tagsQuery(true));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };

  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} aria-label="Search filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
        <TextInput
          label="Description"
          placeholder="Description or payee"
          value={value.description}
          onChange={(event) => onChange({ description: event.currentTarget.value })}
        />
        <AccountSelect
          label="Account Filter"
          placeholder="Any account"
          accountTypeId={0}
          includeInactive
          value={value.accountId}
          onChange={(accountId) => onChange({ accountId })}
        />
        <SubcategorySelect
          label="Sub Category Selection"
          placeholder="Any subcategory"
          value={value.subCategoryId}
          onChange={(subCategoryId) => onChange({ subCategoryId })}
        />
        <DateSelection value={value} onChange={onChange} />
        <AmountSelection value={value} onChange={onChange} />
        <Select
          label="Tag"
          placeholder={tags.length ? 'Any tag' : 'No tags yet'}
          searchable
          clearable
          nothingFoundMessage="No tags found"
          data={tags.map((tag) => ({
            value: String(tag.id),
            label: tag.deactivated ? `${tag.name} (inactive)` : tag.name,
          }))}
          value={value.tagId === null ? null : String(value.tagId)}
          onChange={(next) => onChange({ tagId: next ? Number(next) : null })}
        />
      </SimpleGrid>
      <Group justify="space-between" mt="lg">
        <Switch
          label="Include Deleted"
          checked={value.includeDeleted}
          onChange={(event) => onChange({ includeDeleted: event.currentTarget.checked })}
        />
        <Button type="submit" leftSection={<IconSearch size={16} />} loading={searching}>
          Search
        </Button>
      </Group>
    </Paper>
  );
}
