import { Link } from 'react-router';
import { Group, Text, ThemeIcon, UnstyledButton, type MantineBreakpoint } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';

/** The flame and the name, leading home; where the header is short of room the flame alone stands for it. */
export function Brand({ nameVisibleFrom }: { nameVisibleFrom?: MantineBreakpoint }) {
  return (
    <UnstyledButton component={Link} to="/" aria-label="Hearth home">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={30} radius="md" variant="filled">
          <IconFlame size={19} stroke={1.8} />
        </ThemeIcon>
        <Text fw={700} fz="lg" c="dark.8" visibleFrom={nameVisibleFrom}>
          Hearth
        </Text>
      </Group>
    </UnstyledButton>
  );
}
