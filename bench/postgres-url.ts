/** The database the bench uses for a size when no --database-url is given. */
export function defaultDatabaseUrl(transactions: number): string {
  return `postgres://hearth:hearth@127.0.0.1:5432/hearth_bench_${transactions}`;
}

/** The database a postgres:// URL names. */
export function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name) throw new Error(`${url} names no database`);
  return name;
}

/** The same server, role and settings, another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/** The URL without its password, for the output. */
export function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** A name as a PostgreSQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
