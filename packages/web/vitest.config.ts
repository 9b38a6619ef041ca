import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // Components and pages, and what reads the browser's storage; the pure logic is vitest.logic.config.ts's.
    include: ['src/**/*.test.tsx', 'src/lib/session/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Time-outs that hold on a loaded 2-core machine (npm test runs the projects side by side); a page
    // loaded lazily takes longer than that to appear on first use, so findBy waits as long (setup.ts).
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
