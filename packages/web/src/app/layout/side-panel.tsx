import { Link } from 'react-router';
import { Anchor, Divider, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBolt, IconBuildingBank, IconPigMoney } from '@tabler/icons-react';
import { PanelSection } from './panel-section';

const SECTION_ICON = { size: 17, stroke: 1.7, color: 'var(--mantine-color-hearth-7)' };

function EmptyHint({ text, linkLabel, to }: { text: string; linkLabel?: string; to?: string }) {
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

/**
 * The panel beside every signed-in page: favourite accounts, quick entry and budgets. The Investments total
 * joins the Accounts section once investments carry a balance above zero.
 */
export function SidePanel() {
  return (
    <ScrollArea h="100%" type="scroll" px="sm" py="sm">
      <PanelSection title="Accounts" icon={<IconBuildingBank {...SECTION_ICON} />} initiallyExpanded>
        <EmptyHint text="No favourite accounts yet" linkLabel="Add an account" to="/account/" />
      </PanelSection>
      <Divider />
      <PanelSection title="Quick Entry" icon={<IconBolt {...SECTION_ICON} />} initiallyExpanded={false}>
        <EmptyHint text="Mark a third party for Quick Transaction to enter payments here." />
      </PanelSection>
      <Divider />
      <PanelSection title="Budgets" icon={<IconPigMoney {...SECTION_ICON} />} initiallyExpanded>
        <EmptyHint text="No budgets yet" linkLabel="Create a budget" to="/budget" />
      </PanelSection>
    </ScrollArea>
  );
}
