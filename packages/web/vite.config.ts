import path from 'node:path';
import { defineConfig, type Plugin, type ProxyOptions, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { allApiRoutes, apiRoutes } from '@hearth/contract/plain';

const API_ORIGIN = 'http://127.0.0.1:8080';

/** The first segment of every path of the contract's route table (`/api`, `/token`, …): what the dev server hands on. */
const API_PREFIXES = [...new Set(allApiRoutes().map((route) => `/${route.path.split('/')[1]}`))];
/** Addresses that are both a page of the app (GET) and a call of the API (POST). */
const PAGES_TOO = new Set<string>([apiRoutes.auth.register.path, apiRoutes.auth.recover.path]);

/**
 * GET /register and GET /recover are pages of the app; only their POSTs belong to the server.
 * Returning the request URL from `bypass` makes Vite serve the SPA instead of proxying.
 */
function postOnly(): ProxyOptions {
  return {
    target: API_ORIGIN,
    bypass: (req) => (req.method === 'POST' ? undefined : req.url),
  };
}

/** A file of the web application's sources, as the bundler names its module. */
const source = (file: string) => path.join(import.meta.dirname, 'src', file);

/**
 * What a signed-in visit that opens on the dashboard loads after the first page, in the order it needs
 * it: the signed-in frame (with the code that takes over the calls sent ahead, app/head-start.ts), the
 * dashboard, its balance chart. Each comes as one chunk holding what its modules import that the chunks
 * before it do not hold, so the visit asks for three files instead of some sixty, which a browser fetches
 * six at a time from an HTTP/1.1 server. Modules are followed through the packages' index modules, which
 * name every module of their package: the frame's chunk holds the Mantine components and the schemas of
 * every signed-in page, which the other pages then find loaded.
 */
const SIGNED_IN_CHUNKS: [name: string, roots: string[]][] = [
  ['signed-in', [source('app/layout/app-layout.tsx'), source('app/head-start-adoption.ts')]],
  ['dashboard', [source('features/dashboard/dashboard-page.tsx')]],
  ['balance-chart', [source('features/dashboard/balance-chart.tsx')]],
];

/**
 * One group for each chunk of SIGNED_IN_CHUNKS, in the list's order (descending priority), so that a
 * module the frame and the chart share goes to the frame. The first page's modules are taken by the
 * groups above them.
 */
function signedInChunkGroups() {
  let owners: Map<string, string> | undefined;
  return SIGNED_IN_CHUNKS.map(([name], index) => ({
    name: (id: string, context: Rolldown.ChunkingContext) => {
      owners ??= chunkOwners(context);
      return owners.get(id) === name ? name : null;
    },
    priority: 10 - index,
  }));
}

const HEAD_START_ENTRY = source('head-start-main.ts');
const ENTRIES = new Set([source('main.tsx'), HEAD_START_ENTRY]);

/**
 * The first page's own modules (tagged initial): what the head start (head-start-main.ts) imports goes in
 * a chunk of its own, which needs neither React nor the first page's libraries, so that it runs while they
 * load; the rest stays with the main entry. The entries themselves keep their own chunks.
 */
function firstPageAppGroups() {
  let headStart: Set<string> | undefined;
  const inHeadStart = (id: string, context: Rolldown.ChunkingContext) => {
    headStart ??= staticClosure(context, HEAD_START_ENTRY);
    return !ENTRIES.has(id) && headStart.has(id);
  };
  return [
    {
      name: (id: string, context: Rolldown.ChunkingContext) => (inHeadStart(id, context) ? 'head-start' : null),
      tags: ['$initial' as const],
      priority: 16,
    },
    {
      name: (id: string, context: Rolldown.ChunkingContext) =>
        ENTRIES.has(id) || inHeadStart(id, context) ? null : 'first-page-app',
      tags: ['$initial' as const],
      priority: 15,
    },
  ];
}

/** The modules a module imports, directly or not, by static imports (a package's index names all its modules). */
function staticClosure(context: Rolldown.ChunkingContext, root: string): Set<string> {
  const reached = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

function chunkOwners(context: Rolldown.ChunkingContext): Map<string, string> {
  const owners = new Map<string, string>();
  for (const [name, roots] of SIGNED_IN_CHUNKS)
    for (const root of roots) for (const id of staticClosure(context, root)) if (!owners.has(id)) owners.set(id, name);
  return owners;
}

/**
 * The head start is an entry of its own, its script first in the page: were it one more script of
 * index.html, the bundler would make it part of the main entry, which runs only once React and the first
 * page's libraries have loaded.
 */
function headStartScript(): Plugin {
  return {
    name: 'hearth-head-start-script',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const built = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId === HEAD_START_ENTRY,
        );
        const src = built ? `/${built.fileName}` : `/${path.relative(import.meta.dirname, HEAD_START_ENTRY)}`;
        return [{ tag: 'script', attrs: { type: 'module', crossorigin: true, src }, injectTo: 'head-prepend' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), headStartScript()],
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, PAGES_TOO.has(prefix) ? postOnly() : API_ORIGIN])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      input: { index: path.join(import.meta.dirname, 'index.html'), 'head-start-main': HEAD_START_ENTRY },
      treeshake: {
        // The contract's modules only declare schemas and helpers: what the web does not use of them is left
        // out, so that importing one enumeration does not bring every schema (and zod) along.
        moduleSideEffects: [{ test: /packages[/\\]contract[/\\]src[/\\]/, sideEffects: false }],
      },
      output: {
        // The libraries of the first page (the sign-in page, and the frame of every other) come in two chunks,
        // cached across releases of the app's code: React with the router, and the rest of what that page
        // imports (only the Mantine components it uses, TanStack Query). Everything else is split by the pages
        // that use it, so the sign-in page stays light (tools/first-page-size.mjs measures it), except what a
        // signed-in visit needs first (SIGNED_IN_CHUNKS). The first page's own modules are grouped before the
        // signed-in chunks, which take along what their modules import and must not take those.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            { name: 'first-page', test: /node_modules[\\/]/, tags: ['$initial'], priority: 20 },
            ...firstPageAppGroups(),
            ...signedInChunkGroups(),
          ],
        },
      },
    },
  },
});
