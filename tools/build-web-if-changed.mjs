#!/usr/bin/env node
/**
 * Builds the web application only when its sources changed since the last build, so that `npm start`
 * answers within a second or two when nothing changed. The build records a digest of every source file
 * (the web package and the contract it imports) beside its output; a clone or an edit changes the digest.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { compressAssets, recordDigest, recordedDigest, ROOT, sourceDigest, WEB_SOURCES } from './source-digest.mjs';

const dist = path.join(ROOT, 'packages/web/dist');
const digest = sourceDigest(WEB_SOURCES);

if (recordedDigest(dist, 'index.html') === digest && process.argv[2] !== '--force') {
  console.log('The web application is up to date.');
} else {
  execFileSync('npm', ['run', 'build', '-w', '@hearth/web'], { cwd: ROOT, stdio: 'inherit' });
  compressAssets(dist);
  recordDigest(dist, digest);
}
