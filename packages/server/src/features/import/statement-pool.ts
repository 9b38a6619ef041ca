import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { CsvLayout } from '@hearth/contract';
import type { FastifyReply } from 'fastify';
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
 * After a file this large, a worker collects its garbage at once (its heap grew by tens of megabytes for
 * the file, which V8 would otherwise keep for a while) and says how much its heap still holds. Most
 * statements are far smaller and skip the collection.
 */
export const COLLECT_AFTER_BYTES = 256 * 1024;

/**
 * A worker whose heap still holds more than this after that collection is replaced by a fresh one (which
 * starts at once and warms up, warm-up-statement.ts). One that went back down is kept, with its code
 * compiled for the next preview: a worker holds about 8 MB after a 10,000-row file.
 */
export const KEEP_HEAP_MB = 48;

/** Whether a worker goes back to the pool after a preview: it forgot the file, and its heap went back down. */
export function keepsWorker(reply: StatementReply | null): boolean {
  return reply?.kind === 'forgotten' && (reply.heldMb ?? 0) <= KEEP_HEAP_MB;
}

/** An answer this large (a preview of some 3,500 rows or more) is followed by a collection (collectAfterAnswer). */
export const COLLECT_AFTER_ANSWER_BYTES = 2 * 1024 * 1024;

let collectGarbage: (() => void) | null = null;

/**
 * Once a large preview's answer is sent, the request thread collects its garbage: the preview's database
 * reads, its JSON and the answer's bytes are free by then, and V8 sets the heap's next limit from what is
 * live at that moment. Left to itself, V8 let the heap and the answers' buffers outside it grow by tens
 * of megabytes more before collecting, while the preview was being confirmed. The collection takes a few
 * tens of milliseconds, once per large file. The flag exposes `gc` to contexts made after it is set.
 */
export function collectAfterAnswer(reply: FastifyReply, preview: PresentedPreview): void {
  if (preview.json.byteLength < COLLECT_AFTER_ANSWER_BYTES) return;
  reply.raw.once('finish', () =>
    setImmediate(() => {
      if (!collectGarbage) {
        v8.setFlagsFromString('--expose-gc');
        collectGarbage = vm.runInNewContext('gc') as () => void;
      }
      collectGarbage();
    }),
  );
}

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
  }

  /**
   * Starts a worker and warms it up (warm-up-statement.ts) when none is idle, so that a family's first
   * preview does not run on cold code: called when a family opens the import page, rather than at
   * start-up, so that a server nobody imports into holds no worker.
   */
  warm(): void {
    this.pool.warm();
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
          largeFile = size >= COLLECT_AFTER_BYTES;
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
      // After the answer, not before it: the worker forgets the preview, then goes back to the pool.
      void this.giveBack(lease, largeFile);
    }
  }

  /**
   * Whatever the preview left in the worker (its rows, when it failed half-way) goes before the next
   * lease; after a large file the worker collects its garbage and is kept when its heap went back down.
   */
  private async giveBack(lease: WorkerLease<StatementJob, StatementReply>, largeFile: boolean): Promise<void> {
    const reply = await lease.run({ kind: 'forget', collect: largeFile }).catch(() => null);
    lease.release(!keepsWorker(reply));
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
