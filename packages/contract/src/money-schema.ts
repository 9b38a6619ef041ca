import { z } from 'zod';
import { hasAtMostTwoDecimals, MAX_CENTS } from './money.js';

/** A money amount as carried by the API: a decimal number with at most two decimals. */
export const moneySchema = z
  .number({ error: 'must be a number' })
  .refine(Number.isFinite, 'must be a finite number')
  .refine(hasAtMostTwoDecimals, 'must have at most two decimals')
  .refine((n) => Math.abs(n) * 100 <= MAX_CENTS, 'is too large');
