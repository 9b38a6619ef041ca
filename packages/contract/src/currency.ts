import { z } from 'zod';
import { knownCurrencies } from './money.js';

export const currencyCodeSchema = z
  .string()
  .trim()
  .refine((code) => knownCurrencies().has(code), { error: 'must be a currency code such as USD, EUR or GBP' });
