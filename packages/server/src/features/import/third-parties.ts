import { AccountType } from '@hearth/contract';
import type { KnownAccount } from '../../domain/import/payees.js';
import { badRequest } from '../../platform/errors.js';
import { nameKey } from '../../platform/unique-names.js';
import type { LedgerContext } from '../ledger/context.js';
import { batchesOf } from '../ledger/reconcile.js';
import type { RowPlan } from './decisions.js';

export interface ThirdParties {
  accountOf(plan: RowPlan): KnownAccount;
  createdCount: number;
  /** The third parties made, so that taking the import back can take them back too. */
  createdIds: number[];
}

/**
 * The account of each row to create: the one chosen (still live), or the live third party of the row's
 * name (case and accents aside, as names are unique), or a new active third party of that name, made once
 * however many rows name it. Inside the confirmation's write, so nobody takes the name in between.
 */
export async function findOrMakeThirdParties(
  ledger: LedgerContext,
  accountId: number,
  plans: RowPlan[],
  accounts: Map<number, KnownAccount & { isDeleted: boolean }>,
): Promise<ThirdParties> {
  const byName = new Map<string, KnownAccount>();
  for (const account of accounts.values()) {
    if (account.isDeleted || account.typeId !== AccountType.ThirdParty) continue;
    const key = nameKey(account.name);
    if (!byName.has(key) || account.isActive) byName.set(key, account);
  }
  const missing = new Map<string, string>();
  for (const plan of plans) {
    if (plan.counterpartyId !== null) {
      const account = accounts.get(plan.counterpartyId);
      if (!account || account.isDeleted)
        throw badRequest(`Row ${plan.row.rowNumber}: the account chosen for it is not there any more.`);
      if (account.id === accountId)
        throw badRequest(`Row ${plan.row.rowNumber}: a transaction cannot be between ${account.name} and itself.`);
      continue;
    }
    const key = nameKey(plan.counterpartyName);
    if (!key) throw badRequest(`Row ${plan.row.rowNumber}: name the third party.`);
    if (!byName.has(key) && !missing.has(key)) missing.set(key, plan.counterpartyName.trim());
  }
  const createdIds: number[] = [];
  for (const batch of batchesOf([...missing.values()])) {
    const created = await ledger.trx
      .insertInto('accounts')
      .values(
        batch.map((name) => ({
          family_id: ledger.familyId,
          name,
          name_key: nameKey(name),
          account_type_id: AccountType.ThirdParty,
          opening_date: null,
          is_active: 1 as const,
          created_at: ledger.now,
        })),
      )
      .returning(['id', 'name'])
      .execute();
    for (const row of created) {
      createdIds.push(row.id);
      byName.set(nameKey(row.name), {
        id: row.id,
        name: row.name,
        typeId: AccountType.ThirdParty,
        isActive: true,
        defaultSubcategoryId: null,
        defaultBudgetId: null,
      });
    }
  }
  return {
    accountOf: (plan) =>
      plan.counterpartyId !== null
        ? (accounts.get(plan.counterpartyId) as KnownAccount)
        : (byName.get(nameKey(plan.counterpartyName)) as KnownAccount),
    createdCount: missing.size,
    createdIds,
  };
}
