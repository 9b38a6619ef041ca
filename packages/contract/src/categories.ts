import { z } from 'zod';

export const subcategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  categoryId: z.number(),
  isDeleted: z.boolean(),
  /** Sum of the live transaction lines that use it. */
  amount: z.number(),
  /** Transaction lines, schedules and account defaults that use it. */
  usages: z.number(),
  /** Live transaction lines that use it. */
  transactionCount: z.number(),
});
export type Subcategory = z.infer<typeof subcategorySchema>;

export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  incomeCategory: z.boolean(),
  isDeleted: z.boolean(),
  amount: z.number(),
  transactionCount: z.number(),
  subcategories: z.array(subcategorySchema),
});
export type Category = z.infer<typeof categorySchema>;

const name = z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters');

export const saveCategoryRequestSchema = z.object({
  id: z.number().int().min(0).nullable().optional(),
  name,
  IncomeCategory: z.boolean().optional(),
  incomeCategory: z.boolean().optional(),
});
export type SaveCategoryRequest = z.infer<typeof saveCategoryRequestSchema>;

export const saveSubcategoryRequestSchema = z.object({
  id: z.number().int().min(0).nullable().optional(),
  name,
  categoryId: z.number().int().positive(),
});
export type SaveSubcategoryRequest = z.infer<typeof saveSubcategoryRequestSchema>;

/** Soft delete (deletedFlag true) or restore (false) of a category or subcategory. */
export const patchCategoryRequestSchema = z.object({
  id: z.number().int().positive(),
  deletedFlag: z.boolean(),
  isSubcategory: z.boolean(),
});
export type PatchCategoryRequest = z.infer<typeof patchCategoryRequestSchema>;

export const mergeResultSchema = z.object({
  moved: z.number(),
  /** POST /api/undo/{undoId} takes the merge back. */
  undoId: z.number(),
});
