/**
 * The worker thread that reads another app's export (features/app-import/app-export-pool.ts): it unpacks
 * the file and reads it into a book, so that the request thread answers other families meanwhile.
 * Bundled on its own as dist/app-export-worker.mjs (tools/build-server-if-changed.mjs).
 */
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { SourceAppId } from '@hearth/contract';
import type { AppBook } from '../../domain/import/apps/app-book.js';
import { AppFileError } from '../../domain/import/apps/app-file-error.js';
import { readAppExport } from './unpack.js';

/** One export to read: its bytes (moved to this thread, not copied) and the app the person chose. */
export interface AppExportJob {
  bytes: Uint8Array;
  app: SourceAppId | null;
}

/** The book read, or why the file is refused (the message the person sees). */
export type AppExportReply = { kind: 'book'; book: AppBook } | { kind: 'refused'; message: string };

/** Below the request thread's priority, as the statement worker (statement-worker.ts) explains. */
const NICE = 10;
if (process.platform === 'linux') os.setPriority(NICE);

const port = parentPort;
if (!port) throw new Error('app-export-worker runs as a worker thread');
// A lease posts one job at a time and waits for its answer, so jobs never overlap here.
port.on('message', async (job: AppExportJob) => {
  let reply: AppExportReply;
  try {
    reply = { kind: 'book', book: await readAppExport(job.bytes, job.app) };
  } catch (error) {
    // Anything else is a fault of the reader: the thread ends with it, and the pool answers it as such.
    if (!(error instanceof AppFileError)) throw error;
    reply = { kind: 'refused', message: error.message };
  }
  port.postMessage(reply);
});
