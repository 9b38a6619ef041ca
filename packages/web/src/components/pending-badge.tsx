import { Badge } from '@mantine/core';

/** A transaction the bank reported as pending: not booked yet, so it may still change or go. */
export function PendingBadge() {
  return (
    <Badge color="orange" variant="light" size="xs" tt="none" title="Not booked by the bank yet">
      Pending
    </Badge>
  );
}
