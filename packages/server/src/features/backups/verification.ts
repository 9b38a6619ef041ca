import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface VerificationRequest {
  databaseFile: string;
  attachmentsDir: string;
  /** Rows of each table at the snapshot. */
  expected: Record<string, number>;
}

/**
 * The check itself, as plain JavaScript run on a worker thread: it needs nothing of the server but
 * better-sqlite3, so it works the same from the bundle, from tsx and from the tests. Posts null, or what
 * is wrong, in words for the Admins.
 */
const CHECK = `
const fs = require('node:fs');
const path = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.sqliteModule);
let problem = null;
let db;
try {
  db = new SQLite(workerData.databaseFile, { readonly: true, fileMustExist: true });
  const integrity = db.pragma('integrity_check', { simple: false }).map((row) => row.integrity_check);
  if (integrity.length !== 1 || integrity[0] !== 'ok') {
    problem = 'The copied database failed its integrity check: ' + integrity.slice(0, 3).join('; ');
  }
  if (!problem) {
    for (const [table, rows] of Object.entries(workerData.expected)) {
      const found = db.prepare('SELECT count(*) FROM "' + table.replace(/"/g, '""') + '"').pluck().get();
      if (found !== rows) {
        problem = 'The copied table ' + table + ' holds ' + found + ' rows instead of ' + rows + '.';
        break;
      }
    }
  }
  if (!problem) {
    const keys = db.prepare('SELECT storage_key FROM attachments WHERE purged_at IS NULL').pluck().all();
    const missing = keys.filter((key) => !fs.existsSync(path.join(workerData.attachmentsDir, ...key.split('/'))));
    if (missing.length > 0) problem = missing.length + ' attachment files are missing from the backup.';
  }
} catch (error) {
  problem = 'The copied database could not be read: ' + (error && error.message ? error.message : String(error));
} finally {
  if (db) db.close();
}
parentPort.postMessage(problem);
`;

export function verifyInWorker(request: VerificationRequest): Promise<string | null> {
  const sqliteModule = createRequire(import.meta.url).resolve('better-sqlite3');
  return new Promise((resolve, reject) => {
    const worker = new Worker(CHECK, { eval: true, workerData: { ...request, sqliteModule } });
    let answered = false;
    worker.once('message', (problem: string | null) => {
      answered = true;
      resolve(problem);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The backup's verification stopped (exit code ${code}).`));
    });
  });
}
