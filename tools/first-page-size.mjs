#!/usr/bin/env node
/**
 * Prints the gzipped size of the JavaScript the first page (the sign-in page a visitor lands on) loads
 * from a build of the web application: the entry script and the modules index.html preloads, then every
 * module they import statically, followed through the built files. Modules loaded with import() are left
 * out unless their file name starts with a name given to --lazy, so a page that the first screen loads
 * lazily can be counted too.
 *
 *   node tools/first-page-size.mjs [distDir] [--lazy name,name] [--max kB] [--json]
 *
 * distDir defaults to packages/web/dist. Sizes are gzip at level 9 (what the server sends precompressed),
 * in kB of 1000 bytes. With --max, the exit code is 1 when the total is above that many kB.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

function parseArguments(argv) {
  const options = { dist: path.resolve(import.meta.dirname, '../packages/web/dist'), lazy: [], max: null, json: false };
  for (let i = 0; i < argv.length; i += 1) {
    const argument = argv[i];
    if (argument === '--lazy') options.lazy = argv[++i].split(',').filter(Boolean);
    else if (argument === '--max') options.max = Number(argv[++i]);
    else if (argument === '--json') options.json = true;
    else if (argument.startsWith('--')) throw new Error(`Unknown option ${argument}`);
    else options.dist = path.resolve(argument);
  }
  return options;
}

/** Root-relative addresses of the module scripts and module preloads that index.html names. */
function htmlModules(html) {
  const scripts = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map(
    (match) => match[1],
  );
  return [...scripts, ...preloads];
}

/** Static imports and re-exports (`import{a}from"./x.js"`, `import"./x.js"`), then import() targets. */
function moduleReferences(code) {
  const specifiers = (pattern) => [...code.matchAll(pattern)].map((match) => match[1]);
  return {
    static: specifiers(/(?:\bfrom\s*|\bimport\s*)["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g),
    dynamic: specifiers(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g),
  };
}

function measure({ dist, lazy }) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const loaded = new Map();
  const pending = htmlModules(html).map((address) => path.join(dist, address.replace(/^\//, '')));
  while (pending.length > 0) {
    const file = pending.pop();
    if (loaded.has(file)) continue;
    const code = fs.readFileSync(file);
    loaded.set(file, { bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length });
    const references = moduleReferences(code.toString('utf8'));
    const lazyWanted = references.dynamic.filter((specifier) =>
      lazy.some((name) => path.basename(specifier).startsWith(`${name}-`)),
    );
    for (const specifier of [...references.static, ...lazyWanted])
      pending.push(path.resolve(path.dirname(file), specifier));
  }
  const files = [...loaded]
    .map(([file, size]) => ({ file: path.relative(dist, file), ...size }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const total = files.reduce(
    (sum, file) => ({ bytes: sum.bytes + file.bytes, gzipBytes: sum.gzipBytes + file.gzipBytes }),
    {
      bytes: 0,
      gzipBytes: 0,
    },
  );
  return { files, total };
}

const kB = (bytes) => (bytes / 1000).toFixed(2);

const options = parseArguments(process.argv.slice(2));
const result = measure(options);
if (options.json) {
  console.log(JSON.stringify({ ...result, gzipKB: Number(kB(result.total.gzipBytes)) }, null, 2));
} else {
  for (const file of result.files)
    console.log(`${kB(file.gzipBytes).padStart(8)} kB gz ${kB(file.bytes).padStart(9)} kB  ${file.file}`);
  console.log(
    `${kB(result.total.gzipBytes).padStart(8)} kB gz ${kB(result.total.bytes).padStart(9)} kB  total, ${result.files.length} files`,
  );
}
if (options.max !== null && result.total.gzipBytes > options.max * 1000) {
  console.error(
    `The first page loads ${kB(result.total.gzipBytes)} kB of gzipped JavaScript, more than ${options.max} kB.`,
  );
  process.exitCode = 1;
}
