import { describe, expect, it } from 'vitest';
import { SERVER_ENTRY, serveArguments } from './start-tools.js';

describe('serveArguments', () => {
  it.each([
    ['node packages/server/dist/main.mjs', ['packages/server/dist/main.mjs']],
    [
      'node --max-semi-space-size=4 packages/server/dist/main.mjs',
      ['--max-semi-space-size=4', 'packages/server/dist/main.mjs'],
    ],
    ['  node   a.mjs ', ['a.mjs']],
  ])('%j → %j', (script, expected) => {
    expect(serveArguments(script)).toEqual(expected);
  });

  it.each(['tsx packages/server/src/main.ts', 'node', ''])('refuses %j', (script) => {
    expect(() => serveArguments(script)).toThrow(/should run node/);
  });

  it('runs the bundle of package.json\'s "serve" script', () => {
    expect(SERVER_ENTRY.at(-1)).toBe('packages/server/dist/main.mjs');
  });
});
