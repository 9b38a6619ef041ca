import {
  AccountType,
  formatMoney,
  HistoryAction,
  HistoryEntity,
  MAX_KEPT_CENTS,
  toCents,
  type Account,
  type AccountListRequest,
  type SaveAccountRequest,
} from '@hearth/contract';
import type { AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { flag } from '../../db/flags.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { todayFor } from '../../platform/today.js';
import { accountsQuery, futureMovements, toAccount } from './queries.js';
import { byNameCaseInsensitive } from '../../platform/sorting.js';
import { checkLineReferences } from '../ledger/checks.js';
import { nameKey } from '../../platform/unique-names.js';
import { recordRecordChange, recordRecordEvent } from '../history/recorder.js';
import { readableAccount } from '../history/record-readers.js';

export const ACCOUNT_NOT_FOUND = 'Account not found.';

/** What the accounts list depends on besides the family's data: the filter, with its spellings folded. */
export interface AccountListing {
  type: number;
  includeDeactivated: boolean;
  includeDeleted: boolean;
  /** The user's today: what is dated after it is not yet in the balance. */
  today: string;
}

export function accountListing(deps: AppDeps, auth: AuthContext, filter: AccountListRequest): AccountListing {
  return {
    type: filter.FilterAccountType ?? filter.filterAccountType ?? 0,
    includeDeactivated: filter.IncluedDeactivated ?? filter.IncludeDeactivated ?? filter.includeDeactivated ?? false,
    includeDeleted: filter.includeDeleted ?? false,
    today: todayFor(deps, auth),
  };
}

export async function listAccounts(deps: AppDeps, familyId: number, listing: AccountListing): Promise<Account[]> {
  let query = accountsQuery(deps.db.kysely, familyId);
  if (!listing.includeDeleted) query = query.where('accounts.is_deleted', '=', 0);
  if (!listing.includeDeactivated) query = query.where('accounts.is_active', '=', 1);
  if (listing.type !== 0) query = query.where('accounts.account_type_id', '=', listing.type);
  const [rows, future] = await Promise.all([query.execute(), futureMovements(deps.db.kysely, familyId, listing.today)]);
  return rows.map((row) => toAccount(row, future.get(row.id))).sort(byNameCaseInsensitive);
}

export async function getAccount(deps: AppDeps, auth: AuthContext, id: number): Promise<Account> {
  const row = await accountsQuery(deps.db.kysely, auth.familyId).where('accounts.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(ACCOUNT_NOT_FOUND);
  const future = await futureMovements(deps.db.kysely, auth.familyId, todayFor(deps, auth), [id]);
  return toAccount(row, future.get(id));
}

/** Third parties marked for Quick Entry, active ones only. */
export async function quickAccounts(deps: AppDeps, auth: AuthContext): Promise<Account[]> {
  const familyId = auth.familyId;
  const rows = await accountsQuery(deps.db.kysely, familyId)
    .where('accounts.account_type_id', '=', AccountType.ThirdParty)
    .where('accounts.can_quick_transaction', '=', 1)
    .where('accounts.is_active', '=', 1)
    .where('accounts.is_deleted', '=', 0)
    .execute();
  const future = await futureMovements(
    deps.db.kysely,
    familyId,
    todayFor(deps, auth),
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAccount(row, future.get(row.id))).sort(byNameCaseInsensitive);
}

/** Creates or updates an account; a name is unique among the family's live accounts of its type. */
export async function saveAccount(deps: AppDeps, auth: AuthContext, input: SaveAccountRequest): Promise<Account> {
  const familyId = auth.familyId;
  const isBank = input.accountTypeId === AccountType.Bank;
  const name = input.name.trim();
  const existingId = input.id || null;
  const subcategoryId = isBank ? null : (input.defaultSubCategoryId ?? input.defaultSubcategoryId ?? null);
  const budgetId = isBank ? null : (input.defaultBudgetId ?? null);
  const values = {
    name,
    name_key: nameKey(name),
    account_type_id: input.accountTypeId,
    opening_date: isBank ? (input.openingDate ?? todayFor(deps, auth)) : null,
    opening_balance: isBank ? toCents(input.openingBalance ?? 0) : 0,
    is_favourite: flag(isBank && input.isFavourite),
    is_active: flag(input.isActive ?? true),
    can_quick_transaction: flag(!isBank && input.canQuickTransaction),
    default_subcategory_id: subcategoryId,
    default_budget_id: budgetId,
  };
  const id = await writeForFamily(deps.db.kysely, familyId, async (trx) => {
    const scope = familyScope(trx, familyId);
    const current = existingId
      ? await scope
          .selectFrom('accounts')
          .select(['id', 'account_type_id', 'transaction_count', 'activity_total', 'is_deleted'])
          .where('id', '=', existingId)
          .executeTakeFirst()
      : null;
    if (existingId && (!current || current.is_deleted)) throw notFound(ACCOUNT_NOT_FOUND);
    const before = existingId ? await readableAccount(trx, familyId, existingId) : null;
    const recorded = async (savedId: number) => {
      const stamp = { familyId, at: deps.clock().toISOString(), userId: auth.userId };
      await recordRecordChange(
        trx,
        stamp,
        HistoryEntity.Account,
        savedId,
        before,
        await readableAccount(trx, familyId, savedId),
      );
      return savedId;
    };
    if (current && current.account_type_id !== input.accountTypeId && Number(current.transaction_count) > 0) {
      throw badRequest('The type of an account that has transactions cannot change.');
    }
    if (current && Math.abs(Number(current.activity_total)) + Math.abs(values.opening_balance) > MAX_KEPT_CENTS) {
      throw badRequest(
        `This opening balance would take the balance of ${name} beyond ${formatMoney(MAX_KEPT_CENTS)}, more than Hearth can keep exact.`,
      );
    }
    const sameName = await scope
      .selectFrom('accounts')
      .select('id')
      .where('is_deleted', '=', 0)
      .where('account_type_id', '=', input.accountTypeId)
      .where('name_key', '=', values.name_key)
      .executeTakeFirst();
    if (sameName && sameName.id !== existingId) {
      throw badRequest(`${isBank ? 'A bank account' : 'A third party'} named ${name} already exists.`);
    }
    await checkLineReferences(trx, familyId, [{ subcategoryId, budgetId }], undefined, {
      subcategory: 'Default subcategory',
      budget: 'Default budget',
    });
    if (existingId) {
      await scope.updateTable('accounts').set(values).where('id', '=', existingId).execute();
      return recorded(existingId);
    }
    const created = await trx
      .insertInto('accounts')
      .values({ ...values, family_id: familyId, created_at: deps.clock().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return recorded(created.id);
  });
  return getAccount(deps, auth, id);
}

/**
 * Deletes an account that no live transaction or schedule uses; it stays in the database, marked deleted.
 * Checked under the family's write lock, so no transaction can be saved to it in between.
 */
export async function deleteAccount(
  deps: AppDeps,
  familyId: number,
  id: number,
  userId: number | null = null,
): Promise<string> {
  return writeForFamily(deps.db.kysely, familyId, async (trx) => {
    const scope = familyScope(trx, familyId);
    let query = scope.selectFrom('accounts').select(['name', 'transaction_count', 'is_deleted']).where('id', '=', id);
    if (deps.db.dialect === 'postgres') query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row || row.is_deleted) throw notFound(ACCOUNT_NOT_FOUND);
    if (Number(row.transaction_count) > 0)
      throw badRequest(`${row.name} has transactions and cannot be deleted; mark it inactive instead.`);
    const schedule = await scope
      .selectFrom('schedules')
      .select('id')
      .where('is_deleted', '=', 0)
      .where((eb) => eb.or([eb('debit_account_id', '=', id), eb('credit_account_id', '=', id)]))
      .executeTakeFirst();
    if (schedule)
      throw badRequest(`${row.name} is used by a schedule and cannot be deleted; change or delete the schedule first.`);
    const planned = await scope
      .selectFrom('scenario_hypothetical_schedules')
      .innerJoin('scenarios', 'scenarios.id', 'scenario_hypothetical_schedules.scenario_id')
      .select(['scenario_hypothetical_schedules.description', 'scenarios.name as scenario'])
      .where((eb) =>
        eb.or([
          eb('scenario_hypothetical_schedules.debit_account_id', '=', id),
          eb('scenario_hypothetical_schedules.credit_account_id', '=', id),
        ]),
      )
      .executeTakeFirst();
    if (planned)
      throw badRequest(
        `${row.name} is used by the new schedule ${planned.description} of the scenario ${planned.scenario} and cannot be deleted; change or remove it there first.`,
      );
    await scope.updateTable('accounts').set({ is_deleted: 1, is_favourite: 0 }).where('id', '=', id).execute();
    await scope.updateTable('users').set({ default_account_id: null }).where('default_account_id', '=', id).execute();
    const stamp = { familyId, at: deps.clock().toISOString(), userId };
    await recordRecordEvent(trx, stamp, HistoryEntity.Account, id, HistoryAction.Delete);
    return row.name;
  });
}
