import { defineConfig } from 'vitest/config';

/**
 * The server's own units (domain rules, parsers, query builders) beside their source: one module cache
 * per worker, as none of them starts an application. The API tests are vitest.config.ts's.
 */
export default defineConfig({
  test: {
    name: 'server-logic',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
