import { Link } from 'react-router';
import { Anchor, Stack, Text } from '@mantine/core';

/** What a balance panel shows before there is a chart to draw. */
export function BalancePanelBody({ defaultAccountId }: { defaultAccountId: number | null }) {
  if (defaultAccountId === null) {
    return (
      <Stack gap={4}>
        <Text c="dimmed">There is no default account yet.</Text>
        <Anchor component={Link} to="/user" size="sm">
          Choose your default account on the user page
        </Anchor>
      </Stack>
    );
  }
  return <Text c="dimmed">No balance data yet</Text>;
}
