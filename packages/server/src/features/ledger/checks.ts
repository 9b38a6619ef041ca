import {
  ACCOUNT_TYPES_BY_TRANSACTION_TYPE,
  AccountType,
  formatDate,
  tagValidOn,
  TransactionTypeName,
  type TagValidity,
  type TransactionTypeId,
} from '@hearth/contract';
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
  typeId: TransactionTypeId,
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
  typeId: TransactionTypeId,
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

/** Subcategories and budgets a record may keep although they were deleted since: the ones it already names. */
export interface UsedReferences {
  subcategories: number[];
  budgets: number[];
}

const NONE_USED: UsedReferences = { subcategories: [], budgets: [] };

/** The subcategories and budgets among some named ones that are the family's and live. */
export interface LiveReferences {
  subcategories: Set<number>;
  budgets: Set<number>;
}

/**
 * Which of the subcategories and budgets the lines name are the family's and live (a deleted one counts
 * as live where the record already used it). Every check of a line's subcategory or budget reads them here:
 * the ledger refuses the others, an import leaves them off.
 */
export async function liveLineReferences(
  db: Executor,
  familyId: number,
  lines: readonly LineReferences[],
  alreadyUsed: UsedReferences = NONE_USED,
): Promise<LiveReferences> {
  const liveOf = async (table: 'subcategories' | 'budgets', named: (number | null)[], used: number[]) => {
    const ids = [...new Set(named.filter((id): id is number => !!id))];
    if (!ids.length) return new Set<number>();
    const found = await familyScope(db, familyId)
      .selectFrom(table)
      .select(['id', 'is_deleted'])
      .where('id', 'in', ids)
      .execute();
    return new Set(found.filter((row) => !row.is_deleted || used.includes(row.id)).map((row) => row.id));
  };
  const subcategories = await liveOf(
    'subcategories',
    lines.map((line) => line.subcategoryId),
    alreadyUsed.subcategories,
  );
  const budgets = await liveOf(
    'budgets',
    lines.map((line) => line.budgetId),
    alreadyUsed.budgets,
  );
  return { subcategories, budgets };
}

/** The names a refusal gives the fields, as the form that sent them labels them. */
const LINE_LABELS = { subcategory: 'Subcategory', budget: 'Budget' };

/**
 * Every subcategory and budget named by the lines must be the family's (deleted ones only if already
 * used). An account's defaults are checked the same way, under their own labels.
 */
export async function checkLineReferences(
  db: Executor,
  familyId: number,
  lines: readonly LineReferences[],
  alreadyUsed: UsedReferences = NONE_USED,
  labels: { subcategory: string; budget: string } = LINE_LABELS,
): Promise<void> {
  const live = await liveLineReferences(db, familyId, lines, alreadyUsed);
  if (lines.some((line) => line.subcategoryId && !live.subcategories.has(line.subcategoryId)))
    throw badRequest(`${labels.subcategory}: there is no such subcategory.`);
  if (lines.some((line) => line.budgetId && !live.budgets.has(line.budgetId)))
    throw badRequest(`${labels.budget}: there is no such budget.`);
}

/** A tag row as the contract's validity rule reads it. */
export function tagValidityOf(row: {
  deactivated: number;
  use_validity_period: number;
  valid_from: string | null;
  valid_to: string | null;
}): TagValidity {
  return {
    deactivated: !!row.deactivated,
    useValidityPeriod: !!row.use_validity_period,
    validFrom: row.valid_from,
    validTo: row.valid_to,
  };
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
    const validity = tagValidityOf(tag);
    const outside = dates.find((date) => !tagValidOn(validity, date));
    if (outside) throw badRequest(`The tag ${tag.name} is not valid on ${formatDate(outside)}.`);
  }
}
