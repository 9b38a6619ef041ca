import { describe, expect, it } from 'vitest';
import { benchOptions } from './cli-options.js';

describe('benchOptions', () => {
  it.each([
    {
      args: [],
      expected: { transactions: 100_000, database: 'sqlite', databaseUrl: null, workers: 1, browserLoads: 5 },
    },
    {
      args: ['--transactions', '1000000'],
      expected: { transactions: 1_000_000, database: 'sqlite', databaseUrl: null },
    },
    {
      args: ['--db', 'postgres'],
      expected: { database: 'postgres', databaseUrl: 'postgres://hearth:hearth@127.0.0.1:5432/hearth_bench_100000' },
    },
    {
      args: ['--db', 'postgres', '--database-url', 'postgres://a:b@h/x'],
      expected: { database: 'postgres', databaseUrl: 'postgres://a:b@h/x' },
    },
    { args: ['--workers', '2', '--browser-loads', '0'], expected: { workers: 2, browserLoads: 0 } },
  ])('$args', ({ args, expected }) => {
    expect(benchOptions(args)).toMatchObject(expected);
  });

  it.each([
    [['--db', 'mysql'], '--db must be sqlite or postgres'],
    [['--database-url', 'postgres://a:b@h/x'], '--database-url goes with --db postgres'],
    [['--transactions', '1e9x'], '--transactions must be a whole number'],
    [['--workers', '0'], '--workers must be a whole number of at least 1'],
  ])('refuses %j', (args, message) => {
    expect(() => benchOptions(args)).toThrow(message);
  });
});
