import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { AppFileError } from '../../domain/import/apps/app-file-error.js';
import type { ActualTables } from '../../domain/import/apps/actual-book.js';

const NOT_ACTUAL = 'This is not an Actual Budget file: its db.sqlite lacks the tables of an Actual budget.';
/** The tables and columns the import reads; a file without them is refused before anything is read. */
const NEEDED: Record<string, string[]> = {
  accounts: ['id', 'name', 'closed', 'tombstone'],
  payees: ['id', 'name', 'transfer_acct', 'tombstone'],
  category_groups: ['id', 'name', 'is_income', 'tombstone'],
  categories: ['id', 'name', 'cat_group', 'is_income', 'tombstone'],
  transactions: [
    'id',
    'acct',
    'category',
    'amount',
    'description',
    'notes',
    'date',
    'isParent',
    'isChild',
    'parent_id',
    'transferred_id',
    'starting_balance_flag',
    'tombstone',
  ],
};

type Row = Record<string, unknown>;

/**
 * Reads the tables of an Actual budget (its db.sqlite) from a private copy in the temporary folder,
 * opened read-only and deleted afterwards, so that nothing in the file runs or is changed. A file that is
 * not SQLite, or lacks an Actual budget's tables, is refused with a message that says so.
 */
export async function readActualTables(database: Uint8Array, budgetName: string | null): Promise<ActualTables> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'hearth-actual-'));
  const file = path.join(folder, `${randomUUID()}.sqlite`);
  try {
    await fs.writeFile(file, database, { mode: 0o600 });
    let db: SQLite.Database;
    try {
      db = new SQLite(file, { readonly: true, fileMustExist: true });
    } catch {
      throw new AppFileError(NOT_ACTUAL);
    }
    try {
      return readTables(db, budgetName);
    } catch (error) {
      if (error instanceof AppFileError) throw error;
      throw new AppFileError(NOT_ACTUAL);
    } finally {
      db.close();
    }
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

function columnsOf(db: SQLite.Database, table: string): Set<string> {
  const rows = db.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[];
  return new Set(rows.map((row) => row.name));
}

function readTables(db: SQLite.Database, budgetName: string | null): ActualTables {
  for (const [table, columns] of Object.entries(NEEDED)) {
    const present = columnsOf(db, table);
    if (columns.some((column) => !present.has(column))) throw new AppFileError(NOT_ACTUAL);
  }
  const all = (sql: string) => db.prepare(sql).all() as Row[];
  const optional = (table: string, sql: string) => (columnsOf(db, table).size ? all(sql) : []);
  // A budget is kept either as envelopes (zero_budgets) or as tracking (reflect_budgets): the table holding
  // more amounts is the one in use.
  const budgetTables = ['zero_budgets', 'reflect_budgets']
    .filter((table) => ['month', 'category', 'amount'].every((column) => columnsOf(db, table).has(column)))
    .map((table) => all(`SELECT month, category, amount FROM ${table} WHERE amount <> 0 ORDER BY month`))
    .sort((a, b) => b.length - a.length);
  return {
    budgetName,
    accounts: all('SELECT id, name, closed, tombstone FROM accounts') as ActualTables['accounts'],
    payees: all('SELECT id, name, transfer_acct, tombstone FROM payees') as ActualTables['payees'],
    payeeMapping: optional('payee_mapping', 'SELECT id, targetId FROM payee_mapping') as ActualTables['payeeMapping'],
    categoryGroups: all(
      'SELECT id, name, is_income, tombstone FROM category_groups ORDER BY sort_order',
    ) as ActualTables['categoryGroups'],
    categories: all(
      'SELECT id, name, cat_group, is_income, tombstone FROM categories ORDER BY sort_order',
    ) as ActualTables['categories'],
    categoryMapping: optional(
      'category_mapping',
      'SELECT id, transferId FROM category_mapping',
    ) as ActualTables['categoryMapping'],
    transactions: all(
      `SELECT id, acct, category, amount, description, notes, date, isParent, isChild, parent_id, transferred_id,
              starting_balance_flag, tombstone
         FROM transactions ORDER BY date, sort_order DESC, id`,
    ) as ActualTables['transactions'],
    budgetMonths: (budgetTables[0] ?? []) as ActualTables['budgetMonths'],
  };
}
