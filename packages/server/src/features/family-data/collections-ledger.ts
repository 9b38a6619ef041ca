import { createdAt, f, isDeleted, nullable, ref, updatedAt, type ExportCollection } from './export-fields.js';

/** Transactions with their lines, tags and attachments. */
export const LEDGER_COLLECTIONS: ExportCollection[] = [
  {
    name: 'transactions',
    table: 'transactions',
    hasId: true,
    familyColumn: true,
    fields: [
      f('transactionDate', 'transaction_date', 'date'),
      f('transactionTypeId', 'transaction_type_id', 'integer'),
      ref('debitAccountId', 'debit_account_id', 'accounts'),
      ref('creditAccountId', 'credit_account_id', 'accounts'),
      f('description', 'description', 'text'),
      f('amount', 'amount', 'integer'),
      ref('scheduleId', 'schedule_id', 'schedules', true),
      nullable('paymentNumber', 'payment_number', 'integer'),
      f('isReconciled', 'is_reconciled', 'flag'),
      isDeleted,
      nullable('deletedAt', 'deleted_at', 'timestamp'),
      createdAt,
      updatedAt,
    ],
  },
  {
    name: 'transactionLines',
    table: 'transaction_lines',
    hasId: true,
    familyColumn: true,
    fields: [
      ref('transactionId', 'transaction_id', 'transactions'),
      f('lineNumber', 'line_number', 'integer'),
      f('amount', 'amount', 'integer'),
      ref('subcategoryId', 'subcategory_id', 'subcategories', true),
      ref('budgetId', 'budget_id', 'budgets', true),
    ],
  },
  {
    name: 'transactionTags',
    table: 'transaction_tags',
    hasId: false,
    familyColumn: false,
    ownedThrough: { column: 'transaction_id', ref: 'transactions' },
    orderBy: ['transaction_id', 'tag_id'],
    fields: [ref('transactionId', 'transaction_id', 'transactions'), ref('tagId', 'tag_id', 'tags')],
  },
  {
    name: 'attachments',
    table: 'attachments',
    hasId: true,
    familyColumn: true,
    rowFilter: 'purged_at IS NULL',
    fields: [
      ref('transactionId', 'transaction_id', 'transactions'),
      f('fileName', 'file_name', 'text'),
      f('description', 'description', 'text'),
      f('contentType', 'content_type', 'text'),
      f('size', 'size', 'integer'),
      f('uploadedAt', 'uploaded_at', 'timestamp'),
    ],
  },
];
