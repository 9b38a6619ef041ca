import { apiRoutes, EXPORT_JSON_NAME, MAX_PAGE_SIZE } from '@hearth/contract';
import { strFromU8, unzipSync, zipSync, strToU8 } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTo, type ApiRequest } from './api-request.js';
import { multipart, storedFiles } from './attachment-upload.js';
import { richFamily, type RichFamily } from './family-data-fixture.js';
import { call } from './ledger.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';

type Json = Record<string, unknown>;

export const exportOf = async (user: SignedInUser, password = user.password) =>
  user.inject({ ...requestTo(apiRoutes.family.exportData), payload: { password } });

export const restoreInto = (user: SignedInUser, zip: Uint8Array, name = 'export.zip') =>
  user.inject({
    ...requestTo(apiRoutes.family.restoreData),
    ...multipart({}, { name, type: 'application/zip', content: Buffer.from(zip) }),
  });

const description = (response: LightMyRequestResponse) =>
  (response.json() as { responseState: { description: string } }).responseState.description;

export function documentOf(zip: Uint8Array): Json {
  return JSON.parse(strFromU8(unzipSync(zip)[EXPORT_JSON_NAME] ?? new Uint8Array())) as Json;
}

/** What a person sees in every list, ids, addresses and moments apart (they differ from one server to another). */
function withoutIdsAndTimes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIdsAndTimes);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !/(^id$|Id$|Ids$|^uri$|At$|^sortKey$)/.test(key))
      .map(([key, inner]) => [key, withoutIdsAndTimes(inner)]),
  );
}

/** Every list the screens show of the family, and each record's detail where a list leaves some out. */
async function everyList(user: SignedInUser): Promise<Json> {
  const get = <T>(request: ApiRequest, payload?: unknown) => call<T>(user, request, payload);
  const accounts = await get<{ id: number }[]>(requestTo(apiRoutes.accounts.list), {
    includeDeactivated: true,
    includeDeleted: true,
    includeBalances: true,
  });
  const transactions = await get<{ id: number }[]>(requestTo(apiRoutes.transactions.list), {
    historicDaysFromNow: 36500,
    limitResultCount: MAX_PAGE_SIZE,
  });
  const schedules = await get<{ id: number }[]>(requestTo(apiRoutes.schedules.list));
  const scenarios = await get<{ id: number }[]>(requestTo(apiRoutes.scenarios.list));
  const investments = await get<{ id: number }[]>(requestTo(apiRoutes.investments.list));
  const budgets = await get<{ id: number }[]>(requestTo(apiRoutes.budgets.list));
  return {
    accounts,
    accountDetails: await Promise.all(accounts.map((a) => get(requestTo(apiRoutes.accounts.get, { id: a.id })))),
    categories: await get(requestTo(apiRoutes.categories.list)),
    tags: await get({ ...requestTo(apiRoutes.tags.list), url: `${apiRoutes.tags.list.path}?includeDeactivated=true` }),
    budgets,
    budgetDetails: await Promise.all(budgets.map((b) => get(requestTo(apiRoutes.budgets.get, { id: b.id })))),
    transactions,
    transactionDetails: await Promise.all(
      transactions.map((x) => get(requestTo(apiRoutes.transactions.get, { id: x.id }))),
    ),
    schedules,
    scheduleDetails: await Promise.all(schedules.map((s) => get(requestTo(apiRoutes.schedules.get, { id: s.id })))),
    scenarios: await Promise.all(scenarios.map((s) => get(requestTo(apiRoutes.scenarios.get, { id: s.id })))),
    rules: await get(requestTo(apiRoutes.imports.rules)),
    layouts: await get(requestTo(apiRoutes.imports.layouts)),
    investments: await Promise.all(investments.map((i) => get(requestTo(apiRoutes.investments.get, { id: i.id })))),
    cashFlow: await get(requestTo(apiRoutes.reports.cashFlow), { months: 24 }),
  };
}

