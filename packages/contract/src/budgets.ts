import { z } from 'zod';

/** A budget as lists and pickers show it. */
export const budgetSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  budgetTypeId: z.number(),
  /** 'Weekly' or 'Monthly'. */
  budgetType: z.string(),
  allowanceAmount: z.number(),
  /** The same as allowanceAmount: the list's name for it. */
  budgetAmount: z.number(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  primaryAccountId: z.number().nullable(),
  primaryAccountName: z.string().nullable(),
});
export type BudgetSummary = z.infer<typeof budgetSummarySchema>;

export const BudgetTypeName: Record<number, string> = { 1: 'Weekly', 2: 'Monthly' };
