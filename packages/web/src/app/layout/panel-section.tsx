import { useId, type ReactNode } from 'react';
import { Box, Collapse, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronRight } from '@tabler/icons-react';

interface PanelSectionProps {
  title: string;
  icon: ReactNode;
  initiallyExpanded: boolean;
  children: ReactNode;
}

/** One collapsible section of the side panel. */
export function PanelSection({ title, icon, initiallyExpanded, children }: PanelSectionProps) {
  const [expanded, { toggle }] = useDisclosure(initiallyExpanded);
  const contentId = useId();
  return (
    <Box component="section" aria-label={title} py={6}>
      <UnstyledButton
        onClick={toggle}
        aria-expanded={expanded}
        aria-controls={contentId}
        w="100%"
        py={6}
        px="xs"
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <Group justify="space-between" wrap="nowrap">
          <Group gap={8} wrap="nowrap">
            {icon}
            <Text fw={600} size="sm">
              {title}
            </Text>
          </Group>
          <IconChevronRight
            size={15}
            color="var(--mantine-color-gray-6)"
            style={{ transform: expanded ? 'rotate(90deg)' : 'none', transition: 'transform 150ms ease' }}
          />
        </Group>
      </UnstyledButton>
      <Collapse expanded={expanded} id={contentId}>
        <Box px="xs" pt={4} pb={6}>
          {children}
        </Box>
      </Collapse>
    </Box>
  );
}
