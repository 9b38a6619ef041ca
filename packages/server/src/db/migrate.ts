import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db, Dialect } from './database.js';
import * as foundation from './migrations/0001-foundation.js';
import * as ledger from './migrations/0002-ledger.js';
import * as subcategoryTotals from './migrations/0003-subcategory-totals.js';
import * as schedules from './migrations/0004-schedules.js';
import * as descriptionSearch from './migrations/0005-description-search.js';
import * as uniqueNames from './migrations/0006-unique-names.js';
import * as budgets from './migrations/0007-budgets.js';
import * as reportTotals from './migrations/0008-report-totals.js';
import * as investments from './migrations/0009-investments.js';
import * as importFiles from './migrations/0010-import.js';
import * as tagTotals from './migrations/0011-tag-totals.js';
import * as budgetTransactions from './migrations/0012-budget-transactions.js';
import * as amountSearch from './migrations/0013-amount-search.js';
import * as reportDayTotalsCover from './migrations/0014-report-day-totals-cover.js';
import * as quoteSeeks from './migrations/0015-quote-seeks.js';
import * as trust from './migrations/0016-trust.js';
import * as currencyAndTypedCodes from './migrations/0017-currency-and-typed-codes.js';
import * as undo from './migrations/0018-undo.js';
import * as importReview from './migrations/0019-import-review.js';
import * as scenarioPlans from './migrations/0020-scenario-plans.js';
import * as savedLayouts from './migrations/0021-saved-layouts.js';
import * as history from './migrations/0022-history.js';
import * as bankConnections from './migrations/0023-bank-connections.js';
import * as backups from './migrations/0024-backups.js';
import * as searchTotalCover from './migrations/0025-search-total-cover.js';

interface DialectMigration {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

/** Migrations in the order they apply; names never change once released. */
const migrations: Record<string, DialectMigration> = {
  '0001-foundation': foundation,
  '0002-ledger': ledger,
  '0003-subcategory-totals': subcategoryTotals,
  '0004-schedules': schedules,
  '0005-description-search': descriptionSearch,
  '0006-unique-names': uniqueNames,
  '0007-budgets': budgets,
  '0008-report-totals': reportTotals,
  '0009-investments': investments,
  '0010-import': importFiles,
  '0011-tag-totals': tagTotals,
  '0012-budget-transactions': budgetTransactions,
  '0013-amount-search': amountSearch,
  '0014-report-day-totals-cover': reportDayTotalsCover,
  '0015-quote-seeks': quoteSeeks,
  '0016-trust': trust,
  '0017-currency-and-typed-codes': currencyAndTypedCodes,
  '0018-undo': undo,
  '0019-import-review': importReview,
  '0020-scenario-plans': scenarioPlans,
  '0021-saved-layouts': savedLayouts,
  '0022-history': history,
  '0023-bank-connections': bankConnections,
  '0024-backups': backups,
  '0025-search-total-cover': searchTotalCover,
};

class DialectMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(migrations).map(([name, migration]) => [
        name,
        { up: (db: Kysely<unknown>) => migration.up(db, this.dialect) },
      ]),
    );
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Up to and including one migration: for tests of a migration against the data before it. */
export async function migrateTo(db: Db, name: string): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(db: Db, run: (migrator: Migrator) => ReturnType<Migrator['migrateToLatest']>): Promise<void> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: new DialectMigrationProvider(db.dialect),
    // Several schemas of one database (the test suite's) each keep their own migration record.
    ...(db.pgSchema ? { migrationTableSchema: db.pgSchema } : {}),
  });
  const { error, results } = await run(migrator);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
