import { apiRoutes } from '@hearth/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTo } from './api-request.js';
import { multipart } from './attachment-upload.js';
import { call, createBank, createThirdParty, record } from './ledger.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';

const BUSY = [
  'Your family is being exported or restored already: try again once that is done.',
  'The server is exporting or restoring other families right now: try again in a minute.',
];

const exportOf = (user: SignedInUser) =>
  user.inject({ ...requestTo(apiRoutes.family.exportData), payload: { password: user.password } });

const restoreInto = (user: SignedInUser, zip: Uint8Array) =>
  user.inject({
    ...requestTo(apiRoutes.family.restoreData),
    ...multipart({}, { name: 'export.zip', type: 'application/zip', content: Buffer.from(zip) }),
  });

const description = (response: LightMyRequestResponse) =>
  (response.json() as { responseState: { description: string } }).responseState.description;

async function familyWithTransactions(t: TestApp, count: number): Promise<SignedInUser> {
  const user = await signUp(t);
  const bank = await createBank(user, 'Everyday', 100);
  const shop = await createThirdParty(user, 'Shop');
  for (let i = 0; i < count; i += 1)
    await record(user, {
      date: `2026-0${1 + (i % 9)}-1${i % 10}`,
      debitAccountId: bank,
      creditAccountId: shop,
      lines: [{ amount: 1 + i }],
    });
  return user;
}

async function transactionCount(user: SignedInUser): Promise<number> {
  const found = await call<unknown[]>(user, requestTo(apiRoutes.transactions.search), { limitResultCount: 1000 });
  return found.length;
}

describe.each(testDialects())('whole-family work under parallel requests on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers 30 exports asked at once by ten families with a zip or a clear "busy" (429), never a 500', async () => {
    const families = await Promise.all(Array.from({ length: 10 }, () => familyWithTransactions(t, 2)));
    const answers = await Promise.all(families.flatMap((user) => [exportOf(user), exportOf(user), exportOf(user)]));
    for (const answer of answers) {
      if (answer.statusCode === 200) expect(answer.headers['content-type']).toBe('application/zip');
      else {
        expect(answer.statusCode).toBe(429);
        expect(BUSY).toContain(description(answer));
      }
    }
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    // Once the others are done, each family can export again.
    for (const user of families.slice(0, 3)) expect((await exportOf(user)).statusCode).toBe(200);
  });

  it('books one restore of an export when the same file is sent six times at once', async () => {
    const source = await familyWithTransactions(t, 5);
    const exported = await exportOf(source);
    expect(exported.statusCode).toBe(200);
    const zip = new Uint8Array(exported.rawPayload);
    const target = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => restoreInto(target, zip)));
    const restored = answers.filter((answer) => answer.statusCode === 200);
    expect(restored).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      const said = description(answer);
      if (answer.statusCode === 429) expect(BUSY).toContain(said);
      else {
        expect(answer.statusCode).toBe(400);
        expect(said).toMatch(/^A restore goes only into a family without transactions, and this family has 5\./);
      }
    }
    expect(await transactionCount(target)).toBe(5);
  });
});
