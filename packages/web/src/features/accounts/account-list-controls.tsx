import { Group, Switch, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface AccountListControlsProps {
  search: string;
  onSearchChange: (search: string) => void;
  includeInactive: boolean;
  onIncludeInactiveChange: (include: boolean) => void;
}

/** The search box and the Include Inactive switch above an account list. */
export function AccountListControls({
  search,
  onSearchChange,
  includeInactive,
  onIncludeInactiveChange,
}: AccountListControlsProps) {
  return (
    <Group gap="lg" align="center" wrap="wrap">
      <TextInput
        aria-label="Search"
        placeholder="Search"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        w={{ base: '100%', sm: 280 }}
      />
      <Switch
        label="Include Inactive"
        checked={includeInactive}
        onChange={(event) => onIncludeInactiveChange(event.currentTarget.checked)}
      />
    </Group>
  );
}
