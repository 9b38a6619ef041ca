import { Button, Group, Text } from '@mantine/core';

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Under a list read a page at a time: how many rows it shows, and Show more while older ones remain. */
export function ShowMoreFooter({ count, pages }: { count: number; pages: PagedQuery }) {
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed">
        {`${count} transaction${count === 1 ? '' : 's'}`}
        {pages.hasNextPage ? ', older ones not loaded yet' : ''}
      </Text>
      {pages.hasNextPage && (
        <Button variant="light" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          Show more
        </Button>
      )}
    </Group>
  );
}
