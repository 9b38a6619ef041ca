import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Group, Paper, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';

interface DashboardPanelProps {
  title: string;
  /** Where the panel title leads: the full report or list. */
  to?: string;
  children: ReactNode;
}

export function DashboardPanel({ title, to, children }: DashboardPanelProps) {
  return (
    <Paper withBorder radius="md" p="lg" shadow="xs" component="section" aria-label={title} mih={180}>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} fz="lg" c="dark.7">
          {to ? (
            <Anchor component={Link} to={to} inherit c="dark.7" underline="hover">
              {title}
            </Anchor>
          ) : (
            title
          )}
        </Title>
        {to && (
          <Anchor component={Link} to={to} aria-label={`Open ${title}`} c="dimmed">
            <IconArrowRight size={18} />
          </Anchor>
        )}
      </Group>
      {children}
    </Paper>
  );
}
