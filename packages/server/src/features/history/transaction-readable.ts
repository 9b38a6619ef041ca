import { TransactionType } from '@hearth/contract';
import { sql } from 'kysely';
import type { LedgerContext } from '../ledger/context.js';
import { centsText, namesText, type ReadableRecord } from './field-diff.js';

const TYPE_NAMES: Record<number, string> = {
  [TransactionType.Payment]: 'Payment',
  [TransactionType.Deposit]: 'Deposit',
  [TransactionType.Transfer]: 'Transfer',
};

// Ids a statement reads at once: far below the parameters one statement may bind.
const IDS_PER_READ = 500;

export function chunksOf(ids: readonly number[]): number[][] {
  const chunks: number[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_READ) chunks.push(ids.slice(start, start + IDS_PER_READ));
  return chunks;
}

/** What a transaction reads as, by name: the one shape of its history's records (readableTransaction). */
export interface NamedTransaction {
  date: string;
  typeId: number;
  debitAccount: string;
  creditAccount: string;
  description: string;
  amount: number;
  reconciled: boolean;
}

export interface NamedLine {
  amount: number;
  subcategory: string | null;
  budget: string | null;
}

/** "Food › Groceries", or null for a line without one. */
export function subcategoryText(
  category: string | null | undefined,
  subcategory: string | null | undefined,
): string | null {
  return subcategory == null ? null : `${category ?? ''} › ${subcategory}`;
}

/**
 * A transaction as its history reads it. A line's amount is named apart only on a split: one line's
 * amount is the transaction's. The reconciled mark is named only while set: a new transaction is not
 * reconciled, and saying so on every one would be noise.
 */
export function readableTransaction(header: NamedTransaction, lines: NamedLine[], tags: string[]): ReadableRecord {
  const record: Record<string, string | null> = {
    date: header.date,
    type: TYPE_NAMES[header.typeId] ?? String(header.typeId),
    debitAccount: header.debitAccount,
    creditAccount: header.creditAccount,
    description: header.description.trim() || null,
    amount: centsText(header.amount),
  };
  lines.forEach((line, index) => {
    const prefix = `line${index + 1}`;
    if (lines.length > 1) record[`${prefix}.amount`] = centsText(line.amount);
    record[`${prefix}.subcategory`] = line.subcategory;
    record[`${prefix}.budget`] = line.budget;
  });
  record.tags = namesText([...new Set(tags)]);
  record.reconciled = header.reconciled ? 'yes' : null;
  return record;
}

/** The ids a transaction names, to be read as names (ledgerNames). */
export interface NamedIds {
  accounts: number[];
  subcategories: number[];
  budgets: number[];
  tags: number[];
}

/** Names by id of the accounts, subcategories ("Food › Groceries"), budgets and tags a write uses. */
export interface LedgerNames {
  accounts: Map<number, string>;
  subcategories: Map<number, string>;
  budgets: Map<number, string>;
  tags: Map<number, string>;
}

/**
 * The names of what transactions name, in one statement for a save (a union of the four tables), and
 * one for every few hundred ids of each for an import: never one per transaction or per line.
 */
export async function ledgerNames(ledger: LedgerContext, ids: NamedIds): Promise<LedgerNames> {
  const names: LedgerNames = { accounts: new Map(), subcategories: new Map(), budgets: new Map(), tags: new Map() };
  const kinds = (['accounts', 'subcategories', 'budgets', 'tags'] as const).map(
    (kind) => [kind, chunksOf([...new Set(ids[kind])])] as const,
  );
  const rounds = Math.max(0, ...kinds.map(([, chunks]) => chunks.length));
  const family = ledger.familyId;
  for (let round = 0; round < rounds; round += 1) {
    const parts = kinds.flatMap(([kind, chunks]) => {
      const chunk = chunks[round];
      if (!chunk) return [];
      const list = sql.join(chunk);
      if (kind === 'subcategories')
        return [
          sql`select 'subcategories' as kind, s.id as id, c.name || ' › ' || s.name as name from subcategories s join categories c on c.id = s.category_id where s.family_id = ${family} and s.id in (${list})`,
        ];
      return [
        sql`select ${kind} as kind, id, name from ${sql.table(kind)} where family_id = ${family} and id in (${list})`,
      ];
    });
    const rows = await sql<{
      kind: keyof LedgerNames;
      id: number;
      name: string;
    }>`${sql.join(parts, sql` union all `)}`.execute(ledger.trx);
    for (const row of rows.rows) names[row.kind].set(Number(row.id), row.name);
  }
  return names;
}
