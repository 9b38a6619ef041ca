import {
  categoriesOf,
  flowOf,
  LeftOutTally,
  thirdPartiesOf,
  UNNAMED_THIRD_PARTY,
  type AppBook,
  type BookAccount,
  type BookCategory,
  type BookLine,
  type BookSubcategory,
  type BookTransaction,
} from './app-book.js';
import { budgetsOf, type BudgetMonth } from './book-budgets.js';
import { tagsInText, uniqueNames } from './names.js';

/** The rows of an Actual Budget file's tables that the import reads (column names as Actual writes them). */
export interface ActualTables {
  budgetName: string | null;
  accounts: { id: string; name: string | null; closed: number | null; tombstone: number | null }[];
  payees: { id: string; name: string | null; transfer_acct: string | null; tombstone: number | null }[];
  payeeMapping: { id: string; targetId: string | null }[];
  categoryGroups: { id: string; name: string | null; is_income: number | null; tombstone: number | null }[];
  categories: {
    id: string;
    name: string | null;
    cat_group: string | null;
    is_income: number | null;
    tombstone: number | null;
  }[];
  categoryMapping: { id: string; transferId: string | null }[];
  transactions: {
    id: string;
    acct: string | null;
    category: string | null;
    amount: number | null;
    description: string | null;
    notes: string | null;
    date: number | null;
    isParent: number | null;
    isChild: number | null;
    parent_id: string | null;
    transferred_id: string | null;
    starting_balance_flag: number | null;
    tombstone: number | null;
  }[];
  /** The amounts budgeted per category and month (YYYYMM), from the envelope (zero_budgets) or tracking (reflect_budgets) table. */
  budgetMonths: { month: number | null; category: string | null; amount: number | null }[];
}

type ActualTransaction = ActualTables['transactions'][number];

