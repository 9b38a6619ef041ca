import path from 'node:path';
import { apiCases, loadCases } from './api-cases.js';
import { signIn } from './api-client.js';
import { measureDashboard } from './browser-dashboard.js';
import { benchOptions } from './cli-options.js';
import type { DataStore } from './dataset.js';
import { postgresStore } from './dataset-postgres.js';
import { sqliteStore } from './dataset-sqlite.js';
import { importCases } from './import-cases.js';
import { describeMachine, machineLine } from './machine.js';
import type { MeasuredCase } from './measure.js';
import { sampleMemory } from './memory.js';
import {
  browserVerdict,
  casesTable,
  judgeCases,
  memoryVerdict,
  overallPass,
  serviceTable,
  startUpVerdict,
  type BenchReport,
  type Missing,
} from './report.js';
import { writeReadmeFigures } from './figures.js';
import { baselineFileName, readBaseline, writeResults } from './results-file.js';
import { startServer } from './server-process.js';
import { ensureServerBundle, timeStartTools } from './start-tools.js';
import { measureStartUp } from './start-up.js';
import { formatMs } from './targets.js';
import { measureThroughput } from './throughput.js';
import { webBuild, type WebBuild } from './web-build.js';

/**
 * npm run bench [-- --transactions N] [--db postgres [--database-url URL]] [--workers N]: builds (or
 * reuses) a family of N transactions (100,000 by default), starts the real server on 127.0.0.1 and
 * measures each screen's call over HTTP, the throughput of three calls under wrk, the server's memory,
 * its start-up and the dashboard in Chromium, against the targets of "speed at scale".
 */
const options = benchOptions(process.argv.slice(2));
const machine = describeMachine();
console.log(
  `Hearth bench: ${options.transactions.toLocaleString('en-US')} transactions, ${options.database}, ${options.workers} worker(s); ${machineLine(machine)}`,
);

const size = { transactions: options.transactions, schedules: options.schedules };
const store: DataStore = options.databaseUrl ? await postgresStore(options.databaseUrl, size) : await sqliteStore(size);
const logCase = (result: MeasuredCase) =>
  console.log(
    `  ${result.name.padEnd(48)} median ${formatMs(result.medianMs).padStart(8)}   p95 ${formatMs(result.p95Ms).padStart(8)}`,
  );
const failure = (error: unknown): Missing => ({ error: error instanceof Error ? error.message : String(error) });

await ensureServerBundle();
const web: WebBuild | { error: string } = await webBuild().catch((error: unknown) => ({ error: String(error) }));
const webDist = 'webDist' in web ? web.webDist : null;
if ('error' in web) console.log(`The web application could not be built, so it is not served: ${web.error}`);

// Before the data set's server starts: the import cases copy the data set while it is at rest.
console.log('Import cases, on a copy of the data set');
const copy = await store.copy();
let imports: { results: MeasuredCase[]; peakRssMb: number | null } = { results: [], peakRssMb: null };
const importsSkipped = 'skipped' in copy ? copy.skipped : null;
if ('skipped' in copy) {
  console.log(`  skipped: ${copy.skipped}`);
} else {
  try {
    imports = await importCases(copy.location, options.port + 1, store.dataset, logCase);
  } finally {
    await copy.dispose();
  }
}

console.log('Start-up');
const startUp: BenchReport['startUp'] = webDist
  ? startUpVerdict(
      await measureStartUp(store.location, options.port + 1, webDist),
      'webDist' in web ? web.description : '',
      await timeStartTools(),
    )
  : { skipped: 'the web application could not be built' };

console.log('Calls');
const server = await startServer({ ...store.location, port: options.port, webDist, workers: options.workers });
const memory = sampleMemory(server.pid);
let report: Omit<BenchReport, 'pass'>;
try {
  const api = await signIn(server.baseUrl, store.dataset);
  memory.phase('calls');
  const calls = await apiCases(api, options.iterations, logCase);
  console.log('Throughput');
  memory.phase('throughput');
  const throughput = await measureThroughput(server.baseUrl, api.token, loadCases(calls.transactionIds)).catch(failure);
  if ('note' in throughput && throughput.note) console.log(`  ${throughput.note}`);
  console.log('Dashboard in the browser');
  memory.phase('browser');
  const browser: BenchReport['browser'] =
    options.browserLoads === 0
      ? { skipped: 'asked with --browser-loads 0' }
      : webDist
        ? await measureDashboard(server.baseUrl, store.dataset, options.browserLoads).then(browserVerdict, failure)
        : { skipped: 'the web application could not be built' };
  const baseline = readBaseline(
    import.meta.dirname,
    baselineFileName(store.kind, options.transactions, options.workers),
  );
  report = {
    ranAt: new Date().toISOString(),
    database: store.kind,
    store: store.description,
    transactions: store.dataset.transactions,
    schedules: options.schedules,
    workers: options.workers,
    iterations: options.iterations,
    machine,
    baseline: baseline?.fileName ?? null,
    importsSkipped,
    cases: judgeCases([...calls.results, ...imports.results], options.transactions, baseline?.cases ?? null),
    throughput,
    memory: memoryVerdict(memory.stop(), imports.peakRssMb),
    startUp,
    browser,
  };
} catch (error) {
  console.error(`The server's warnings and errors are in ${path.relative(process.cwd(), server.logFile)}`);
  throw error;
} finally {
  memory.stop();
  await server.stop();
}

const pass = overallPass(report);
console.log('');
console.log(casesTable(report.cases, report.baseline !== null));
const wantedBaseline = baselineFileName(store.kind, options.transactions, options.workers);
if (report.baseline === null && wantedBaseline)
  console.log(`(no bench/${wantedBaseline} to compare with: run the bench at 100,000 transactions first)`);
if (report.importsSkipped) console.log(`(import cases skipped: ${report.importsSkipped})`);
console.log('');
console.log(serviceTable(report));
console.log('');
const written = writeResults(import.meta.dirname, store.kind, options.transactions, options.workers, {
  ...report,
  pass,
});
writeReadmeFigures(import.meta.dirname);
console.log(
  `${pass ? 'Every target met' : 'Some targets missed'}. Written to ${written.map((name) => `bench/${name}`).join(' and ')}, and the tables of bench/README.md`,
);
