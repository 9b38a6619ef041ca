import fs from 'node:fs';
import path from 'node:path';

/** The parts of a results file the README's tables show (bench/report.ts writes the whole of it). */
export interface KeptResults {
  ranAt: string;
  transactions: number;
  cases: { name: string; kind: string; medianMs: number; p95Ms: number; ratioTo100k: number | null }[];
  throughput: { cases: { case: string; requestsPerSecond: number }[] } | null;
  memory: { peakMb: number; endMb: number; importServerPeakMb: number | null } | null;
  startUp: { medianMs: number } | null;
  browser: { cold: { medianMs: number }; warm: { medianMs: number } } | null;
  pass: boolean;
}

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`);
const count = (value: number) => Math.round(value).toLocaleString('en-GB');
const missing = '–';

function caseOf(results: KeptResults, name: string) {
  return results.cases.find((item) => item.name === name);
}

function range(values: number[]): string {
  if (values.length === 0) return missing;
  return `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;
}

/** One column of the figures table: what a run measured, in the table's words. */
function column(results: KeptResults): string[] {
  const reads = results.cases.filter((item) => item.kind === 'read');
  const ratios = results.cases.filter((item) => item.ratioTo100k !== null);
  const largest = ratios.sort((a, b) => (b.ratioTo100k ?? 0) - (a.ratioTo100k ?? 0))[0];
  const p95 = (name: string) => {
    const found = caseOf(results, name);
    return found ? ms(found.p95Ms) : missing;
  };
  const medians = (...names: string[]) =>
    names.map((name) => caseOf(results, name)).every(Boolean)
      ? names.map((name) => ms((caseOf(results, name) as { medianMs: number }).medianMs)).join(', ')
      : missing;
  const search = caseOf(results, 'search: description text, first page of 100');
  const throughput = results.throughput?.cases.map((item) => count(item.requestsPerSecond)).join('; ') ?? missing;
  const memory = results.memory;
  return [
    range(reads.map((item) => item.p95Ms)),
    largest ? `${largest.ratioTo100k?.toFixed(2)} (${largest.name}, ${ms(largest.p95Ms)} p95)` : '',
    `${p95('transaction save (update)')}, ${p95('quick entry')}`,
    p95('bulk update of 100 transactions'),
    search ? `${ms(search.medianMs)} (${ms(search.p95Ms)})` : missing,
    medians('import 10,000-row CSV: read, rules, match, preview', 'import 10,000-row CSV: confirm'),
    medians('import 1,000 rows (500 present): preview', 'import 1,000 rows (500 present): confirm'),
    throughput,
    memory ? `${memory.peakMb} MB (${memory.endMb} MB)` : missing,
    memory?.importServerPeakMb ? `${memory.importServerPeakMb} MB` : missing,
    results.startUp ? ms(results.startUp.medianMs) : missing,
    results.browser ? `${ms(results.browser.cold.medianMs)} / ${ms(results.browser.warm.medianMs)}` : missing,
    results.pass ? 'every target met' : 'some targets missed',
    results.ranAt.slice(0, 10),
  ];
}

const ROWS = [
  'every read, p95',
  'largest ratio of a call to its 100,000 figure',
  'writes (save, quick entry), p95',
  'bulk update of 100, p95',
  'text search, first page, median (p95)',
  '10,000-row import: preview, confirm (median)',
  '1,000 rows, 500 present: preview, confirm (median)',
  'heartbeat, transaction get, accounts list (requests/s)',
  'server memory, peak (end)',
  'import server memory, peak',
  'start-up to the first answer',
  'dashboard drawn, cold / warm cache (median)',
  'verdict',
  'run on',
];

/** The README's table of one store's figures: a column per results file, in the order given. */
export function figuresTable(runs: { label: string; results: KeptResults }[]): string {
  const columns = runs.map((run) => column(run.results));
  const lines = [
    `| | ${runs.map((run) => run.label).join(' | ')} |`,
    `| --- |${runs.map(() => ' --- |').join('')}`,
    ...ROWS.map((row, index) => `| ${row} | ${columns.map((cells) => cells[index]).join(' | ')} |`),
  ];
  return lines.join('\n');
}

/** The text with what stands between `<!-- figures:NAME -->` and `<!-- /figures:NAME -->` replaced. */
export function replaceBlock(text: string, name: string, content: string): string {
  const start = `<!-- figures:${name} -->`;
  const end = `<!-- /figures:${name} -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to < from) throw new Error(`bench/README.md lacks the ${start} … ${end} markers`);
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}

/** The results files each table shows, as `npm run bench` names them (bench/results-file.ts). */
export const TABLES: { name: string; runs: { label: string; file: string }[] }[] = [
  {
    name: 'sqlite',
    runs: [
      { label: '100,000 transactions', file: 'results-100000.json' },
      { label: '1,000,000 transactions', file: 'results-1000000.json' },
    ],
  },
  {
    name: 'postgres',
    runs: [
      { label: '100,000 transactions', file: 'results-postgres-100000.json' },
      { label: '1,000,000 transactions', file: 'results-postgres-1000000.json' },
    ],
  },
];

/** bench/README.md with its tables written from the results files beside it (a missing file is left out). */
export function readmeWithFigures(folder: string): string {
  let text = fs.readFileSync(path.join(folder, 'README.md'), 'utf8');
  for (const table of TABLES) {
    const runs = table.runs
      .filter((run) => fs.existsSync(path.join(folder, run.file)))
      .map((run) => ({
        label: run.label,
        results: JSON.parse(fs.readFileSync(path.join(folder, run.file), 'utf8')) as KeptResults,
      }));
    text = replaceBlock(text, table.name, runs.length ? figuresTable(runs) : '(no results yet)');
  }
  return text;
}

/** Rewrites bench/README.md's tables; `npm run bench` calls it after writing its results. */
export function writeReadmeFigures(folder: string): void {
  fs.writeFileSync(path.join(folder, 'README.md'), readmeWithFigures(folder));
}