describe.each(testDialects())('export and restore of a whole family on %s', (dialect) => {
  let source: TestApp;
  let target: TestApp;
  let admin: SignedInUser;
  let family: RichFamily;
  let zip: Uint8Array;

  beforeAll(async () => {
    source = await createTestApp(dialect);
    target = await createTestApp(dialect);
    admin = await signUp(source, { firstname: 'Ann', surname: 'Lee' });
    family = await richFamily(source, admin);
    const response = await exportOf(admin);
    expect(response.statusCode, response.body).toBe(200);
    zip = new Uint8Array(response.rawPayload);
  }, 60_000);
  afterAll(async () => {
    await source.close();
    await target.close();
  });

  it('answers a zip with the versioned JSON, the CSV of every line and the attachments', () => {
    const files = unzipSync(zip);
    const document = documentOf(zip);
    expect(document.formatVersion).toBe(1);
    expect((document.transactions as unknown[]).length).toBe(5);
    const members = document.members as Json[];
    expect(members.map((m) => [m.email, m.role, m.status])).toEqual([
      [admin.email, 'Admin', 'member'],
      [family.memberEmail, 'Member', 'member'],
    ]);
    expect(JSON.stringify(document)).not.toMatch(/password|totp|argon2/i);
    const csv = strFromU8(files['transactions.csv'] ?? new Uint8Array())
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(1 + 6);
    expect(csv).toContain(
      '1,2026-06-03,Payment,"Weekly shop, ""fresh"" = good",Everyday,Green Grocer,100.00,1,80.10,Food,Groceries,Groceries budget,Holiday; Work,yes,no',
    );
    const attachment = (document.attachments as Json[])[0];
    expect(attachment?.file).toBe('attachments/1-receipt 1.pdf');
    expect(files['attachments/1-receipt 1.pdf']?.length).toBe(family.attachmentBytes);
    const history = (document.history as Json[]).map((entry) => [entry.entity, entry.entityId, entry.userId]);
    expect(history.slice(-2)).toEqual([
      ['transaction', 1, 1],
      ['account', 2, null],
    ]);
  });

  it('refuses a wrong password', async () => {
    const wrong = await exportOf(admin, 'not the password');
    expect(wrong.statusCode).toBe(400);
    expect(description(wrong)).toBe('The password is not correct.');
  });

  it('restores into a fresh family on another server: every list the same, and exported again the same', async () => {
    const before = await everyList(admin);
    const restorer = await signUp(target, { email: admin.email, firstname: 'Ann', surname: 'Lee' });
    const restored = await restoreInto(restorer, zip);
    expect(restored.statusCode, restored.body).toBe(200);
    const result = restored.json().data as { invited: string[]; files: number };
    expect(result.invited).toEqual([family.memberEmail]);
    expect(result.files).toBe(1);
    expect(withoutIdsAndTimes(await everyList(restorer))).toEqual(withoutIdsAndTimes(before));

    const again = await exportOf(restorer);
    expect(again.statusCode, again.body).toBe(200);
    const first = documentOf(zip);
    const second = documentOf(new Uint8Array(again.rawPayload));
    for (const key of Object.keys(first).filter((k) => !['exportedAt', 'family', 'members', 'history'].includes(k)))
      expect(second[key], key).toEqual(first[key]);
    expect({ ...(second.family as Json), createdAt: null }).toEqual({ ...(first.family as Json), createdAt: null });
    expect((second.members as Json[]).map((m) => [m.email, m.status])).toEqual([
      [admin.email, 'member'],
      [family.memberEmail, 'invited'],
    ]);
    expect(second.history).toEqual(first.history);
    expect(unzipSync(new Uint8Array(again.rawPayload))['attachments/1-receipt 1.pdf']).toEqual(
      unzipSync(zip)['attachments/1-receipt 1.pdf'],
    );

    const twice = await restoreInto(restorer, zip);
    expect(twice.statusCode).toBe(400);
    expect(description(twice)).toMatch(
      /^A restore goes only into a family without transactions, and this family has 5\./,
    );
  });

  it('merges categories by name into a family that has the starter categories', async () => {
    const starter = await signUp(target, { starterCategories: true });
    const restored = await restoreInto(starter, zip);
    expect(restored.statusCode, restored.body).toBe(200);
    const categories = await call<{ name: string; subcategories: { name: string }[] }[]>(
      starter,
      requestTo(apiRoutes.categories.list),
    );
    const names = categories.map((category) => category.name);
    expect(new Set(names).size).toBe(names.length);
    const food = categories.find((category) => category.name === 'Food');
    expect(food?.subcategories.map((sub) => sub.name).filter((name) => name === 'Groceries')).toHaveLength(1);
    expect(food?.subcategories.map((sub) => sub.name)).toContain('Dining');
    expect(names).toContain('Utilities');
  });

  it('refuses a damaged file and a file of a newer format, writing nothing', async () => {
    const fresh = await signUp(target);
    const files = unzipSync(zip);
    const document = documentOf(zip);
    const newer = zipSync({ ...files, [EXPORT_JSON_NAME]: strToU8(JSON.stringify({ ...document, formatVersion: 2 })) });
    const withoutFile = Object.fromEntries(Object.entries(files).filter(([name]) => !name.startsWith('attachments/')));
    const badReference = {
      ...document,
      transactionLines: [
        ...(document.transactionLines as Json[]),
        { ...(document.transactionLines as Json[])[0], id: 99, subcategoryId: 77 },
      ],
    };
    const alias = (document.payeeAliases as Json[])[0];
    const twoAliases = { ...document, payeeAliases: [alias, { ...alias, id: 2 }] };
    const cases: [Uint8Array, RegExp][] = [
      [zip.subarray(0, Math.floor(zip.length / 2)), /damaged|not a Hearth export/],
      [new Uint8Array(Buffer.from('not a zip at all')), /not a Hearth export/],
      [newer, /^This file was written by a newer version of Hearth \(format 2\); this server reads up to format 1\.$/],
      [
        zipSync(withoutFile),
        /^This export is damaged: the file attachments\/1-receipt 1\.pdf of an attachment is missing/,
      ],
      [zipSync({ ...files, [EXPORT_JSON_NAME]: strToU8(JSON.stringify(badReference)) }), /points to nothing/],
      // Refused by the database inside the write, after the attachment's file was received.
      [zipSync({ ...files, [EXPORT_JSON_NAME]: strToU8(JSON.stringify(twoAliases)) }), /duplicate|unique|already/i],
    ];
    for (const [bytes, message] of cases) {
      const response = await restoreInto(fresh, bytes);
      expect(response.statusCode, response.body).toBe(400);
      expect(description(response)).toMatch(message);
    }
    expect(await call<unknown[]>(fresh, requestTo(apiRoutes.accounts.list), { includeDeleted: true })).toEqual([]);
    expect(await call<unknown[]>(fresh, requestTo(apiRoutes.categories.list))).toEqual([]);
    const freshFamily = await target.deps.db.kysely
      .selectFrom('users')
      .select('family_id')
      .where('email', '=', fresh.email)
      .executeTakeFirstOrThrow();
    expect(storedFiles(target.dataDir).filter((file) => file.includes(`family-${freshFamily.family_id}`))).toEqual([]);
    const family = await call<{ userAccountName: string }>(fresh, requestTo(apiRoutes.family.get));
    expect(family.userAccountName).not.toBe(document.family && (document.family as Json).name);
  });
});
