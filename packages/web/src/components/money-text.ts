import { formatAmount, MAX_CENTS } from '@hearth/contract';

/** What an amount box holds: nothing yet, an amount, or text the server would refuse, with the reason. */
export type MoneyText = { kind: 'empty' } | { kind: 'amount'; value: number } | { kind: 'refused'; message: string };

export const NOT_AN_AMOUNT = 'Digits and one decimal point only, like 1,234.50';
export const TOO_MANY_DECIMALS = 'At most two decimals (cents)';
export const TOO_LARGE = `At most ${formatAmount(MAX_CENTS / 100)}`;
export const NO_MINUS = 'No minus sign: amounts are above zero';

/** The most digits a whole-dollar part can have and still be within the largest amount. */
const MOST_WHOLE_DIGITS = String(MAX_CENTS / 100).length;

/**
 * Keeps what can be part of an amount as it is typed: digits, the decimal point, thousands commas, the
 * dollar sign and spaces, and a leading minus where negative amounts are allowed. Anything else (letters,
 * a minus in an amount that moves money) is left out, and said so: `dropped` names why.
 */
export function cleanMoneyTyping(text: string, allowNegative: boolean): { text: string; dropped: string | null } {
  let kept = '';
  let dropped: string | null = null;
  for (const [index, character] of [...text].entries()) {
    if (/[\d.,$ ]/.test(character)) kept += character;
    else if (character === '-' && allowNegative && index === 0) kept += character;
    // A refused minus says why: it is the mistake most worth explaining.
    else if (character === '-' && !allowNegative) dropped = NO_MINUS;
    else dropped ??= NOT_AN_AMOUNT;
  }
  return { text: kept, dropped };
}

/**
 * Reads an amount exactly, from its text rather than through a float product: '1,234.5' is 1234.5, and
 * 99999999999999999 is refused for its size instead of becoming $100,000,000,000,000,020.00. What the
 * server would refuse (a third decimal, more than the largest amount) is refused here with the reason.
 */
export function readMoneyText(text: string, allowNegative = false): MoneyText {
  const compact = text.replace(/[\s$,]/g, '');
  const negative = allowNegative && compact.startsWith('-');
  const unsigned = negative ? compact.slice(1) : compact;
  if (!/\d/.test(unsigned))
    return unsigned.replace('.', '') === '' ? { kind: 'empty' } : { kind: 'refused', message: NOT_AN_AMOUNT };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(unsigned);
  if (!match) return { kind: 'refused', message: NOT_AN_AMOUNT };
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { kind: 'refused', message: TOO_MANY_DECIMALS };
  if (whole.length > MOST_WHOLE_DIGITS) return { kind: 'refused', message: TOO_LARGE };
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_CENTS) return { kind: 'refused', message: TOO_LARGE };
  // 0 - x rather than -x: no amount reads as -$0.00.
  return { kind: 'amount', value: (negative ? 0 - cents : cents) / 100 };
}

/** How a box shows an amount it is not being typed into: $1,234.50. */
export function moneyTextOf(value: number | null): string {
  return value === null ? '' : formatAmount(value);
}
