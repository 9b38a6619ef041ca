import fs from 'node:fs';
import path from 'node:path';
import { sql, type Transaction } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { requireAdmin, type AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { forgetSessions } from '../../platform/session-cache.js';
import { writeForFamily } from '../../platform/tenancy.js';
import { requireAdminInWrite } from '../family/member-rows.js';
import { requirePasswordAgain } from './export.js';

export const DELETE_ADMIN_ONLY = 'Only a family administrator can delete the family.';
export const FAMILY_DELETED = 'The family and everything it held are deleted.';

/** The rows of the family's users that hold no family_id: their second factors, links and PINs. */
const USER_TABLES = ['recovery_codes', 'passkeys', 'webauthn_challenges', 'email_validations', 'password_resets'];

/** Link tables, owned through their parent's family. */
const LINK_TABLES: [table: string, column: string, parent: string][] = [
  ['transaction_tags', 'transaction_id', 'transactions'],
  ['schedule_tags', 'schedule_id', 'schedules'],
  ['scenario_schedules', 'scenario_id', 'scenarios'],
  ['import_rule_tags', 'rule_id', 'import_rules'],
];

/** The family's tables, each before the ones it points to. */
const FAMILY_TABLES = [
  'sessions',
  'change_history',
  'undo_action_items',
  'undo_actions',
  'confirmed_import_items',
  'confirmed_imports',
  'import_batches',
  'bank_links',
  'payee_aliases',
  'import_csv_layouts',
  'import_saved_layouts',
  'import_rules',
  'attachments',
  'budget_transactions',
  'budget_day_totals',
  'subcategory_day_totals',
  'account_day_totals',
  'tag_day_totals',
  'transaction_lines',
  'transactions',
  'schedule_variations',
  'scenario_hypothetical_schedules',
  'scenarios',
  'schedules',
  'budget_allowances',
  'investment_purchases',
  'investment_quotes',
  'investments',
  'invitations',
  'security_events',
  'users',
  'budgets',
  'subcategories',
  'categories',
  'tags',
  'accounts',
];

/** Every table with a family_id column, as the database's catalogue lists them. */
async function tablesWithFamilyColumn(trx: Transaction<Database>, dialect: Dialect): Promise<string[]> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`
          SELECT m.name AS name FROM sqlite_master m JOIN pragma_table_info(m.name) p
          WHERE m.type = 'table' AND p.name = 'family_id' ORDER BY m.name`.execute(trx)
      : await sql<{ name: string }>`
          SELECT table_name AS name FROM information_schema.columns
          WHERE column_name = 'family_id' AND table_schema = current_schema() ORDER BY table_name`.execute(trx);
  return rows.map((row) => row.name);
}

/**
 * Removes every row of the family: its records, its members' logins (sessions, passkeys, recovery codes),
 * its history and invitations, then the family. Tables this list does not name (a feature's newer ones)
 * are found in the catalogue and emptied first, children before parents by name order reversed.
 */
export async function deleteFamilyRows(trx: Transaction<Database>, dialect: Dialect, familyId: number): Promise<void> {
  const userIds = sql`SELECT id FROM users WHERE family_id = ${familyId}`;
  await forgetThrottles(trx, familyId);
  for (const table of USER_TABLES)
    await sql`DELETE FROM ${sql.table(table)} WHERE user_id IN (${userIds})`.execute(trx);
  const known = new Set([...FAMILY_TABLES, ...LINK_TABLES.map(([table]) => table)]);
  const others = (await tablesWithFamilyColumn(trx, dialect)).filter((table) => !known.has(table)).reverse();
  for (const table of others) await sql`DELETE FROM ${sql.table(table)} WHERE family_id = ${familyId}`.execute(trx);
  for (const [table, column, parent] of LINK_TABLES) {
    await sql`DELETE FROM ${sql.table(table)} WHERE ${sql.ref(column)} IN (SELECT id FROM ${sql.table(parent)} WHERE family_id = ${familyId})`.execute(
      trx,
    );
  }
  // Accounts, budgets and users point at one another: the pointers go first.
  await sql`UPDATE accounts SET default_subcategory_id = NULL, default_budget_id = NULL WHERE family_id = ${familyId}`.execute(
    trx,
  );
  await sql`UPDATE users SET default_account_id = NULL WHERE family_id = ${familyId}`.execute(trx);
  await sql`UPDATE budgets SET primary_account_id = NULL WHERE family_id = ${familyId}`.execute(trx);
  for (const table of FAMILY_TABLES)
    await sql`DELETE FROM ${sql.table(table)} WHERE family_id = ${familyId}`.execute(trx);
  await trx.deleteFrom('families').where('id', '=', familyId).execute();
}

/**
 * The counters that limited the family's and its members' guesses and mails: keyed by the family, a user
 * or a sign-in address (`invite:family:7`, `confirm-password:user:12`, `sign-in:ann@example.com`).
 */
async function forgetThrottles(trx: Transaction<Database>, familyId: number): Promise<void> {
  const users = await trx
    .selectFrom('users')
    .select(['id', 'email', 'former_email', 'pending_email'])
    .where('family_id', '=', familyId)
    .execute();
  const suffixes = [
    `:family:${familyId}`,
    ...users.flatMap((user) => [
      `:user:${user.id}`,
      ...[user.email, user.former_email, user.pending_email]
        .filter((email) => email !== null)
        .map((email) => `:${email}`),
    ]),
  ];
  for (const suffix of suffixes) {
    await sql`DELETE FROM throttles WHERE substr(key, length(key) - ${suffix.length - 1}) = ${suffix}`.execute(trx);
  }
}

/** The family's attachment files: its folder, and any upload it left half-way. */
async function removeFamilyFiles(dataDir: string, familyId: number): Promise<void> {
  const root = path.join(dataDir, 'attachments');
  await fs.promises.rm(path.join(root, `family-${familyId}`), { recursive: true, force: true });
  const incoming = path.join(root, 'incoming');
  const names = await fs.promises.readdir(incoming).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith(`family-${familyId}-`))
      .map((name) => fs.promises.rm(path.join(incoming, name), { force: true })),
  );
}

/**
 * Deletes the whole family (Admin, the password given again): every record, every member's login and
 * every file. Only backups made before keep anything of it (docs/export-format.md).
 */
export async function deleteFamily(deps: AppDeps, auth: AuthContext, password: string): Promise<void> {
  requireAdmin(auth, DELETE_ADMIN_ONLY);
  await requirePasswordAgain(deps, auth, password);
  const sessions = await writeForFamily(deps.db.kysely, auth.familyId, async (trx) => {
    await requireAdminInWrite(trx, auth, DELETE_ADMIN_ONLY);
    const ended = await trx.selectFrom('sessions').select('id').where('family_id', '=', auth.familyId).execute();
    await deleteFamilyRows(trx, deps.db.dialect, auth.familyId);
    return ended.map((session) => session.id);
  });
  // The sessions are gone from the database; this process's cache of them goes too.
  forgetSessions(sessions);
  await removeFamilyFiles(deps.config.dataDir, auth.familyId);
}
