import { createHash } from 'node:crypto';
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
import { csvObjects, readCents } from './csv-text.js';
import { ynabDate, ynabDateOrder } from './ynab-dates.js';
import { AppFileError } from './app-file-error.js';
import { budgetsOf, type BudgetMonth } from './book-budgets.js';

/** The register's headings YNAB (nYNAB) and YNAB4 write; the file is refused without them. */
const REGISTER_NEEDS = ['Account', 'Date', 'Payee', 'Memo', 'Outflow', 'Inflow'];
/** The category YNAB files income under: money to be budgeted, not a category of spending. */
const INFLOW = /^(inflow|income)$/i;
const TRANSFER = /^Transfer\s*:\s*(.+)$/;
const SPLIT = /^Split \((\d+)\/(\d+)\)\s?(.*)$/s;

interface RegisterRow {
  index: number;
  account: string;
  date: string;
  payee: string;
  subcategory: BookSubcategory | null;
  memo: string;
  amount: number;
  split: { part: number; of: number } | null;
}

function subcategoryOf(row: Record<string, string>): BookSubcategory | null {
  const group = row['Category Group'] ?? row['Master Category'] ?? '';
  let name = row['Category'] ?? '';
  if (row['Sub Category'] !== undefined) name = row['Sub Category'];
  if (!group && name.includes(':'))
    return subcategoryOf({
      'Category Group': name.split(':')[0] as string,
      Category: name.split(':').slice(1).join(':').trim(),
    });
  if (!group || !name || INFLOW.test(group)) return null;
  return { category: group.trim(), subcategory: name.trim() };
}

function referenceOf(parts: (string | number)[]): string {
  return `ynab:${createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 24)}`;
}

function readRegister(text: string): RegisterRow[] {
  const { headings, rows } = csvObjects(text);
  const missing = REGISTER_NEEDS.filter((heading) => !headings.includes(heading));
  if (missing.length) throw new AppFileError(`This is not a YNAB register: it has no ${missing.join(', ')} column.`);
  const order = ynabDateOrder(rows.map((row) => row['Date'] ?? ''));
  return rows.map((row, index) => {
    const date = ynabDate(row['Date'] ?? '', order);
    if (!date) throw new AppFileError(`Register row ${index + 2}: "${row['Date']}" is not a date.`);
    const outflow = readCents(row['Outflow'] ?? '');
    const inflow = readCents(row['Inflow'] ?? '');
    if (outflow === null || inflow === null)
      throw new AppFileError(`Register row ${index + 2}: the Outflow or Inflow is not an amount.`);
    const split = SPLIT.exec(row['Memo'] ?? '');
    return {
      index,
      account: (row['Account'] ?? '').trim() || 'Account',
      date,
      payee: (row['Payee'] ?? '').trim(),
      subcategory: subcategoryOf(row),
      memo: split ? (split[3] as string).trim() : (row['Memo'] ?? ''),
      amount: inflow - outflow,
      split: split ? { part: Number(split[1]), of: Number(split[2]) } : null,
    };
  });
}

/** The split rows YNAB wrote one after the other ("Split (1/3)" … "Split (3/3)") as groups; other rows alone. */
function groupSplits(rows: RegisterRow[]): RegisterRow[][] {
  const groups: RegisterRow[][] = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    const previous = last?.[last.length - 1];
    if (
      row.split &&
      previous?.split &&
      row.split.part === previous.split.part + 1 &&
      row.split.of === previous.split.of &&
      row.account === previous.account &&
      row.date === previous.date
    )
      last?.push(row);
    else groups.push([row]);
  }
  return groups;
}

/**
 * The plan (budget) file: its category groups and categories, and how many month rows have an amount
 * assigned. YNAB's "Credit Card Payments" group tracks card debt, not spending, so it is not a category.
 */
function readPlan(text: string | null): { months: BudgetMonth[]; categories: BookCategory[] } {
  if (text === null) return { months: [], categories: [] };
  const { headings, rows } = csvObjects(text);
  if (!headings.includes('Month')) throw new AppFileError('This is not a YNAB plan: it has no Month column.');
  const categories = new Map<string, BookCategory>();
  const months: BudgetMonth[] = [];
  for (const row of rows) {
    const subcategory = subcategoryOf(row);
    if (!subcategory || subcategory.category === 'Credit Card Payments') continue;
    const category = categories.get(subcategory.category) ?? {
      name: subcategory.category,
      subcategories: [],
      income: false,
    };
    if (!category.subcategories.includes(subcategory.subcategory)) category.subcategories.push(subcategory.subcategory);
    categories.set(category.name, category);
    const month = planMonth(row['Month'] ?? '');
    const amount = readCents(row['Assigned'] ?? row['Budgeted'] ?? '');
    if (month && amount) months.push({ subcategory, month, amount });
  }
  return { months, categories: [...categories.values()] };
}

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** YNAB's plan month ("Dec 2016", or a date in the budget's format, as YNAB4 writes it) as YYYY-MM. */
function planMonth(text: string): string | null {
  const named = /^([A-Za-z]{3})[a-z]*\.?\s+(\d{4})$/.exec(text.trim());
  if (named) {
    const month = MONTH_NAMES.indexOf((named[1] as string).toLowerCase()) + 1;
    return month ? `${named[2]}-${String(month).padStart(2, '0')}` : null;
  }
  const date = ynabDate(text, ynabDateOrder([text]));
  return date ? date.slice(0, 7) : null;
}

