import { apiRoutes } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, call, createBank, createThirdParty, record } from './ledger.js';
import { lastMailTo } from './mail-reader.js';
import { expectFamilyIsolation } from './tenancy.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { login, register, signUp, uniqueEmail, type SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

const SESSION_ENDED = 'Your session has ended. Please log in again.';
const LAST_ADMIN = 'The family needs at least one Admin: make someone else Admin first.';
const LAST_ADMIN_LEAVING = "You are the family's only Admin: make someone else Admin before you leave.";
const ASK_PASSWORD = 'Please enter your password again to change a role.';
const ELEVEN_MINUTES = 11 * 60_000;

interface Person extends SignedInUser {
  id: number;
}

interface Family {
  admin: Person;
  member: Person;
}

describe.each(testDialects())("managing the family's people on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  function signedIn(email: string, password: string, firstname: string, token: string): SignedInUser {
    const user: SignedInUser = {
      email,
      password,
      firstname,
      token,
      inject: (options) =>
        t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${user.token}` } }),
    };
    return user;
  }

  async function idOf(admin: SignedInUser, email: string): Promise<number> {
    const family = await call<{ members: { id: number; email: string }[] }>(admin, requestTo(apiRoutes.family.get));
    const member = family.members.find((m) => m.email === email);
    if (!member) throw new Error(`${email} is not a member`);
    return member.id;
  }

  /** An Admin (Ann Lee) and a Member (Bao Tran) who joined through an invitation. */
  async function family(): Promise<Family> {
    const admin = await signUp(t, { firstname: 'Ann', surname: 'Lee' });
    const email = uniqueEmail('bao');
    expect((await admin.inject({ ...requestTo(apiRoutes.family.invite), payload: { email } })).statusCode).toBe(200);
    const invitationId = /invitation=([\w-]+)/.exec(lastMailTo(t.outboxDir, email).text)?.[1] ?? '';
    const body = await register(t, { email, firstname: 'Bao', surname: 'Tran', invitationId });
    const member = signedIn(body.email, body.password, 'Bao', await login(t, body.email, body.password));
    return {
      admin: { ...admin, id: await idOf(admin, admin.email) },
      member: { ...member, id: await idOf(admin, email) },
    };
  }

  /** A second session of the same person: a sign-in from elsewhere. */
  async function signInAgain(user: SignedInUser): Promise<SignedInUser> {
    return signedIn(user.email, user.password, user.firstname, await login(t, user.email, user.password));
  }

  const setRole = (as: SignedInUser, userId: number, role: string, password?: string) =>
    as.inject({
      ...requestTo(apiRoutes.family.changeRole, { userId }),
      payload: { role, ...(password === undefined ? {} : { password }) },
    });
  const remove = (as: SignedInUser, userId: number) => as.inject(requestTo(apiRoutes.family.removeMember, { userId }));
  const leave = (as: SignedInUser) => as.inject(requestTo(apiRoutes.family.leave));
  const description = (response: { json(): unknown }) =>
    (response.json() as { responseState: { description: string } }).responseState.description;

  /** The family a person belongs to now, found by their id: one who has left keeps no e-mail address. */
  async function familyOf(person: Person): Promise<number> {
    const row = await t.deps.db.kysely
      .selectFrom('users')
      .select('family_id')
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    return row.family_id;
  }

  async function events(familyOwner: Person, kind: string) {
    return t.deps.db.kysely
      .selectFrom('security_events')
      .select(['user_id', 'actor_user_id', 'detail'])
      .where('family_id', '=', await familyOf(familyOwner))
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();
  }

  async function adminCount(person: Person): Promise<number> {
    const rows = await t.deps.db.kysely
      .selectFrom('users')
      .select('id')
      .where('family_id', '=', await familyOf(person))
      .where('role', '=', 'Admin')
      .where('removed_at', 'is', null)
      .execute();
    return rows.length;
  }

  it('lets an Admin make a Member an Admin; the member signs in again to carry the new role', async () => {
    const { admin, member } = await family();
    const promoted = await setRole(admin, member.id, 'Admin');
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({
      responseState: { isSuccess: true, description: 'Bao Tran is now an Admin.' },
      data: {
        id: member.id,
        firstname: 'Bao',
        surname: 'Tran',
        email: member.email,
        role: 'Admin',
        isCurrentUser: false,
      },
    });
    const ended = await member.inject(requestTo(apiRoutes.user.get));
    expect(ended.statusCode).toBe(401);
    expect(description(ended)).toBe(SESSION_ENDED);
    const again = await signInAgain(member);
    expect((await call<{ role: string }>(again, requestTo(apiRoutes.user.get))).role).toBe('Admin');
    expect(await events(admin, 'role-changed')).toEqual([
      { user_id: member.id, actor_user_id: admin.id, detail: 'Bao Tran: Member → Admin' },
    ]);

    const unchanged = await setRole(admin, member.id, 'Admin');
    expect(description(unchanged)).toBe('Bao Tran is already an Admin.');
    expect((await again.inject(requestTo(apiRoutes.user.get))).statusCode).toBe(200);
    expect(await events(admin, 'role-changed')).toHaveLength(1);
  });

  describe('asks for the password again once the sign-in is no longer fresh', () => {
    it.each([
      { given: undefined, status: 400, answer: ASK_PASSWORD },
      { given: '', status: 400, answer: ASK_PASSWORD },
      { given: 'Not-the-passw0rd', status: 400, answer: 'The password is not correct.' },
      { given: 'right', status: 200, answer: 'Bao Tran is now an Admin.' },
    ])('password $given: $status', async ({ given, status, answer }) => {
      const { admin, member } = await family();
      t.clock.advance(ELEVEN_MINUTES);
      const response = await setRole(admin, member.id, 'Admin', given === 'right' ? admin.password : given);
      expect(response.statusCode, response.body).toBe(status);
      expect(description(response)).toBe(answer);
      expect(await adminCount(admin)).toBe(status === 200 ? 2 : 1);
    });

    it('counts a password given again as a fresh confirmation for the next minutes', async () => {
      const { admin, member } = await family();
      t.clock.advance(ELEVEN_MINUTES);
      expect((await setRole(admin, member.id, 'Admin', admin.password)).statusCode).toBe(200);
      const back = await setRole(admin, member.id, 'Member');
      expect(back.statusCode, back.body).toBe(200);
      expect(description(back)).toBe('Bao Tran is now a Member.');
    });

    it('stops checking passwords after a few wrong ones', async () => {
      const { admin, member } = await family();
      const answers = [];
      for (let attempt = 0; attempt < 6; attempt += 1)
        answers.push((await setRole(admin, member.id, 'Admin', `Wrong-${attempt}`)).statusCode);
      expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
      expect((await setRole(admin, member.id, 'Admin', admin.password)).statusCode).toBe(429);
      expect(await adminCount(admin)).toBe(1);
    });
  });

  it('never lets the last Admin go: not demoted, not removed, not leaving', async () => {
    const { admin } = await family();
    const refusals = [
      [await setRole(admin, admin.id, 'Member'), LAST_ADMIN],
      [await remove(admin, admin.id), LAST_ADMIN_LEAVING],
      [await leave(admin), LAST_ADMIN_LEAVING],
    ] as const;
    for (const [response, message] of refusals) {
      expect(response.statusCode, response.body).toBe(400);
      expect(description(response)).toBe(message);
    }
    expect(await adminCount(admin)).toBe(1);
    expect((await admin.inject(requestTo(apiRoutes.user.get))).statusCode).toBe(200);
  });

  it('lets an Admin step down once another Admin exists, keeping the session they asked from', async () => {
    const { admin, member } = await family();
    const elsewhere = await signInAgain(admin);
    expect((await setRole(admin, member.id, 'Admin')).statusCode).toBe(200);
    const down = await setRole(admin, admin.id, 'Member');
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json().data).toMatchObject({ role: 'Member', isCurrentUser: true });
    expect((await elsewhere.inject(requestTo(apiRoutes.user.get))).statusCode).toBe(401);
    expect((await call<{ role: string }>(admin, requestTo(apiRoutes.user.get))).role).toBe('Member');
    const invite = await admin.inject({ ...requestTo(apiRoutes.family.invite), payload: { email: uniqueEmail() } });
    expect(invite.statusCode).toBe(403);
  });

  describe('keeps an Admin however two Admins race', () => {
    it.each([
      [
        'demote each other',
        (a: Person, b: Person) => setRole(a, b.id, 'Member'),
        (a: Person, b: Person) => setRole(b, a.id, 'Member'),
      ],
      ['remove each other', (a: Person, b: Person) => remove(a, b.id), (a: Person, b: Person) => remove(b, a.id)],
      ['both leave', (a: Person) => leave(a), (_a: Person, b: Person) => leave(b)],
      [
        'both step down',
        (a: Person) => setRole(a, a.id, 'Member'),
        (_a: Person, b: Person) => setRole(b, b.id, 'Member'),
      ],
      [
        'one demotes, the other leaves',
        (a: Person, b: Person) => setRole(a, b.id, 'Member'),
        (_a: Person, b: Person) => leave(b),
      ],
    ])('%s', async (_case, first, second) => {
      for (let round = 0; round < 3; round += 1) {
        const { admin, member } = await family();
        expect((await setRole(admin, member.id, 'Admin')).statusCode).toBe(200);
        const b = { ...(await signInAgain(member)), id: member.id };
        const answers = await Promise.all([first(admin, b), second(admin, b)]);
        const statuses = answers.map((answer) => answer.statusCode);
        // Whichever runs first goes through; the other is refused, finds its caller gone, or its member gone.
        expect(statuses, answers.map((a) => a.body).join('\n')).toContain(200);
        for (const status of statuses) expect([200, 400, 401, 403, 404]).toContain(status);
        expect(await adminCount(admin)).toBe(1);
      }
    });
  });

  it('removes a member at once: their sessions end, what they entered stays, their address is free', async () => {
    const { admin, member } = await family();
    const bank = await createBank(admin, 'Joint account', 500);
    const shop = await createThirdParty(admin, 'Grocer');
    const entered = await record(member, {
      debitAccountId: bank,
      creditAccountId: shop,
      lines: [{ amount: 42.5 }],
      description: 'Bao shopping',
    });
    const elsewhere = await signInAgain(member);

    const removed = await remove(admin, member.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(description(removed)).toBe('Bao Tran has been removed from the family.');
    for (const session of [member, elsewhere]) {
      const after = await session.inject(requestTo(apiRoutes.user.get));
      expect(after.statusCode).toBe(401);
      expect(description(after)).toBe(SESSION_ENDED);
    }
    const signIn = await t.app.inject({
      ...requestTo(apiRoutes.auth.signIn),
      payload: { username: member.email, password: member.password },
    });
    const nobody = await t.app.inject({
      ...requestTo(apiRoutes.auth.signIn),
      payload: { username: uniqueEmail('nobody'), password: member.password },
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toEqual(nobody.json());

    const people = await call<{ members: { email: string }[] }>(admin, requestTo(apiRoutes.family.get));
    expect(people.members.map((m) => m.email)).toEqual([admin.email]);
    expect(
      (await call<{ description: string }>(admin, requestTo(apiRoutes.transactions.get, { id: entered.id })))
        .description,
    ).toBe('Bao shopping');
    expect(await balanceOf(admin, bank)).toBe(457.5);
    const row = await t.deps.db.kysely
      .selectFrom('users')
      .select(['email', 'former_email', 'removed_at'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ former_email: member.email, removed_at: expect.any(String) });
    expect(row.email).toMatch(/^removed-\d+-[0-9a-f]+@removed\.invalid$/);
    expect(await events(admin, 'member-removed')).toEqual([
      { user_id: member.id, actor_user_id: admin.id, detail: `Bao Tran (${member.email})` },
    ]);

    // The person may start over: registered anew, they are someone else, in a family of their own.
    const fresh = await signUp(t, { email: member.email, firstname: 'Bao', surname: 'Tran' });
    const user = await call<{ role: string; userAccountName: string }>(fresh, requestTo(apiRoutes.user.get));
    expect(user).toMatchObject({ role: 'Admin', userAccountName: 'Tran Family' });
    expect((await fresh.inject(requestTo(apiRoutes.transactions.get, { id: entered.id }))).statusCode).toBe(404);
  });

  it('lets a removed member be invited again', async () => {
    const { admin, member } = await family();
    expect((await remove(admin, member.id)).statusCode).toBe(200);
    const again = await admin.inject({ ...requestTo(apiRoutes.family.invite), payload: { email: member.email } });
    expect(again.statusCode, again.body).toBe(200);
  });

  it.each([
    [`${apiRoutes.family.leave.method} ${apiRoutes.family.leave.path}`, (member: Person) => leave(member)],
    ['DELETE of their own id', (member: Person) => remove(member, member.id)],
  ])('lets a member leave by %s', async (_case, leaveBy) => {
    const { admin, member } = await family();
    const left = await leaveBy(member);
    expect(left.statusCode, left.body).toBe(200);
    expect(description(left)).toBe('You have left the family.');
    expect((await member.inject(requestTo(apiRoutes.user.get))).statusCode).toBe(401);
    expect((await call<{ members: unknown[] }>(admin, requestTo(apiRoutes.family.get))).members).toHaveLength(1);
    expect(await events(admin, 'member-left')).toEqual([
      { user_id: member.id, actor_user_id: null, detail: `Bao Tran (${member.email})` },
    ]);
  });

  describe('lets a Member manage no one but themself', () => {
    it.each([
      [
        'make someone Admin',
        (m: Person, a: Person) => setRole(m, a.id, 'Member'),
        'Only a family administrator can change roles.',
      ],
      [
        'make themself Admin',
        (m: Person) => setRole(m, m.id, 'Admin'),
        'Only a family administrator can change roles.',
      ],
      ['remove someone', (m: Person, a: Person) => remove(m, a.id), 'Only a family administrator can remove members.'],
      [
        'rename the family',
        (m: Person) => m.inject({ ...requestTo(apiRoutes.family.rename), payload: { userAccountName: 'Mine' } }),
        'Only a family administrator can rename the family.',
      ],
    ])('%s: 403', async (_case, attempt, message) => {
      const { admin, member } = await family();
      const response = await attempt(member, admin);
      expect(response.statusCode).toBe(403);
      expect(description(response)).toBe(message);
      expect(await adminCount(admin)).toBe(1);
    });
  });

  it('marks the signed-in user in the members list', async () => {
    const { admin, member } = await family();
    const seen = await call<{ members: { id: number; isCurrentUser: boolean }[] }>(
      member,
      requestTo(apiRoutes.family.get),
    );
    expect(seen.members).toEqual([
      expect.objectContaining({ id: admin.id, isCurrentUser: false }),
      expect.objectContaining({ id: member.id, isCurrentUser: true }),
    ]);
  });

  it.each([
    [
      'a role change',
      (id: number | string) => ({
        ...requestTo(apiRoutes.family.changeRole, { userId: id }),
        payload: { role: 'Member' },
      }),
    ],
    ['a removal', (id: number | string) => requestTo(apiRoutes.family.removeMember, { userId: id })],
  ])("treats another family's member in %s exactly like one that does not exist", async (_case, request) => {
    const { member } = await family();
    const stranger = await signUp(t);
    await expectFamilyIsolation({ stranger, request, foreignId: member.id, missingId: 2_000_000_000 });
    const missing = await stranger.inject(request(99_999_999_999));
    expect(missing.statusCode).toBe(404);
    expect(description(missing)).toBe('Member not found.');
    expect((await member.inject(requestTo(apiRoutes.user.get))).statusCode).toBe(200);
  });

  it('treats a removed member as not found', async () => {
    const { admin, member } = await family();
    expect((await remove(admin, member.id)).statusCode).toBe(200);
    for (const response of [await remove(admin, member.id), await setRole(admin, member.id, 'Admin')]) {
      expect(response.statusCode).toBe(404);
      expect(description(response)).toBe('Member not found.');
    }
  });
});
