import { useId, type ReactNode } from 'react';
import { Paper, Text, Title } from '@mantine/core';

interface DataSectionProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/** One part of the Your data page: a card named by its h2, so it reads as a region of its own. */
export function DataSection({ title, description, children }: DataSectionProps) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb={4}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {description}
      </Text>
      {children}
    </Paper>
  );
}
