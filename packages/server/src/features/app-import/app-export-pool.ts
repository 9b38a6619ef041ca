import type { SourceAppId } from '@hearth/contract';
import type { AppBook } from '../../domain/import/apps/app-book.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { workerEntry } from '../../platform/worker-entry.js';
import { WorkerJobError, WorkerPool } from '../../platform/worker-pool.js';
import type { AppExportJob, AppExportReply } from './app-export-worker.js';

/** Longest the worker may take over one export: far beyond what a 40 MB export needs, short of a stuck server. */
export const APP_EXPORT_TIMEOUT_MS = 60_000;
/** An idle worker gives its memory back after half a minute; the next import starts one (a tenth of a second). */
const IDLE_MS = 30_000;
/** The worker's heap: a 200,000-transaction export needs well under half of it (docs/app-imports.md). */
export const WORKER_HEAP_MB = 1024;

/** The worker's limits: the defaults above, narrower in tests. */
export interface AppExportLimits {
  timeoutMs: number;
  heapMb: number;
}

/** What a request answers when the worker could not: the file's fault (400, 413), or the server's (503). */
function refusalOf(error: unknown, timeoutMs: number): unknown {
  if (!(error instanceof WorkerJobError)) return error;
  if (error.failure === 'timeout')
    return badRequest(
      `The export took more than ${Math.round(timeoutMs / 1000)} seconds to read; export a shorter period or fewer accounts and import it in parts.`,
    );
  if (error.failure === 'memory')
    return new AppError(
      413,
      'The export needs more memory to read than an import may use; export a shorter period or fewer accounts and import it in parts.',
    );
  if (error.failure === 'closed') return new AppError(503, 'The server is stopping; try again in a moment.');
  return new AppError(
    503,
    'Reading the export failed on the server; try again, and if it fails again, export it anew.',
  );
}

/** An upload's bytes as a buffer of their own, moved to the worker without a copy (a pooled Buffer is copied). */
function ownBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const whole =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
  return whole ? (bytes as Uint8Array<ArrayBuffer>) : bytes.slice();
}

/**
 * The worker thread that reads other apps' exports (unzip and parse into a book), so that the request
 * thread answers other families meanwhile. One at a time per server: a second export waits for the first
 * (the routes' concurrency limit already keeps the queue short). The worker stops after each export, so
 * that the memory a large book took goes back to the system rather than stay with an idle thread.
 */
export class AppExportPool {
  private readonly pool: WorkerPool<AppExportJob, AppExportReply>;

  constructor(private readonly limits: AppExportLimits = { timeoutMs: APP_EXPORT_TIMEOUT_MS, heapMb: WORKER_HEAP_MB }) {
    this.pool = new WorkerPool({
      entry: workerEntry(import.meta.url, 'app-export-worker'),
      size: 1,
      jobTimeoutMs: limits.timeoutMs,
      idleMs: IDLE_MS,
      resourceLimits: {
        maxOldGenerationSizeMb: limits.heapMb,
        maxYoungGenerationSizeMb: Math.min(32, limits.heapMb / 4),
      },
    });
  }

  /**
   * Reads the export into a book on the worker. The bytes move to the worker: the caller's array is
   * empty afterwards. A file that is not the app's export is refused with a 400 that says why.
   */
  async read(bytes: Uint8Array, app: SourceAppId | null): Promise<AppBook> {
    const refuse = (error: unknown) => Promise.reject(refusalOf(error, this.limits.timeoutMs));
    const lease = await this.pool.lease().catch(refuse);
    try {
      const moved = ownBytes(bytes);
      const reply = await lease.run({ bytes: moved, app }, [moved.buffer]).catch(refuse);
      if (reply.kind === 'refused') throw badRequest(reply.message);
      return reply.book;
    } finally {
      lease.release(true);
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
