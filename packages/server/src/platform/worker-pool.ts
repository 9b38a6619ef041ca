import { Worker, type ResourceLimits, type Transferable } from 'node:worker_threads';
import type { WorkerEntry } from './worker-entry.js';

export interface WorkerPoolOptions<Request = unknown> {
  entry: WorkerEntry;
  /** Workers at most; more leases wait for one to be released. */
  size: number;
  /** Longest one job may take: then its worker is stopped and the job refused (a hostile file cannot spin). */
  jobTimeoutMs: number;
  /** An idle worker stops after this long, giving its memory back; the next lease starts another. */
  idleMs: number;
  /** Each worker's own heap limits: a job that needs more ends in a refusal, not in a server out of memory. */
  resourceLimits: ResourceLimits;
  /**
   * A job a worker started ahead of need (`warm`) runs before its first lease: it loads and compiles the
   * code the real jobs run, so that they do not run on cold code. Its answer is dropped.
   */
  warmUp?: Request;
}

/** Why a job did not answer. */
export type WorkerFailure = 'timeout' | 'memory' | 'crashed' | 'closed';

export class WorkerJobError extends Error {
  constructor(
    readonly failure: WorkerFailure,
    message: string,
  ) {
    super(message);
    this.name = 'WorkerJobError';
  }
}

/** One worker held by one caller for a sequence of jobs, so the worker may keep what an earlier job read. */
export interface WorkerLease<Request, Reply> {
  run(request: Request, transfer?: readonly Transferable[]): Promise<Reply>;
  /**
   * Gives the worker back. `retire` stops it instead: the memory its heap grew to for a large job goes
   * back to the system now, rather than stay with an idle worker (and grow further with the next large
   * job). A lease waiting meanwhile gets a fresh worker; otherwise the next lease starts one (a tenth of a
   * second), so that no idle thread holds memory while the large job's preview is confirmed. With a
   * `warmUp` job, a replacement is started and warmed up at once instead, on a heap of its own size.
   */
  release(retire?: boolean): void;
}

interface PooledWorker {
  worker: Worker;
  /** The job waiting for this worker's answer. */
  pending: { resolve: (reply: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout } | null;
  idleTimer: NodeJS.Timeout | null;
  gone: boolean;
}

/**
 * A few worker threads for pure CPU work (parsing and matching a statement), reused across requests and
 * started only when needed. The request thread only posts the job and takes the answer, so other
 * families are answered meanwhile.
 */
export class WorkerPool<Request, Reply> {
  private readonly idle: PooledWorker[] = [];
  private readonly all = new Set<PooledWorker>();
  private readonly waiting: { resolve: (pooled: PooledWorker) => void; reject: (error: Error) => void }[] = [];
  private closed = false;
  /** Workers running their warm-up job: each goes to the first lease waiting, or to the idle ones. */
  private warming = 0;

  constructor(private readonly options: WorkerPoolOptions<Request>) {}

  /** A worker of the caller's own until released; waits while every worker is leased. */
  async lease(): Promise<WorkerLease<Request, Reply>> {
    if (this.closed) throw new WorkerJobError('closed', 'The server is stopping.');
    // A worker warming up is waited for rather than another started cold beside it.
    const pooled =
      this.idle.pop() ??
      (this.all.size < this.options.size && this.warming <= this.waiting.length
        ? this.start()
        : await new Promise<PooledWorker>((resolve, reject) => this.waiting.push({ resolve, reject })));
    if (pooled.idleTimer) clearTimeout(pooled.idleTimer);
    pooled.idleTimer = null;
    let released = false;
    return {
      run: (request, transfer = []) =>
        released ? Promise.reject(new Error('The worker lease was released.')) : this.post(pooled, request, transfer),
      release: (retire = false) => {
        if (released) return;
        released = true;
        if (!retire || pooled.gone) return this.giveBack(pooled);
        // Stopping the worker hands a fresh one to a lease waiting for it; otherwise one warms up for the next
        // lease (with a warm-up job), or the next lease starts one.
        void this.stop(pooled, new WorkerJobError('closed', 'Retired.'));
        if (this.waiting.length > 0) this.replaceFor();
        else this.warm();
      },
    };
  }

