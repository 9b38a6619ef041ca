import { Badge, type MantineSize } from '@mantine/core';
import { dueLabel, dueState, type DueState } from './payment-due';

const DUE_COLOURS: Record<DueState, string> = { overdue: 'red', today: 'orange', later: 'gray' };

/**
 * When a payment is due, in one look everywhere: filled red when overdue, filled orange today, quiet grey
 * later. Never upper-cased ('Over Due!' is the spec's wording, not 'OVER DUE!').
 */
export function DueBadge({ dueDays, size = 'sm' }: { dueDays: number; size?: MantineSize }) {
  const state = dueState(dueDays);
  return (
    <Badge
      size={size}
      tt="none"
      variant={state === 'later' ? 'light' : 'filled'}
      color={DUE_COLOURS[state]}
      data-due={state}
    >
      {dueLabel(dueDays)}
    </Badge>
  );
}
