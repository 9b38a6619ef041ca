import { z } from 'zod';
import { isoDateSchema } from './date-schema.js';

/** 1 Cryptocurrency, 2 Commodity. */
export const InvestmentTypeName: Record<number, string> = { 1: 'Cryptocurrency', 2: 'Commodity' };

/** Volumes and prices carry at most 8 decimals (0.00012345 BTC; a price of $0.00001234). */
export const VOLUME_PLACES = 8;
export const PRICE_PLACES = 8;
/**
 * Volumes are kept as whole units of 0.00000001: 90,000,000 of them is 9e15 units, just inside the 2^53
 * that a JavaScript number (and a bigint read back through it) holds exactly.
 */
export const MAX_VOLUME = 90_000_000;
/** A price per unit: $10,000,000.00000000 has 15 significant digits, which a JSON number still carries exactly. */
export const MAX_PRICE = 10_000_000;

const DECIMAL_TEXT = /^(\d+)(?:\.(\d+))?$/;

/**
 * A decimal as its canonical text ('0.00012345', '12', '1.5'), or the problem with it. Text is exact; a JSON
 * number is read by the decimal it stands for, which is exact up to 15 significant digits.
 */
export function decimalText(
  value: number | string,
  places: number,
  max: number,
): { text: string } | { problem: string } {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { problem: 'must be a number' };
    if (value < 0) return { problem: 'must not be negative' };
    if (value > max) return { problem: `must be at most ${max.toLocaleString('en-US')}` };
    const fixed = value.toFixed(places);
    if (Number(fixed) !== value) return { problem: `must have at most ${places} decimals` };
    text = fixed;
  } else {
    text = value.trim();
    if (text.startsWith('-')) return { problem: 'must not be negative' };
    if (!DECIMAL_TEXT.test(text)) return { problem: 'must be a decimal number such as 0.5' };
  }
  const [, whole = '0', fraction = ''] = DECIMAL_TEXT.exec(text) ?? [];
  if (fraction.replace(/0+$/, '').length > places) return { problem: `must have at most ${places} decimals` };
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  const trimmed = fraction.replace(/0+$/, '');
  const canonical = trimmed ? `${wholeDigits}.${trimmed}` : wholeDigits;
  if (Number(canonical) > max) return { problem: `must be at most ${max.toLocaleString('en-US')}` };
  return { text: canonical };
}

/** A volume or price as the API takes it: a JSON number or, exactly, decimal text. Parsed to canonical text. */
function decimalSchema(places: number, max: number) {
  return z.union([z.number(), z.string()], { error: 'must be a number' }).transform((value, context) => {
    const parsed = decimalText(value, places, max);
    if ('problem' in parsed) {
      context.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }
    return parsed.text;
  });
}

export const volumeInputSchema = decimalSchema(VOLUME_PLACES, MAX_VOLUME);
export const priceInputSchema = decimalSchema(PRICE_PLACES, MAX_PRICE);

