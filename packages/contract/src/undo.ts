import { z } from 'zod';

/**
 * How long a deleted transaction can be restored, and its attachments' files are kept for that: after
 * these days the files are purged and the delete is final (docs/api.md, "Undo and restore").
 */
export const RESTORE_WINDOW_DAYS = 30;

/** How long a bulk update or a subcategory merge can be undone. */
export const UNDO_WINDOW_DAYS = 30;

/** What an undo record takes back. */
export const UndoKind = {
  BulkUpdate: 'bulkUpdate',
  MergeSubcategory: 'mergeSubcategory',
} as const;
export type UndoKind = (typeof UndoKind)[keyof typeof UndoKind];

export const undoKindSchema = z.enum([UndoKind.BulkUpdate, UndoKind.MergeSubcategory]);

/** A change that can still be undone, as the transaction it touched shows it. */
export const openUndoSchema = z.object({
  undoId: z.number(),
  kind: undoKindSchema,
  /** What it did, in words: "Bulk update of 12 transactions: subcategory Groceries, tags Holiday". */
  summary: z.string(),
  /** UTC timestamp. */
  createdAt: z.string(),
  /** Who did it: the member's name, or null when the member has left the family. */
  createdBy: z.string().nullable(),
});
export type OpenUndo = z.infer<typeof openUndoSchema>;

/** What an undo did: how much it put back, and how much it left because it changed since. */
export const undoResultSchema = z.object({
  kind: undoKindSchema,
  /** Transactions (bulk update) or uses (merge) put back as they were. */
  restored: z.number(),
  /** Transactions or uses that changed since and keep their later change (wholly or in part). */
  changedSince: z.number(),
});
export type UndoResult = z.infer<typeof undoResultSchema>;
