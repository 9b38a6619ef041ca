import { Paper, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { tagsQuery } from '../../api/ledger';
import { draftFields } from '../../lib/draft-fields';
import { AccountSelect } from '../../components/account-select';
import { FormActions } from '../../components/form-actions';
import { SubcategorySelect } from '../../components/subcategory-select';
import { SubmitForm } from '../../components/submit-form';
import { AmountSelection } from './amount-selection';
import { DateSelection } from './date-selection';
import { rangeProblems, type SearchFilters } from './search-filters';

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
  const { field, textField, switchField } = draftFields(value, onChange);
  // A reversed range would find nothing without a word: it is said at its end, and Search waits for it.
  const problems = rangeProblems(value);
  const search = () => {
    if (Object.keys(problems).length === 0) onSearch();
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <SubmitForm label="Search filters" onSubmit={search}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
          <TextInput label="Description" placeholder="Description or payee" {...textField('description')} />
          <AccountSelect
            label="Account Filter"
            placeholder="Any account"
            accountTypeId={0}
            includeInactive
            {...field('accountId')}
          />
          <SubcategorySelect label="Sub Category Selection" placeholder="Any subcategory" {...field('subCategoryId')} />
          <DateSelection value={value} onChange={onChange} toDateError={problems.toDate} />
          <AmountSelection value={value} onChange={onChange} maxValueError={problems.maxValue} />
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
        <FormActions
          mt="lg"
          aside={<Switch label="Include Deleted" {...switchField('includeDeleted')} />}
          submitLabel="Search"
          submitIcon={<IconSearch size={16} />}
          pending={searching}
        />
      </SubmitForm>
    </Paper>
  );
}
