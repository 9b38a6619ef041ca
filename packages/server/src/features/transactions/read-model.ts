import {
  apiRoutes,
  pathTo,
  fromCents,
  RecurrenceTypeName,
  TransactionTypeName,
  type Attachment,
  type Transaction,
} from '@hearth/contract';
import type { Executor } from '../../db/database.js';
import { isSet } from '../../db/flags.js';
import { withAccountNames, withLineReferenceNames } from '../../db/naming-joins.js';
import { preparedQuery } from '../../db/prepared.js';
import { familyScope } from '../../platform/tenancy.js';

export function transactionsQuery(db: Executor, familyId: number) {
  const transactions = familyScope(db, familyId)
    .selectFrom('transactions')
    .select([
      'transactions.id',
      'transactions.transaction_date',
      'transactions.transaction_type_id',
      'transactions.debit_account_id',
      'transactions.credit_account_id',
      'transactions.description',
      'transactions.amount',
      'transactions.is_deleted',
      'transactions.is_reconciled',
      'transactions.is_pending',
      'transactions.schedule_id',
      'transactions.payment_number',
    ]);
  return withAccountNames(transactions, 'transactions', { withTypes: true })
    .leftJoin('schedules as paid_schedule', 'paid_schedule.id', 'transactions.schedule_id')
    .select(['paid_schedule.description as schedule_name', 'paid_schedule.recurrence_type_id as schedule_recurrence']);
}

export type TransactionRow = Awaited<ReturnType<ReturnType<typeof transactionsQuery>['executeTakeFirstOrThrow']>>;

export interface ReadOptions {
  withAttachments?: boolean;
  /** Running balances by transaction id, in cents. */
  runningBalances?: Map<number, number>;
}

/**
 * How many ids one lookup binds: SQLite allows 32,766 parameters in a statement and PostgreSQL 65,535,
 * and an account's period can hold more transactions than either.
 */
export const ID_BATCH_SIZE = 500;

function batchesOf<T>(items: T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/*
 * The lookups of every read of transactions, compiled once per database kind and batch length: building
 * and compiling these joins costs more than running them for a page of transactions.
 */
const lineRows = preparedQuery((db, familyId: number, ids: readonly number[]) =>
  withLineReferenceNames(
    db
      .selectFrom('transaction_lines as l')
      .select(['l.id', 'l.transaction_id', 'l.amount', 'l.subcategory_id', 'l.budget_id']),
    { subcategoryId: 'l.subcategory_id', budgetId: 'l.budget_id' },
  )
    .where('l.family_id', '=', familyId)
    .where('l.transaction_id', 'in', ids)
    .orderBy('l.transaction_id')
    .orderBy('l.line_number'),
);

const tagRows = preparedQuery((db, familyId: number, ids: readonly number[]) =>
  db
    .selectFrom('transaction_tags as tt')
    .innerJoin('tags', 'tags.id', 'tt.tag_id')
    .select(['tt.transaction_id', 'tags.id', 'tags.name'])
    .where('tags.family_id', '=', familyId)
    .where('tt.transaction_id', 'in', ids)
    .orderBy('tags.name'),
);

const attachmentRows = preparedQuery((db, familyId: number, ids: readonly number[]) =>
  // A purged file (its transaction deleted) is not listed: its link would answer 404.
  familyScope(db, familyId)
    .selectFrom('attachments')
    .selectAll()
    .where('transaction_id', 'in', ids)
    .where('purged_at', 'is', null)
    .orderBy('id'),
);

/** One transaction of the family by id, as transactionsQuery reads it. */
export const transactionRowById = preparedQuery((db, familyId: number, id: number) =>
  transactionsQuery(db, familyId).where('transactions.id', '=', id),
);

/** Turns transaction rows into the API's transactions, with lines, tags (and attachments), in row order. */
export async function hydrate(
  db: Executor,
  familyId: number,
  rows: TransactionRow[],
  options: ReadOptions = {},
): Promise<Transaction[]> {
  if (rows.length === 0) return [];
  const batches = batchesOf(
    rows.map((row) => row.id),
    ID_BATCH_SIZE,
  );
  // One batch after another: a long period must not take every pooled connection at once.
  const all = async <T>(lookup: (ids: number[]) => Promise<T[]>) => {
    const found: T[] = [];
    for (const ids of batches) for (const item of await lookup(ids)) found.push(item);
    return found;
  };
  const [lines, tags, attachments] = await Promise.all([
    all((ids) => lineRows(db, familyId, ids)),
    all((ids) => tagRows(db, familyId, ids)),
    options.withAttachments ? all((ids) => attachmentRows(db, familyId, ids)) : Promise.resolve([]),
  ]);
  const group = <T extends { transaction_id: number }>(items: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of items) {
      const list = map.get(item.transaction_id);
      if (list) list.push(item);
      else map.set(item.transaction_id, [item]);
    }
    return map;
  };
  const linesBy = group(lines);
  const tagsBy = group(tags);
  const attachmentsBy = group(attachments);
  return rows.map((row) =>
    toTransaction(
      row,
      linesBy.get(row.id) ?? [],
      tagsBy.get(row.id) ?? [],
      attachmentsBy.get(row.id) ?? [],
      options.runningBalances?.get(row.id),
    ),
  );
}

