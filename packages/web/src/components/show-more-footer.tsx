import type { ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface ShowMoreFooterProps {
  /** The rows the list shows. */
  count: number;
  pages: PagedQuery;
  /** What the list shows, when more than its count ('… match "bakery"'); by default the count. */
  summary?: ReactNode;
  /** Read out as it changes: a search's count follows what is typed. */
  live?: boolean;
}

/** Under a list read a page at a time: how many rows it shows, and Show more while older ones remain. */
export function ShowMoreFooter({ count, pages, summary, live = false }: ShowMoreFooterProps) {
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed" aria-live={live ? 'polite' : undefined}>
        {summary ??
          `${count} transaction${count === 1 ? '' : 's'}${pages.hasNextPage ? ', older ones not loaded yet' : ''}`}
      </Text>
      {pages.hasNextPage && (
        <Button variant="light" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          Show more
        </Button>
      )}
    </Group>
  );
}
