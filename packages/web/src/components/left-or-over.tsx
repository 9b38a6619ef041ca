import { Text } from '@mantine/core';
import { Money } from './money';

/**
 * What a budget has left, or how far over it is: "$120.00 left", or "over by $3,013.00" in red, never a
 * negative amount left.
 */
export function LeftOrOver({ left, hideWordsFrom }: { left: number; hideWordsFrom?: 'sm' }) {
  if (left < 0) {
    return (
      <Text span inherit c="red.8">
        <Text span size="xs" inherit={false} c="red.8" hiddenFrom={hideWordsFrom}>
          over by{' '}
        </Text>
        <Money amount={-left} ff="inherit" />
      </Text>
    );
  }
  return (
    <>
      <Money amount={left} ff="inherit" />
      <Text span size="xs" c="dimmed" hiddenFrom={hideWordsFrom}>
        {' '}
        left
      </Text>
    </>
  );
}