/** One line of a transaction, as hydrate reads it. */
export type LineRow = Awaited<ReturnType<typeof lineRows>>[number];

/**
 * A transaction as the API answers it, from its row (as transactionsQuery reads it), its lines in order,
 * its tags and attachments, and its running balance in cents when one is asked for.
 */
export function toTransaction(
  row: TransactionRow,
  lines: LineRow[],
  tags: { id: number; name: string }[],
  attachments: Parameters<typeof toAttachment>[0][],
  running?: number,
): Transaction {
  const first = lines[0];
  return {
    id: row.id,
    transactionDate: row.transaction_date,
    date: row.transaction_date,
    transactionTypeId: row.transaction_type_id,
    transactionType: TransactionTypeName[row.transaction_type_id] ?? 'Unknown',
    debitAccountId: row.debit_account_id,
    creditAccountId: row.credit_account_id,
    debitAccountName: row.debit_name,
    creditAccountName: row.credit_name,
    debitAccountTypeId: row.debit_type,
    creditAccountTypeId: row.credit_type,
    description: row.description,
    amount: fromCents(Number(row.amount)),
    isSplit: lines.length > 1,
    isDeleted: isSet(row.is_deleted),
    isReconciled: isSet(row.is_reconciled),
    isPending: isSet(row.is_pending),
    runningBalance: running === undefined ? null : fromCents(running),
    categoryName: first?.category_name ?? null,
    subCategoryName: first?.subcategory_name ?? null,
    budgetId: first?.budget_id ?? null,
    budgetName: first?.budget_name ?? null,
    scheduleId: row.schedule_id,
    scheduleName: row.schedule_name,
    scheduleFrequency: row.schedule_recurrence === null ? null : (RecurrenceTypeName[row.schedule_recurrence] ?? null),
    paymentNumber: row.payment_number,
    transactionLines: lines.map((line) => ({
      id: line.id,
      amount: fromCents(Number(line.amount)),
      budgetId: line.budget_id,
      categoryId: line.category_id,
      subCategoryId: line.subcategory_id,
      categoryName: line.category_name,
      subCategoryName: line.subcategory_name,
      budget: line.budget_name,
    })),
    tags: tags.map((tag) => ({ id: tag.id, name: tag.name })),
    attachments: attachments.map(toAttachment),
  };
}

export function toAttachment(row: {
  id: number;
  uploaded_at: string;
  description: string;
  file_name: string;
  content_type: string;
  size: number;
}): Attachment {
  return {
    id: row.id,
    uploadedDate: row.uploaded_at,
    description: row.description,
    fileName: row.file_name,
    contentType: row.content_type,
    size: Number(row.size),
    uri: pathTo(apiRoutes.attachments.download, { id: row.id }),
  };
}
