import {
  AccountType,
  HistoryAction,
  fromCents,
  TransactionType,
  type AppImportPreview,
  type AppImportResult,
  type SourceAppId,
} from '@hearth/contract';
import type { AppBook, BookSubcategory, BookTransaction } from '../../domain/import/apps/app-book.js';
import { budgetFinder } from '../../domain/import/apps/book-budgets.js';
import { clip } from '../../domain/import/text.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import { familyScope } from '../../platform/tenancy.js';
import { nameKey } from '../../platform/unique-names.js';
import { writeLedger } from '../ledger/context.js';
import { createTransactions } from '../ledger/create-many.js';
import { linkBankReferences } from '../ledger/reconcile.js';
import type { LedgerEntry } from '../ledger/writer.js';
import type { AppExportPool } from './app-export-pool.js';
import { makeBudgets } from './budgets.js';
import { makeAccounts, makeBanks, makeCategories, makeSubcategories, makeTags } from './records.js';
import { categoryNameOf, loadDirectory, tagNameOf } from './directory.js';
import { planImport } from './plan.js';

const count = (inFile: number, toCreate: number) => ({ inFile, toCreate });

function datesOf(book: AppBook): { dateFrom: string | null; dateTo: string | null } {
  const dates = book.transactions.map((transaction) => transaction.date).sort();
  return { dateFrom: dates[0] ?? null, dateTo: dates[dates.length - 1] ?? null };
}

/**
 * What importing the export would create, read against the family's records; nothing is written. The
 * export is read on the worker thread (app-export-pool.ts), which takes its bytes.
 */
export async function previewAppImport(
  deps: AppDeps,
  exports: AppExportPool,
  familyId: number,
  fileName: string,
  bytes: Uint8Array,
  app: SourceAppId | null,
): Promise<AppImportPreview> {
  const book = await exports.read(bytes, app);
  const directory = await loadDirectory(deps.db.kysely, familyId, book);
  const plan = planImport(directory, book);
  const transfers = book.transactions.filter((transaction) => transaction.kind === 'transfer');
  return {
    app: book.app,
    fileName,
    budgetName: book.name,
    accounts: count(book.accounts.length, plan.newBanks.length),
    thirdParties: count(book.thirdParties.length, plan.newThirdParties.length),
    categories: count(book.categories.length, plan.newCategories.length),
    subcategories: count(plan.subcategoryCount, plan.newSubcategories.length),
    tags: count(plan.tagCount, plan.newTags.length),
    budgets: count(book.budgets.length, plan.newBudgets.length),
    transactions: count(book.transactions.length, plan.toBook.length),
    transfers: count(transfers.length, plan.toBook.filter((transaction) => transaction.kind === 'transfer').length),
    alreadyImported: book.transactions.length - plan.toBook.length,
    accountList: book.accounts.map((account) => {
      const name = plan.bankName.get(account.name) as string;
      return {
        name,
        openingBalance: fromCents(account.openingBalance),
        openingDate: account.openingDate,
        isNew: plan.newBanks.includes(name),
      };
    }),
    leftOut: book.leftOut,
    ...datesOf(book),
  };
}

/**
 * Imports the export in one database transaction: the accounts (with their opening balances and, for
 * closed ones, inactive), third parties, categories, subcategories and tags it lacks, then every
 * transaction no earlier import brought, through the ledger writer. Each transaction is linked to its
 * bank account by its reference (as a bank import links a statement row), which is how a second import of
 * the same export finds it and books nothing twice. The export is read on the worker thread first
 * (app-export-pool.ts); only the writing runs here.
 */
