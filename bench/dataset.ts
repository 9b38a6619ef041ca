import { dayInTimeZone } from '@hearth/contract';
import type { Db } from '../packages/server/src/db/database.js';
import { migrateToLatest } from '../packages/server/src/db/migrate.js';
import { createDemoFamily } from './demo-family.js';

/** Raised when the generator makes something new (budgets, say): an older data set is then built again. */
export const DATASET_VERSION = 4;

/** The family a data set holds and how to sign in as it. */
export interface Dataset {
  version?: number;
  email: string;
  password: string;
  transactions: number;
}

/** Where a server finds a data set: its folder (SQLite file, token secret) and, for PostgreSQL, the database. */
export interface StoreLocation {
  dataDir: string;
  databaseUrl: string | null;
}

/** A copy of the data set that the import cases may change, removed afterwards. */
export type StoreCopy = { location: StoreLocation; dispose(): Promise<void> } | { skipped: string };

export interface DataStore {
  kind: 'sqlite' | 'postgres';
  /** For the output: the file or the database. */
  description: string;
  location: StoreLocation;
  dataset: Dataset;
  copy(): Promise<StoreCopy>;
}

export interface DatasetSize {
  transactions: number;
  schedules: number;
}

/** The bench family: migrates an empty database, then writes the seeded household in bulk. */
export async function buildFamily(db: Db, size: DatasetSize): Promise<Dataset> {
  await migrateToLatest(db);
  const started = performance.now();
  const family = await createDemoFamily(db, {
    transactions: size.transactions,
    schedules: size.schedules,
    seed: 20261122,
    email: 'bench@hearth.local',
    password: 'Hearth-bench-1',
    today: dayInTimeZone(new Date(), 'Australia/Sydney'),
    investments: 20,
    deferIndexes: true,
  });
  console.log(
    `Built a family of ${family.transactions} transactions in ${((performance.now() - started) / 1000).toFixed(1)} s (${db.dialect})`,
  );
  return {
    version: DATASET_VERSION,
    email: family.email,
    password: family.password,
    transactions: family.transactions,
  };
}
