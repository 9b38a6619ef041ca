import { defineConfig, type ProxyOptions } from 'vite';
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

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, PAGES_TOO.has(prefix) ? postOnly() : API_ORIGIN])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The contract's modules only declare schemas and helpers: what the web does not use of them is left
        // out, so that importing one enumeration does not bring every schema (and zod) along.
        moduleSideEffects: [{ test: /packages[/\\]contract[/\\]src[/\\]/, sideEffects: false }],
      },
      output: {
        // The libraries of the first page (the sign-in page, and the frame of every other) come in two chunks,
        // cached across releases of the app's code: React with the router, and the rest of what that page
        // imports (only the Mantine components it uses, TanStack Query). Everything else, Mantine's other
        // components included, is split by the pages that use it, so the sign-in page stays light
        // (tools/first-page-size.mjs measures it).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            { name: 'first-page', test: /node_modules[\\/]/, tags: ['$initial'], priority: 20 },
          ],
        },
      },
    },
  },
});
