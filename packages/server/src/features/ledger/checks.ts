import { ACCOUNT_TYPES_BY_TRANSACTION_TYPE, AccountType, formatDate, TransactionTypeName } from '@hearth/contract';
import type { Executor } from '../../db/database.js';
import { badRequest } from '../../platform/errors.js';
import { familyScope } from '../../platform/tenancy.js';
import type { LedgerContext } from './context.js';

const TYPE_WORDS: Record<number, string> = {
  [AccountType.Bank]: 'a bank account',
  [AccountType.ThirdParty]: 'a third party',
};

/** An account as the checks read it. */
export interface CheckedAccount {
  id: number;
  name: string;
  account_type_id: number;
  is_active: number;
  is_deleted: number;
}

/** The family's accounts of these ids, locked until the write commits (PostgreSQL), in ascending id order. */
export async function lockAccounts(ledger: LedgerContext, ids: number[]): Promise<CheckedAccount[]> {
  let query = familyScope(ledger.trx, ledger.familyId)
    .selectFrom('accounts')
    .select(['id', 'name', 'account_type_id', 'is_active', 'is_deleted'])
    .where('id', 'in', [...new Set(ids)])
    .orderBy('id');
  if (ledger.dialect === 'postgres') query = query.forUpdate();
  return query.execute();
}

/**
 * The rule of checkAccounts on accounts already read: live, different, of the kinds the transaction type
 * takes, and active unless the transaction already used them.
 */
export function checkSides(
  rows: CheckedAccount[],
  typeId: 1 | 2 | 3,
  debitId: number,
  creditId: number,
  alreadyUsed: number[] = [],
): void {
  if (debitId === creditId) throw badRequest('The debit and credit accounts must differ.');
  const wanted = ACCOUNT_TYPES_BY_TRANSACTION_TYPE[typeId];
  for (const [side, id, kind] of [
    ['Debit', debitId, wanted.debit],
    ['Credit', creditId, wanted.credit],
  ] as const) {
    const account = rows.find((row) => row.id === id);
    if (!account || account.is_deleted) throw badRequest(`${side} account: there is no such account.`);
    if (account.account_type_id !== kind) {
      throw badRequest(
        `A ${TransactionTypeName[typeId]} needs ${TYPE_WORDS[kind]} as its ${side.toLowerCase()} account; ${account.name} is not one.`,
      );
    }
    if (!account.is_active && !alreadyUsed.includes(id)) throw badRequest(`${account.name} is inactive.`);
  }
}

/**
 * The debit and credit accounts must be the family's, live, different, of the kinds the transaction type
 * takes, and active unless the transaction already used them. They are read under lock (PostgreSQL, in
 * ascending id order, with the accounts the transaction used so far) so that they stay so until the write
 * commits.
 */
export async function checkAccounts(
  ledger: LedgerContext,
  typeId: 1 | 2 | 3,
  debitId: number,
  creditId: number,
  alreadyUsed: number[] = [],
): Promise<void> {
  if (debitId === creditId) throw badRequest('The debit and credit accounts must differ.');
  const rows = await lockAccounts(ledger, [debitId, creditId, ...alreadyUsed]);
  checkSides(rows, typeId, debitId, creditId, alreadyUsed);
}

export interface LineReferences {
  subcategoryId: number | null;
  budgetId: number | null;
}

/** Every subcategory and budget named by the lines must be the family's (deleted ones only if already used). */
export async function checkLineReferences(
  db: Executor,
  familyId: number,
  lines: LineReferences[],
  alreadyUsed: { subcategories: number[]; budgets: number[] } = { subcategories: [], budgets: [] },
): Promise<void> {
  const kinds = [
    {
      table: 'subcategories' as const,
      ids: lines.map((line) => line.subcategoryId),
      used: alreadyUsed.subcategories,
      message: 'Subcategory: there is no such subcategory.',
    },
    {
      table: 'budgets' as const,
      ids: lines.map((line) => line.budgetId),
      used: alreadyUsed.budgets,
      message: 'Budget: there is no such budget.',
    },
  ];
  for (const kind of kinds) {
    const ids = [...new Set(kind.ids.filter((id): id is number => !!id))];
    if (!ids.length) continue;
    const found = await familyScope(db, familyId)
      .selectFrom(kind.table)
      .select(['id', 'is_deleted'])
      .where('id', 'in', ids)
      .execute();
    const live = new Set(found.filter((row) => !row.is_deleted || kind.used.includes(row.id)).map((row) => row.id));
    if (ids.some((id) => !live.has(id))) throw badRequest(kind.message);
  }
}

/**
 * Tags must be the family's. A tag newly given to a transaction must also be active and valid on the
 * transaction's date; tags it already carries stay as they are.
 */
export async function checkTags(
  db: Executor,
  familyId: number,
  tagIds: number[],
  dates: string[],
  alreadyCarried: number[] = [],
): Promise<void> {
  const unique = [...new Set(tagIds)];
  if (!unique.length) return;
  const found = await familyScope(db, familyId)
    .selectFrom('tags')
    .select(['id', 'name', 'deactivated', 'use_validity_period', 'valid_from', 'valid_to'])
    .where('id', 'in', unique)
    .execute();
  for (const id of unique) {
    const tag = found.find((row) => row.id === id);
    if (!tag) throw badRequest('Tags: there is no such tag.');
    if (alreadyCarried.includes(id)) continue;
    if (tag.deactivated) throw badRequest(`The tag ${tag.name} is deactivated.`);
    if (!tag.use_validity_period) continue;
    const outside = dates.find(
      (date) => (tag.valid_from && date < tag.valid_from) || (tag.valid_to && date > tag.valid_to),
    );
    if (outside) throw badRequest(`The tag ${tag.name} is not valid on ${formatDate(outside)}.`);
  }
}
