/**
 * What the start-up build tools share: the digest of a package's sources (a build records it beside its
 * output and is made again only when it changes) and the compressed copies of a web build's files.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** What the web application is built from: the web package and the contract it imports. */
export const WEB_SOURCES = [
  'packages/web/src',
  'packages/web/public',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/package.json',
  'packages/contract/src',
  'package-lock.json',
];

/** What the server is bundled from: the server package and the contract it imports. */
export const SERVER_SOURCES = [
  'packages/server/src',
  'packages/server/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'package-lock.json',
];

/** The file a build keeps its sources' digest in, beside its output. */
export const DIGEST_FILE = '.source-digest';

function files(entry) {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((item) => files(path.join(entry, item.name)));
}

/** A digest of every file below the given entries (paths from the repository root), names and contents. */
export function sourceDigest(entries, include = () => true) {
  const hash = createHash('sha256');
  for (const file of entries.flatMap(files).filter(include).sort()) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(ROOT, file)));
  }
  return hash.digest('hex');
}

/** The digest a build in `folder` recorded, or null when there is none or `output` is missing. */
export function recordedDigest(folder, output) {
  const stamp = path.join(folder, DIGEST_FILE);
  return fs.existsSync(stamp) && fs.existsSync(path.join(folder, output))
    ? fs.readFileSync(stamp, 'utf8').trim()
    : null;
}

export function recordDigest(folder, digest) {
  fs.writeFileSync(path.join(folder, DIGEST_FILE), `${digest}\n`);
}

/** Brotli and gzip copies of every text file of a web build, which the server sends to clients that accept them. */
export function compressAssets(folder) {
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
