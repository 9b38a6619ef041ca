import { apiRoutes } from '@hearth/contract';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTo } from './api-request.js';
import { multipart, storedFiles } from './attachment-upload.js';
import { richFamily, type RichFamily } from './family-data-fixture.js';
import { call, createBank } from './ledger.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { login, signUp, type SignedInUser } from './users.js';

const description = (response: LightMyRequestResponse) =>
  (response.json() as { responseState: { description: string } }).responseState.description;

describe.each(testDialects())('deleting a whole family on %s', (dialect) => {
  let t: TestApp;
  let admin: SignedInUser;
  let family: RichFamily;
  let neighbour: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signUp(t, { firstname: 'Ann', surname: 'Lee' });
    family = await richFamily(t, admin);
    neighbour = await signUp(t, { firstname: 'Nia', surname: 'Next' });
    await createBank(neighbour, 'Neighbour bank', 50);
  }, 60_000);
  afterAll(() => t.close());

  const remove = (user: SignedInUser, password: string) =>
    user.inject({ ...requestTo(apiRoutes.family.remove), payload: { password } });

  /** Rows of the family left in any table that has a family_id, by table. */
  async function rowsLeft(familyId: number): Promise<Record<string, number>> {
    const db = t.deps.db.kysely;
    const tables =
      dialect === 'sqlite'
        ? await sql<{
            name: string;
          }>`SELECT m.name AS name FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' AND p.name = 'family_id'`.execute(
            db,
          )
        : await sql<{
            name: string;
          }>`SELECT table_name AS name FROM information_schema.columns WHERE column_name = 'family_id' AND table_schema = current_schema()`.execute(
            db,
          );
    const left: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const { rows } = await sql<{
        count: number;
      }>`SELECT count(*) AS count FROM ${sql.table(name)} WHERE family_id = ${familyId}`.execute(db);
      if (Number(rows[0]?.count) > 0) left[name] = Number(rows[0]?.count);
    }
    return left;
  }

  it('is refused to a member who is not an Admin, and to a wrong password', async () => {
    const token = await login(t, family.memberEmail, 'Sturdy-Passw0rd');
    const asMember = await t.app.inject({
      ...requestTo(apiRoutes.family.remove),
      payload: { password: 'Sturdy-Passw0rd' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asMember.statusCode).toBe(403);
    const exportAsMember = await t.app.inject({
      ...requestTo(apiRoutes.family.exportData),
      payload: { password: 'Sturdy-Passw0rd' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(exportAsMember.statusCode).toBe(403);
    const restoreAsMember = await t.app.inject({
      ...requestTo(apiRoutes.family.restoreData),
      ...multipart({}, { name: 'export.zip', type: 'application/zip', content: Buffer.from('PK') }),
      headers: { ...multipart({}).headers, authorization: `Bearer ${token}` },
    });
    expect(restoreAsMember.statusCode).toBe(403);
    const wrong = await remove(admin, 'not the password');
    expect(wrong.statusCode).toBe(400);
    expect(description(wrong)).toBe('The password is not correct.');
    expect(Object.keys(await rowsLeft(family.familyId))).toContain('transactions');
  });

  it("removes every record, every member's login and every file, and nothing of another family", async () => {
    const db = t.deps.db.kysely;
    expect(storedFiles(t.dataDir).some((file) => file.startsWith(`family-${family.familyId}/`))).toBe(true);
    const throttleKeys = async () => (await db.selectFrom('throttles').select('key').execute()).map((row) => row.key);
    expect(await throttleKeys()).toContain(`invite:family:${family.familyId}`);
    const deleted = await remove(admin, admin.password);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(description(deleted)).toBe('The family and everything it held are deleted.');
    expect(await rowsLeft(family.familyId)).toEqual({});
    expect(
      (await throttleKeys()).filter(
        (key) =>
          key.endsWith(`:family:${family.familyId}`) ||
          key.endsWith(`:user:${family.adminId}`) ||
          key.includes(admin.email),
      ),
    ).toEqual([]);
    expect(await db.selectFrom('families').select('id').where('id', '=', family.familyId).execute()).toEqual([]);
    expect(await db.selectFrom('users').select('id').where('family_id', '=', family.familyId).execute()).toEqual([]);
    expect(storedFiles(t.dataDir).filter((file) => file.includes(`family-${family.familyId}`))).toEqual([]);
    expect((await admin.inject(requestTo(apiRoutes.family.get))).statusCode).toBe(401);
    const signIn = await t.app.inject({
      ...requestTo(apiRoutes.auth.signIn),
      payload: { username: admin.email, password: admin.password },
    });
    expect(signIn.statusCode).not.toBe(200);
    const accounts = await call<{ name: string }[]>(neighbour, requestTo(apiRoutes.accounts.list), {});
    expect(accounts.map((account) => account.name)).toEqual(['Neighbour bank']);
  });
});
