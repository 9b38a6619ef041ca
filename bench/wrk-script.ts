/** What wrk sends: one request, or requests going round a list of paths (one transaction after another). */
export interface WrkRequest {
  method: 'GET' | 'POST';
  paths: string[];
  headers: Record<string, string>;
  body?: string;
}

export interface WrkSummary {
  requests: number;
  durationMs: number;
  requestsPerSecond: number;
  /** Answers with a status other than 2xx or 3xx. */
  statusErrors: number;
  /** Connection, read, write and timeout errors. */
  socketErrors: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
}

/** A Lua string literal: LuaJIT reads neither \u escapes nor JSON's, so everything but printable ASCII is \ddd. */
export function luaString(text: string): string {
  let out = '"';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    if (char === '"' || char === '\\') out += `\\${char}`;
    else if (byte >= 0x20 && byte < 0x7f) out += char;
    else out += `\\${byte}`;
  }
  return `${out}"`;
}

const MARKER = 'HEARTH_WRK';

/**
 * The Lua script for `wrk -s`: method, headers and body set once; with several paths a request function
 * goes round them; at the end one line of figures that parseWrkSummary reads.
 */
export function wrkScript(request: WrkRequest): string {
  const lines = [`wrk.method = ${luaString(request.method)}`];
  for (const [name, value] of Object.entries(request.headers))
    lines.push(`wrk.headers[${luaString(name)}] = ${luaString(value)}`);
  if (request.body !== undefined) lines.push(`wrk.body = ${luaString(request.body)}`);
  if (request.paths.length === 1) {
    lines.push(`wrk.path = ${luaString(request.paths[0] as string)}`);
  } else {
    lines.push(
      `local paths = { ${request.paths.map(luaString).join(', ')} }`,
      'local counter = 0',
      'request = function()',
      '  counter = counter + 1',
      '  return wrk.format(nil, paths[(counter % #paths) + 1])',
      'end',
    );
  }
  lines.push(
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    `  io.write(string.format("${MARKER} %d %d %d %d %d %d\\n", summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout, latency:percentile(50), latency:percentile(99)))`,
    'end',
  );
  return `${lines.join('\n')}\n`;
}

/** The figures of the script's last line in wrk's output; null when it is not there (wrk failed). */
export function parseWrkSummary(output: string): WrkSummary | null {
  const line = output.split('\n').find((text) => text.startsWith(`${MARKER} `));
  if (!line) return null;
  const [requests, durationUs, statusErrors, socketErrors, p50Us, p99Us] = line
    .slice(MARKER.length + 1)
    .trim()
    .split(/\s+/)
    .map(Number) as number[];
  if (
    [requests, durationUs, statusErrors, socketErrors, p50Us, p99Us].some(
      (value) => value === undefined || !Number.isFinite(value),
    )
  )
    return null;
  const durationMs = (durationUs as number) / 1000;
  return {
    requests: requests as number,
    durationMs,
    requestsPerSecond: durationMs > 0 ? (requests as number) / (durationMs / 1000) : 0,
    statusErrors: statusErrors as number,
    socketErrors: socketErrors as number,
    latencyP50Ms: (p50Us as number) / 1000,
    latencyP99Ms: (p99Us as number) / 1000,
  };
}
