import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  compressAssets,
  recordDigest,
  recordedDigest,
  ROOT,
  sourceDigest,
  WEB_SOURCES,
} from '../tools/source-digest.mjs';

const run = promisify(execFile);
const DEFAULT_DIST = path.join(ROOT, 'packages/web/dist');
const BENCH_DIST = path.join(import.meta.dirname, '.data', 'web');

/** Whether packages/web/dist holds a build of the current sources, as tools/build-web-if-changed.mjs decides. */
export function webDistIsCurrent(): boolean {
  return recordedDigest(DEFAULT_DIST, 'index.html') === sourceDigest(WEB_SOURCES);
}

export interface WebBuild {
  /** 'default' when packages/web/dist is current (the server's own default), else the bench's build. */
  webDist: 'default' | string;
  description: string;
}

/**
 * The web application to serve: packages/web/dist when it is current, as `npm start` would leave it;
 * otherwise a build of the bench's own in bench/.data/web, made only when the sources changed, so that
 * the bench never empties the folder other work may be serving from.
 */
export async function webBuild(): Promise<WebBuild> {
  const digest = sourceDigest(WEB_SOURCES);
  if (recordedDigest(DEFAULT_DIST, 'index.html') === digest)
    return { webDist: 'default', description: 'packages/web/dist (current)' };
  if (recordedDigest(BENCH_DIST, 'index.html') !== digest) {
    console.log('packages/web/dist is not current: building the web application into bench/.data/web');
    await run(
      'npx',
      [
        'vite',
        'build',
        'packages/web',
        '--configLoader',
        'runner',
        '--outDir',
        BENCH_DIST,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      {
        cwd: ROOT,
      },
    );
    compressAssets(BENCH_DIST);
    recordDigest(BENCH_DIST, digest);
  }
  return { webDist: BENCH_DIST, description: `${path.relative(ROOT, BENCH_DIST)} (packages/web/dist is not current)` };
}
