import { z } from 'zod';
import { isoDateSchema } from './date-schema.js';
import { moneySchema } from './money-schema.js';

export const accountSchema = z.object({
  id: z.number(),
  name: z.string(),
  accountTypeId: z.number(),
  /** 'Bank Account' or 'Third Party'. */
  accountType: z.string(),
  /** The day the account was created. */
  date: z.string(),
  openingDate: z.string().nullable(),
  openingBalance: z.number(),
  isFavourite: z.boolean(),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  canQuickTransaction: z.boolean(),
  defaultSubCategoryId: z.number().nullable(),
  /** The same as defaultSubCategoryId: both spellings are in use. */
  defaultSubcategoryId: z.number().nullable(),
  defaultBudgetId: z.number().nullable(),
  defaultCategoryId: z.number().nullable(),
  defaultCategory: z.string().nullable(),
  defaultSubcategory: z.string().nullable(),
  defaultBudget: z.string().nullable(),
  /**
   * Today's balance, in the user's time zone. Bank account: opening balance + credits - debits. Third party:
   * what was paid to it minus what came from it.
   */
  balance: z.number(),
  /** What transactions dated after today will change: the balance once they are reached is balance + futureAmount. */
  futureAmount: z.number(),
  /**
   * What the bank reported as pending and not booked yet (bank connections): already in the balance, shown
   * apart so that the booked figure can be read as balance - pendingAmount.
   */
  pendingAmount: z.number(),
  /** How many live transactions use the account (Delete is offered only at zero). */
  transactionCount: z.number(),
});
export type Account = z.infer<typeof accountSchema>;

/** The list filter. The original field names are kept, the misspelt IncluedDeactivated included; both spellings are read. */
export const accountListRequestSchema = z.object({
  IncluedDeactivated: z.boolean().optional(),
  IncludeDeactivated: z.boolean().optional(),
  includeDeactivated: z.boolean().optional(),
  includeDeleted: z.boolean().optional(),
  includeBalances: z.boolean().optional(),
  FilterAccountType: z.number().int().min(0).max(2).optional(),
  filterAccountType: z.number().int().min(0).max(2).optional(),
});
export type AccountListRequest = z.infer<typeof accountListRequestSchema>;

const id = z.number().int().positive();

export const saveAccountRequestSchema = z.object({
  /** Absent, null or 0 creates a new account. */
  id: z.number().int().min(0).nullable().optional(),
  name: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  accountTypeId: z.union([z.literal(1), z.literal(2)], { error: 'must be 1 (bank account) or 2 (third party)' }),
  openingDate: isoDateSchema.nullable().optional(),
  openingBalance: moneySchema.nullable().optional(),
  isFavourite: z.boolean().optional(),
  isActive: z.boolean().optional(),
  canQuickTransaction: z.boolean().optional(),
  defaultSubCategoryId: id.nullable().optional(),
  defaultSubcategoryId: id.nullable().optional(),
  defaultBudgetId: id.nullable().optional(),
});
export type SaveAccountRequest = z.infer<typeof saveAccountRequestSchema>;
