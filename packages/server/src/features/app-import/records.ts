import { AccountType } from '@hearth/contract';
import type { AppBook } from '../../domain/import/apps/app-book.js';
import { nameKey } from '../../platform/unique-names.js';
import type { LedgerContext } from '../ledger/context.js';
import type { ImportPlan } from './plan.js';

/** The records an import makes before its transactions, each found by name first (FamilyDirectory). */

export async function makeBanks(
  ledger: LedgerContext,
  book: AppBook,
  plan: ImportPlan,
  known: Map<string, number>,
): Promise<Map<string, number>> {
  const ids = new Map(known);
  for (const account of book.accounts) {
    const name = plan.bankName.get(account.name) as string;
    if (ids.has(nameKey(name))) continue;
    const row = await ledger.trx
      .insertInto('accounts')
      .values({
        family_id: ledger.familyId,
        name,
        name_key: nameKey(name),
        account_type_id: AccountType.Bank,
        opening_balance: account.openingBalance,
        opening_date: account.openingDate,
        is_active: 1,
        created_at: ledger.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(nameKey(name), row.id);
  }
  return ids;
}

export async function makeAccounts(
  ledger: LedgerContext,
  names: string[],
  typeId: number,
  known: Map<string, number>,
): Promise<Map<string, number>> {
  const ids = new Map(known);
  for (let start = 0; start < names.length; start += 200) {
    const rows = await ledger.trx
      .insertInto('accounts')
      .values(
        names.slice(start, start + 200).map((name) => ({
          family_id: ledger.familyId,
          name,
          name_key: nameKey(name),
          account_type_id: typeId,
          opening_date: null,
          is_active: 1 as const,
          created_at: ledger.now,
        })),
      )
      .returning(['id', 'name'])
      .execute();
    for (const row of rows) ids.set(nameKey(row.name), row.id);
  }
  return ids;
}

export async function makeCategories(ledger: LedgerContext, plan: ImportPlan, known: Map<string, number>) {
  const ids = new Map(known);
  for (const name of plan.newCategories) {
    const row = await ledger.trx
      .insertInto('categories')
      .values({ family_id: ledger.familyId, name, name_key: nameKey(name), created_at: ledger.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(nameKey(name), row.id);
  }
  return ids;
}

/** Every subcategory the import can name, by its category's folded name, then its own. */
export async function makeSubcategories(
  ledger: LedgerContext,
  plan: ImportPlan,
  categories: Map<string, number>,
  known: Map<number, Map<string, number>>,
): Promise<Map<string, Map<string, number>>> {
  const byCategoryId = new Map([...known].map(([id, names]) => [id, new Map(names)]));
  for (const made of plan.newSubcategories) {
    const categoryId = categories.get(nameKey(made.category)) as number;
    const row = await ledger.trx
      .insertInto('subcategories')
      .values({
        family_id: ledger.familyId,
        category_id: categoryId,
        name: made.name,
        name_key: nameKey(made.name),
        created_at: ledger.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    byCategoryId.set(categoryId, (byCategoryId.get(categoryId) ?? new Map()).set(nameKey(made.name), row.id));
  }
  return new Map([...categories].map(([key, id]) => [key, byCategoryId.get(id) ?? new Map<string, number>()]));
}

export async function makeTags(
  ledger: LedgerContext,
  names: string[],
  known: Map<string, { id: number; usable: (date: string) => boolean }>,
) {
  const tags = new Map(known);
  for (const name of names) {
    const row = await ledger.trx
      .insertInto('tags')
      .values({ family_id: ledger.familyId, name, name_key: nameKey(name), created_at: ledger.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    tags.set(nameKey(name), { id: row.id, usable: () => true });
  }
  return tags;
}
