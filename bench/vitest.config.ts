import { defineConfig } from 'vitest/config';

// Time-outs that hold on a loaded 2-core machine (npm test runs the projects side by side).
export default defineConfig({
  test: { name: 'bench', environment: 'node', include: ['*.test.ts'], testTimeout: 20_000, hookTimeout: 30_000 },
});
