/**
 * What a budgeting app's export holds, read into Hearth's terms before anything is written: bank
 * accounts with their opening balances, third parties, categories with subcategories, and transactions
 * that each touch one bank account (payments and deposits) or two (transfers). Each transaction keeps a
 * reference made from the app's own id, so that a second import of the same file finds what the first
 * one wrote (docs/app-imports.md).
 */
import type { BookBudget } from './book-budgets.js';

export type SourceApp = 'actual' | 'ynab' | 'firefly';

export const SOURCE_APP_NAMES: Record<SourceApp, string> = {
  actual: 'Actual Budget',
  ynab: 'YNAB',
  firefly: 'Firefly III',
};

export interface BookAccount {
  name: string;
  /** In cents; 0 when the app recorded none. */
  openingBalance: number;
  openingDate: string | null;
  /** Closed in the app: it comes in inactive. */
  closed: boolean;
}

export interface BookCategory {
  name: string;
  subcategories: string[];
  income: boolean;
}

/** A line's subcategory, named by its category and its own name. */
export interface BookSubcategory {
  category: string;
  subcategory: string;
}

export interface BookLine {
  /** In cents, in the transaction's direction: positive adds to the transaction's amount. */
  amount: number;
  subcategory: BookSubcategory | null;
}

interface BookTransactionBase {
  /** The app's id of the transaction, prefixed by the app: stable from one export to the next. */
  reference: string;
  date: string;
  description: string;
  lines: BookLine[];
  tags: string[];
}

/** Money out of (payment) or into (deposit) a bank account, with a third party. */
export interface BookFlow extends BookTransactionBase {
  kind: 'payment' | 'deposit';
  account: string;
  thirdParty: string;
}

/** Money from one bank account to another: both sides of the app's pair made one. */
export interface BookTransfer extends BookTransactionBase {
  kind: 'transfer';
  from: string;
  to: string;
}

export type BookTransaction = BookFlow | BookTransfer;

/** Something of the file that Hearth does not bring, and why. */
export interface BookLeftOut {
  what: string;
  count: number;
  reason: string;
}

export interface AppBook {
  app: SourceApp;
  /** The budget's name in the app, when the file says it. */
  name: string | null;
  accounts: BookAccount[];
  thirdParties: string[];
  categories: BookCategory[];
  transactions: BookTransaction[];
  /** Monthly budgets made from the app's plan, where it has one (book-budgets.ts). */
  budgets: BookBudget[];
  leftOut: BookLeftOut[];
}

/** The name a third party gets when the app recorded none. */
export const UNNAMED_THIRD_PARTY = 'Unnamed third party';

/** Collects what a reader leaves out, counted by what and why. */
export class LeftOutTally {
  private readonly entries = new Map<string, BookLeftOut>();

  add(what: string, reason: string, count = 1): void {
    if (count <= 0) return;
    const key = `${what}\u0000${reason}`;
    const entry = this.entries.get(key);
    if (entry) entry.count += count;
    else this.entries.set(key, { what, reason, count });
  }

  list(): BookLeftOut[] {
    return [...this.entries.values()];
  }
}

/**
 * Orders a transaction's lines so that its amount is positive in the direction it is booked: a payment
 * whose lines add up to money coming in becomes a deposit, and the other way round.
 */
export function flowOf(
  base: BookTransactionBase & { account: string; thirdParty: string },
  signedTotal: number,
): BookFlow {
  const kind = signedTotal < 0 ? 'payment' : 'deposit';
  const lines = base.lines.map((line) => ({ ...line, amount: signedTotal < 0 ? -line.amount : line.amount }));
  return { ...base, kind, lines };
}

/** The categories named by the transactions' lines and by the app's own list, each once, in first-seen order. */
export function categoriesOf(listed: BookCategory[], transactions: BookTransaction[]): BookCategory[] {
  const byName = new Map<string, BookCategory>();
  const add = (name: string, subcategory: string | null, income: boolean) => {
    let category = byName.get(name);
    if (!category) {
      category = { name, subcategories: [], income };
      byName.set(name, category);
    }
    if (subcategory !== null && !category.subcategories.includes(subcategory)) category.subcategories.push(subcategory);
  };
  for (const category of listed) {
    add(category.name, null, category.income);
    for (const subcategory of category.subcategories) add(category.name, subcategory, category.income);
  }
  for (const transaction of transactions)
    for (const line of transaction.lines)
      if (line.subcategory) add(line.subcategory.category, line.subcategory.subcategory, false);
  return [...byName.values()];
}

/** The third parties the flows name, each once, in first-seen order. */
export function thirdPartiesOf(transactions: BookTransaction[]): string[] {
  const names = new Set<string>();
  for (const transaction of transactions) if (transaction.kind !== 'transfer') names.add(transaction.thirdParty);
  return [...names];
}

/**
 * What each bank account holds once the book is written: its opening balance plus deposits and
 * transfers in, minus payments and transfers out. The tests compare it with the app's own balances.
 */
export function balancesOf(book: AppBook): Map<string, number> {
  const balances = new Map(book.accounts.map((account) => [account.name, account.openingBalance]));
  const move = (account: string, amount: number) => balances.set(account, (balances.get(account) ?? 0) + amount);
  for (const transaction of book.transactions) {
    const amount = transaction.lines.reduce((sum, line) => sum + line.amount, 0);
    if (transaction.kind === 'transfer') {
      move(transaction.from, -amount);
      move(transaction.to, amount);
    } else move(transaction.account, transaction.kind === 'payment' ? -amount : amount);
  }
  return balances;
}
