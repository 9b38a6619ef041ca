import { Link } from 'react-router';
import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';

export function Brand() {
  return (
    <UnstyledButton component={Link} to="/" aria-label="Hearth home">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={30} radius="md" variant="filled">
          <IconFlame size={19} stroke={1.8} />
        </ThemeIcon>
        <Text fw={700} fz="lg" c="dark.8">
          Hearth
        </Text>
      </Group>
    </UnstyledButton>
  );
}
