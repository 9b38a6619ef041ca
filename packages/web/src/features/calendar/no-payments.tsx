import { Text } from '@mantine/core';

/** Said above the grid and instead of the phone's list when the month shows no payment. */
export function NoPaymentsThisMonth() {
  return (
    <Text c="dimmed" role="status">
      No payments this month
    </Text>
  );
}
