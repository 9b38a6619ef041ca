import { Autocomplete, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { codeChoicesQuery } from './api';

const SEARCH_DELAY_MS = 300;

interface CodeFieldProps {
  typeId: number;
  value: string;
  onChange: (code: string) => void;
}

/**
 * The asset's code: searched in the price provider's list as it is typed (a choice fills in the provider's
 * code, such as bitcoin), or typed whole. Where no provider prices the type, any code is taken.
 */
export function CodeField({ typeId, value, onChange }: CodeFieldProps) {
  const [search] = useDebouncedValue(value.trim(), SEARCH_DELAY_MS);
  const found = useQuery({ ...codeChoicesQuery(typeId, search), placeholderData: keepPreviousData });
  const provider = found.data?.provider ?? null;
  const choices = found.data?.choices ?? [];
  const chosen = choices.find((choice) => choice.code === value.trim());
  // The provider not answering is not the person's mistake: it is said, not shown as an error.
  const description = !provider
    ? 'Prices are entered by hand: use any code, such as BTC'
    : found.data?.problem
      ? found.data.problem
      : chosen
        ? `${chosen.name} (${chosen.symbol}), priced by ${provider}`
        : `Search ${provider}'s list, or type its code`;
  return (
    <Autocomplete
      label="Code"
      required
      value={value}
      onChange={onChange}
      data={provider ? choices.map((choice) => choice.code) : []}
      // The provider has searched already; its order (best known first) stays.
      filter={({ options }) => options}
      renderOption={({ option }) => {
        const choice = choices.find((candidate) => candidate.code === option.value);
        return (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{choice ? `${choice.name} (${choice.symbol})` : option.value}</Text>
            <Text size="xs" c="dimmed">
              {option.value}
            </Text>
          </Group>
        );
      }}
      description={description}
      autoComplete="off"
      spellCheck={false}
    />
  );
}
