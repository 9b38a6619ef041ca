import { afterEach, describe, expect, it } from 'vitest';
import { WorkerJobError, WorkerPool, type WorkerPoolOptions } from './worker-pool.js';

/** A worker that answers its job with its thread id, spins on 'spin' and eats memory on 'hog'. */
const ECHO = `
const { parentPort, threadId } = require('node:worker_threads');
parentPort.on('message', (job) => {
  if (job === 'spin') for (;;);
  if (job === 'hog') { const kept = []; for (;;) kept.push(new Array(100000).fill(kept.length)); }
  parentPort.postMessage({ job, threadId });
});`;

type Reply = { job: string; threadId: number };

const pools: WorkerPool<string, Reply>[] = [];
function poolOf(options: Partial<WorkerPoolOptions<string>> = {}): WorkerPool<string, Reply> {
  const pool = new WorkerPool<string, Reply>({
    entry: { script: ECHO, eval: true },
    size: 2,
    jobTimeoutMs: 5000,
    idleMs: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: 32 },
    ...options,
  });
  pools.push(pool);
  return pool;
}

async function failureOf(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  return error instanceof WorkerJobError ? error.failure : String(error);
}

describe('worker pool', () => {
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.close()));
  });

  it('answers jobs and gives the same worker to the next lease', async () => {
    const pool = poolOf();
    const first = await pool.lease();
    const a = await first.run('a');
    const b = await first.run('b');
    first.release();
    const second = await pool.lease();
    const c = await second.run('c');
    second.release();
    expect([a.job, b.job, c.job]).toEqual(['a', 'b', 'c']);
    expect(new Set([a.threadId, b.threadId, c.threadId]).size).toBe(1);
  });

  it.each([
    ['a job past its time', 'spin', { jobTimeoutMs: 200 }, 'timeout'],
    ['a job past its memory', 'hog', { resourceLimits: { maxOldGenerationSizeMb: 16 } }, 'memory'],
  ] as const)(
    'refuses %s and answers the next lease with a new worker',
    async (_name, job, options, failure) => {
      const pool = poolOf(options);
      const lease = await pool.lease();
      const before = (await lease.run('before')).threadId;
      expect(await failureOf(lease.run(job))).toBe(failure);
      lease.release();
      const next = await pool.lease();
      expect((await next.run('after')).threadId).not.toBe(before);
      next.release();
    },
    20_000,
  );

  it('refuses a job that cannot be sent, and a second job before the first answered, keeping the worker', async () => {
    const pool = poolOf();
    const lease = await pool.lease();
    const before = (await lease.run('before')).threadId;
    await expect(lease.run((() => 'a function') as unknown as string)).rejects.toThrow();
    const first = lease.run('first');
    await expect(lease.run('second')).rejects.toThrow('one job at a time');
    expect(await first).toEqual({ job: 'first', threadId: before });
    lease.release();
  });

  it('replaces a retired worker with a fresh one that the next lease gets', async () => {
    const pool = poolOf({ size: 1 });
    const first = await pool.lease();
    const before = await first.run('large');
    first.release(true);
    const second = await pool.lease();
    const after = await second.run('small');
    second.release();
    expect(after.threadId).not.toBe(before.threadId);
    const third = await pool.lease();
    expect((await third.run('again')).threadId).toBe(after.threadId);
    third.release();
  });

  it("warms a worker ahead of need, and a retired one's replacement, before a lease gets it", async () => {
    // A worker that answers each job with the jobs it ran so far.
    const recorder = `
const { parentPort, threadId } = require('node:worker_threads');
const ran = [];
parentPort.on('message', (job) => { ran.push(job); parentPort.postMessage({ job: ran.join(','), threadId }); });`;
    const pool = poolOf({ entry: { script: recorder, eval: true }, size: 1, warmUp: 'warm' });
    pool.warm();
    const first = await pool.lease();
    const a = await first.run('a');
    first.release(true);
    const second = await pool.lease();
    const b = await second.run('b');
    second.release();
    expect([a.job, b.job]).toEqual(['warm,a', 'warm,b']);
    expect(b.threadId).not.toBe(a.threadId);
  });

  it('starts no worker ahead of need without a warm-up job', async () => {
    const pool = poolOf();
    pool.warm();
    const lease = await pool.lease();
    const reply = await lease.run('a');
    lease.release();
    expect(reply.job).toBe('a');
  });

  it('lets a lease wait while every worker is leased', async () => {
    const pool = poolOf({ size: 1 });
    const held = await pool.lease();
    let waited = false;
    const waiting = pool.lease().then((lease) => ((waited = true), lease));
    await held.run('busy');
    expect(waited).toBe(false);
    held.release();
    const lease = await waiting;
    expect((await lease.run('mine')).job).toBe('mine');
    lease.release();
  });

  it('refuses running and waiting jobs when it closes', async () => {
    const pool = poolOf({ size: 1 });
    const held = await pool.lease();
    const running = failureOf(held.run('spin'));
    const waiting = failureOf(pool.lease());
    await pool.close();
    expect([await running, await waiting, await failureOf(pool.lease())]).toEqual(['closed', 'closed', 'closed']);
  });
});
