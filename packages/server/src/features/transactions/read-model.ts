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
import { preparedQuery } from '../../db/prepared.js';
import { familyScope } from '../../platform/tenancy.js';

export function transactionsQuery(db: Executor, familyId: number) {
  return familyScope(db, familyId)
    .selectFrom('transactions')
    .innerJoin('accounts as debit', 'debit.id', 'transactions.debit_account_id')
    .innerJoin('accounts as credit', 'credit.id', 'transactions.credit_account_id')
    .leftJoin('schedules as paid_schedule', 'paid_schedule.id', 'transactions.schedule_id')
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
      'transactions.schedule_id',
      'transactions.payment_number',
      'debit.name as debit_name',
      'debit.account_type_id as debit_type',
      'credit.name as credit_name',
      'credit.account_type_id as credit_type',
      'paid_schedule.description as schedule_name',
      'paid_schedule.recurrence_type_id as schedule_recurrence',
    ]);
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
  db
    .selectFrom('transaction_lines as l')
    .leftJoin('subcategories as s', 's.id', 'l.subcategory_id')
    .leftJoin('categories as c', 'c.id', 's.category_id')
    .leftJoin('budgets as b', 'b.id', 'l.budget_id')
    .select([
      'l.id',
      'l.transaction_id',
      'l.amount',
      'l.subcategory_id',
      'l.budget_id',
      's.name as sub_name',
      'c.id as category_id',
      'c.name as category_name',
      'b.name as budget_name',
    ])
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
  return rows.map((row) => {
    const own = linesBy.get(row.id) ?? [];
    const first = own[0];
    const running = options.runningBalances?.get(row.id);
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
      isSplit: own.length > 1,
      isDeleted: isSet(row.is_deleted),
      isReconciled: isSet(row.is_reconciled),
      runningBalance: running === undefined ? null : fromCents(running),
      categoryName: first?.category_name ?? null,
      subCategoryName: first?.sub_name ?? null,
      budgetId: first?.budget_id ?? null,
      budgetName: first?.budget_name ?? null,
      scheduleId: row.schedule_id,
      scheduleName: row.schedule_name,
      scheduleFrequency:
        row.schedule_recurrence === null ? null : (RecurrenceTypeName[row.schedule_recurrence] ?? null),
      paymentNumber: row.payment_number,
      transactionLines: own.map((line) => ({
        id: line.id,
        amount: fromCents(Number(line.amount)),
        budgetId: line.budget_id,
        categoryId: line.category_id,
        subCategoryId: line.subcategory_id,
        categoryName: line.category_name,
        subCategoryName: line.sub_name,
        budget: line.budget_name,
      })),
      tags: (tagsBy.get(row.id) ?? []).map((tag) => ({ id: tag.id, name: tag.name })),
      attachments: (attachmentsBy.get(row.id) ?? []).map(toAttachment),
    };
  });
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
