import type { DashboardTiming } from './browser-dashboard.js';
import type { Machine } from './machine.js';
import type { CaseResult, MeasuredCase } from './measure.js';
import type { MemorySummary } from './memory.js';
import type { StartUpTiming } from './start-up.js';
import { atMost, caseTarget, describeTarget, evaluateCase, formatLimit, formatMs } from './targets.js';
import { textTable } from './text-table.js';
import type { ThroughputReport } from './throughput.js';
import { SERVER_ENTRY, type StartToolTimings } from './start-tools.js';

export const MEMORY_LIMIT_MB = 250;
export const START_UP_LIMIT_MS = 2000;
export const DASHBOARD_LIMIT_MS = 1000;

export interface CaseReport extends MeasuredCase {
  target: string;
  /** p95 over the same case's p95 at 100,000 transactions. */
  ratioTo100k: number | null;
  pass: boolean;
  failures: string[];
}

/** A measure that could not be taken, and why. */
export type Missing = { skipped: string } | { error: string };

export interface BenchReport {
  ranAt: string;
  database: 'sqlite' | 'postgres';
  /** The SQLite file or the PostgreSQL URL (without its password). */
  store: string;
  transactions: number;
  schedules: number;
  workers: number;
  iterations: number;
  machine: Machine;
  /** The results file the ratios compare with. */
  baseline: string | null;
  /** Why the import cases were not run, when they were not. */
  importsSkipped: string | null;
  pass: boolean;
  cases: CaseReport[];
  throughput: ThroughputReport | Missing;
  memory: (MemorySummary & { importServerPeakMb: number | null; limitMb: number; pass: boolean }) | Missing;
  startUp:
    | (StartUpTiming & { webDist: string; limitMs: number; pass: boolean; startToolsUnchanged: StartToolTimings })
    | Missing;
  browser: (DashboardTiming & { limitMs: number; pass: boolean }) | Missing;
}

export function judgeCases(cases: MeasuredCase[], transactions: number, baseline: CaseResult[] | null): CaseReport[] {
  const before = new Map((baseline ?? []).map((result) => [result.name, result]));
  return cases.map((result) => {
    const target = caseTarget(result.kind, transactions);
    const verdict = evaluateCase(result, target, before.get(result.name));
    return {
      ...result,
      medianMs: round(result.medianMs),
      p95Ms: round(result.p95Ms),
      target: describeTarget(target),
      ratioTo100k: verdict.ratio === null ? null : round(verdict.ratio),
      pass: verdict.pass,
      failures: verdict.failures,
    };
  });
}

/** Whether every measure met its target; one that could not be taken does not pass. */
export function overallPass(report: Omit<BenchReport, 'pass'>): boolean {
  const throughputPass = 'cases' in report.throughput && report.throughput.cases.every((load) => load.pass);
  const othersPass = [report.memory, report.startUp, report.browser].every((part) => 'pass' in part && part.pass);
  return report.cases.every((result) => result.pass) && report.importsSkipped === null && throughputPass && othersPass;
}

export const round = (value: number) => Number(value.toFixed(3));
const verdict = (pass: boolean) => (pass ? 'pass' : 'FAIL');
const missingText = (missing: Missing) =>
  'skipped' in missing ? `skipped: ${missing.skipped}` : `error: ${missing.error}`;

/** The call table: every case with its median, p95, target and verdict; the ratio column above 100,000. */
export function casesTable(cases: CaseReport[], withRatio: boolean): string {
  const columns = [
    { title: 'call' },
    { title: 'median', align: 'right' as const },
    { title: 'p95', align: 'right' as const },
    { title: 'target' },
    ...(withRatio ? [{ title: '× 100k', align: 'right' as const }] : []),
    { title: 'result' },
  ];
  const rows = cases.map((result) => [
    result.name,
    formatMs(result.medianMs),
    formatMs(result.p95Ms),
    result.target,
    ...(withRatio ? [result.ratioTo100k === null ? '–' : `${result.ratioTo100k.toFixed(2)}×`] : []),
    verdict(result.pass),
  ]);
  return textTable(columns, rows);
}

