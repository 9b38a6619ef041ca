import { defineConfig } from 'vitest/config';

// Time-outs that hold on a loaded 2-core machine (npm test runs the projects side by side).
export default defineConfig({
  test: {
    name: 'contract',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure functions and schemas: one module cache per worker rather than one per file.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
