import { apiRoutes } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createBank, createThirdParty, record } from './ledger.js';
import { lastMailTo } from './mail-reader.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { login, register, signUp, uniqueEmail, type SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

const SESSION_ENDED = 'Your session has ended. Please log in again.';
const LAST_MEMBER =
  "You are the family's only member: delete the family instead (Family page), which deletes your login with it.";
const LAST_ADMIN = "You are the family's only Admin: make another member Admin before you delete your login.";

interface Person extends SignedInUser {
  id: number;
}

describe.each(testDialects())('deleting one’s own login on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const deleteLogin = (as: SignedInUser, password: string) =>
    as.inject({ ...requestTo(apiRoutes.user.deleteOwnLogin), payload: { password } });
  const description = (response: { json(): unknown }) =>
    (response.json() as { responseState: { description: string } }).responseState.description;

  async function idOf(as: SignedInUser, email: string): Promise<number> {
    const family = await call<{ members: { id: number; email: string }[] }>(as, requestTo(apiRoutes.family.get));
    return family.members.find((member) => member.email === email)?.id ?? 0;
  }

  /** An Admin (Ann Lee) and a Member (Bao Tran) who joined through an invitation. */
  async function family(): Promise<{ admin: Person; member: Person }> {
    const admin = await signUp(t, { firstname: 'Ann', surname: 'Lee' });
    const email = uniqueEmail('bao');
    expect((await admin.inject({ ...requestTo(apiRoutes.family.invite), payload: { email } })).statusCode).toBe(200);
    const invitationId = /invitation=([\w-]+)/.exec(lastMailTo(t.outboxDir, email).text)?.[1] ?? '';
    const body = await register(t, { email, firstname: 'Bao', surname: 'Tran', invitationId });
    const token = await login(t, body.email, body.password);
    const member: SignedInUser = {
      email: body.email,
      password: body.password,
      firstname: 'Bao',
      token,
      inject: (options) =>
        t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } }),
    };
    return {
      admin: { ...admin, id: await idOf(admin, admin.email) },
      member: { ...member, id: await idOf(admin, email) },
    };
  }

  it('erases the member, ends their sessions and keeps what they entered under "a former member"', async () => {
    const { admin, member } = await family();
    const db = t.deps.db.kysely;
    const now = new Date().toISOString();
    await db
      .insertInto('recovery_codes')
      .values({ user_id: member.id, code_hash: 'hash', used_at: null, created_at: now })
      .execute();
    await db
      .insertInto('passkeys')
      .values({
        user_id: member.id,
        credential_id: `cred-${member.id}`,
        public_key: 'key',
        transports: 'internal',
        name: 'Phone',
        created_at: now,
        last_used_at: null,
      })
      .execute();
    await db
      .updateTable('users')
      .set({ totp_secret: 'sealed', totp_enabled_at: now })
      .where('id', '=', member.id)
      .execute();
    const bank = await createBank(admin, 'Everyday');
    const shop = await createThirdParty(admin, 'Bakery');
    const bread = await record(member, { debitAccountId: bank, creditAccountId: shop, lines: [{ amount: 4.2 }] });

    const wrong = await deleteLogin(member, 'not the password');
    expect(wrong.statusCode).toBe(400);
    expect(description(wrong)).toBe('The password is not correct.');

    const deleted = await deleteLogin(member, member.password);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(description(deleted)).toBe('Your login has been deleted.');

    const after = await member.inject(requestTo(apiRoutes.user.get));
    expect(after.statusCode).toBe(401);
    expect(description(after)).toBe(SESSION_ENDED);
    const signIn = await t.app.inject({
      ...requestTo(apiRoutes.auth.signIn),
      payload: { username: member.email, password: member.password },
    });
    expect(signIn.statusCode).toBe(400);

    const row = await db.selectFrom('users').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(`${row.firstname} ${row.surname}`.trim()).toBe('a former member');
    expect(JSON.stringify(row)).not.toMatch(/Bao|Tran/);
    expect(row.email).not.toBe(member.email);
    expect(row.former_email).toBeNull();
    expect(row.totp_secret).toBeNull();
    for (const table of ['recovery_codes', 'passkeys', 'sessions', 'security_events'] as const) {
      const left = await db.selectFrom(table).select('id').where('user_id', '=', member.id).execute();
      expect(left, table).toEqual([]);
    }
    expect(await db.selectFrom('invitations').select('id').where('email', '=', member.email).execute()).toEqual([]);

    // The family keeps what they entered; the member list no longer shows them.
    const tx = await call<{ amount: number }>(admin, requestTo(apiRoutes.transactions.get, { id: bread.id }));
    expect(tx.amount).toBe(4.2);
    const history = await call<{ entries: { user: { id: number; name: string } | null; action: string }[] }>(
      admin,
      requestTo(apiRoutes.history.transaction, { id: bread.id }),
    );
    expect(history.entries.find((entry) => entry.action === 'create')?.user).toEqual({
      id: member.id,
      name: 'a former member',
    });
    const members = await call<{ members: { email: string }[] }>(admin, requestTo(apiRoutes.family.get));
    expect(members.members.map((m) => m.email)).toEqual([admin.email]);

    // The address is free: the person can be invited again.
    const invited = await admin.inject({ ...requestTo(apiRoutes.family.invite), payload: { email: member.email } });
    expect(invited.statusCode, invited.body).toBe(200);
  });

  it('asks the last Admin of a family with other members to hand the role over first', async () => {
    const { admin, member } = await family();
    const refused = await deleteLogin(admin, admin.password);
    expect(refused.statusCode).toBe(400);
    expect(description(refused)).toBe(LAST_ADMIN);
    expect((await admin.inject(requestTo(apiRoutes.user.get))).statusCode).toBe(200);

    const promoted = await admin.inject({
      ...requestTo(apiRoutes.family.changeRole, { userId: member.id }),
      payload: { role: 'Admin', password: admin.password },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const deleted = await deleteLogin(admin, admin.password);
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it('tells the last member of a family to delete the family instead', async () => {
    const alone = await signUp(t);
    const refused = await deleteLogin(alone, alone.password);
    expect(refused.statusCode).toBe(400);
    expect(description(refused)).toBe(LAST_MEMBER);
    expect((await alone.inject(requestTo(apiRoutes.user.get))).statusCode).toBe(200);
  });

  it('refuses a request without a password with a description naming the field', async () => {
    const alone = await signUp(t);
    const response = await alone.inject({ ...requestTo(apiRoutes.user.deleteOwnLogin), payload: {} });
    expect(response.statusCode).toBe(400);
    expect(description(response)).toMatch(/password/i);
  });
});
