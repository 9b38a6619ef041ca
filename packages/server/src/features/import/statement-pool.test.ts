import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { workerEntry } from '../../platform/worker-entry.js';
import { WorkerJobError, WorkerPool, type WorkerFailure } from '../../platform/worker-pool.js';
import {
  collectAfterAnswer,
  COLLECT_AFTER_ANSWER_BYTES,
  COLLECT_AFTER_BYTES,
  KEEP_HEAP_MB,
  keepsWorker,
  refusalOf,
} from './statement-pool.js';
import type { StatementJob, StatementReply } from './statement-workshop.js';
import { warmUpJobs } from './warm-up-statement.js';

describe('what a preview answers when its worker could not', () => {
  it.each([
    ['timeout', 400, 'The file took more than 20 seconds to read; export a shorter period and import it in parts.'],
    [
      'memory',
      413,
      'The file needs more memory to read than an import may use; export a shorter period and import it in parts.',
    ],
    ['closed', 503, 'The server is stopping; try again in a moment.'],
  ] as const)('%s: %i', (failure: WorkerFailure, status, description) => {
    expect(refusalOf(new WorkerJobError(failure, 'worker'))).toEqual(new AppError(status, description));
  });

  it('passes on a crash and any other error as they are (a bug answers 500)', () => {
    const crash = new WorkerJobError('crashed', 'The worker stopped.');
    const other = new Error('broken');
    expect([refusalOf(crash), refusalOf(other)]).toEqual([crash, other]);
  });
});

describe('a statement worker after a large file', () => {
  it('goes back to the pool when its heap went back down, and is replaced otherwise', () => {
    expect(keepsWorker({ kind: 'forgotten', heldMb: 9 })).toBe(true);
    expect(keepsWorker({ kind: 'forgotten' })).toBe(true);
    expect(keepsWorker({ kind: 'forgotten', heldMb: KEEP_HEAP_MB + 1 })).toBe(false);
    // A worker that could not forget (it crashed or timed out) is not given out again.
    expect(keepsWorker(null)).toBe(false);
    expect(keepsWorker({ kind: 'refused', message: 'no' })).toBe(false);
  });

  it('collects its garbage when asked and says how much its heap still holds', async () => {
    const pool = new WorkerPool<StatementJob, StatementReply>({
      entry: workerEntry(import.meta.url, 'statement-worker'),
      size: 1,
      jobTimeoutMs: 60_000,
      idleMs: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 12 },
    });
    try {
      const lease = await pool.lease();
      const jobs = warmUpJobs(10_000);
      const { bytes } = (jobs.read.files[0] as { file: { bytes: Uint8Array } }).file;
      expect(bytes.byteLength).toBeGreaterThan(COLLECT_AFTER_BYTES);
      await lease.run({ kind: 'read', ...jobs.read });
      await lease.run({ kind: 'build', ...jobs.build });
      expect(await lease.run({ kind: 'present', ...jobs.present, validate: false })).toMatchObject({
        kind: 'presented',
        total: 10_000,
      });
      const forgotten = await lease.run({ kind: 'forget', collect: true });
      expect(forgotten).toEqual({ kind: 'forgotten', heldMb: expect.any(Number) });
      expect(keepsWorker(forgotten)).toBe(true);
      // Without the collection, nothing is measured: a small file's worker goes back at once.
      expect(await lease.run({ kind: 'forget' })).toEqual({ kind: 'forgotten' });
      lease.release();
    } finally {
      await pool.close();
    }
  }, 60_000);
});

describe('the request thread after a large answer', () => {
  const replyOf = (raw: EventEmitter) => ({ raw }) as unknown as FastifyReply;
  const answer = (bytes: number) => ({ json: new Uint8Array(bytes), total: 1, fileName: 'a.csv' });

  it('waits for nothing after a small answer', () => {
    const raw = new EventEmitter();
    collectAfterAnswer(replyOf(raw), answer(COLLECT_AFTER_ANSWER_BYTES - 1));
    expect(raw.listenerCount('finish')).toBe(0);
  });

  it('collects its garbage once a large answer is sent', async () => {
    const raw = new EventEmitter();
    collectAfterAnswer(replyOf(raw), answer(COLLECT_AFTER_ANSWER_BYTES));
    expect(raw.listenerCount('finish')).toBe(1);
    // Something nothing holds any more, made in an earlier task (a WeakRef keeps its target to the end of the task).
    const dropped = await new Promise<WeakRef<object>>((resolve) =>
      setImmediate(() => resolve(new WeakRef({ rows: new Array(1000).fill('row') }))),
    );
    await new Promise((resolve) => setImmediate(resolve));
    raw.emit('finish');
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(dropped.deref()).toBeUndefined();
  });
});
