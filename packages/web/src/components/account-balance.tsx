import { Box, Text, type MantineSize, type StyleProp } from '@mantine/core';
import { type Account } from '@hearth/contract';
import { formatAmount } from '../lib/money-display';
import { Money } from './money';

interface AccountBalanceProps {
  account: Pick<Account, 'balance' | 'futureAmount'>;
  /** Negative balances in red, as bank accounts show them; a third party's value is not a debt. */
  signed?: boolean;
  size?: MantineSize;
  /** What the balance says to assistive technology and tests ('Account balance'). */
  label?: string;
  fz?: StyleProp<MantineSize | number | string>;
  /** Proportional (still tabular) digits: a narrow panel keeps more room for the name than monospace would. */
  proportional?: boolean;
}

/**
 * Today's balance and, under it, what transactions dated after today will change, so that a payment
 * entered ahead is neither hidden in the balance nor forgotten. The same look wherever a balance shows.
 */
export function AccountBalance({
  account,
  signed = true,
  size = 'sm',
  label,
  fz,
  proportional = false,
}: AccountBalanceProps) {
  const digits = proportional
    ? { ff: 'inherit', style: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const }
    : { style: { whiteSpace: 'nowrap' } as const };
  return (
    <Box ta="right">
      <Money amount={account.balance} signed={signed} size={size} fz={fz} fw={500} aria-label={label} {...digits} />
      {account.futureAmount !== 0 && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="dated-later">
          {formatAmount(account.futureAmount)} dated later
        </Text>
      )}
    </Box>
  );
}
