import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { tagsQuery } from '../api/ledger';

interface TagMultiSelectProps extends Omit<MultiSelectProps, 'data' | 'value' | 'onChange'> {
  value: number[];
  onChange: (ids: number[]) => void;
  /** With a date, tags whose validity period excludes it are not offered (unless already chosen). */
  onDate?: string | null;
}

/** Picks tags: active ones (valid on the date, when one is given), plus any already chosen. */
export function TagMultiSelect({ value, onChange, onDate, ...props }: TagMultiSelectProps) {
  const { data: tags = [] } = useQuery(tagsQuery(true));
  const validOn = (tag: (typeof tags)[number]) =>
    !onDate || !tag.useValidityPeriod || ((!tag.validFrom || tag.validFrom <= onDate) && (!tag.validTo || onDate <= tag.validTo));
  const offered = tags.filter((tag) => (!tag.deactivated && validOn(tag)) || value.includes(tag.id));
  return (
    <MultiSelect
      searchable
      clearable
      nothingFoundMessage="No tags found"
      data={offered.map((tag) => ({ value: String(tag.id), label: tag.name }))}
      value={value.map(String)}
      onChange={(next) => onChange(next.map(Number))}
      {...props}
    />
  );
}
