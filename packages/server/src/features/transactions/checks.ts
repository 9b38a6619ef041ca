import { ACCOUNT_TYPES_BY_TRANSACTION_TYPE, AccountType, TransactionTypeName } from '@hearth/contract';
import type { Executor } from '../../db/database.js';
import { badRequest } from '../../platform/errors.js';
import { familyScope } from '../../platform/tenancy.js';

const TYPE_WORDS: Record<number, string> = { [AccountType.Bank]: 'a bank account', [AccountType.ThirdParty]: 'a third party' };

/**
 * The debit and credit accounts must be the family's, live, different, of the kinds the transaction type
 * takes, and active unless the transaction already used them.
 */
export async function checkAccounts(
  db: Executor,
  familyId: number,
  typeId: 1 | 2 | 3,
  debitId: number,
  creditId: number,
  alreadyUsed: number[] = [],
): Promise<void> {
  if (debitId === creditId) throw badRequest('The debit and credit accounts must differ.');
  const rows = await familyScope(db, familyId)
    .selectFrom('accounts')
    .select(['id', 'name', 'account_type_id', 'is_active', 'is_deleted'])
    .where('id', 'in', [debitId, creditId])
    .execute();
  const wanted = ACCOUNT_TYPES_BY_TRANSACTION_TYPE[typeId];
  for (const [side, id, kind] of [['debit', debitId, wanted.debit], ['credit', creditId, wanted.credit]] as const) {
    const account = rows.find((row) => row.id === id);
    if (!account || account.is_deleted) throw badRequest(`${side}AccountId: there is no such account.`);
    if (account.account_type_id !== kind) {
      throw badRequest(`A ${TransactionTypeName[typeId]} needs ${TYPE_WORDS[kind]} as its ${side} account; ${account.name} is not one.`);
    }
    if (!account.is_active && !alreadyUsed.includes(id)) throw badRequest(`${account.name} is inactive.`);
  }
}

/** Every subcategory and budget named by the lines must be the family's (deleted ones only if already used). */
export async function checkLineReferences(
  db: Executor,
  familyId: number,
  lines: { subCategoryId?: number | null; budgetId?: number | null }[],
  alreadyUsed: { subcategories: number[]; budgets: number[] } = { subcategories: [], budgets: [] },
): Promise<void> {
  const subIds = [...new Set(lines.map((line) => line.subCategoryId).filter((id): id is number => !!id))];
  const budgetIds = [...new Set(lines.map((line) => line.budgetId).filter((id): id is number => !!id))];
  const scope = familyScope(db, familyId);
  if (subIds.length) {
    const found = await scope.selectFrom('subcategories').select(['id', 'is_deleted']).where('id', 'in', subIds).execute();
    const bad = subIds.find((id) => {
      const row = found.find((f) => f.id === id);
      return !row || (row.is_deleted && !alreadyUsed.subcategories.includes(id));
    });
    if (bad) throw badRequest(`subCategoryId: there is no such subcategory (${bad}).`);
  }
  if (budgetIds.length) {
    const found = await scope.selectFrom('budgets').select(['id', 'is_deleted']).where('id', 'in', budgetIds).execute();
    const bad = budgetIds.find((id) => {
      const row = found.find((f) => f.id === id);
      return !row || (row.is_deleted && !alreadyUsed.budgets.includes(id));
    });
    if (bad) throw badRequest(`budgetId: there is no such budget (${bad}).`);
  }
}

export async function checkTags(db: Executor, familyId: number, tagIds: number[]): Promise<void> {
  const unique = [...new Set(tagIds)];
  if (!unique.length) return;
  const found = await familyScope(db, familyId).selectFrom('tags').select('id').where('id', 'in', unique).execute();
  const bad = unique.find((id) => !found.some((row) => row.id === id));
  if (bad) throw badRequest(`tags: there is no such tag (${bad}).`);
}
