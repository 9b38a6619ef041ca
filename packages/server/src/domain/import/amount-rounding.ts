import { readAmount, type AmountReading, type DecimalSeparator } from './amounts.js';

export interface RoundedReading {
  reading: AmountReading;
  /** Said on the row when the amount had more than two decimals and was rounded to cents. */
  note: string | null;
}

/**
 * An amount read into cents, and one written with more than two decimals (brokers and some card issuers
 * write four: "-197.1063") rounded to cents, half away from zero, with a note that says so.
 */
export function readRoundedAmount(text: string, decimal: DecimalSeparator): RoundedReading {
  const reading = readAmount(text, decimal);
  if (reading.problem !== 'more than two decimals') return { reading, note: null };
  const fraction = new RegExp(`\\${decimal}(\\d{2})(\\d+)`);
  const found = fraction.exec(text);
  if (!found) return { reading, note: null };
  const truncated = readAmount(text.replace(fraction, `${decimal}$1`), decimal);
  // The sign from the same text with a fraction that cannot round to zero ("-0.004" is still money out).
  const probe = readAmount(text.replace(fraction, `${decimal}01`), decimal);
  if (truncated.problem || probe.problem) return { reading, note: null };
  const sign = Math.sign(probe.cents) || 1;
  const up = Number((found[2] as string)[0]) >= 5;
  const cents = Math.abs(truncated.cents) + (up ? 1 : 0);
  const signed = cents === 0 ? 0 : sign * cents;
  const shown = `${signed < 0 ? '-' : ''}${Math.floor(cents / 100)}${decimal}${String(cents % 100).padStart(2, '0')}`;
  return {
    reading: { cents: signed, problem: null },
    note: `Amount ${text.trim().replace(/^([-+−]?)0+(?=\d)/, '$1')} rounded to ${shown}.`,
  };
}
