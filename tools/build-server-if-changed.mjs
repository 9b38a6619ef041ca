#!/usr/bin/env node
/**
 * Bundles the server into one JavaScript module (packages/server/dist/main.mjs) only when its sources
 * changed since the last bundle. Node then starts it without compiling TypeScript on the way: the server
 * answers sooner after `npm start` and keeps no compiler in memory. Libraries stay in node_modules; only
 * the project's own code (the server and the contract it imports) goes into the bundle.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { recordDigest, recordedDigest, ROOT, SERVER_SOURCES, sourceDigest } from './source-digest.mjs';

const dist = path.join(ROOT, 'packages/server/dist');
const output = path.join(dist, 'main.mjs');
const digest = sourceDigest(SERVER_SOURCES, (file) => !/\.test\.tsx?$/.test(file));

if (recordedDigest(dist, 'main.mjs') === digest && process.argv[2] !== '--force') {
  console.log('The server is up to date.');
} else {
  const dependencies = (file) => Object.keys(JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')).dependencies ?? {});
  const external = [...new Set([...dependencies('packages/server/package.json'), ...dependencies('packages/contract/package.json')])].filter(
    (name) => !name.startsWith('@hearth/'),
  );
  fs.mkdirSync(dist, { recursive: true });
  // Written beside the final name and then renamed, so that a server starting meanwhile never reads half a file.
  const partial = path.join(dist, `main.${process.pid}.mjs`);
  await build({
    entryPoints: [path.join(ROOT, 'packages/server/src/main.ts')],
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
  recordDigest(dist, digest);
  console.log('Built the server.');
}
