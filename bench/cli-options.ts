import { parseArgs } from 'node:util';
import { defaultDatabaseUrl } from './postgres-url.js';

export interface BenchOptions {
  transactions: number;
  schedules: number;
  iterations: number;
  port: number;
  /** HTTP worker processes of the server under test (its WORKERS setting). */
  workers: number;
  database: 'sqlite' | 'postgres';
  databaseUrl: string | null;
  /** Loads of the dashboard with a cold and with a warm cache; 0 leaves the browser out. */
  browserLoads: number;
}

function wholeNumber(text: string, name: string, min: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`--${name} must be a whole number of at least ${min}, got "${text}"`);
  return value;
}

/** npm run bench -- [--transactions N] [--db sqlite|postgres] [--database-url URL] [--workers N] … */
export function benchOptions(args: string[]): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      transactions: { type: 'string', default: '100000' },
      schedules: { type: 'string', default: '200' },
      iterations: { type: 'string', default: '200' },
      port: { type: 'string', default: '8291' },
      workers: { type: 'string', default: '1' },
      db: { type: 'string', default: 'sqlite' },
      'database-url': { type: 'string' },
      'browser-loads': { type: 'string', default: '5' },
    },
  });
  const transactions = wholeNumber(values.transactions, 'transactions', 100);
  if (values.db !== 'sqlite' && values.db !== 'postgres')
    throw new Error(`--db must be sqlite or postgres, got "${values.db}"`);
  if (values['database-url'] && values.db !== 'postgres') throw new Error('--database-url goes with --db postgres');
  return {
    transactions,
    schedules: wholeNumber(values.schedules, 'schedules', 16),
    iterations: wholeNumber(values.iterations, 'iterations', 1),
    port: wholeNumber(values.port, 'port', 1),
    workers: wholeNumber(values.workers, 'workers', 1),
    database: values.db,
    databaseUrl: values.db === 'postgres' ? (values['database-url'] ?? defaultDatabaseUrl(transactions)) : null,
    browserLoads: wholeNumber(values['browser-loads'], 'browser-loads', 0),
  };
}