/** Actual writes a day as the number YYYYMMDD. */
export function actualDate(value: number | null): string | null {
  if (value === null || !Number.isInteger(value) || value < 19000101 || value > 21991231) return null;
  const text = String(value);
  const date = `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date ? null : date;
}

const live = (row: { tombstone: number | null }) => !row.tombstone;

/**
 * An Actual Budget file in Hearth's terms: its open and closed accounts (not deleted ones), the
 * "Starting Balance" rows as opening balances, payees as third parties (merged payees followed to the
 * one they became), category groups as categories and categories as subcategories, split parents with
 * their children as one transaction of several lines, and both rows of a transfer (transferred_id) as
 * one transfer. Amounts are Actual's integer cents; deleted rows (tombstone) are left alone.
 */
export function actualBook(tables: ActualTables): AppBook {
  const leftOut = new LeftOutTally();
  const accountRows = tables.accounts.filter(live);
  const accountNames = uniqueNames(accountRows.map((row) => row.name?.trim() || 'Account'));
  const accountName = new Map(accountRows.map((row, index) => [row.id, accountNames[index] as string]));
  const deletedAccount = new Map(
    tables.accounts.filter((row) => !live(row)).map((row) => [row.id, row.name?.trim() || 'Account']),
  );
  leftOut.add(
    'Deleted accounts',
    'Actual keeps them only as deleted records.',
    tables.accounts.length - accountRows.length,
  );

  const payeeTarget = new Map(tables.payeeMapping.map((row) => [row.id, row.targetId ?? row.id]));
  const payees = new Map(tables.payees.map((row) => [row.id, row]));
  const payeeOf = (id: string | null) => (id === null ? undefined : payees.get(payeeTarget.get(id) ?? id));

  const categoryTarget = new Map(tables.categoryMapping.map((row) => [row.id, row.transferId ?? row.id]));
  const groupName = new Map(
    tables.categoryGroups.filter(live).map((row) => [row.id, row.name?.trim() || 'Category group']),
  );
  const subcategories = new Map<string, BookSubcategory>();
  const listed = new Map<string, BookCategory>();
  for (const group of tables.categoryGroups.filter(live))
    listed.set(group.id, {
      name: groupName.get(group.id) as string,
      subcategories: [],
      income: Boolean(group.is_income),
    });
  for (const row of tables.categories.filter(live)) {
    const category = row.cat_group ? listed.get(row.cat_group) : undefined;
    if (!category) continue;
    const name = row.name?.trim() || 'Category';
    if (!category.subcategories.includes(name)) category.subcategories.push(name);
    subcategories.set(row.id, { category: category.name, subcategory: name });
  }
  const subcategoryOf = (id: string | null) =>
    id === null ? null : (subcategories.get(categoryTarget.get(id) ?? id) ?? null);

  const rows = tables.transactions.filter((row) => live(row) && row.acct !== null && accountName.has(row.acct));
  leftOut.add(
    'Transactions of deleted accounts',
    'Their account was deleted in Actual.',
    tables.transactions.filter((row) => live(row) && row.acct !== null && !accountName.has(row.acct)).length,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const children = new Map<string, ActualTransaction[]>();
  for (const row of rows)
    if (row.isChild && row.parent_id) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);

  const openings = new Map<string, { amount: number; date: string | null }>();
  const transactions: BookTransaction[] = [];
  const pairedTransfers = new Set<string>();

  const isTransfer = (row: ActualTransaction) => {
    const other = row.transferred_id ? byId.get(row.transferred_id) : undefined;
    return other !== undefined && payeeOf(row.description)?.transfer_acct === other.acct && other.acct !== row.acct;
  };

  for (const row of rows) {
    if (row.isChild && !(row.parent_id && byId.has(row.parent_id))) continue;
    const date = actualDate(row.date);
    const amount = row.amount ?? 0;
    const account = accountName.get(row.acct as string) as string;
    if (date === null) {
      leftOut.add('Transactions without a readable date', 'Actual wrote a day Hearth cannot read.');
      continue;
    }
    const payee = payeeOf(row.description);
    if (!row.isChild && (row.starting_balance_flag || payee?.name === 'Starting Balance')) {
      const opening = openings.get(account) ?? { amount: 0, date: null };
      openings.set(account, {
        amount: opening.amount + amount,
        date: !opening.date || date < opening.date ? date : opening.date,
      });
      continue;
    }
    if (isTransfer(row)) {
      const other = byId.get(row.transferred_id as string) as ActualTransaction;
      const key = [row.id, other.id].sort().join(':');
      if (pairedTransfers.has(key)) continue;
      pairedTransfers.add(key);
      if (amount === 0) {
        leftOut.add('Transactions of $0.00', 'Hearth records only amounts other than zero.');
        continue;
      }
      const otherAccount = accountName.get(other.acct as string) as string;
      const subcategory = subcategoryOf(row.category) ?? subcategoryOf(other.category);
      transactions.push({
        kind: 'transfer',
        reference: `actual:${key.split(':')[0]}`,
        date,
        description: (row.notes ?? other.notes ?? '').trim(),
        from: amount < 0 ? account : otherAccount,
        to: amount < 0 ? otherAccount : account,
        lines: [{ amount: Math.abs(amount), subcategory }],
        tags: tagsInText(row.notes),
      });
      continue;
    }
    if (row.isChild) continue;
    const parts = row.isParent ? (children.get(row.id) ?? []).filter((child) => !isTransfer(child)) : [];
    const lines: BookLine[] = parts.length
      ? parts.map((child) => ({ amount: child.amount ?? 0, subcategory: subcategoryOf(child.category) }))
      : row.isParent && (children.get(row.id) ?? []).length
        ? []
        : [{ amount, subcategory: subcategoryOf(row.category) }];
    if (lines.length === 0) continue;
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    if (total === 0 || lines.some((line) => line.amount === 0)) {
      leftOut.add('Transactions of $0.00', 'Hearth records only amounts other than zero.');
      continue;
    }
    const counterpart = payee?.transfer_acct ? deletedAccount.get(payee.transfer_acct) : undefined;
    transactions.push(
      flowOf(
        {
          reference: `actual:${row.id}`,
          date,
          description: (row.notes ?? '').trim(),
          account,
          thirdParty: counterpart ?? (payee?.name?.trim() || UNNAMED_THIRD_PARTY),
          lines,
          tags: [...new Set([row, ...parts].flatMap((part) => tagsInText(part.notes)))],
        },
        total,
      ),
    );
  }

  const accounts: BookAccount[] = accountRows.map((row) => {
    const name = accountName.get(row.id) as string;
    const opening = openings.get(name);
    return {
      name,
      openingBalance: opening?.amount ?? 0,
      openingDate: opening?.date ?? null,
      closed: Boolean(row.closed),
    };
  });
  const incomeGroups = new Set([...listed.values()].filter((group) => group.income).map((group) => group.name));
  const planned: BudgetMonth[] = [];
  for (const row of tables.budgetMonths) {
    const subcategory = subcategoryOf(row.category);
    const month = row.month === null ? '' : String(row.month);
    // Income categories plan what comes in: a Hearth budget is an allowance for spending.
    if (!subcategory || incomeGroups.has(subcategory.category) || !/^\d{6}$/.test(month) || !row.amount) continue;
    planned.push({ subcategory, month: `${month.slice(0, 4)}-${month.slice(4, 6)}`, amount: row.amount });
  }
  leftOut.add(
    'Budgeted amounts below zero',
    'A Hearth allowance cannot be below zero: those months count as zero.',
    planned.filter((entry) => entry.amount < 0).length,
  );
  return {
    app: 'actual',
    name: tables.budgetName,
    accounts,
    thirdParties: thirdPartiesOf(transactions),
    categories: categoriesOf([...listed.values()], transactions),
    transactions,
    budgets: budgetsOf(planned),
    leftOut: leftOut.list(),
  };
}
