import { describe, expect, it } from 'vitest';
import { administratorReach } from './postgres-administrator.js';

describe('administratorReach', () => {
  it.each([
    ['postgres://hearth:hearth@127.0.0.1:5432/hearth_bench_100000', 0, { port: 5432 }],
    ['postgres://hearth@localhost:5433/bench', 0, { port: 5433 }],
    ['postgres://hearth@[::1]/bench', 0, { port: 5432 }],
    ['postgres://hearth@127.0.0.1/bench', 1000, null],
    ['postgres://hearth@db.example.com/bench', 0, null],
  ])('%s as uid %i: %o', (url, uid, reach) => {
    expect(administratorReach(url, uid)).toEqual(reach);
  });
});
