#!/usr/bin/env node
/**
 * Builds the web application only when its sources changed since the last build, so that `npm start`
 * answers within a second or two when nothing changed. The build records a digest of every source file
 * (the web package and the contract it imports) beside its output; a clone or an edit changes the digest.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sources = ['packages/web/src', 'packages/web/public', 'packages/web/index.html', 'packages/web/vite.config.ts', 'packages/web/package.json', 'packages/contract/src', 'package-lock.json'];
const dist = path.join(root, 'packages/web/dist');
const stamp = path.join(dist, '.source-digest');

function files(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((item) => files(path.join(entry, item.name)));
}

/** Brotli and gzip copies of every text file of the build, which the server sends to clients that accept them. */
function compressAssets(folder) {
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

const hash = createHash('sha256');
for (const file of sources.flatMap(files).sort()) {
  hash.update(file);
  hash.update(fs.readFileSync(path.join(root, file)));
}
const digest = hash.digest('hex');
const built = fs.existsSync(stamp) && fs.existsSync(path.join(dist, 'index.html')) ? fs.readFileSync(stamp, 'utf8').trim() : null;

if (built === digest && process.argv[2] !== '--force') {
  console.log('The web application is up to date.');
} else {
  execFileSync('npm', ['run', 'build', '-w', '@hearth/web'], { cwd: root, stdio: 'inherit' });
  compressAssets(dist);
  fs.writeFileSync(stamp, `${digest}\n`);
}
