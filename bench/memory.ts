import fs from 'node:fs';

/** Resident set size in kB from the text of /proc/<pid>/status; null when the process has none (a zombie). */
export function parseVmRssKb(status: string): number | null {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  return match ? Number(match[1]) : null;
}

/** The process ids of /proc/<pid>/task/<tid>/children, from every thread's list. */
export function parseChildren(lists: string[]): number[] {
  return lists.flatMap((list) => list.split(/\s+/).filter(Boolean).map(Number));
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return ''; // the process ended between listing and reading
  }
}

function childrenOf(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return parseChildren(tasks.map((tid) => readOrEmpty(`/proc/${pid}/task/${tid}/children`)));
}

/** RSS in kB of a process and all its descendants (the workers of a clustered server). */
export function treeRssKb(pid: number): number {
  let total = 0;
  const pending = [pid];
  while (pending.length) {
    const next = pending.pop() as number;
    total += parseVmRssKb(readOrEmpty(`/proc/${next}/status`)) ?? 0;
    pending.push(...childrenOf(next));
  }
  return total;
}

export interface MemorySummary {
  peakMb: number;
  endMb: number;
  samples: number;
  /** The largest sample of each phase the sampler was told of, in the order they came. */
  peakByPhaseMb: Record<string, number>;
}

export interface MemorySampler {
  /** Samples from now on belong to this phase (calls, throughput, browser…). */
  phase(name: string): void;
  /** Takes one last sample as the end value and stops; later calls give the same summary. */
  stop(): MemorySummary;
}

const kbToMb = (kb: number) => Number((kb / 1024).toFixed(1));

/** Samples a process tree's RSS every `intervalMs` until stopped; /proc is read synchronously and costs microseconds. */
export function sampleMemory(pid: number, intervalMs = 100): MemorySampler {
  let peak = 0;
  let samples = 0;
  let phase = 'start';
  const peaks = new Map<string, number>();
  const take = () => {
    const kb = treeRssKb(pid);
    samples += 1;
    peak = Math.max(peak, kb);
    peaks.set(phase, Math.max(peaks.get(phase) ?? 0, kb));
    return kb;
  };
  take();
  const timer = setInterval(take, intervalMs);
  timer.unref();
  let summary: MemorySummary | null = null;
  return {
    phase(name) {
      take();
      phase = name;
    },
    stop() {
      if (!summary) {
        clearInterval(timer);
        const end = take();
        summary = {
          peakMb: kbToMb(peak),
          endMb: kbToMb(end),
          samples,
          peakByPhaseMb: Object.fromEntries([...peaks].map(([name, kb]) => [name, kbToMb(kb)])),
        };
      }
      return summary;
    },
  };
}
