import { describe, expect, it } from 'vitest';
import { databaseName, defaultDatabaseUrl, quoteIdentifier, withDatabase, withoutPassword } from './postgres-url.js';

describe('PostgreSQL URLs', () => {
  it.each([
    [defaultDatabaseUrl(100_000), 'postgres://hearth:hearth@127.0.0.1:5432/hearth_bench_100000'],
    [databaseName('postgres://hearth:hearth@127.0.0.1:5432/hearth_bench_100000'), 'hearth_bench_100000'],
    [databaseName('postgres://h:p@db/with%20space?sslmode=disable'), 'with space'],
    [
      withDatabase('postgres://hearth:hearth@127.0.0.1:5432/hearth_bench_100000', 'postgres'),
      'postgres://hearth:hearth@127.0.0.1:5432/postgres',
    ],
    [withDatabase('postgres://h:p@db:5432/a?sslmode=disable', 'b'), 'postgres://h:p@db:5432/b?sslmode=disable'],
    [withoutPassword('postgres://hearth:secret@127.0.0.1:5432/x'), 'postgres://hearth:***@127.0.0.1:5432/x'],
    [withoutPassword('postgres://hearth@127.0.0.1/x'), 'postgres://hearth@127.0.0.1/x'],
    [quoteIdentifier('hearth_bench_1'), '"hearth_bench_1"'],
    [quoteIdentifier('odd"name'), '"odd""name"'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('refuses a URL without a database', () => {
    expect(() => databaseName('postgres://h:p@127.0.0.1:5432/')).toThrow('names no database');
  });
});
