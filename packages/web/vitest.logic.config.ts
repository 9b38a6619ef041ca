import { defineConfig } from 'vitest/config';

/**
 * The web's pure logic (drafts, parsers, formatters): no DOM, so no jsdom to set up for each file, and
 * one module cache per worker. The components and pages are tested in vitest.config.ts, under jsdom.
 */
export default defineConfig({
  test: {
    name: 'web-logic',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The stored session and the return path read the browser's own storage and address.
    exclude: ['src/lib/session/**'],
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
