import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** What `new Worker` is given: a module file, or (from TypeScript sources) a line of code that loads one. */
export interface WorkerEntry {
  script: URL | string;
  eval: boolean;
}

/**
 * Where a worker's code is. The built server is one bundle (tools/build-server-if-changed.mjs) with each
 * worker bundled beside it as `<name>.mjs`. Under tsx or vitest the code is TypeScript beside the calling
 * module: the worker registers tsx itself first, since in Node 20 neither the parent's loader nor an
 * `--import` in the worker's argv applies to a worker's first module.
 *
 * `callerUrl` is the caller's import.meta.url: in the bundle, the bundle's own address.
 */
export function workerEntry(callerUrl: string, name: string): WorkerEntry {
  if (!callerUrl.endsWith('.ts')) return { script: new URL(`./${name}.mjs`, callerUrl), eval: false };
  const source = new URL(`./${name}.ts`, callerUrl).href;
  const tsxApi = pathToFileURL(
    createRequire(callerUrl)
      .resolve('tsx/package.json')
      .replace(/package\.json$/, 'dist/esm/api/index.mjs'),
  ).href;
  return {
    script: `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
    eval: true,
  };
}
