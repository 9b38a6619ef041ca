import { Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { formatPercent } from './format';

/**
 * A percentage change with its trend arrow. The sign is in the text (+, −) so that the direction does not
 * rest on the arrow's colour or shape alone; an unknown change says so.
 */
export function Trend({ percent }: { percent: number | null }) {
  if (percent === null) {
    return (
      <Text
        span
        size="sm"
        c="dimmed"
        aria-label="Not known yet"
        title="The stored prices do not reach back that far yet"
      >
        —
      </Text>
    );
  }
  const Icon = percent > 0 ? IconArrowUpRight : percent < 0 ? IconArrowDownRight : IconMinus;
  const color = percent > 0 ? 'teal' : percent < 0 ? 'red.7' : 'dimmed';
  return (
    <Group
      component="span"
      gap={2}
      wrap="nowrap"
      display="inline-flex"
      c={color}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      <Icon size={15} stroke={2} aria-hidden />
      <Text span size="sm" inherit>
        {formatPercent(percent)}
      </Text>
    </Group>
  );
}
