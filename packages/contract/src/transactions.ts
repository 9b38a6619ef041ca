import { z } from 'zod';
import { isoDateSchema } from './date-schema.js';
import { TransactionType } from './enums.js';
import { moneySchema } from './money-schema.js';
import { tagSchema } from './tags.js';

export const transactionLineSchema = z.object({
  id: z.number(),
  amount: z.number(),
  budgetId: z.number().nullable(),
  categoryId: z.number().nullable(),
  subCategoryId: z.number().nullable(),
  categoryName: z.string().nullable(),
  subCategoryName: z.string().nullable(),
  budget: z.string().nullable(),
});
export type TransactionLine = z.infer<typeof transactionLineSchema>;

export const attachmentSchema = z.object({
  id: z.number(),
  uploadedDate: z.string(),
  description: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  /** Bytes. */
  size: z.number(),
  uri: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const transactionSchema = z.object({
  id: z.number(),
  transactionDate: z.string(),
  /** The same as transactionDate. */
  date: z.string(),
  transactionTypeId: z.number(),
  transactionType: z.string(),
  debitAccountId: z.number(),
  creditAccountId: z.number(),
  debitAccountName: z.string(),
  creditAccountName: z.string(),
  debitAccountTypeId: z.number(),
  creditAccountTypeId: z.number(),
  description: z.string(),
  amount: z.number(),
  isSplit: z.boolean(),
  isDeleted: z.boolean(),
  /** Matched to or created from a bank statement row: it is unlocked before it can be changed or deleted. */
  isReconciled: z.boolean(),
  /** A bank connection reported it as pending: not booked yet, so never reconciled (docs/bank-sync.md). */
  isPending: z.boolean(),
  /** In a per-account list: the account's balance after this transaction. */
  runningBalance: z.number().nullable(),
  /** From the first line, for one-line displays. */
  categoryName: z.string().nullable(),
  subCategoryName: z.string().nullable(),
  budgetId: z.number().nullable(),
  budgetName: z.string().nullable(),
  scheduleId: z.number().nullable(),
  scheduleName: z.string().nullable(),
  scheduleFrequency: z.string().nullable(),
  paymentNumber: z.number().nullable(),
  transactionLines: z.array(transactionLineSchema),
  tags: z.array(tagSchema.pick({ id: true, name: true })),
  attachments: z.array(attachmentSchema),
});
export type Transaction = z.infer<typeof transactionSchema>;

const id = z.number().int().positive();

/** A transaction type a request names (TransactionType): schedules take the same. */
export const transactionTypeIdSchema = z.union(
  [z.literal(TransactionType.Payment), z.literal(TransactionType.Deposit), z.literal(TransactionType.Transfer)],
  { error: 'must be 1 (Payment), 2 (Deposit) or 3 (Transfer)' },
);

/** The most transactions one answer lists: larger pages are asked for a page at a time with offset. */
export const MAX_PAGE_SIZE = 1000;
const pageSize = z.number().int().min(1, 'must be at least 1').max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`);

export const transactionListRequestSchema = z.object({
  /** Without it, the family's latest transactions across all accounts. */
  accountId: id.nullable().optional(),
  historicDaysFromNow: z.number().int().min(0).max(36500).nullable().optional(),
  limitResultCount: pageSize.nullable().optional(),
  /** With an account: how many of the newest transactions of the period to skip (for paging). */
  offset: z.number().int().min(0).max(1_000_000).nullable().optional(),
});
export type TransactionListRequest = z.infer<typeof transactionListRequestSchema>;

export const saveTransactionLineSchema = z.object({
  id: z.number().int().min(0).nullable().optional(),
  amount: moneySchema,
  subCategoryId: id.nullable().optional(),
  budgetId: id.nullable().optional(),
});

export const saveTransactionRequestSchema = z.object({
  id: z.number().int().min(0).nullable().optional(),
  transactionDate: isoDateSchema,
  transactionTypeId: transactionTypeIdSchema,
  debitAccountId: id,
  creditAccountId: id,
  description: z.string().max(500, 'must be at most 500 characters').nullable().optional(),
  transactionLines: z
    .array(saveTransactionLineSchema)
    .min(1, 'needs at least one line')
    .max(100, 'can have at most 100 lines'),
  /** Tag ids. */
  tags: z.array(id).max(50).nullable().optional(),
  scheduleId: id.nullable().optional(),
  paymentNumber: id.nullable().optional(),
});
export type SaveTransactionRequest = z.infer<typeof saveTransactionRequestSchema>;

export const transactionSearchRequestSchema = z.object({
  description: z.string().max(200).nullable().optional(),
  /** Either side of the transaction. */
  accountId: id.nullable().optional(),
  creditAccountId: id.nullable().optional(),
  debitAccountId: id.nullable().optional(),
  subCategoryId: id.nullable().optional(),
  maxValue: moneySchema.nullable().optional(),
  minValue: moneySchema.nullable().optional(),
  exactValue: moneySchema.nullable().optional(),
  exactDate: isoDateSchema.nullable().optional(),
  fromDate: isoDateSchema.nullable().optional(),
  toDate: isoDateSchema.nullable().optional(),
  tagId: id.nullable().optional(),
  includeDeleted: z.boolean().nullable().optional(),
  /** Page size (default 100) and how many matches to skip. */
  limitResultCount: pageSize.nullable().optional(),
  offset: z.number().int().min(0).nullable().optional(),
});
export type TransactionSearchRequest = z.infer<typeof transactionSearchRequestSchema>;

/**
 * The total of every page a search finds, by the reports' rule: spending and income (refunds counted
 * back), with transfers between the family's own accounts apart and in neither; deleted ones not counted.
 */
export const transactionSearchTotalSchema = z.object({
  /** How many live transactions match. */
  count: z.number().int(),
  spending: z.number(),
  income: z.number(),
  transfers: z.number(),
});
export type TransactionSearchTotal = z.infer<typeof transactionSearchTotalSchema>;

export const bulkUpdateRequestSchema = z.object({
  transactionIds: z.array(id).min(1, 'needs at least one transaction').max(5000),
  tagIds: z.array(id).max(50).nullable().optional(),
  transactionAmount: moneySchema.nullable().optional(),
  transactionDate: isoDateSchema.nullable().optional(),
  description: z.string().max(500).nullable().optional(),
  subCategoryId: id.nullable().optional(),
  budgetId: id.nullable().optional(),
});
export type BulkUpdateRequest = z.infer<typeof bulkUpdateRequestSchema>;

export const bulkUpdateResultSchema = z.object({
  updated: z.number(),
  /** Split transactions whose amount was left alone. */
  splitAmountsKept: z.number(),
  /** POST /api/undo/{undoId} takes the update back. */
  undoId: z.number(),
});

export const quickTransactionRequestSchema = z.object({
  creditAccountId: id,
  date: isoDateSchema,
  amount: moneySchema,
  /** Normally left out: the user's default account is used. */
  debitAccountId: id.nullable().optional(),
});
export type QuickTransactionRequest = z.infer<typeof quickTransactionRequestSchema>;

export const TransactionTypeName: Record<number, string> = {
  [TransactionType.Payment]: 'Payment',
  [TransactionType.Deposit]: 'Deposit',
  [TransactionType.Transfer]: 'Transfer',
};
