import { AccountType, SOURCE_APP_LABELS } from '@hearth/contract';
import type { AppBook } from '../../domain/import/apps/app-book.js';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { familyScope } from '../../platform/tenancy.js';
import { nameKey } from '../../platform/unique-names.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The family's live records an import can reuse, by folded name (nameKey). */
export interface FamilyDirectory {
  banks: Map<string, number>;
  thirdParties: Map<string, number>;
  /** Any live account's name, whatever its kind: names are unique across them. */
  accountNames: Set<string>;
  categories: Map<string, number>;
  /** By category id, then folded subcategory name. */
  subcategories: Map<number, Map<string, number>>;
  tags: Map<string, { id: number; usable: (date: string) => boolean }>;
  budgets: Map<string, number>;
  /** The references of earlier imports that the book names, with their transaction. */
  imported: Set<string>;
}

export async function loadDirectory(db: Executor, familyId: number, book: AppBook): Promise<FamilyDirectory> {
  const accounts = await familyScope(db, familyId)
    .selectFrom('accounts')
    .select(['id', 'name', 'account_type_id'])
    .where('is_deleted', '=', 0)
    .execute();
  const banks = new Map<string, number>();
  const thirdParties = new Map<string, number>();
  for (const account of accounts)
    (account.account_type_id === AccountType.Bank ? banks : thirdParties).set(nameKey(account.name), account.id);
  const categories = await familyScope(db, familyId)
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('is_deleted', '=', 0)
    .execute();
  const subcategoryRows = await familyScope(db, familyId)
    .selectFrom('subcategories')
    .select(['id', 'name', 'category_id'])
    .where('is_deleted', '=', 0)
    .execute();
  const subcategories = new Map<number, Map<string, number>>();
  for (const row of subcategoryRows) {
    const names = subcategories.get(row.category_id) ?? new Map<string, number>();
    names.set(nameKey(row.name), row.id);
    subcategories.set(row.category_id, names);
  }
  const tagRows = await familyScope(db, familyId)
    .selectFrom('tags')
    .select(['id', 'name', 'deactivated', 'use_validity_period', 'valid_from', 'valid_to'])
    .execute();
  const tags = new Map(
    tagRows.map((tag) => [
      nameKey(tag.name),
      {
        id: tag.id,
        usable: (date: string) =>
          !tag.deactivated &&
          (!tag.use_validity_period ||
            ((!tag.valid_from || tag.valid_from <= date) && (!tag.valid_to || date <= tag.valid_to))),
      },
    ]),
  );
  const budgets = await familyScope(db, familyId)
    .selectFrom('budgets')
    .select(['id', 'name'])
    .where('is_deleted', '=', 0)
    .execute();
  return {
    budgets: new Map(budgets.map((row) => [nameKey(row.name), row.id])),
    banks,
    thirdParties,
    accountNames: new Set(accounts.map((account) => nameKey(account.name))),
    categories: new Map(categories.map((row) => [nameKey(row.name), row.id])),
    subcategories,
    tags,
    imported: await importedReferences(db, familyId, book),
  };
}

async function importedReferences(db: Executor, familyId: number, book: AppBook): Promise<Set<string>> {
  const references = book.transactions.map((transaction) => transaction.reference);
  const found = new Set<string>();
  for (let start = 0; start < references.length; start += 500) {
    const rows = await familyScope(db, familyId)
      .selectFrom('bank_links')
      .select('reference')
      .where('reference', 'in', references.slice(start, start + 500))
      .execute();
    for (const row of rows) found.add(row.reference);
  }
  return found;
}

const clipName = (name: string, length: number) => name.trim().slice(0, length).trim();

/**
 * The Hearth name of a book's bank account: its own, unless a third party holds that name already; then
 * the app's name is added, so that a second import finds the same account again.
 */
export function bankNameOf(directory: FamilyDirectory, book: AppBook, name: string): string {
  const plain = clipName(name, 200);
  const key = nameKey(plain);
  if (directory.banks.has(key) || !directory.accountNames.has(key)) return plain;
  return clipName(`${plain.slice(0, 180)} (${SOURCE_APP_LABELS[book.app]})`, 200);
}

/** The Hearth name of a third party: its own, unless a bank account holds it; then " (third party)" is added. */
export function thirdPartyNameOf(directory: FamilyDirectory, bankNames: Set<string>, name: string): string {
  const plain = clipName(name, 200);
  const key = nameKey(plain);
  const takenByBank = bankNames.has(key) || (directory.accountNames.has(key) && !directory.thirdParties.has(key));
  return takenByBank ? clipName(`${plain.slice(0, 185)} (third party)`, 200) : plain;
}

export const categoryNameOf = (name: string) => clipName(name, 100) || 'Category';
export const tagNameOf = (name: string) => clipName(name, 100);
