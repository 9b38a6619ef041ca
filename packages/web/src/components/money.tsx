import { Text, type TextProps } from '@mantine/core';
import { formatAmount } from '../lib/money-display';

interface MoneyProps extends TextProps {
  /** A decimal amount as the API carries it. */
  amount: number;
  /** Colours negative amounts red. */
  signed?: boolean;
}

export function Money({ amount, signed = false, ...textProps }: MoneyProps) {
  return (
    <Text span inherit ff="monospace" c={signed && amount < 0 ? 'red.7' : undefined} {...textProps}>
      {formatAmount(amount)}
    </Text>
  );
}
