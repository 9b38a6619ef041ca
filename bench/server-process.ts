import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apiRoutes } from '@hearth/contract';
import { SERVER_ENTRY } from './start-tools.js';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface ServerOptions {
  /** Token secret, outbox and attachments; the SQLite file too unless databaseUrl is given. */
  dataDir: string;
  port: number;
  /** postgres://… serves from PostgreSQL; null from SQLite in dataDir. */
  databaseUrl: string | null;
  /** The built web application: 'default' as `npm start` serves it, a folder, or null for the API alone. */
  webDist: 'default' | string | null;
  workers?: number;
}

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** From spawning the process until it first answered GET /api/timezones. */
  readyMs: number;
  /** Its warnings and errors (LOG_LEVEL warn), kept until the next start on the same port. */
  logFile: string;
  stop(): Promise<void>;
}

/** How often a starting server is asked whether it answers: fine enough to time a start of a second or two. */
const POLL_MS = 10;

/**
 * The real server in a child process on 127.0.0.1, as `npm start` runs it once the web application and
 * the server bundle are current (ensureServerBundle makes the bundle).
 */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH: '100000',
    WORKERS: String(options.workers ?? 1),
  };
  if (options.webDist === 'default') delete env.WEB_DIST_DIR;
  else env.WEB_DIST_DIR = options.webDist ?? '';
  const logFile = path.join(import.meta.dirname, '.data', 'logs', `server-${options.port}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, SERVER_ENTRY, { cwd: ROOT, env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The server stopped with code ${child.exitCode}: see ${path.relative(ROOT, logFile)}`);
    try {
      if ((await fetch(`${baseUrl}${apiRoutes.timezones.list.path}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The server did not start within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return { baseUrl, pid: child.pid as number, readyMs: performance.now() - started, logFile, stop };
}
