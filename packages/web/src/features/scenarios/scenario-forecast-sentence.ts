import { fromCents, toCents } from '@hearth/contract';
import { formatAmount } from '../../lib/money-display';

/**
 * 'In 90 days: $1,234.56 with this scenario, $2,345.67 without (-$1,111.11).' The difference is the
 * scenario's balance less the plain one, signed both ways so that a gain reads as plainly as a loss.
 */
export function forecastSentence(days: number, balances: { withScenario: number; withoutScenario: number }): string {
  const period = days === 1 ? 'In 1 day' : `In ${days} days`;
  const withScenario = formatAmount(balances.withScenario);
  // In cents: a difference of two decimals could otherwise pick up a float's stray digits.
  const difference = toCents(balances.withScenario) - toCents(balances.withoutScenario);
  if (difference === 0) return `${period}: ${withScenario} with this scenario, the same as without.`;
  const signed = `${difference > 0 ? '+' : ''}${formatAmount(fromCents(difference))}`;
  return `${period}: ${withScenario} with this scenario, ${formatAmount(balances.withoutScenario)} without (${signed}).`;
}
