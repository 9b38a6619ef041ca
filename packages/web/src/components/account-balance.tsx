import { Box, Text, type MantineSize, type StyleProp } from '@mantine/core';
import { type Account } from '@hearth/contract';
import { formatAmount } from '../lib/money-display';
import { Money } from './money';
import { seenFromFamily } from './money-sign';

interface AccountBalanceProps {
  account: Pick<Account, 'accountTypeId' | 'balance' | 'futureAmount'> & Partial<Pick<Account, 'pendingAmount'>>;
  size?: MantineSize;
  /** What the balance says to assistive technology and tests ('Account balance'). */
  label?: string;
  fz?: StyleProp<MantineSize | number | string>;
  /** Proportional (still tabular) digits: a narrow panel keeps more room for the name than monospace would. */
  proportional?: boolean;
}

/**
 * Today's balance and, under it, the pending bank transactions it includes and what transactions dated
 * after today will change, so that a payment entered ahead is neither hidden in the balance nor forgotten. The same look wherever a balance shows,
 * signed as the family's money moved (money-sign.ts): a payee the family paid shows below zero, in red.
 */
export function AccountBalance({ account, size = 'sm', label, fz, proportional = false }: AccountBalanceProps) {
  const digits = proportional
    ? { ff: 'inherit', style: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const }
    : { style: { whiteSpace: 'nowrap' } as const };
  return (
    <Box ta="right">
      <Money
        amount={seenFromFamily(account.accountTypeId, account.balance)}
        signed
        size={size}
        fz={fz}
        fw={500}
        aria-label={label}
        {...digits}
      />
      {!!account.pendingAmount && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="pending-included">
          including {formatAmount(seenFromFamily(account.accountTypeId, account.pendingAmount))} pending
        </Text>
      )}
      {account.futureAmount !== 0 && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="dated-later">
          {formatAmount(seenFromFamily(account.accountTypeId, account.futureAmount))} dated later
        </Text>
      )}
    </Box>
  );
}
