import { z } from 'zod';
import { isoDateSchema } from './date-schema.js';

export const tagSchema = z.object({
  id: z.number(),
  name: z.string(),
  deactivated: z.boolean(),
  useValidityPeriod: z.boolean(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  assignedTransactions: z.number(),
  assignedSchedules: z.number(),
  transactionSum: z.number(),
});
export type Tag = z.infer<typeof tagSchema>;

export const saveTagRequestSchema = z.object({
  id: z.number().int().min(0).nullable().optional(),
  name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  deactivated: z.boolean().optional(),
  useValidityPeriod: z.boolean().optional(),
  validFrom: isoDateSchema.nullable().optional(),
  validTo: isoDateSchema.nullable().optional(),
});
export type SaveTagRequest = z.infer<typeof saveTagRequestSchema>;

export const tagsDetailedRequestSchema = z.object({
  fromDate: isoDateSchema.nullable().optional(),
  toDate: isoDateSchema.nullable().optional(),
});

export const tagCategoryAmountSchema = z.object({
  categoryName: z.string(),
  subCategoryName: z.string(),
  amount: z.number(),
});

export const TAG_PERIOD_MESSAGE = "Please enter a value for 'Valid From' or 'Valid To'.";
