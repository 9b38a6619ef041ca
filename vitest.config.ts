import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/server/vitest.logic.config.ts',
      'packages/server',
      'packages/web/vitest.logic.config.ts',
      'packages/web',
      'bench',
    ],
  },
});
