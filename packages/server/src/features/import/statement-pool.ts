import os from 'node:os';
import type { CsvLayout } from '@hearth/contract';
import type { RememberedLayout } from '../../domain/import/read-statement.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { workerEntry } from '../../platform/worker-entry.js';
import { WorkerJobError, WorkerPool, type WorkerLease } from '../../platform/worker-pool.js';
import type {
  BuildJob,
  PresentJob,
  ReadJob,
  StatementJob,
  StatementRead,
  StatementReply,
} from './statement-workshop.js';

/** Longest a worker may take over one step of one file: far beyond what a 5 MB statement needs, short of a stuck server. */
const JOB_TIMEOUT_MS = 20_000;
/** An idle worker gives its memory back after a minute; the next preview starts one again (a tenth of a second). */
const IDLE_MS = 60_000;
/** A worker's heap: a 20,000-row file needs well under half of it (docs/security-limits-import.md). */
const WORKER_HEAP_MB = 256;

/**
 * A worker that read a file this large is replaced by a fresh one afterwards: its heap grew by tens of
 * megabytes for it, which V8 would keep (and the next large file would add to). Most statements are far
 * smaller and keep their worker. The replacement starts at once and warms up (warm-up-statement.ts).
 */
export const RETIRE_AFTER_BYTES = 256 * 1024;

/** A preview as the API answers it, already JSON (UTF-8), with what its description names. */
export interface PresentedPreview {
  json: Uint8Array;
  total: number;
  fileName: string;
}

/** The statement work of one preview, all on one worker: read the file, match its rows, present the preview. */
export interface StatementWork {
  read(
    files: ReadJob['files'],
    layout: CsvLayout | null,
    remembered: RememberedLayout | null,
    dateOrder?: ReadJob['dateOrder'],
  ): Promise<StatementRead>;
  /** Answers the preview's JSON as the database keeps it. */
  build(job: Omit<BuildJob, 'kind'>): Promise<string>;
  present(job: Omit<PresentJob, 'kind' | 'validate'>): Promise<PresentedPreview>;
}

/** An upload's bytes as a buffer of their own, handed to the worker without a copy (a pooled Buffer is copied). */
function ownBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const whole =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
  return whole ? (bytes as Uint8Array<ArrayBuffer>) : bytes.slice();
}

/** What a request answers when its worker could not: the file's fault (400, 413), or the server stopping (503). */
export function refusalOf(error: unknown): unknown {
  if (!(error instanceof WorkerJobError)) return error;
  if (error.failure === 'timeout')
    return badRequest(
      `The file took more than ${JOB_TIMEOUT_MS / 1000} seconds to read; export a shorter period and import it in parts.`,
    );
  if (error.failure === 'memory')
    return new AppError(
      413,
      'The file needs more memory to read than an import may use; export a shorter period and import it in parts.',
    );
  if (error.failure === 'closed') return new AppError(503, 'The server is stopping; try again in a moment.');
  return error;
}

async function ask<K extends StatementReply['kind']>(
  lease: WorkerLease<StatementJob, StatementReply>,
  job: StatementJob,
  expected: K,
  transfer: ArrayBuffer[] = [],
) {
  const reply = await lease.run(job, transfer).catch((error: unknown) => Promise.reject(refusalOf(error)));
  if (reply.kind === 'refused') throw badRequest(reply.message);
  if (reply.kind !== expected) throw new Error(`statement worker: ${job.kind} answered ${reply.kind}`);
  return reply as Extract<StatementReply, { kind: K }>;
}

/**
 * The worker threads that read, match and present import files: one per preview running at once on the
 * server (each preview holds its worker for its duration), but no more than the machine has cores. More
 * threads would only share the cores, while each keeps a heap of its own (about 150 MB at the height of
 * a 20,000-row file): a preview then waits for a worker instead.
 */
export class StatementPool {
  private readonly pool: WorkerPool<StatementJob, StatementReply>;

  constructor(
    previewsAtOnce: number,
    private readonly validateAnswers: boolean,
  ) {
    this.pool = new WorkerPool({
      entry: workerEntry(import.meta.url, 'statement-worker'),
      size: Math.max(1, Math.min(previewsAtOnce, os.availableParallelism())),
      jobTimeoutMs: JOB_TIMEOUT_MS,
      idleMs: IDLE_MS,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 12 },
      warmUp: { kind: 'warm-up' },
    });
    // The first preview after the server starts finds a worker warmed up. A server that checks its
    // answers (the test suites, which build many servers) starts its workers when a preview needs one.
    if (!validateAnswers) this.pool.warm();
  }

  /** Runs one preview's statement work on a worker of its own, which forgets the file when done. */
  async use<T>(work: (statements: StatementWork) => Promise<T>): Promise<T> {
    const lease = await this.pool.lease().catch((error: unknown) => Promise.reject(refusalOf(error)));
    let largeFile = false;
    try {
      return await work({
        read: (files, layout, remembered, dateOrder = null) => {
          const size = files.reduce(
            (sum, { file }) => sum + ('bytes' in file ? file.bytes.byteLength : file.text.length),
            0,
          );
          largeFile = size >= RETIRE_AFTER_BYTES;
          const moved = files.map(({ name, file }) => ({
            name,
            file: 'bytes' in file ? { bytes: ownBytes(file.bytes) } : file,
          }));
          return ask(
            lease,
            { kind: 'read', files: moved, layout, remembered, dateOrder },
            'read',
            moved.flatMap(({ file }) => ('bytes' in file ? [file.bytes.buffer as ArrayBuffer] : [])),
          );
        },
        build: async (job) => (await ask(lease, { kind: 'build', ...job }, 'built')).json,
        present: async (job) => {
          const { bytes, total, fileName } = await ask(
            lease,
            { kind: 'present', ...job, validate: this.validateAnswers },
            'presented',
          );
          return { json: bytes, total, fileName };
        },
      });
    } finally {
      // Whatever the preview left in the worker (its rows, when it failed half-way) goes before the next lease.
      await lease.run({ kind: 'forget' }).catch(() => undefined);
      lease.release(largeFile);
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
