/**
 * What the two database drivers say when a write cannot go through as it is: pg puts the SQLSTATE in
 * `code` (and the index in `constraint`), better-sqlite3 puts SQLITE_* in `code` and the columns or index
 * in the message.
 */
interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']); // serialization failure, deadlock detected
const RETRYABLE_SQLITE = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED']);

/** A deadlock, a serialization failure or a busy database: the same write may succeed when tried again. */
export function isRetryableWriteError(error: unknown): boolean {
  const code = (error as DriverError | null)?.code;
  return typeof code === 'string' && (RETRYABLE_SQLSTATES.has(code) || RETRYABLE_SQLITE.has(code));
}

/** The unique index a write ran into, by name where the driver names it, or null when it was not that. */
export function violatedUniqueIndex(error: unknown): string | null {
  const driverError = error as DriverError | null;
  const code = driverError?.code;
  const message = typeof driverError?.message === 'string' ? driverError.message : '';
  if (code === '23505') return typeof driverError?.constraint === 'string' ? driverError.constraint : '';
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    // "UNIQUE constraint failed: index 'accounts_live_name'" or "UNIQUE constraint failed: users.email"
    const index = /index '([^']+)'/.exec(message)?.[1];
    return index ?? message.replace(/^UNIQUE constraint failed:\s*/, '');
  }
  return null;
}
