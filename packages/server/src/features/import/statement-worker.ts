/**
 * The worker thread of import previews (features/import/statement-pool.ts): it reads and matches
 * statements, so that the request thread answers other families meanwhile. Bundled on its own as
 * dist/statement-worker.mjs (tools/build-server-if-changed.mjs).
 */
import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import { parentPort } from 'node:worker_threads';
import { replyTransfer, StatementWorkshop, type StatementJob } from './statement-workshop.js';

/**
 * Below the request thread's priority, so that on a machine with few cores the requests of other families
 * still get a core first while files are read. On Linux a nice value belongs to the thread that sets it
 * (setpriority(2), "Bugs"); elsewhere it would be the whole process's, so it is left alone there.
 */
const NICE = 10;
if (process.platform === 'linux') os.setPriority(NICE);

/**
 * A full collection on demand, for after a large file: V8 would otherwise keep the tens of megabytes the
 * file's rows and JSON took until its next collection, which an idle worker may not run for a long time.
 * The flag exposes `gc` to contexts made after it is set, here one of this thread's own.
 */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const port = parentPort;
if (!port) throw new Error('statement-worker runs as a worker thread');
const workshop = new StatementWorkshop();
// Loaded on the first job that asks for it (test suites), from beside this module: a computed address,
// so that the bundler leaves it out of this worker's bundle (tools/build-server-if-changed.mjs builds it
// as an entry of its own).
const validation = new URL(
  import.meta.url.endsWith('.ts') ? './statement-validation.ts' : './statement-validation.mjs',
  import.meta.url,
).href;
let validatorLoaded = false;
// A lease posts one job at a time and waits for its answer, so jobs never overlap here.
port.on('message', async (job: StatementJob) => {
  if (job.kind === 'present' && job.validate && !validatorLoaded) {
    workshop.useValidator(((await import(validation)) as typeof import('./statement-validation.js')).previewValidator);
    validatorLoaded = true;
  }
  const reply = workshop.handle(job);
  if (job.kind === 'forget' && job.collect && reply.kind === 'forgotten') {
    collectGarbage();
    reply.heldMb = v8.getHeapStatistics().used_heap_size / (1024 * 1024);
  }
  // A worker warmed up ahead of a preview waits idle meanwhile: without the made-up statement's garbage.
  if (job.kind === 'warm-up') collectGarbage();
  port.postMessage(reply, replyTransfer(reply));
});