export async function confirmAppImport(
  deps: AppDeps,
  exports: AppExportPool,
  familyId: number,
  userId: number,
  bytes: Uint8Array,
  app: SourceAppId | null,
): Promise<AppImportResult> {
  const book = await exports.read(bytes, app);
  return writeLedger(
    deps,
    familyId,
    async (ledger) => {
      const directory = await loadDirectory(ledger.trx, familyId, book);
      const plan = planImport(directory, book);
      const banks = await makeBanks(ledger, book, plan, directory.banks);
      const thirdParties = await makeAccounts(
        ledger,
        plan.newThirdParties,
        AccountType.ThirdParty,
        directory.thirdParties,
      );
      const categories = await makeCategories(ledger, plan, directory.categories);
      const subcategories = await makeSubcategories(ledger, plan, categories, directory.subcategories);
      const tags = await makeTags(ledger, plan.newTags, directory.tags);
      const budgets = await makeBudgets(ledger, plan.newBudgets, directory.budgets);
      const budgetOf = budgetFinder(book.budgets);

      const accountOf = (name: string) => banks.get(nameKey(plan.bankName.get(name) as string)) as number;
      const entries = plan.toBook.map((transaction) =>
        entryOf(
          transaction,
          accountOf,
          (name) => {
            const id = thirdParties.get(nameKey(plan.thirdPartyName.get(name) as string));
            if (id === undefined) throw badRequest(`The third party ${name} could not be found or made.`);
            return id;
          },
          (category, name) =>
            subcategories.get(nameKey(categoryNameOf(category)))?.get(nameKey(categoryNameOf(name))) ?? null,
          (subcategory) => {
            const budget = budgetOf(subcategory);
            return budget ? (budgets.get(nameKey(budget.name)) ?? null) : null;
          },
          (name, date) => {
            const tag = tags.get(nameKey(tagNameOf(name)));
            return tag && tag.usable(date) ? [tag.id] : [];
          },
        ),
      );
      const ids = await createTransactions(ledger, entries, {
        describe: (index) => `Transaction of ${plan.toBook[index]?.date}`,
      });
      const byAccount = new Map<number, { transactionId: number; reference: string }[]>();
      plan.toBook.forEach((transaction, index) => {
        const accountId = accountOf(transaction.kind === 'transfer' ? transaction.from : transaction.account);
        byAccount.set(accountId, [
          ...(byAccount.get(accountId) ?? []),
          { transactionId: ids[index] as number, reference: transaction.reference },
        ]);
      });
      for (const [accountId, links] of byAccount) await linkBankReferences(ledger, accountId, links);
      const closed = book.accounts
        .filter((account) => account.closed && plan.newBanks.includes(plan.bankName.get(account.name) as string))
        .map((account) => accountOf(account.name));
      if (closed.length)
        await familyScope(ledger.trx, familyId)
          .updateTable('accounts')
          .set({ is_active: 0 })
          .where('id', 'in', closed)
          .execute();
      return {
        app: book.app,
        accountsCreated: plan.newBanks.length,
        thirdPartiesCreated: plan.newThirdParties.length,
        categoriesCreated: plan.newCategories.length,
        subcategoriesCreated: plan.newSubcategories.length,
        tagsCreated: plan.newTags.length,
        budgetsCreated: plan.newBudgets.length,
        transactionsCreated: plan.toBook.length,
        transfersCreated: plan.toBook.filter((transaction) => transaction.kind === 'transfer').length,
        alreadyImported: book.transactions.length - plan.toBook.length,
      };
    },
    { userId, action: HistoryAction.Import },
  );
}

function entryOf(
  transaction: BookTransaction,
  accountOf: (name: string) => number,
  thirdPartyOf: (name: string) => number,
  subcategoryOf: (category: string, name: string) => number | null,
  budgetOf: (subcategory: BookSubcategory | null) => number | null,
  tagsOf: (name: string, date: string) => number[],
): LedgerEntry {
  const lines = transaction.lines.map((line) => ({
    amount: line.amount,
    subcategoryId: line.subcategory ? subcategoryOf(line.subcategory.category, line.subcategory.subcategory) : null,
    budgetId: budgetOf(line.subcategory),
  }));
  const base = {
    date: transaction.date,
    description: clip(transaction.description, 500),
    lines,
    tagIds: [...new Set(transaction.tags.flatMap((tag) => tagsOf(tag, transaction.date)))],
  };
  if (transaction.kind === 'transfer')
    return {
      ...base,
      typeId: TransactionType.Transfer,
      debitAccountId: accountOf(transaction.from),
      creditAccountId: accountOf(transaction.to),
    };
  const bank = accountOf(transaction.account);
  const other = thirdPartyOf(transaction.thirdParty);
  return transaction.kind === 'payment'
    ? { ...base, typeId: TransactionType.Payment, debitAccountId: bank, creditAccountId: other }
    : { ...base, typeId: TransactionType.Deposit, debitAccountId: other, creditAccountId: bank };
}
