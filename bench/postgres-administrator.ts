import { spawn } from 'node:child_process';

/**
 * What the bench may do as the PostgreSQL administrator, as .ci/run does: through
 * `su postgres -c psql` on the server's own socket, so only for a server on this machine and only when
 * the bench runs as root. That lets a role without CREATEDB (the usual set-up) have its databases made.
 */
export function administratorReach(url: string, uid = process.getuid?.()): { port: number } | null {
  const parsed = new URL(url);
  const local = ['127.0.0.1', 'localhost', '[::1]', ''].includes(parsed.hostname);
  if (!local || uid !== 0) return null;
  return { port: Number(parsed.port || 5432) };
}

export class AdministratorError extends Error {
  constructor(
    message: string,
    /** The SQLSTATE of the statement that failed, when PostgreSQL answered. */
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

const quoteForShell = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** Runs the statements in one psql session as postgres, in the named database; stops at the first error. */
export async function runAsAdministrator(
  reach: { port: number },
  database: string,
  statements: string[],
): Promise<void> {
  const psql = `psql -X -q -v ON_ERROR_STOP=1 -v VERBOSITY=verbose -p ${reach.port} -d ${quoteForShell(database)}`;
  const child = spawn('su', ['postgres', '-c', psql], { stdio: ['pipe', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  child.stdin.end(statements.map((statement) => `${statement};\n`).join(''));
  const status = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (status !== 0) {
    // With VERBOSITY=verbose psql writes "ERROR:  55006: …".
    const code = /ERROR:\s+([0-9A-Z]{5}):/.exec(errors)?.[1];
    throw new AdministratorError(`su postgres -c psql failed (${status}): ${errors.trim() || 'no message'}`, code);
  }
}
