import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/** A saved value in a read-only view, under its small capitalised label. */
export function ReadOnlyField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" size="sm">
        {children}
      </Text>
    </Stack>
  );
}
