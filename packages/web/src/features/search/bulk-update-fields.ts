import type { BulkUpdateRequest } from '@hearth/contract';

/** The Bulk Update panel's inputs; an empty one leaves that part of the transactions alone. */
export interface BulkUpdateFields {
  transactionDate: string | null;
  transactionAmount: number | null;
  description: string;
  subCategoryId: number | null;
  budgetId: number | null;
  tagIds: number[];
}

export const EMPTY_BULK_FIELDS: BulkUpdateFields = {
  transactionDate: null,
  transactionAmount: null,
  description: '',
  subCategoryId: null,
  budgetId: null,
  tagIds: [],
};

/** True when at least one field would change something. */
export function hasBulkChange(fields: BulkUpdateFields): boolean {
  return (
    fields.transactionDate !== null ||
    fields.transactionAmount !== null ||
    fields.description.trim() !== '' ||
    fields.subCategoryId !== null ||
    fields.budgetId !== null ||
    fields.tagIds.length > 0
  );
}

/** The body of POST /api/transaction/bulkupdate: empty fields are sent as null, so the server keeps them. */
export function bulkUpdateRequestOf(fields: BulkUpdateFields, transactionIds: Iterable<number>): BulkUpdateRequest {
  return {
    transactionIds: [...new Set(transactionIds)],
    transactionDate: fields.transactionDate,
    transactionAmount: fields.transactionAmount,
    description: fields.description.trim() || null,
    subCategoryId: fields.subCategoryId,
    budgetId: fields.budgetId,
    tagIds: fields.tagIds.length ? fields.tagIds : null,
  };
}
