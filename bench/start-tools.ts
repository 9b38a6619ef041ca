import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { percentile } from './measure.js';
import { webDistIsCurrent } from './web-build.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * How `npm start` runs the server once both tools found nothing to build: the arguments of `node` in
 * package.json's "serve" script (its Node options and the bundle), so the bench runs what a family runs.
 */
export const SERVER_ENTRY = serveArguments(
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.serve,
);

export function serveArguments(script: string): string[] {
  const [command, ...args] = script.trim().split(/\s+/);
  if (command !== 'node' || args.length === 0) throw new Error(`package.json "serve" should run node: ${script}`);
  return args;
}

export type ToolTiming = { medianMs: number; runsMs: number[] } | { skipped: string };

export interface StartToolTimings {
  web: ToolTiming;
  server: ToolTiming;
}

/** Bundles the server as `npm start` does, when its sources changed since the last bundle (written atomically). */
export async function ensureServerBundle(): Promise<void> {
  const { stdout } = await run(process.execPath, ['tools/build-server-if-changed.mjs'], { cwd: ROOT });
  if (!stdout.includes('up to date')) console.log('Bundled the server (packages/server/dist/main.mjs)');
}

async function timeUnchanged(script: string, runs: number, mayRun: () => string | null): Promise<ToolTiming> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const reason = mayRun();
    if (reason) return { skipped: reason };
    const started = performance.now();
    const { stdout } = await run(process.execPath, [script], { cwd: ROOT });
    times.push(performance.now() - started);
    if (!stdout.includes('up to date')) return { skipped: `${script} built: its sources changed while it was timed` };
  }
  return {
    medianMs: percentile(
      [...times].sort((a, b) => a - b),
      0.5,
    ),
    runsMs: times,
  };
}

/**
 * How long `npm start`'s two first steps take when nothing changed. The web tool runs only while
 * packages/web/dist is current: otherwise it would empty and rebuild it under whoever serves it.
 */
export async function timeStartTools(runs = 3): Promise<StartToolTimings> {
  return {
    web: await timeUnchanged('tools/build-web-if-changed.mjs', runs, () =>
      webDistIsCurrent()
        ? null
        : 'packages/web/dist is not current, so the tool would build (npm run build brings it up to date)',
    ),
    server: await timeUnchanged('tools/build-server-if-changed.mjs', runs, () => null),
  };
}
