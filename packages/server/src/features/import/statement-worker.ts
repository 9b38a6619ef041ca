/**
 * The worker thread of import previews (features/import/statement-pool.ts): it reads and matches
 * statements, so that the request thread answers other families meanwhile. Bundled on its own as
 * dist/statement-worker.mjs (tools/build-server-if-changed.mjs).
 */
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { replyTransfer, StatementWorkshop, type StatementJob } from './statement-workshop.js';

/**
 * Below the request thread's priority, so that on a machine with few cores the requests of other families
 * still get a core first while files are read. On Linux a nice value belongs to the thread that sets it
 * (setpriority(2), "Bugs"); elsewhere it would be the whole process's, so it is left alone there.
 */
const NICE = 10;
if (process.platform === 'linux') os.setPriority(NICE);

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
  port.postMessage(reply, replyTransfer(reply));
});
