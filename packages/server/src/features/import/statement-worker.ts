/**
 * The worker thread of import previews (features/import/statement-pool.ts): it reads and matches
 * statements, so that the request thread answers other families meanwhile. Bundled on its own as
 * dist/statement-worker.mjs (tools/build-server-if-changed.mjs).
 */
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { StatementWorkshop, type StatementJob } from './statement-workshop.js';

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
port.on('message', (job: StatementJob) => port.postMessage(workshop.handle(job)));