/** The code of an asset as its price provider names it: bitcoin (CoinGecko's id), XAU. */
const codeSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(100, 'must be at most 100 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'may hold only letters, digits, dots, dashes and underscores');

export const investmentTypeIdSchema = z.union([z.literal(1), z.literal(2)], {
  error: 'must be 1 (Cryptocurrency) or 2 (Commodity)',
});

export const saveInvestmentRequestSchema = z.object({
  id: z.number().int().nonnegative().nullable().optional(),
  name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  code: codeSchema,
  investmentTypeId: investmentTypeIdSchema,
  /** Set directly while the holding has no purchases; with purchases it follows them. */
  volumeOwned: volumeInputSchema.nullable().optional(),
  /** A price entered by hand (no provider prices this type): recorded as a quote of this moment. */
  price: priceInputSchema.nullable().optional(),
});
export type SaveInvestmentRequest = z.input<typeof saveInvestmentRequestSchema>;
/** As the server reads it: volume and price as canonical decimal text. */
export type SaveInvestmentValues = z.output<typeof saveInvestmentRequestSchema>;

/** The asset a holding follows and how its price moved (the specification's investmentType). */
export const investmentTypeSchema = z.object({
  investmentTypeId: z.number(),
  /** The holding's name, as the editor's Name field sets it. */
  name: z.string(),
  code: z.string(),
  /** Per unit, up to 8 decimals; null until a first price is known. */
  price: z.number().nullable(),
  /** Percentages to 2 decimals; null where the stored history does not reach back that far. */
  percentageChange1hour: z.number().nullable(),
  percentageChange24hours: z.number().nullable(),
  percentageChange7days: z.number().nullable(),
});

export const investmentSchema = z.object({
  id: z.number(),
  volumeOwned: z.number(),
  /** volumeOwned as exact decimal text ('0.00012345'). */
  volumeText: z.string(),
  /** Volume times price, rounded to cents. */
  currentValue: z.number(),
  /** What the value changed by in 24 hours at today's volume, in dollars; null without a price 24 hours back. */
  change24Hr: z.number().nullable(),
  investmentType: investmentTypeSchema,
  /** 'Cryptocurrency' or 'Commodity'. */
  typeName: z.string(),
  /** The ticker to show beside the name: BTC, XAU. */
  symbol: z.string(),
  /** When the price was quoted (ISO), its source, and why it may be old when it is. */
  priceAsOf: z.string().nullable(),
  priceSource: z.enum(['provider', 'manual']).nullable(),
  priceNote: z.string().nullable(),
  /** With purchases recorded: what the volume held cost (average cost) and the gain or loss on it. */
  cost: z.number().nullable(),
  gain: z.number().nullable(),
  purchaseCount: z.number(),
});
export type Investment = z.infer<typeof investmentSchema>;

export const purchaseSchema = z.object({
  id: z.number(),
  date: z.string(),
  isSale: z.boolean(),
  volume: z.number(),
  volumeText: z.string(),
  /** Paid (or received) per unit. */
  price: z.number(),
  /** Volume times price, rounded to cents. */
  amount: z.number(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const investmentDetailSchema = investmentSchema.extend({
  purchases: z.array(purchaseSchema),
  /** The provider that prices this type, or null when prices are entered by hand. */
  provider: z.string().nullable(),
});
export type InvestmentDetail = z.infer<typeof investmentDetailSchema>;

export const savePurchaseRequestSchema = z.object({
  id: z.number().int().nonnegative().nullable().optional(),
  date: isoDateSchema,
  isSale: z.boolean().optional(),
  volume: volumeInputSchema,
  price: priceInputSchema,
});
export type SavePurchaseRequest = z.input<typeof savePurchaseRequestSchema>;
export type SavePurchaseValues = z.output<typeof savePurchaseRequestSchema>;

/** The chart's periods, in the specification's order. */
export const INVESTMENT_CHART_PERIODS = [
  { id: 1, key: 'hour', label: 'Past Hour' },
  { id: 2, key: 'day', label: '1 Day' },
  { id: 3, key: 'week', label: '1 Week' },
  { id: 4, key: 'month', label: '1 Month' },
] as const;
export type InvestmentChartPeriod = (typeof INVESTMENT_CHART_PERIODS)[number]['key'];

const periodValueSchema = z.union([z.number(), z.string()]).transform((value, context): InvestmentChartPeriod => {
  const period = INVESTMENT_CHART_PERIODS.find((p) => p.id === value || p.key === value || p.label === value);
  if (!period) {
    context.addIssue({ code: 'custom', message: 'must be 1 (Past Hour), 2 (1 Day), 3 (1 Week) or 4 (1 Month)' });
    return z.NEVER;
  }
  return period.key;
});

/** The specification names the field InvestmentChartPeriod; investmentChartPeriod is taken too. One day when neither is sent. */
export const investmentChartRequestSchema = z
  .object({ InvestmentChartPeriod: periodValueSchema.optional(), investmentChartPeriod: periodValueSchema.optional() })
  .transform((body) => ({
    period: body.InvestmentChartPeriod ?? body.investmentChartPeriod ?? ('day' as InvestmentChartPeriod),
  }));
export type InvestmentChartRequest = z.input<typeof investmentChartRequestSchema>;

export const investmentChartSchema = z.object({
  period: z.string(),
  from: z.string(),
  to: z.string(),
  /** The family's total value at each moment (ISO), from the first moment any holding had a price. */
  points: z.array(z.object({ time: z.string(), value: z.number() })),
  startValue: z.number().nullable(),
  endValue: z.number().nullable(),
  /** endValue less startValue, and that as a percentage of startValue (null when it started at nothing). */
  change: z.number().nullable(),
  percentageChange: z.number().nullable(),
});
export type InvestmentChart = z.infer<typeof investmentChartSchema>;

export const codeChoicesRequestSchema = z.object({
  investmentTypeId: z.coerce.number({ error: 'must be a number' }).pipe(investmentTypeIdSchema),
  search: z.string().max(100, 'must be at most 100 characters').optional(),
});

/** The codes a provider offers for a search, for the editor's Code field. */
export const codeChoicesSchema = z.object({
  /** The provider of this type's prices, or null when prices are entered by hand. */
  provider: z.string().nullable(),
  choices: z.array(z.object({ code: z.string(), name: z.string(), symbol: z.string() })),
  /** Why the list may be empty though a provider is set up (it did not answer). */
  problem: z.string().nullable(),
});
export type CodeChoices = z.infer<typeof codeChoicesSchema>;
