import { addDays, apiRoutes, type AppImportPreview } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAppExport } from '../src/features/app-import/unpack.js';
import { requestTo } from './api-request.js';
import { refusal, statementForm } from './import-helpers.js';
import { percentile, pollHeartbeat } from './import-load.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';

const ROWS = 100_000;
const HEADINGS =
  '"Account","Flag","Date","Payee","Category Group/Category","Category Group","Category","Memo","Outflow","Inflow","Cleared"';

/** A YNAB register of `rows` payments over five accounts and eight years, as a long-kept budget's export is. */
function largeRegister(rows: number): Buffer {
  const lines = [HEADINGS];
  for (let i = 0; i < rows; i += 1) {
    const [year, month, day] = addDays('2018-01-01', i % 2900).split('-');
    lines.push(
      `"Checking ${i % 5}","","${month}/${day}/${year}","Shop ${i % 3000}","Everyday: Groceries ${i % 40}","Everyday","Groceries ${i % 40}","Weekly shop ${i}",$${(i % 900) + 1}.25,$0.00,"Cleared"`,
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

const preview = (user: SignedInUser, fileName: string, content: Buffer, app = '') =>
  user.inject({ ...requestTo(apiRoutes.appImports.preview), ...statementForm(fileName, content, app ? { app } : {}) });

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

describe.each(testDialects())('app exports read off the request thread on %s', (dialect) => {
  let t: TestApp;
  let owner: SignedInUser;
  let neighbour: SignedInUser;
  const register = largeRegister(ROWS);
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await signUp(t);
    neighbour = await signUp(t);
  }, 60_000);
  afterAll(() => t.close());

  it("answers another family's heartbeat promptly while a 100,000-row export is read", async () => {
    // The same reading on the request thread holds every heartbeat for as long as it takes.
    const onThread = await pollHeartbeat(
      neighbour,
      pause(50).then(() => readAppExport(new Uint8Array(register), null)),
    );
    const response = preview(owner, 'Budget - Register.csv', register);
    const log = await pollHeartbeat(neighbour, response);
    const answer = await response;
    console.log(
      `${dialect}: ${ROWS} rows; on the request thread the slowest heartbeat took ${Math.round(Math.max(...onThread.latencies))} ms; through the worker ${log.latencies.length} heartbeats, p95 ${Math.round(percentile(log.latencies, 0.95))} ms, slowest ${Math.round(Math.max(...log.latencies))} ms`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data as AppImportPreview;
    expect(data.app).toBe('ynab');
    expect(data.transactions).toEqual({ inFile: ROWS, toCreate: ROWS });
    expect(data.accountList.map((account) => account.name).sort()).toEqual(
      [0, 1, 2, 3, 4].map((number) => `Checking ${number}`),
    );
    expect(Math.max(...onThread.latencies)).toBeGreaterThan(1000);
    expect(log.latencies.length).toBeGreaterThan(20);
    expect(percentile(log.latencies, 0.95)).toBeLessThan(250);
  }, 120_000);

  it('answers a file the worker refuses with the same 400 and message as before', async () => {
    const ynab = Buffer.from(
      `${HEADINGS}\n"Checking","","08/01/2017","Shop","A: B","A","B","",$1.00,$0.00,"Cleared"\n`,
    );
    expect(refusal(await preview(owner, 'Register.csv', ynab, 'firefly'))).toEqual({
      status: 400,
      description: 'This file is a YNAB export, not a Firefly III one: choose YNAB, or let Hearth tell.',
    });
    expect(refusal(await preview(owner, 'notes.txt', Buffer.from('hello, world\n1,2\n')))).toEqual({
      status: 400,
      description:
        'Hearth cannot tell which app made this file: send an Actual Budget export (.zip), a YNAB export (.zip or its Register.csv) or a Firefly III CSV export.',
    });
    // The worker that refused is replaced: the next export is read.
    expect((await preview(owner, 'Register.csv', ynab)).statusCode).toBe(200);
  }, 60_000);
});
