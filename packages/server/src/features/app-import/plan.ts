import type { AppBook, BookTransaction } from '../../domain/import/apps/app-book.js';
import type { BookBudget } from '../../domain/import/apps/book-budgets.js';
import { nameKey } from '../../platform/unique-names.js';
import { bankNameOf, categoryNameOf, tagNameOf, thirdPartyNameOf, type FamilyDirectory } from './directory.js';

/** What an import of a book does against the family's records: which names it reuses and which it makes. */
export interface ImportPlan {
  /** Hearth's name of each of the book's bank accounts, by the book's name. */
  bankName: Map<string, string>;
  /** Hearth's name of each third party, by the book's name. */
  thirdPartyName: Map<string, string>;
  newBanks: string[];
  newThirdParties: string[];
  newCategories: string[];
  /** Subcategories to make, by their category's Hearth name. */
  newSubcategories: { category: string; name: string }[];
  subcategoryCount: number;
  newTags: string[];
  tagCount: number;
  /** The book's budgets that no live budget of the family is named like. */
  newBudgets: BookBudget[];
  /** The book's transactions no earlier import brought. */
  toBook: BookTransaction[];
}

export function planImport(directory: FamilyDirectory, book: AppBook): ImportPlan {
  const bankName = new Map(book.accounts.map((account) => [account.name, bankNameOf(directory, book, account.name)]));
  const bankKeys = new Set([...bankName.values()].map(nameKey));
  const newBanks = [...new Set([...bankName.values()])].filter((name) => !directory.banks.has(nameKey(name)));

  const toBook = book.transactions.filter((transaction) => !directory.imported.has(transaction.reference));
  const thirdPartyName = new Map(book.thirdParties.map((name) => [name, thirdPartyNameOf(directory, bankKeys, name)]));
  const usedThirdParties = new Set(
    toBook.flatMap((transaction) =>
      transaction.kind === 'transfer' ? [] : [thirdPartyName.get(transaction.thirdParty) as string],
    ),
  );
  const newThirdParties = uniqueByKey(
    [...usedThirdParties].filter((name) => !directory.thirdParties.has(nameKey(name))),
  );

  const newCategories: string[] = [];
  const newSubcategories: { category: string; name: string }[] = [];
  let subcategoryCount = 0;
  for (const category of book.categories) {
    const name = categoryNameOf(category.name);
    const categoryId = directory.categories.get(nameKey(name));
    if (categoryId === undefined && !newCategories.some((made) => nameKey(made) === nameKey(name)))
      newCategories.push(name);
    const known = categoryId === undefined ? undefined : directory.subcategories.get(categoryId);
    for (const subcategory of category.subcategories) {
      subcategoryCount += 1;
      const subName = categoryNameOf(subcategory);
      const planned = newSubcategories.some(
        (made) => nameKey(made.category) === nameKey(name) && nameKey(made.name) === nameKey(subName),
      );
      if (!known?.has(nameKey(subName)) && !planned) newSubcategories.push({ category: name, name: subName });
    }
  }

  const tagNames = uniqueByKey(toBook.flatMap((transaction) => transaction.tags.map(tagNameOf)).filter(Boolean));
  const newTags = tagNames.filter((name) => !directory.tags.has(nameKey(name)));
  const newBudgets = book.budgets.filter((budget) => !directory.budgets.has(nameKey(budget.name)));
  return {
    newBudgets,
    bankName,
    thirdPartyName,
    newBanks,
    newThirdParties,
    newCategories,
    newSubcategories,
    subcategoryCount,
    newTags,
    tagCount: tagNames.length,
    toBook,
  };
}

function uniqueByKey(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = nameKey(name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
