import type { CaseKind } from './targets.js';

/** Latency statistics of one benchmark case, in milliseconds. */
export interface CaseResult {
  name: string;
  iterations: number;
  medianMs: number;
  p95Ms: number;
}

/** A case's figures and what kind of call it is, which decides its targets. */
export interface MeasuredCase extends CaseResult {
  kind: CaseKind;
}

export function percentile(sortedMs: number[], fraction: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil(fraction * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)] as number;
}

/** Runs a call `warmup` times unmeasured, then `iterations` times one after another, timing each. */
export async function measure(
  name: string,
  call: (i: number) => Promise<void>,
  iterations = 200,
  warmup = 20,
): Promise<CaseResult> {
  for (let i = 0; i < warmup; i += 1) await call(i);
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const started = performance.now();
    await call(warmup + i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { name, iterations, medianMs: percentile(times, 0.5), p95Ms: percentile(times, 0.95) };
}

/** Requests per second that `clients` concurrent loops achieve over `seconds`. */
export async function throughput(
  call: () => Promise<void>,
  clients: number,
  seconds: number,
): Promise<{ requests: number; perSecond: number }> {
  const deadline = performance.now() + seconds * 1000;
  let requests = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        await call();
        requests += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { requests, perSecond: requests / elapsed };
}
