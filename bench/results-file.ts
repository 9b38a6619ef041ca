import fs from 'node:fs';
import path from 'node:path';
import type { CaseResult } from './measure.js';
import { BASELINE_TRANSACTIONS } from './targets.js';

type DatabaseKind = 'sqlite' | 'postgres';

/**
 * One file per store, size and worker count: results-100000.json for SQLite and one worker,
 * results-postgres-100000.json for PostgreSQL, results-100000-workers-2.json with two workers.
 */
export function resultsFileName(database: DatabaseKind, transactions: number, workers = 1): string {
  const store = database === 'sqlite' ? '' : `${database}-`;
  return `results-${store}${transactions}${workers > 1 ? `-workers-${workers}` : ''}.json`;
}

/** Which run a size compares with: the same store and workers at 100,000, for any larger size. */
export function baselineFileName(database: DatabaseKind, transactions: number, workers = 1): string | null {
  return transactions > BASELINE_TRANSACTIONS ? resultsFileName(database, BASELINE_TRANSACTIONS, workers) : null;
}

/** The cases of an earlier run, or null when there is none to compare with. */
export function readBaseline(
  folder: string,
  fileName: string | null,
): { fileName: string; cases: CaseResult[] } | null {
  if (!fileName) return null;
  const file = path.join(folder, fileName);
  if (!fs.existsSync(file)) return null;
  const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { cases?: CaseResult[] };
  return kept.cases ? { fileName, cases: kept.cases } : null;
}

/** Writes the run as the latest (results.json) and as its size's figures. */
export function writeResults(
  folder: string,
  database: DatabaseKind,
  transactions: number,
  workers: number,
  report: unknown,
): string[] {
  const text = `${JSON.stringify(report, null, 2)}\n`;
  const names = ['results.json', resultsFileName(database, transactions, workers)];
  for (const name of names) fs.writeFileSync(path.join(folder, name), text);
  return names;
}
