import {
  categoriesOf,
  flowOf,
  LeftOutTally,
  thirdPartiesOf,
  UNNAMED_THIRD_PARTY,
  type AppBook,
  type BookAccount,
  type BookLine,
  type BookTransaction,
} from './app-book.js';
import { AppFileError } from './app-file-error.js';
import { csvObjects, readCents } from './csv-text.js';

const NEEDS = ['journal_id', 'type', 'amount', 'date', 'source_name', 'destination_name'];
/** Firefly's own accounts (assets and liabilities) become bank accounts; expense and revenue accounts third parties. */
const OWN_ACCOUNT = /^(asset account|default account|debt|loan|mortgage|credit card|liabilit)/i;
const OPENING = /^opening balance$/i;

interface Side {
  name: string;
  own: boolean;
}

function sideOf(name: string | undefined, type: string | undefined): Side {
  return { name: (name ?? '').trim(), own: OWN_ACCOUNT.test((type ?? '').trim()) };
}

/**
 * A Firefly III CSV export ("Export data", transactions) in Hearth's terms: asset and liability
 * accounts as bank accounts, with their "Opening balance" journals as opening balances; expense and
 * revenue accounts as third parties; the journals of one transaction group as one transaction of
 * several lines; a journal between two own accounts as a transfer. A Firefly category becomes a Hearth
 * category with one subcategory of the same name; Firefly budgets and tags become tags. Amounts run from
 * the source account to the destination account, whatever their sign in the file.
 */
export function fireflyBook(text: string): AppBook {
  const { headings, rows } = csvObjects(text);
  const missing = NEEDS.filter((heading) => !headings.includes(heading));
  if (missing.length)
    throw new AppFileError(`This is not a Firefly III export: it has no ${missing.join(', ')} column.`);
  const leftOut = new LeftOutTally();
  const accounts = new Map<string, BookAccount>();
  const own = (name: string) => {
    if (!accounts.has(name)) accounts.set(name, { name, openingBalance: 0, openingDate: null, closed: false });
    return accounts.get(name) as BookAccount;
  };
  const groups = new Map<
    string,
    {
      key: string;
      lines: BookLine[];
      rows: Record<string, string>[];
      source: Side;
      destination: Side;
      date: string;
      tags: Set<string>;
    }
  >();

  rows.forEach((row, index) => {
    const rowNumber = index + 2;
    const date = (row['date'] ?? '').slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < '1900-01-01' || date > '2199-12-31')
      throw new AppFileError(`Row ${rowNumber}: "${row['date']}" is not a date.`);
    const cents = readCents(row['amount'] ?? '');
    if (cents === null) throw new AppFileError(`Row ${rowNumber}: "${row['amount']}" is not an amount.`);
    const amount = Math.abs(cents);
    const source = sideOf(row['source_name'], row['source_type']);
    const destination = sideOf(row['destination_name'], row['destination_type']);
    if ((row['foreign_amount'] ?? '') !== '')
      leftOut.add('Amounts in a foreign currency', 'Hearth keeps the amount in the account\u2019s own currency.');

    if (OPENING.test(row['type'] ?? '')) {
      const opening = /^initial balance/i;
      const intoDestination = destination.name !== '' && !opening.test(destination.name);
      const account = own(intoDestination ? destination.name : source.name);
      account.openingBalance += intoDestination ? amount : -amount;
      account.openingDate = !account.openingDate || date < account.openingDate ? date : account.openingDate;
      return;
    }
    if (source.own) own(source.name);
    if (destination.own) own(destination.name);
    if (!source.own && !destination.own) {
      leftOut.add('Transactions between two expense or revenue accounts', 'Neither side is an account of yours.');
      return;
    }
    if (amount === 0) {
      leftOut.add('Transactions of $0.00', 'Hearth records only amounts other than zero.');
      return;
    }
    const groupId = row['group_id'] || row['journal_id'] || String(rowNumber);
    const key = `${groupId}\u0000${source.name}\u0000${destination.name}`;
    const category = (row['category'] ?? '').trim();
    const group = groups.get(key) ?? {
      key: groupId,
      lines: [],
      rows: [],
      source,
      destination,
      date,
      tags: new Set<string>(),
    };
    group.lines.push({ amount, subcategory: category ? { category, subcategory: category } : null });
    group.rows.push(row);
    for (const tag of (row['tags'] ?? '').split(',')) if (tag.trim()) group.tags.add(tag.trim());
    if ((row['budget'] ?? '').trim()) group.tags.add((row['budget'] as string).trim());
    groups.set(key, group);
  });

  const transactions: BookTransaction[] = [];
  const perGroup = new Map<string, number>();
  for (const group of groups.values()) perGroup.set(group.key, (perGroup.get(group.key) ?? 0) + 1);
  for (const group of groups.values()) {
    const first = group.rows[0] as Record<string, string>;
    const reference = `firefly:${group.key}${(perGroup.get(group.key) ?? 0) > 1 ? `:${first['journal_id']}` : ''}`;
    const description = ((first['group_title'] || first['description']) ?? '').trim();
    const tags = [...group.tags];
    if (group.source.own && group.destination.own) {
      transactions.push({
        kind: 'transfer',
        reference,
        date: group.date,
        description,
        from: group.source.name,
        to: group.destination.name,
        lines: group.lines,
        tags,
      });
      continue;
    }
    const outgoing = group.source.own;
    const total = group.lines.reduce((sum, line) => sum + line.amount, 0);
    transactions.push(
      flowOf(
        {
          reference,
          date: group.date,
          description,
          account: outgoing ? group.source.name : group.destination.name,
          thirdParty: (outgoing ? group.destination.name : group.source.name) || UNNAMED_THIRD_PARTY,
          lines: group.lines.map((line) => ({ ...line, amount: outgoing ? -line.amount : line.amount })),
          tags,
        },
        outgoing ? -total : total,
      ),
    );
  }
  transactions.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return {
    app: 'firefly',
    name: null,
    accounts: [...accounts.values()],
    thirdParties: thirdPartiesOf(transactions),
    categories: categoriesOf([], transactions),
    transactions,
    budgets: [],
    leftOut: leftOut.list(),
  };
}
