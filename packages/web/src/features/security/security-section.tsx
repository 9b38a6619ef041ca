import { useId, type ReactNode } from 'react';
import { Group, Paper, Text, Title } from '@mantine/core';

interface SecuritySectionProps {
  title: string;
  /** A sentence under the heading on what the section is for. */
  description?: ReactNode;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One part of the Security page: a card named by its h2, so it reads as a region of its own. */
export function SecuritySection({ title, description, actions, children }: SecuritySectionProps) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="sm" mb={description ? 4 : 'sm'} wrap="wrap">
        <Title order={2} fz="lg" id={headingId}>
          {title}
        </Title>
        {actions}
      </Group>
      {description && (
        <Text size="sm" c="dimmed" mb="md">
          {description}
        </Text>
      )}
      {children}
    </Paper>
  );
}
