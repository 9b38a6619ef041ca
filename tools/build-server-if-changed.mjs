#!/usr/bin/env node
/**
 * Bundles the server into one JavaScript module (packages/server/dist/main.mjs) only when its sources
 * changed since the last bundle. Node then starts it without compiling TypeScript on the way: the server
 * answers sooner after `npm start` and keeps no compiler in memory. Libraries stay in node_modules; only
 * the project's own code (the server and the contract it imports) goes into the bundle.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const sources = ['packages/server/src', 'packages/server/package.json', 'packages/contract/src', 'packages/contract/package.json', 'package-lock.json'];
const dist = path.join(root, 'packages/server/dist');
const output = path.join(dist, 'main.mjs');
const stamp = path.join(dist, '.source-digest');

function files(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((item) => files(path.join(entry, item.name)));
}

const isTest = (file) => /\.test\.tsx?$/.test(file);
const hash = createHash('sha256');
for (const file of sources.flatMap(files).filter((file) => !isTest(file)).sort()) {
  hash.update(file);
  hash.update(fs.readFileSync(path.join(root, file)));
}
const digest = hash.digest('hex');
const built = fs.existsSync(stamp) && fs.existsSync(output) ? fs.readFileSync(stamp, 'utf8').trim() : null;

if (built === digest && process.argv[2] !== '--force') {
  console.log('The server is up to date.');
} else {
  const dependencies = (file) => Object.keys(JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')).dependencies ?? {});
  const external = [...new Set([...dependencies('packages/server/package.json'), ...dependencies('packages/contract/package.json')])].filter(
    (name) => !name.startsWith('@hearth/'),
  );
  fs.mkdirSync(dist, { recursive: true });
  // Written beside the final name and then renamed, so that a server starting meanwhile never reads half a file.
  const partial = path.join(dist, `main.${process.pid}.mjs`);
  await build({
    entryPoints: [path.join(root, 'packages/server/src/main.ts')],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  fs.renameSync(`${partial}.map`, `${output}.map`);
  fs.writeFileSync(partial, fs.readFileSync(partial, 'utf8').replace(`sourceMappingURL=main.${process.pid}.mjs.map`, 'sourceMappingURL=main.mjs.map'));
  fs.renameSync(partial, output);
  fs.writeFileSync(stamp, `${digest}\n`);
  console.log('Built the server.');
}
