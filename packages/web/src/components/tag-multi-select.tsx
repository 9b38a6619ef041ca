import { tagUsableOn } from '@hearth/contract';
import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { tagsQuery } from '../api/ledger';

interface TagMultiSelectProps extends Omit<MultiSelectProps, 'data' | 'value' | 'onChange'> {
  value: number[];
  onChange: (ids: number[]) => void;
  /** With a date, tags whose validity period excludes it are not offered (unless already chosen). */
  onDate?: string | null;
  /** The same for several days at once (the transactions of a bulk update): a tag must be valid on each. */
  onDates?: readonly string[];
}

/** Picks tags: active ones (valid on the dates, when given), plus any already chosen. */
export function TagMultiSelect({ value, onChange, onDate, onDates = [], ...props }: TagMultiSelectProps) {
  const { data: tags = [] } = useQuery(tagsQuery(true));
  const dates = onDate ? [onDate, ...onDates] : onDates;
  const offered = tags.filter((tag) => tagUsableOn(tag, dates) || value.includes(tag.id));
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
