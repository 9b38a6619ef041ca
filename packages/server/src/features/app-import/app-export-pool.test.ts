import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { AppExportPool, WORKER_HEAP_MB } from './app-export-pool.js';

const HEADINGS =
  '"Account","Flag","Date","Payee","Category Group/Category","Category Group","Category","Memo","Outflow","Inflow","Cleared"';

function register(rows: number): Uint8Array {
  const lines = [HEADINGS];
  for (let i = 0; i < rows; i += 1)
    lines.push(`"Checking","","08/01/2017","Shop ${i % 500}","A: B","A","B","Row ${i}",$${(i % 90) + 1}.00,$0.00,""`);
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
}

/** Long enough to take seconds to read, and far more memory than a 16 MB heap. */
let large: Uint8Array | null = null;
const largeRegister = () => (large ??= register(200_000)).slice();

const statusAndMessage = (error: unknown) =>
  error instanceof AppError ? [error.statusCode, error.message] : ['not an AppError', String(error)];

describe('AppExportPool', () => {
  let pool: AppExportPool | null = null;
  afterEach(async () => {
    await pool?.close();
    pool = null;
  });

  it('reads an export on the worker, taking its bytes, and reads the next one on a fresh worker', async () => {
    pool = new AppExportPool();
    const bytes = register(3);
    const book = await pool.read(bytes, 'ynab');
    expect(book.app).toBe('ynab');
    expect(book.transactions.map((transaction) => transaction.description)).toEqual(['Row 0', 'Row 1', 'Row 2']);
    // Moved to the worker, not copied.
    expect(bytes.byteLength).toBe(0);
    expect((await pool.read(register(1), null)).transactions).toHaveLength(1);
  });

  it('answers a file the worker refuses as a 400 with its message', async () => {
    pool = new AppExportPool();
    const error = await pool.read(register(1), 'firefly').catch((caught: unknown) => caught);
    expect(statusAndMessage(error)).toEqual([
      400,
      'This file is a YNAB export, not a Firefly III one: choose YNAB, or let Hearth tell.',
    ]);
  });

  it('answers an export that takes too long as a 400 that says so', async () => {
    pool = new AppExportPool({ timeoutMs: 2000, heapMb: WORKER_HEAP_MB });
    const error = await pool.read(largeRegister(), null).catch((caught: unknown) => caught);
    expect(statusAndMessage(error)).toEqual([
      400,
      'The export took more than 2 seconds to read; export a shorter period or fewer accounts and import it in parts.',
    ]);
  }, 60_000);

  it('answers an export that needs more memory than the worker has as a 413, never a 500', async () => {
    pool = new AppExportPool({ timeoutMs: 60_000, heapMb: 16 });
    const error = await pool.read(largeRegister(), null).catch((caught: unknown) => caught);
    expect(statusAndMessage(error)).toEqual([
      413,
      'The export needs more memory to read than an import may use; export a shorter period or fewer accounts and import it in parts.',
    ]);
  }, 60_000);
});
