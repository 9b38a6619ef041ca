import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The route table is the one place an API path is written; the linter (eslint.config.js) refuses one
// written anywhere else, in the server, the web and the end-to-end specs alike.
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: ROOT });

async function pathRefusals(code: string, file: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((message) => message.message.includes("contract's route table")).length;
}

describe('API paths outside the route table', () => {
  it.each([
    ['an e2e spec', 'e2e/path-check.spec.ts', "export const saved = () => fetch('/api/user', { method: 'POST' });\n"],
    [
      'an e2e spec, with a parameter',
      'e2e/path-check.spec.ts',
      'export const tag = (id: number) => `/api/tags/${id}`;\n',
    ],
    ['the web', 'packages/web/src/lib/path-check.ts', 'export const budgets = "/api/budgets";\n'],
    ['the server', 'packages/server/src/features/path-check.ts', "export const heartbeat = '/api/heartbeat';\n"],
    [
      'an address built on an origin',
      'e2e/support/path-check.ts',
      'export const at = (origin: string) => `${origin}/api/sessions`;\n',
    ],
  ])('are refused in %s', async (_, file, code) => {
    expect(await pathRefusals(code, file)).toBe(1);
  });

  it.each([
    ['the route table itself', 'packages/contract/src/api-routes.ts', "export const list = '/api/tags';\n"],
    ['a page of the app', 'packages/web/src/lib/path-check.ts', "export const page = '/apiary';\n"],
    ['a sentence naming the API', 'e2e/path-check.spec.ts', "export const words = 'the /api/ prefix';\n"],
  ])('are not what %s writes', async (_, file, code) => {
    expect(await pathRefusals(code, file)).toBe(0);
  });
});
