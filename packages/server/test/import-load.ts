import { addDays, apiRoutes } from '@hearth/contract';
import { insertPayments } from './bulk-ledger.js';
import { createBank, createThirdParty } from './ledger.js';
import { familyIdOf } from './ledger-integrity.js';
import type { TestApp } from './test-app.js';
import type { SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

/** What the load tests of the import measure while other work runs: how long each heartbeat took. */
export interface HeartbeatLog {
  latencies: number[];
  /** The largest resident set seen while polling, in bytes. */
  peakRss: number;
}

const PAUSE = 25;
const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * Another family's GET /api/heartbeat, asked again and again until `work` settles: a request thread held
 * by the work shows as a heartbeat that waited.
 */
export async function pollHeartbeat(user: SignedInUser, work: Promise<unknown>): Promise<HeartbeatLog> {
  let done = false;
  void work.finally(() => {
    done = true;
  });
  const log: HeartbeatLog = { latencies: [], peakRss: process.memoryUsage().rss };
  // Measured from when the heartbeat was due, not from when it could be sent: a thread held by the work
  // delays the timer of the next heartbeat as much as the heartbeat itself.
  let due = performance.now();
  for (;;) {
    const response = await user.inject(requestTo(apiRoutes.heartbeat.get));
    if (response.statusCode !== 200) throw new Error(`heartbeat: ${response.statusCode} ${response.body}`);
    const answered = performance.now();
    log.latencies.push(answered - due);
    log.peakRss = Math.max(log.peakRss, process.memoryUsage().rss);
    if (done) break;
    due = answered + PAUSE;
    await pause(PAUSE);
  }
  await work;
  return log;
}

/**
 * A family with `count` transactions whose descriptions are `description`, written straight into the
 * tables (through the API they would take minutes).
 */
export async function familyWithDescriptions(
  t: TestApp,
  user: SignedInUser,
  count: number,
  description: string,
): Promise<void> {
  const bank = await createBank(user, 'Everyday');
  const shop = await createThirdParty(user, 'Shop');
  await insertPayments(t, {
    debitAccountId: bank,
    creditAccountId: shop,
    count,
    firstDate: '2024-01-01',
    lastDate: '2025-12-31',
  });
  const familyId = await familyIdOf(t, user.email);
  await t.deps.db.kysely.updateTable('transactions').set({ description }).where('family_id', '=', familyId).execute();
}

/** A CSV statement of `rows` rows with long, varied descriptions, as a bank export of years would be. */
export function largeStatement(rows: number): string {
  const lines = ['Date,Details,Amount'];
  for (let i = 0; i < rows; i += 1) {
    const cents = 100 + ((i * 7919) % 99_900);
    lines.push(
      `${addDays('2020-01-01', i % 2000)},EFTPOS PURCHASE ${i} SOME MERCHANT PTY LTD STORE ${i % 977} CARD 4567 VALUE DATE ${i % 28},-${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;
