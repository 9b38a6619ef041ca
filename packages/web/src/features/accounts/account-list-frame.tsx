import type { ReactNode } from 'react';
import { Paper, Text } from '@mantine/core';
import { errorMessage } from '../../api/client';
import { PageLoader } from '../../components/page-loader';

interface AccountListFrameProps {
  isPending: boolean;
  error: unknown;
  /** How many rows survive the filters: none shows the spec's empty text. */
  count: number;
  children: ReactNode;
}

/** The bordered box of an account list: loading, a failure, the empty text, or the table. */
export function AccountListFrame({ isPending, error, count, children }: AccountListFrameProps) {
  let body: ReactNode = children;
  if (isPending) body = <PageLoader />;
  else if (error)
    body = (
      <Text c="red.7" p="lg">
        {errorMessage(error)}
      </Text>
    );
  else if (count === 0)
    body = (
      <Text c="dimmed" p="lg">
        No accounts available
      </Text>
    );
  return (
    <Paper withBorder radius="md" mt="md" style={{ overflow: 'hidden' }}>
      {body}
    </Paper>
  );
}
