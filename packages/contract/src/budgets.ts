import { z } from 'zod';
import { isoDateSchema } from './date-schema.js';
import { moneySchema } from './money-schema.js';
import { MAX_PAGE_SIZE } from './transactions.js';

/** 1 Weekly, 2 Monthly (the specification's two), and 3 Fortnightly. */
export const BudgetTypeName: Record<number, string> = { 1: 'Weekly', 2: 'Monthly', 3: 'Fortnightly' };

/** How the current period of a budget stands: what it may spend, what it used, what is left. */
const periodStanding = {
  /** The number of the period holding today (0 before the budget starts; the last one after it ends). */
  currentBudgetNumber: z.number(),
  /** What lines naming the budget used in the current period: payments and transfers add, deposits take back. */
  used: z.number(),
  /** The period's allowance plus what the period before carried over. */
  effectiveAllowance: z.number(),
  left: z.number(),
  percentageUsed: z.number(),
};

/** A budget as lists, pickers and the side panel show it. */
export const budgetSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  budgetTypeId: z.number(),
  /** 'Weekly', 'Monthly' or 'Fortnightly'. */
  budgetType: z.string(),
  /** The allowance of the current period. */
  allowanceAmount: z.number(),
  /** The same as allowanceAmount: the list's name for it. */
  budgetAmount: z.number(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  primaryAccountId: z.number().nullable(),
  primaryAccountName: z.string().nullable(),
  carryOver: z.boolean(),
  carryOverCap: z.number().nullable(),
  ...periodStanding,
});
export type BudgetSummary = z.infer<typeof budgetSummarySchema>;

export const budgetPeriodSchema = z.object({
  budgetNumber: z.number(),
  fromDate: z.string(),
  toDate: z.string(),
  allowance: z.number(),
  carryIn: z.number(),
  effectiveAllowance: z.number(),
  used: z.number(),
  left: z.number(),
  percentageUsed: z.number(),
});
export type BudgetPeriod = z.infer<typeof budgetPeriodSchema>;

/** One budget with its periods, from the first to the current one. */
export const budgetSchema = budgetSummarySchema.extend({
  startDayNumber: z.number(),
  schedule: z.array(budgetPeriodSchema),
  /** Allowance changes: the allowance from a period on. */
  allowanceChanges: z.array(z.object({ fromPeriod: z.number(), amount: z.number() })),
});
export type Budget = z.infer<typeof budgetSchema>;

export const saveBudgetRequestSchema = z.object({
  id: z.number().int().nonnegative().nullable().optional(),
  name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  allowanceAmount: moneySchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema.nullable().optional(),
  budgetTypeId: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: 'must be 1 (Weekly), 2 (Monthly) or 3 (Fortnightly)',
  }),
  primaryAccountId: z.number().int().positive().nullable().optional(),
  /** Sent as 1 by the original client; periods follow the start date. */
  startDayNumber: z.number().int().optional(),
  carryOver: z.boolean().optional(),
  carryOverCap: moneySchema.nullable().optional(),
  /** The period from which a changed allowance applies (the current period when left out). */
  allowanceFromPeriod: z.number().int().min(1, 'must be at least 1').max(100000).optional(),
});
export type SaveBudgetRequest = z.infer<typeof saveBudgetRequestSchema>;

/**
 * A page of a period's transactions: without limitResultCount the whole period, as the specification's
 * call answers it; with it, that many of the newest after skipping `offset`.
 */
export const budgetPeriodTransactionsQuerySchema = z
  .object({
    limitResultCount: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`)
      .optional(),
    offset: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must not be below 0')
      .max(1_000_000, 'must be at most 1000000')
      .optional(),
  })
  .refine((query) => query.offset === undefined || query.limitResultCount !== undefined, {
    path: ['limitResultCount'],
    message: 'is required with an offset',
  });
export type BudgetPeriodTransactionsQuery = z.infer<typeof budgetPeriodTransactionsQuerySchema>;

export const budgetReportRequestSchema = z.object({
  budgetTypeId: z.number().int().nullable().optional(),
  budgetId: z.number().int().nullable().optional(),
});
export type BudgetReportRequest = z.infer<typeof budgetReportRequestSchema>;

export const budgetReportSeriesSchema = z.object({
  name: z.string(),
  budgetId: z.number(),
  instances: z.array(
    z.object({ budgetNumber: z.number(), startDate: z.string(), endDate: z.string(), percentageUsed: z.number() }),
  ),
});
export type BudgetReportSeries = z.infer<typeof budgetReportSeriesSchema>;
