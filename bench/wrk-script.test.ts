import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@hearth/contract';
import { luaString, parseWrkSummary, wrkScript } from './wrk-script.js';

describe('luaString', () => {
  it.each([
    ['plain', '"plain"'],
    ['{"FilterAccountType":0}', '"{\\"FilterAccountType\\":0}"'],
    ['back\\slash', '"back\\\\slash"'],
    ['line\nbreak', '"line\\10break"'],
    ['café', '"caf\\195\\169"'],
  ])('%j', (text, expected) => {
    expect(luaString(text)).toBe(expected);
  });
});

describe('wrkScript', () => {
  it('sets one request once', () => {
    const script = wrkScript({
      method: 'POST',
      paths: [apiRoutes.accounts.list.path],
      headers: { Authorization: 'Bearer t' },
      body: '{"a":1}',
    });
    expect(script).toContain('wrk.method = "POST"');
    expect(script).toContain('wrk.headers["Authorization"] = "Bearer t"');
    expect(script).toContain('wrk.body = "{\\"a\\":1}"');
    expect(script).toContain('wrk.path = "/api/accounts"');
    expect(script).not.toContain('request = function');
  });
  it('goes round several paths', () => {
    const script = wrkScript({
      method: 'GET',
      paths: [pathTo(apiRoutes.transactions.get, { id: 1 }), pathTo(apiRoutes.transactions.get, { id: 2 })],
      headers: {},
    });
    expect(script).toContain('local paths = { "/api/transaction/1", "/api/transaction/2" }');
    expect(script).toContain('request = function()');
    expect(script).not.toContain('wrk.body');
  });
});

describe('parseWrkSummary', () => {
  it.each([
    {
      name: 'the figures of a run',
      output:
        'Running 5s test @ http://127.0.0.1:8291/api/heartbeat\n  1 threads and 10 connections\nHEARTH_WRK 50000 5000000 0 0 650 2100\n',
      expected: {
        requests: 50000,
        durationMs: 5000,
        requestsPerSecond: 10000,
        statusErrors: 0,
        socketErrors: 0,
        latencyP50Ms: 0.65,
        latencyP99Ms: 2.1,
      },
    },
    {
      name: 'errors counted',
      output: 'HEARTH_WRK 1000 2000000 12 3 900 4000',
      expected: {
        requests: 1000,
        durationMs: 2000,
        requestsPerSecond: 500,
        statusErrors: 12,
        socketErrors: 3,
        latencyP50Ms: 0.9,
        latencyP99Ms: 4,
      },
    },
    { name: 'no summary line', output: 'unable to connect to 127.0.0.1:8291 Connection refused\n', expected: null },
    { name: 'a cut summary line', output: 'HEARTH_WRK 1000 2000000', expected: null },
  ])('$name', ({ output, expected }) => {
    expect(parseWrkSummary(output)).toEqual(expected);
  });
});
