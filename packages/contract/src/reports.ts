import { z } from 'zod';
import { isoDateSchema } from './date-schema.js';

/** The days a report looks back by default (spec: category amount report 730). */
export const DEFAULT_REPORT_DAYS = 730;

const optionalId = z.number().int().positive().nullable().optional();
const historicDays = z
  .number()
  .int()
  .min(1, 'must be at least 1')
  .max(36_500, 'must be at most 36500')
  .nullable()
  .optional();

/**
 * Transfers between the family's own accounts are neither spending nor income unless a report is asked
 * to count them (then on their subcategory's side).
 */
const includeTransfers = z.boolean().optional();

/** A report's period: from/to dates, or the last N days up to today. */
const period = {
  fromDate: isoDateSchema.nullable().optional(),
  toDate: isoDateSchema.nullable().optional(),
  historicDays,
};

export const categoryAmountRequestSchema = z.object({ categoryId: optionalId, ...period, includeTransfers });
export type CategoryAmountRequest = z.infer<typeof categoryAmountRequestSchema>;

/**
 * What one subcategory amounted to over the period, on its side: for spending, payments less refunds
 * (deposits); for income, deposits less payments. Uncategorised lines are spending when paid and income
 * when deposited, one row each. `incomeCategory` says the side.
 */
export const categoryAmountRowSchema = z.object({
  amount: z.number(),
  category: z.string(),
  subcategory: z.string(),
  categoryId: z.number().nullable(),
  subCategoryId: z.number().nullable(),
  incomeCategory: z.boolean(),
});
export type CategoryAmountRow = z.infer<typeof categoryAmountRowSchema>;

export const GRANULARITIES = ['week', 'month', 'quarter', 'year'] as const;
export type ReportGranularity = (typeof GRANULARITIES)[number];

/** 1 week, 2 month, 3 quarter, 4 year, or the words. */
export const granularitySchema = z
  .union([z.enum(GRANULARITIES), z.number().int().min(1).max(4)], {
    error: 'must be week, month, quarter or year (1 to 4)',
  })
  .transform((value): ReportGranularity =>
    typeof value === 'number' ? (GRANULARITIES[value - 1] as ReportGranularity) : value,
  );

export const categoriesOverTimeRequestSchema = z.object({
  subCategoryId: optionalId,
  categoryId: optionalId,
  ...period,
  granularity: granularitySchema.optional(),
  /** Whether the bucket still running today is shown. */
  includeCurrent: z.boolean().optional(),
  includeTransfers,
});
export type CategoriesOverTimeRequest = z.input<typeof categoriesOverTimeRequestSchema>;

export const categoriesOverTimeRowSchema = z.object({
  amount: z.number(),
  displayLabel: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
});
export type CategoriesOverTimeRow = z.infer<typeof categoriesOverTimeRowSchema>;

export const monthsRequestSchema = z.object({
  months: z.number().int().min(1, 'must be at least 1').max(600, 'must be at most 600').nullable().optional(),
  /** Whether the month still running today is shown. */
  includeCurrent: z.boolean().optional(),
  /** Cash flow only. */
  includeTransfers,
});
export type MonthsRequest = z.infer<typeof monthsRequestSchema>;

/**
 * The family's worth at the end of each month (today for the running one): every own bank account's balance,
 * plus the investments' value (included in total).
 */
export const netWorthPointSchema = z.object({
  month: z.string(),
  displayLabel: z.string(),
  date: z.string(),
  total: z.number(),
  /** The holdings' value at today's prices for the running month, at that day's stored quotes for earlier ones. */
  investments: z.number(),
  /**
   * Holdings held on the date with no price to value them by (none stored then): left out of
   * `investments` and `total`, so a change between two dates is like for like only when both are 0.
   */
  unpricedHoldings: z.number(),
  accounts: z.array(z.object({ accountId: z.number(), name: z.string(), balance: z.number() })),
});
export type NetWorthPoint = z.infer<typeof netWorthPointSchema>;

/** Money in and out of the family's own bank accounts in one month; transfers between them are neither. */
export const cashFlowRowSchema = z.object({
  month: z.string(),
  displayLabel: z.string(),
  income: z.number(),
  spending: z.number(),
  net: z.number(),
  /** net / income, in percent to one decimal; null without income. */
  savingsRate: z.number().nullable(),
});
export type CashFlowRow = z.infer<typeof cashFlowRowSchema>;
