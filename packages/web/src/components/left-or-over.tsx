import { Text } from '@mantine/core';
import { Money } from './money';

/**
 * What a budget has left, or how far over it is: "$120.00 left", or "over by $3,013.00" in red, never a
 * negative amount left. Under a column headed Left, `leftWordHiddenFrom` drops the word "left" where the
 * heading shows; "over by" stays at every width, as the heading does not say it.
 */
export function LeftOrOver({ left, leftWordHiddenFrom }: { left: number; leftWordHiddenFrom?: 'sm' }) {
  if (left < 0) {
    return (
      <Text span inherit c="red.8">
        <Text span size="xs" inherit={false} c="red.8">
          over by{' '}
        </Text>
        <Money amount={-left} ff="inherit" />
      </Text>
    );
  }
  return (
    <>
      <Money amount={left} ff="inherit" />
      <Text span size="xs" c="dimmed" hiddenFrom={leftWordHiddenFrom}>
        {' '}
        left
      </Text>
    </>
  );
}
