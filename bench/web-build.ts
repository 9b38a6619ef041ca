import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { percentile } from './measure.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
/** The sources tools/build-web-if-changed.mjs digests: the web package and the contract it imports. */
const SOURCES = ['packages/web/src', 'packages/web/public', 'packages/web/index.html', 'packages/web/vite.config.ts', 'packages/web/package.json', 'packages/contract/src', 'package-lock.json'];
const DEFAULT_DIST = path.join(ROOT, 'packages/web/dist');
const BENCH_DIST = path.join(import.meta.dirname, '.data', 'web');
const STAMP = '.source-digest';

function files(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((item) => files(path.join(entry, item.name)));
}

/** The digest that tools/build-web-if-changed.mjs keeps beside a build, computed the same way. */
export function webSourceDigest(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(files).sort()) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(ROOT, file)));
  }
  return hash.digest('hex');
}

function isCurrent(dist: string, digest: string): boolean {
  const stamp = path.join(dist, STAMP);
  return fs.existsSync(path.join(dist, 'index.html')) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8').trim() === digest;
}

/** Brotli and gzip copies of the text files, as the build tool makes them for the server to send. */
function compressAssets(folder: string): void {
  for (const item of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, item.name);
    if (item.isDirectory()) compressAssets(file);
    else if (/\.(js|css|html|svg|json|txt|webmanifest)$/.test(item.name)) {
      const content = fs.readFileSync(file);
      fs.writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    }
  }
}

export interface WebBuild {
  /** 'default' when packages/web/dist is current (the server's own default), else the bench's build. */
  webDist: 'default' | string;
  description: string;
}

/**
 * The web application to serve: packages/web/dist when it is current, as `npm start` would leave it;
 * otherwise a build of the bench's own in bench/.data/web, made only when the sources changed, so that
 * the bench never rebuilds the folder other work may be serving from.
 */
export async function webBuild(): Promise<WebBuild> {
  const digest = webSourceDigest();
  if (isCurrent(DEFAULT_DIST, digest)) return { webDist: 'default', description: 'packages/web/dist (current)' };
  if (!isCurrent(BENCH_DIST, digest)) {
    console.log('packages/web/dist is not current: building the web application into bench/.data/web');
    await run('npx', ['vite', 'build', 'packages/web', '--outDir', BENCH_DIST, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT });
    compressAssets(BENCH_DIST);
    fs.writeFileSync(path.join(BENCH_DIST, STAMP), `${digest}\n`);
  }
  return { webDist: BENCH_DIST, description: `${path.relative(ROOT, BENCH_DIST)} (packages/web/dist is not current)` };
}

export type BuildToolTiming = { medianMs: number; runsMs: number[] } | { skipped: string };

/**
 * How long `npm start`'s first step, tools/build-web-if-changed.mjs, takes when nothing changed. Run only
 * while packages/web/dist is current: otherwise it would build there.
 */
export async function timeBuildToolUnchanged(runs = 3): Promise<BuildToolTiming> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    if (!isCurrent(DEFAULT_DIST, webSourceDigest())) return { skipped: 'packages/web/dist is not current, so the tool would build (npm run build brings it up to date)' };
    const started = performance.now();
    await run(process.execPath, ['tools/build-web-if-changed.mjs'], { cwd: ROOT });
    times.push(performance.now() - started);
  }
  return { medianMs: percentile([...times].sort((a, b) => a - b), 0.5), runsMs: times };
}