/** Throughput, memory, start-up and the browser: one row per figure, then notes on what was not measured. */
export function serviceTable(report: Omit<BenchReport, 'pass'>): string {
  const rows: string[][] = [];
  const notes: string[] = [];
  const notMeasured = (measure: string, missing: Missing) => {
    rows.push([measure, 'not measured', '', 'FAIL']);
    notes.push(`${measure}: ${missingText(missing)}`);
  };
  const { throughput, memory, startUp, browser } = report;
  if ('cases' in throughput) {
    const how =
      throughput.tool === 'wrk'
        ? `wrk, ${throughput.connections} connections`
        : `in-process loop, ${throughput.connections} clients`;
    for (const load of throughput.cases) {
      const errors = load.errors ? ` (${load.errors} errors)` : '';
      rows.push([
        `${load.case} (${how})`,
        `${Math.round(load.requestsPerSecond).toLocaleString('en-US')}/s${errors}`,
        `≥ ${load.minPerSecond.toLocaleString('en-US')}/s`,
        verdict(load.pass),
      ]);
    }
    notes.push(
      `throughput: Accept-Encoding: ${throughput.acceptEncoding}, as a browser sends it${throughput.note ? `; ${throughput.note}` : ''}`,
    );
  } else notMeasured('throughput', throughput);
  if ('peakMb' in memory) {
    rows.push([
      'server RSS, peak over the run',
      `${memory.peakMb} MB`,
      `≤ ${memory.limitMb} MB`,
      verdict(memory.peakMb <= memory.limitMb),
    ]);
    rows.push(['server RSS, at the end', `${memory.endMb} MB`, '', '']);
    notes.push(
      `server RSS, peak of each phase: ${Object.entries(memory.peakByPhaseMb)
        .map(([phase, mb]) => `${phase} ${mb} MB`)
        .join(', ')} (every process of the server)`,
    );
    if (memory.importServerPeakMb !== null)
      rows.push([
        'import server RSS, peak',
        `${memory.importServerPeakMb} MB`,
        `≤ ${memory.limitMb} MB`,
        verdict(memory.importServerPeakMb <= memory.limitMb),
      ]);
  } else notMeasured('server RSS', memory);
  if ('medianMs' in startUp) {
    rows.push([
      `start-up to first answer (median of ${startUp.runsMs.length})`,
      formatMs(startUp.medianMs),
      `≤ ${formatLimit(startUp.limitMs)}`,
      verdict(startUp.pass),
    ]);
    notes.push(`start-up: node ${SERVER_ENTRY.join(' ')} serving ${startUp.webDist}`);
    for (const [name, tool] of Object.entries(startUp.startToolsUnchanged)) {
      rows.push([
        `build-${name}-if-changed, nothing changed`,
        'medianMs' in tool ? formatMs(tool.medianMs) : 'not measured',
        '',
        '',
      ]);
      if ('skipped' in tool) notes.push(`build-${name}-if-changed: ${tool.skipped}`);
    }
  } else notMeasured('start-up', startUp);
  if ('cold' in browser) {
    const limit = `≤ ${formatLimit(browser.limitMs)}`;
    rows.push([
      `dashboard drawn, cold cache (median of ${browser.cold.runsMs.length})`,
      formatMs(browser.cold.medianMs),
      limit,
      verdict(browser.cold.medianMs <= browser.limitMs),
    ]);
    rows.push([
      `dashboard drawn, warm cache (median of ${browser.warm.runsMs.length})`,
      formatMs(browser.warm.medianMs),
      limit,
      verdict(browser.warm.medianMs <= browser.limitMs),
    ]);
    for (const [cache, loads] of [
      ['cold', browser.cold],
      ['warm', browser.warm],
    ] as const) {
      const parts = Object.entries(loads.partsMedianMs).map(([part, ms]) => `${part} ${formatMs(ms)}`);
      notes.push(
        `dashboard, ${cache} cache, medians: DOMContentLoaded ${formatMs(loads.domContentLoadedMedianMs)}; ${parts.join(', ')}`,
      );
    }
    if (browser.failedResponses) notes.push(`dashboard: ${browser.failedResponses} API answers were errors`);
  } else notMeasured('dashboard in the browser', browser);
  const table = textTable(
    [{ title: 'measure' }, { title: 'value', align: 'right' }, { title: 'target' }, { title: 'result' }],
    rows,
  );
  return [table, ...notes.map((note) => `- ${note}`)].join('\n');
}

export function memoryVerdict(summary: MemorySummary, importServerPeakMb: number | null): BenchReport['memory'] {
  const peak = Math.max(summary.peakMb, importServerPeakMb ?? 0);
  return { ...summary, importServerPeakMb, limitMb: MEMORY_LIMIT_MB, pass: atMost(peak, MEMORY_LIMIT_MB) };
}

export function startUpVerdict(
  timing: StartUpTiming,
  webDist: string,
  startToolsUnchanged: StartToolTimings,
): BenchReport['startUp'] {
  return {
    ...timing,
    medianMs: round(timing.medianMs),
    runsMs: timing.runsMs.map(round),
    webDist,
    limitMs: START_UP_LIMIT_MS,
    pass: atMost(timing.medianMs, START_UP_LIMIT_MS),
    startToolsUnchanged,
  };
}

export function browserVerdict(timing: DashboardTiming): BenchReport['browser'] {
  const pass =
    atMost(timing.cold.medianMs, DASHBOARD_LIMIT_MS) &&
    atMost(timing.warm.medianMs, DASHBOARD_LIMIT_MS) &&
    timing.failedResponses === 0;
  return { ...timing, limitMs: DASHBOARD_LIMIT_MS, pass };
}
