import type { ExportDocument, ExportRecord } from './export-document.js';

const TYPE_NAMES: Record<number, string> = { 1: 'Payment', 2: 'Deposit', 3: 'Transfer' };

export const CSV_HEADINGS = [
  'Transaction id',
  'Date',
  'Type',
  'Description',
  'From account',
  'To account',
  'Transaction amount',
  'Line',
  'Line amount',
  'Category',
  'Subcategory',
  'Budget',
  'Tags',
  'Reconciled',
  'Deleted',
];

/** A spreadsheet cell: quoted when it must be, and never read as a formula (a leading =, +, - or @ of text). */
function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const formula = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value);
  const safe = formula ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Cents as a decimal with two places and a point, whatever the server's locale. */
const decimal = (cents: number) => (cents / 100).toFixed(2);

const byId = (records: unknown) =>
  new Map(((records as ExportRecord[] | undefined) ?? []).map((record) => [Number(record.id), record]));

/**
 * `transactions.csv`: one row per line of every transaction (deleted ones marked), with the names of what
 * it uses, for spreadsheets. The JSON is the export's record; this file is a view of it.
 */
export function transactionsCsv(document: ExportDocument): string {
  const accounts = byId(document.accounts);
  const categories = byId(document.categories);
  const subcategories = byId(document.subcategories);
  const budgets = byId(document.budgets);
  const tags = byId(document.tags);
  const tagsOf = new Map<number, string[]>();
  for (const link of (document.transactionTags as ExportRecord[] | undefined) ?? []) {
    const names = tagsOf.get(Number(link.transactionId)) ?? [];
    names.push(String(tags.get(Number(link.tagId))?.name ?? ''));
    tagsOf.set(Number(link.transactionId), names);
  }
  const transactions = byId(document.transactions);
  const nameOf = (map: Map<number, ExportRecord>, id: unknown) =>
    id === null || id === undefined ? '' : String(map.get(Number(id))?.name ?? '');
  const rows = [CSV_HEADINGS.map(cell).join(',')];
  for (const line of (document.transactionLines as ExportRecord[] | undefined) ?? []) {
    const transaction = transactions.get(Number(line.transactionId));
    if (!transaction) continue;
    const subcategory = line.subcategoryId === null ? undefined : subcategories.get(Number(line.subcategoryId));
    rows.push(
      [
        Number(transaction.id),
        String(transaction.transactionDate),
        TYPE_NAMES[Number(transaction.transactionTypeId)] ?? '',
        String(transaction.description),
        nameOf(accounts, transaction.debitAccountId),
        nameOf(accounts, transaction.creditAccountId),
        decimal(Number(transaction.amount)),
        Number(line.lineNumber),
        decimal(Number(line.amount)),
        subcategory ? nameOf(categories, subcategory.categoryId) : '',
        subcategory ? String(subcategory.name) : '',
        nameOf(budgets, line.budgetId),
        (tagsOf.get(Number(transaction.id)) ?? []).join('; '),
        transaction.isReconciled ? 'yes' : 'no',
        transaction.isDeleted ? 'yes' : 'no',
      ]
        .map(cell)
        .join(','),
    );
  }
  return `${rows.join('\r\n')}\r\n`;
}
