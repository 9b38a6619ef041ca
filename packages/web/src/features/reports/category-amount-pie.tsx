import { Box, ColorSwatch, Group, SimpleGrid, Text } from '@mantine/core';
import { PieChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { formatAmount } from '../../lib/money-display';
import { cssColor } from './palette';
import type { PieSlice } from './pie-slices';

/** The largest subcategories as a pie, each slice named beside its colour (a pie's labels would collide). */
export function CategoryAmountPie({ slices }: { slices: PieSlice[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
      <Box style={{ display: 'flex', justifyContent: 'center' }}>
        <PieChart
          data={slices}
          size={260}
          h={280}
          withTooltip
          tooltipDataSource="segment"
          valueFormatter={formatAmount}
          strokeWidth={1}
        />
      </Box>
      <Box component="ul" aria-label="Legend" p={0} m={0} style={{ listStyle: 'none', alignSelf: 'center' }}>
        {slices.map((slice) => (
          <Group key={slice.name} component="li" gap="xs" wrap="nowrap" py={2}>
            <ColorSwatch color={cssColor(slice.color)} size={12} withShadow={false} style={{ flex: '0 0 auto' }} />
            <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {slice.name}
            </Text>
            <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {formatAmount(slice.value)}
            </Text>
          </Group>
        ))}
      </Box>
    </SimpleGrid>
  );
}
