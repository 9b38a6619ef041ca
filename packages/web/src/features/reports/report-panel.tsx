import type { ReactNode } from 'react';
import { Alert, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { errorMessage } from '../../api/client';

interface ReportPanelProps {
  /** The report's choices, side by side where there is room and stacked on a phone. */
  controls: ReactNode;
  children: ReactNode;
}

/** A report's box: its choices above, then what they show. */
export function ReportPanel({ controls, children }: ReportPanelProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Group align="flex-end" gap="md" wrap="wrap" role="group" aria-label="Report choices">
          {controls}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

export function ReportLoading({ h = 300 }: { h?: number }) {
  return <Skeleton h={h} radius="sm" aria-label="Loading" />;
}

export function ReportError({ error }: { error: unknown }) {
  return (
    <Alert color="red" variant="light" title="The report could not be loaded">
      {errorMessage(error)}
    </Alert>
  );
}