  /**
   * Starts a worker ahead of need and runs the warm-up job on it, so that the next lease finds a worker
   * ready and its code compiled. Nothing happens without a warm-up job, when a worker is idle or warming
   * already, or when every worker is in use.
   */
  warm(): void {
    const job = this.options.warmUp;
    if (job === undefined || this.closed || this.idle.length > 0 || this.warming > 0) return;
    if (this.all.size >= this.options.size) return;
    const pooled = this.start();
    this.warming += 1;
    void this.post(pooled, job, [])
      .catch(() => undefined)
      .finally(() => {
        this.warming -= 1;
        // A worker that failed its warm-up is gone: a lease waiting for it gets a new one (giveBack).
        this.giveBack(pooled);
      });
  }

  /** Stops every worker; jobs still running are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new WorkerJobError('closed', 'The server is stopping.'));
    await Promise.all(
      [...this.all].map((pooled) => this.stop(pooled, new WorkerJobError('closed', 'The server is stopping.'))),
    );
  }

  private start(): PooledWorker {
    const { entry, resourceLimits } = this.options;
    const worker = new Worker(entry.script, { eval: entry.eval, resourceLimits });
    // An idle worker does not keep the process alive; a worker with a job does (post).
    worker.unref();
    const pooled: PooledWorker = { worker, pending: null, idleTimer: null, gone: false };
    this.all.add(pooled);
    worker.on('message', (reply: unknown) => {
      const pending = pooled.pending;
      if (!pending) return;
      clearTimeout(pending.timer);
      pooled.pending = null;
      worker.unref();
      pending.resolve(reply);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const failure: WorkerFailure = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed';
      void this.stop(pooled, new WorkerJobError(failure, error.message));
    });
    worker.on('exit', () => void this.stop(pooled, new WorkerJobError('crashed', 'The worker stopped.')));
    return pooled;
  }

  private post(pooled: PooledWorker, request: Request, transfer: readonly Transferable[]): Promise<Reply> {
    if (pooled.gone) return Promise.reject(new WorkerJobError('crashed', 'The worker stopped.'));
    // A worker answers its jobs in order, but the answer names no job: a lease waits for one before the next.
    if (pooled.pending) return Promise.reject(new Error('A worker lease runs one job at a time.'));
    return new Promise<Reply>((resolve, reject) => {
      const timer = setTimeout(
        () => void this.stop(pooled, new WorkerJobError('timeout', 'The job took too long.')),
        this.options.jobTimeoutMs,
      );
      pooled.pending = { resolve: resolve as (reply: unknown) => void, reject, timer };
      pooled.worker.ref();
      try {
        pooled.worker.postMessage(request, transfer);
      } catch (error) {
        // A job that cannot be copied to the worker (a bug): refused, the worker stays as it was.
        clearTimeout(timer);
        pooled.pending = null;
        pooled.worker.unref();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  private giveBack(pooled: PooledWorker): void {
    if (pooled.gone) return this.replaceFor();
    const next = this.waiting.shift();
    if (next) return next.resolve(pooled);
    this.idle.push(pooled);
    pooled.idleTimer = setTimeout(
      () => void this.stop(pooled, new WorkerJobError('closed', 'Idle.')),
      this.options.idleMs,
    ).unref();
  }

  /** A worker went away: someone waiting for one gets a new one. */
  private replaceFor(): void {
    if (this.closed) return;
    this.waiting.shift()?.resolve(this.start());
  }

  private async stop(pooled: PooledWorker, reason: WorkerJobError): Promise<void> {
    if (pooled.gone) return;
    pooled.gone = true;
    this.all.delete(pooled);
    const idleAt = this.idle.indexOf(pooled);
    if (idleAt !== -1) {
      this.idle.splice(idleAt, 1);
      this.replaceFor();
    }
    if (pooled.idleTimer) clearTimeout(pooled.idleTimer);
    const pending = pooled.pending;
    pooled.pending = null;
    if (pending) {
      clearTimeout(pending.timer);
      pending.reject(reason);
    }
    await pooled.worker.terminate();
  }
}
