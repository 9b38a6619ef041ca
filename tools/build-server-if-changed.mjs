#!/usr/bin/env node
/**
 * Bundles the server into one JavaScript module (packages/server/dist/main.mjs) only when its sources
 * changed since the last bundle. Node then starts it without compiling TypeScript on the way: the server
 * answers sooner after `npm start` and keeps no compiler in memory. Libraries stay in node_modules; only
 * the project's own code (the server and the contract it imports) goes into the bundle. Each worker
 * thread's module is bundled beside it (platform/worker-entry.ts finds it there).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { recordDigest, recordedDigest, ROOT, SERVER_SOURCES, sourceDigest } from './source-digest.mjs';

const dist = path.join(ROOT, 'packages/server/dist');
/** Output name -> source. The workers come first: a server starting meanwhile finds the workers its main names. */
const ENTRIES = {
  'statement-worker': 'packages/server/src/features/import/statement-worker.ts',
  'statement-validation': 'packages/server/src/features/import/statement-validation.ts',
  'app-export-worker': 'packages/server/src/features/app-import/app-export-worker.ts',
  main: 'packages/server/src/main.ts',
};
const digest = sourceDigest(SERVER_SOURCES, (file) => !/\.test\.tsx?$/.test(file));
const complete = Object.keys(ENTRIES).every((name) => fs.existsSync(path.join(dist, `${name}.mjs`)));

if (recordedDigest(dist, 'main.mjs') === digest && complete && process.argv[2] !== '--force') {
  console.log('The server is up to date.');
} else {
  const dependencies = (file) =>
    Object.keys(JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')).dependencies ?? {});
  const external = [
    ...new Set([...dependencies('packages/server/package.json'), ...dependencies('packages/contract/package.json')]),
  ].filter((name) => !name.startsWith('@hearth/'));
  fs.mkdirSync(dist, { recursive: true });
  // Written to a folder of its own and then renamed, so that a server starting meanwhile never reads half a file.
  const partial = path.join(dist, `.partial-${process.pid}`);
  await build({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, source]) => [name, path.join(ROOT, source)])),
    outdir: partial,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  for (const name of Object.keys(ENTRIES)) {
    fs.renameSync(path.join(partial, `${name}.mjs.map`), path.join(dist, `${name}.mjs.map`));
    fs.renameSync(path.join(partial, `${name}.mjs`), path.join(dist, `${name}.mjs`));
  }
  fs.rmSync(partial, { recursive: true, force: true });
  recordDigest(dist, digest);
  console.log('Built the server.');
}