/**
 * A YNAB export in Hearth's terms, from its register (and its plan, for what it says is left out): the
 * register's accounts, "Starting Balance" rows as opening balances, payees as third parties, category
 * groups as categories with their categories as subcategories, consecutive "Split (k/n)" rows as one
 * transaction of several lines, and the two "Transfer : Account" rows of a transfer as one transfer.
 * Outflow and Inflow give the amount; the date format is read from the file (ynabDateOrder). The export
 * has no ids: a transaction's reference is made from what it says, so the same export gives the same ones.
 */
export function ynabBook(registerText: string, planText: string | null, name: string | null): AppBook {
  const leftOut = new LeftOutTally();
  const rows = readRegister(registerText);
  const plan = readPlan(planText);
  const accountNames = [...new Set(rows.map((row) => row.account))];
  const known = new Set(accountNames);
  const openings = new Map<string, { amount: number; date: string }>();
  const transactions: BookTransaction[] = [];
  const seen = new Map<string, number>();
  const stableReference = (parts: (string | number)[]) => {
    const key = parts.join('\u0000');
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    return referenceOf([...parts, occurrence]);
  };
  /** Transfers waiting for their other side, by the pair of accounts, the day and the amount. */
  const waiting = new Map<string, RegisterRow[]>();
  const transferKey = (from: string, to: string, date: string, amount: number) =>
    `${from}\u0000${to}\u0000${date}\u0000${amount}`;
  const transferRows: RegisterRow[] = [];

  for (const group of groupSplits(rows)) {
    const transfers = group.filter(
      (row) => TRANSFER.test(row.payee) && known.has(TRANSFER.exec(row.payee)?.[1]?.trim() ?? ''),
    );
    transferRows.push(...transfers);
    const parts = group.filter((row) => !transfers.includes(row));
    const first = parts[0];
    if (!first) continue;
    if (first.payee === 'Starting Balance' && parts.length === 1) {
      const opening = openings.get(first.account);
      openings.set(first.account, {
        amount: (opening?.amount ?? 0) + first.amount,
        date: opening && opening.date < first.date ? opening.date : first.date,
      });
      continue;
    }
    const lines: BookLine[] = parts.map((row) => ({ amount: row.amount, subcategory: row.subcategory }));
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    if (total === 0 || lines.some((line) => line.amount === 0)) {
      leftOut.add('Transactions of $0.00', 'Hearth records only amounts other than zero.');
      continue;
    }
    const payee = parts.find((row) => row.payee)?.payee ?? '';
    transactions.push(
      flowOf(
        {
          reference: stableReference([
            first.account,
            first.date,
            payee,
            ...parts.map((row) => `${row.amount}|${row.memo}`),
          ]),
          date: first.date,
          description: parts
            .map((row) => row.memo.trim())
            .filter(Boolean)
            .join('; '),
          account: first.account,
          thirdParty: TRANSFER.exec(payee)?.[1]?.trim() ?? (payee || UNNAMED_THIRD_PARTY),
          lines,
          tags: [],
        },
        total,
      ),
    );
  }

  for (const row of transferRows) {
    const other = (TRANSFER.exec(row.payee)?.[1] as string).trim();
    const mine = waiting.get(transferKey(other, row.account, row.date, -row.amount));
    const match = mine?.shift();
    if (match) {
      const out = row.amount < 0 ? row : match;
      const into = row.amount < 0 ? match : row;
      if (out.amount === 0) {
        leftOut.add('Transactions of $0.00', 'Hearth records only amounts other than zero.');
        continue;
      }
      transactions.push({
        kind: 'transfer',
        reference: stableReference([out.account, into.account, out.date, out.amount, 'transfer']),
        date: out.date,
        description: (out.memo || into.memo).trim(),
        from: out.account,
        to: into.account,
        lines: [{ amount: -out.amount, subcategory: out.subcategory ?? into.subcategory }],
        tags: [],
      });
      continue;
    }
    const key = transferKey(row.account, other, row.date, row.amount);
    waiting.set(key, [...(waiting.get(key) ?? []), row]);
  }
  const unpaired = [...waiting.values()].flat();
  leftOut.add(
    'Transfers without their other side',
    'The register holds only one side of them; export every account to bring them.',
    unpaired.length,
  );

  const accounts: BookAccount[] = accountNames.map((account) => ({
    name: account,
    openingBalance: openings.get(account)?.amount ?? 0,
    openingDate: openings.get(account)?.date ?? null,
    closed: false,
  }));
  leftOut.add(
    'Budgeted amounts below zero',
    'A Hearth allowance cannot be below zero: those months count as zero.',
    plan.months.filter((entry) => entry.amount < 0).length,
  );
  transactions.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return {
    app: 'ynab',
    name,
    accounts,
    thirdParties: thirdPartiesOf(transactions),
    categories: categoriesOf(plan.categories, transactions),
    transactions,
    budgets: budgetsOf(plan.months),
    leftOut: leftOut.list(),
  };
}
