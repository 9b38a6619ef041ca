import { Link } from 'react-router';
import { Anchor, Stack, Text } from '@mantine/core';

/** What a side panel section says when it has nothing to show, with a way to change that. */
export function PanelEmptyHint({ text, linkLabel, to }: { text: string; linkLabel?: string; to?: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
      {linkLabel && to && (
        <Anchor component={Link} to={to} size="sm">
          {linkLabel}
        </Anchor>
      )}
    </Stack>
  );
}
