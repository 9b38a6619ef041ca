import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { throughput } from './measure.js';
import { atLeast } from './targets.js';
import { parseWrkSummary, wrkScript, type WrkRequest } from './wrk-script.js';

const run = promisify(execFile);

/** What a browser sends, so that answers of 1 kB or more are compressed as they would be for the app. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

export interface LoadCase {
  name: string;
  method: WrkRequest['method'];
  /** Several paths are asked in turn (different transactions); one is asked every time. */
  paths: string[];
  body?: unknown;
  minPerSecond: number;
}

export interface ThroughputResult {
  case: string;
  requestsPerSecond: number;
  /** wrk's latency percentiles; the in-process loop does not time single requests. */
  latencyP50Ms: number | null;
  latencyP99Ms: number | null;
  /** Answers that were not 2xx, and failed connections. */
  errors: number;
  minPerSecond: number;
  pass: boolean;
}

export interface ThroughputReport {
  tool: 'wrk' | 'in-process';
  /** Why the in-process loop was used. */
  note: string | null;
  connections: number;
  seconds: number;
  acceptEncoding: string;
  cases: ThroughputResult[];
}

export function wrkAvailable(): boolean {
  return spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;
}

/**
 * Requests per second from `connections` clients keeping their connections: wrk in its own process with
 * one thread (the server has the other core), after a one-second warm-up; without wrk, a fetch loop in
 * this process, which competes with the server less fairly and says so.
 */
export async function measureThroughput(
  baseUrl: string,
  token: string,
  loads: LoadCase[],
  connections = 10,
  seconds = 5,
): Promise<ThroughputReport> {
  const headers = {
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
    'Accept-Encoding': BROWSER_ACCEPT_ENCODING,
  };
  const useWrk = wrkAvailable();
  const cases: ThroughputResult[] = [];
  for (const load of loads) {
    const figures = useWrk
      ? await withWrk(baseUrl, headers, load, connections, seconds)
      : await inProcess(baseUrl, headers, load, connections, seconds);
    cases.push({
      case: load.name,
      ...figures,
      minPerSecond: load.minPerSecond,
      pass: figures.errors === 0 && atLeast(figures.requestsPerSecond, load.minPerSecond),
    });
  }
  return {
    tool: useWrk ? 'wrk' : 'in-process',
    note: useWrk
      ? null
      : 'wrk is not installed (Debian package wrk): measured by a fetch loop inside the bench process instead',
    connections,
    seconds,
    acceptEncoding: BROWSER_ACCEPT_ENCODING,
    cases,
  };
}

type Figures = Pick<ThroughputResult, 'requestsPerSecond' | 'latencyP50Ms' | 'latencyP99Ms' | 'errors'>;

async function withWrk(
  baseUrl: string,
  headers: Record<string, string>,
  load: LoadCase,
  connections: number,
  seconds: number,
): Promise<Figures> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-wrk-'));
  const script = path.join(folder, 'load.lua');
  const request: WrkRequest = {
    method: load.method,
    paths: load.paths,
    headers,
    ...(load.body === undefined ? {} : { body: JSON.stringify(load.body) }),
  };
  fs.writeFileSync(script, wrkScript(request));
  const wrk = async (duration: number) => {
    const { stdout } = await run('wrk', [
      '-t1',
      `-c${connections}`,
      `-d${duration}s`,
      '--timeout',
      '5s',
      '-s',
      script,
      `${baseUrl}${load.paths[0]}`,
    ]);
    const summary = parseWrkSummary(stdout);
    if (!summary) throw new Error(`wrk gave no figures for ${load.name}:\n${stdout}`);
    return summary;
  };
  try {
    await wrk(1);
    const summary = await wrk(seconds);
    return {
      requestsPerSecond: summary.requestsPerSecond,
      latencyP50Ms: summary.latencyP50Ms,
      latencyP99Ms: summary.latencyP99Ms,
      errors: summary.statusErrors + summary.socketErrors,
    };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

async function inProcess(
  baseUrl: string,
  headers: Record<string, string>,
  load: LoadCase,
  connections: number,
  seconds: number,
): Promise<Figures> {
  let i = 0;
  let errors = 0;
  const body = load.body === undefined ? undefined : JSON.stringify(load.body);
  const call = async () => {
    i += 1;
    const response = await fetch(`${baseUrl}${load.paths[i % load.paths.length]}`, {
      method: load.method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    await response.arrayBuffer();
    if (!response.ok) errors += 1;
  };
  const result = await throughput(call, connections, seconds);
  return { requestsPerSecond: result.perSecond, latencyP50Ms: null, latencyP99Ms: null, errors };
}
