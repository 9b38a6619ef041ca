import { z } from 'zod';

/** What kind of record a history entry belongs to. */
export const HistoryEntity = {
  Transaction: 'transaction',
  Account: 'account',
  Budget: 'budget',
  Schedule: 'schedule',
  Category: 'category',
  Subcategory: 'subcategory',
} as const;
export type HistoryEntity = (typeof HistoryEntity)[keyof typeof HistoryEntity];

/**
 * How a change came about: by hand (create, update, delete, restore), by an import, by an import rule
 * applied, by auto-pay, by paying a scheduled payment, by a bulk update, by a merge, by an undo, or by
 * reconciling with a bank statement, or by a bank connection's sync (docs/history.md).
 */
export const HistoryAction = {
  Create: 'create',
  Update: 'update',
  Delete: 'delete',
  Restore: 'restore',
  Import: 'import',
  Rule: 'rule',
  AutoPay: 'autoPay',
  Pay: 'pay',
  BulkUpdate: 'bulkUpdate',
  Merge: 'merge',
  Undo: 'undo',
  Reconcile: 'reconcile',
  BankSync: 'bankSync',
} as const;
export type HistoryAction = (typeof HistoryAction)[keyof typeof HistoryAction];

export const historyActionSchema = z.enum([
  HistoryAction.Create,
  HistoryAction.Update,
  HistoryAction.Delete,
  HistoryAction.Restore,
  HistoryAction.Import,
  HistoryAction.Rule,
  HistoryAction.AutoPay,
  HistoryAction.Pay,
  HistoryAction.BulkUpdate,
  HistoryAction.Merge,
  HistoryAction.Undo,
  HistoryAction.Reconcile,
  HistoryAction.BankSync,
]);

/**
 * One field's change, in the words a person reads: names rather than ids, amounts as decimal strings
 * ("12.34"), calendar days as YYYY-MM-DD. Null where the field had or has no value.
 */
export const fieldChangeSchema = z.object({
  /** `amount`, `date`, `debitAccount`, `line2.subcategory`, `tags`, `attachment`… (docs/history.md). */
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const historyEntrySchema = z.object({
  /** UTC timestamp. */
  at: z.string(),
  /** Who made the change; null for what the server did by itself (auto-pay) or a member since removed. */
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
  action: historyActionSchema,
  changes: z.array(fieldChangeSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** A record's history, newest first. */
export const historySchema = z.object({ entries: z.array(historyEntrySchema) });
export type History = z.infer<typeof historySchema>;

/** The field names whose values are amounts ("12.34"): the screens show them as money. */
export function isMoneyField(field: string): boolean {
  return /(^|\.)(amount|openingBalance|balance)$/.test(field);
}

/** The field names whose values are calendar days (YYYY-MM-DD): the screens show them as dates. */
export function isDateField(field: string): boolean {
  return /(^|\.)(date|startDate|endDate|openingDate)$/.test(field);
}
