import { z } from 'zod';
import { tagCategoryAmountSchema, tagSchema } from './tags.js';
import { transactionSchema } from './transactions.js';

/** GET /api/tags/{id}: the tag with its transactions, schedules and category breakdown. */
export const tagDetailSchema = z.object({
  tag: tagSchema,
  transactions: z.array(transactionSchema),
  schedules: z.array(z.object({ id: z.number(), description: z.string() })),
  categories: z.array(tagCategoryAmountSchema),
  total: z.number(),
});
export type TagDetail = z.infer<typeof tagDetailSchema>;
