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

/** How the confirmation names what the fields hold: in the reader's date and money formats, by name. */
export interface BulkChangeWords {
  date: (isoDate: string) => string;
  amount: (amount: number) => string;
  subcategory: (id: number) => string;
  budget: (id: number) => string;
  tag: (id: number) => string;
}

/** What a bulk update will set on each transaction, field by field, as the confirmation lists it. */
export function bulkChangeList(fields: BulkUpdateFields, words: BulkChangeWords): { label: string; value: string }[] {
  const description = fields.description.trim();
  const list: { label: string; value: string }[] = [];
  if (fields.transactionDate !== null) list.push({ label: 'New Date', value: words.date(fields.transactionDate) });
  if (fields.transactionAmount !== null)
    list.push({
      label: 'New Amount',
      value: `${words.amount(fields.transactionAmount)} (transactions of one line; splits keep theirs)`,
    });
  if (description) list.push({ label: 'New Description', value: description });
  if (fields.subCategoryId !== null)
    list.push({ label: 'Subcategory', value: `${words.subcategory(fields.subCategoryId)} on every line` });
  if (fields.budgetId !== null) list.push({ label: 'Budget', value: `${words.budget(fields.budgetId)} on every line` });
  if (fields.tagIds.length) list.push({ label: 'Tags added', value: fields.tagIds.map(words.tag).join(', ') });
  return list;
}

/** The confirmation's question: how many transactions the update will change. */
export function bulkChangeQuestion(count: number): string {
  return `Change ${count} ${count === 1 ? 'transaction' : 'transactions'}?`;
}
