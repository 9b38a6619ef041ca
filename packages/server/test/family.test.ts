import { apiRoutes } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleLaterWork } from '../src/platform/later.js';
import { familyIdOf } from './ledger-integrity.js';
import { lastMailTo, readOutbox } from './mail-reader.js';
import { expectFamilyIsolation } from './tenancy.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { login, register, signUp, uniqueEmail, type SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

describe.each(testDialects())('families, invitations and the heartbeat on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  async function invite(admin: SignedInUser, email: string): Promise<string> {
    const response = await admin.inject({ ...requestTo(apiRoutes.family.invite), payload: { email } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().responseState.description).toBe(`Invitation sent to ${email}.`);
    const link = /http:\/\/hearth\.test\/register\?invitation=([\w-]+)/.exec(lastMailTo(t.outboxDir, email).text);
    expect(link).not.toBeNull();
    return link?.[1] as string;
  }

  const heartbeat = async (user: SignedInUser) =>
    (await user.inject(requestTo(apiRoutes.heartbeat.get))).json().data as number;

  const inviting = (admin: SignedInUser, email: string) =>
    admin.inject({ ...requestTo(apiRoutes.family.invite), payload: { email } });

  async function familyEvents(user: SignedInUser, kind: string) {
    return t.deps.db.kysely
      .selectFrom('security_events')
      .innerJoin('users', 'users.id', 'security_events.actor_user_id')
      .select(['security_events.detail', 'users.email as actor'])
      .where('security_events.family_id', '=', await familyIdOf(t, user.email))
      .where('security_events.kind', '=', kind)
      .orderBy('security_events.id')
      .execute();
  }

  /** Runs a test with other limits, and puts the file's limits back whatever happens. */
  async function withLimits(
    limits: { invitationsPerFamilyPerDay?: number; mailPerFamilyPerHour?: number },
    work: () => Promise<void>,
  ): Promise<void> {
    const { config } = t.deps;
    const before = {
      invitationsPerFamilyPerDay: config.invitationsPerFamilyPerDay,
      mailPerFamilyPerHour: config.mailPerFamilyPerHour,
    };
    Object.assign(config, limits);
    try {
      await work();
    } finally {
      Object.assign(config, before);
    }
  }

  it('lets an invitee register into the inviting family as a Member', async () => {
    const admin = await signUp(t, { surname: 'Nguyen' });
    const email = uniqueEmail('partner');
    const invitationId = await invite(admin, email);

    const summary = await t.app.inject(requestTo(apiRoutes.auth.invitation, { id: invitationId }));
    expect(summary.json().data).toMatchObject({ email, userAccountName: 'Nguyen Family' });

    const body = await register(t, { email, firstname: 'Bao', surname: 'Tran', invitationId });
    const memberToken = await login(t, body.email, body.password);
    const asMember = { headers: { authorization: `Bearer ${memberToken}` } };
    const user = await t.app.inject({ ...requestTo(apiRoutes.user.get), ...asMember });
    expect(user.json().data).toMatchObject({ userAccountName: 'Nguyen Family', role: 'Member', emailValidated: true });

    const family = await admin.inject(requestTo(apiRoutes.family.get));
    expect(family.json().data.members.map((m: { email: string }) => m.email)).toEqual([admin.email, email]);
    expect(family.json().data.invitations).toEqual([]);

    const used = await t.app.inject(requestTo(apiRoutes.auth.invitation, { id: invitationId }));
    expect(used.statusCode).toBe(404);
    const refused = await t.app.inject({
      ...requestTo(apiRoutes.family.invite),
      payload: { email: uniqueEmail() },
      ...asMember,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().responseState.description).toBe('Only a family administrator can invite members.');
  });

  it('refuses to register an invitation with another e-mail address', async () => {
    const admin = await signUp(t);
    const invitationId = await invite(admin, uniqueEmail('invited'));
    const response = await t.app.inject({
      ...requestTo(apiRoutes.auth.register),
      payload: {
        firstname: 'Eve',
        surname: 'X',
        email: uniqueEmail('eve'),
        password: 'Sturdy-Passw0rd',
        confirmPassword: 'Sturdy-Passw0rd',
        timezoneId: 'UTC',
        invitationId,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().responseState.description).toBe(
      'Please register with the e-mail address the invitation was sent to.',
    );
  });

  it('refuses to invite someone who already has an account', async () => {
    const admin = await signUp(t);
    const other = await signUp(t);
    const response = await admin.inject({ ...requestTo(apiRoutes.family.invite), payload: { email: other.email } });
    expect(response.statusCode).toBe(400);
    expect(response.json().responseState.description).toBe('This person already has a Hearth account.');
  });

  it('withdraws an invitation so that its link stops working', async () => {
    const admin = await signUp(t);
    const invitationId = await invite(admin, uniqueEmail('maybe'));
    expect((await admin.inject(requestTo(apiRoutes.family.get))).json().data.invitations).toHaveLength(1);
    const revoked = await admin.inject(requestTo(apiRoutes.family.withdrawInvitation, { id: invitationId }));
    expect(revoked.json().responseState.description).toBe('Invitation withdrawn.');
    expect((await t.app.inject(requestTo(apiRoutes.auth.invitation, { id: invitationId }))).statusCode).toBe(404);
    expect((await admin.inject(requestTo(apiRoutes.family.withdrawInvitation, { id: invitationId }))).statusCode).toBe(
      404,
    );
  });

  it("treats another family's invitation exactly like one that does not exist", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const invitationId = await invite(owner, uniqueEmail('guest'));
    await expectFamilyIsolation({
      stranger,
      request: (id) => requestTo(apiRoutes.family.withdrawInvitation, { id }),
      foreignId: invitationId,
      missingId: 'no-such-invitation',
    });
    expect((await t.app.inject(requestTo(apiRoutes.auth.invitation, { id: invitationId }))).statusCode).toBe(200);
  });

  it("raises the family's data version with every write and only that family's", async () => {
    const admin = await signUp(t);
    const neighbour = await signUp(t);
    const start = await heartbeat(admin);
    const neighbourStart = await heartbeat(neighbour);
    await admin.inject({
      ...requestTo(apiRoutes.user.save),
      payload: { firstname: 'Alicia', surname: 'Smith', email: admin.email, timezoneId: 'Australia/Sydney' },
    });
    const afterSave = await heartbeat(admin);
    expect(afterSave).toBeGreaterThan(start);
    await invite(admin, uniqueEmail('kid'));
    expect(await heartbeat(admin)).toBeGreaterThan(afterSave);
    expect(await heartbeat(neighbour)).toBe(neighbourStart);
  });

  it('records who sent and who withdrew an invitation', async () => {
    const admin = await signUp(t);
    const email = uniqueEmail('noted');
    const invitationId = await invite(admin, email);
    expect((await admin.inject(requestTo(apiRoutes.family.withdrawInvitation, { id: invitationId }))).statusCode).toBe(
      200,
    );
    expect(await familyEvents(admin, 'invitation-sent')).toEqual([{ detail: email, actor: admin.email }]);
    expect(await familyEvents(admin, 'invitation-withdrawn')).toEqual([{ detail: email, actor: admin.email }]);
  });

  it('sends at most the daily number of invitations of a family, then again the next day', async () => {
    await withLimits({ invitationsPerFamilyPerDay: 3 }, async () => {
      const admin = await signUp(t);
      const neighbour = await signUp(t);
      for (let sent = 0; sent < 3; sent += 1) await invite(admin, uniqueEmail('daily'));
      const refusedEmail = uniqueEmail('fourth');
      const refused = await inviting(admin, refusedEmail);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().responseState.description).toBe(
        'Your family has sent 3 invitations today, as many as this server allows. Please try again tomorrow.',
      );
      expect(readOutbox(t.outboxDir).filter((mail) => mail.to.includes(refusedEmail))).toEqual([]);
      expect((await admin.inject(requestTo(apiRoutes.family.get))).json().data.invitations).toHaveLength(3);
      await invite(neighbour, uniqueEmail('next-door'));

      t.clock.advance(24 * 60 * 60_000 + 1000);
      admin.token = await login(t, admin.email, admin.password);
      await invite(admin, uniqueEmail('tomorrow'));
    });
  });

  it('keeps the daily number however many invitations arrive at once', async () => {
    await withLimits({ invitationsPerFamilyPerDay: 4 }, async () => {
      const admin = await signUp(t);
      const addresses = Array.from({ length: 10 }, () => uniqueEmail('rush'));
      const answers = await Promise.all(addresses.map((email) => inviting(admin, email)));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([
        200, 200, 200, 200, 429, 429, 429, 429, 429, 429,
      ]);
      expect((await admin.inject(requestTo(apiRoutes.family.get))).json().data.invitations).toHaveLength(4);
      expect(readOutbox(t.outboxDir).filter((mail) => addresses.some((email) => mail.to.includes(email)))).toHaveLength(
        4,
      );
    });
  });

  it("creates no invitation once the family's mail for the hour is spent", async () => {
    const admin = await signUp(t);
    // Registration mails too: the budget is what the family has already spent plus one.
    await settleLaterWork();
    const spent = await t.deps.db.kysely
      .selectFrom('throttles')
      .select('count')
      .where('key', '=', `mail:family:${await familyIdOf(t, admin.email)}`)
      .executeTakeFirst();
    await withLimits({ mailPerFamilyPerHour: Number(spent?.count ?? 0) + 1 }, async () => {
      await invite(admin, uniqueEmail('first'));
      const email = uniqueEmail('second');
      const refused = await inviting(admin, email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().responseState.description).toBe(
        'Your family has sent as many mails this hour as this server allows. Please try again in an hour.',
      );
      const pending = (await admin.inject(requestTo(apiRoutes.family.get))).json().data.invitations as {
        email: string;
      }[];
      expect(pending.map((invitation) => invitation.email)).not.toContain(email);
      expect(readOutbox(t.outboxDir).filter((mail) => mail.to.includes(email))).toEqual([]);
    });
  });

  it('quotes the names people typed in an invitation short and on one line', async () => {
    const admin = await signUp(t, { firstname: 'Mallory', surname: 'M'.repeat(100) });
    const familyName = `Prize draw: you won! Claim it at https://claim.example/now ${'x'.repeat(120)}`;
    expect(
      (await admin.inject({ ...requestTo(apiRoutes.family.rename), payload: { userAccountName: familyName } }))
        .statusCode,
    ).toBe(200);
    const email = uniqueEmail('target');
    await invite(admin, email);
    const mail = lastMailTo(t.outboxDir, email);
    expect(mail.text).not.toContain(familyName);
    expect(mail.text).toContain('"Prize draw: you won! Claim it at [link removed] xxxxxxxxxxx…"');
    expect(mail.text).not.toContain('claim.example');
    expect(mail.text).toContain('This mail was sent by the Hearth server at http://hearth.test');
    expect(mail.subject.length).toBeLessThan(150);
  });

  it('lets an Admin rename the family, announcing it and recording the former name', async () => {
    const admin = await signUp(t, { surname: 'Lee' });
    const before = await heartbeat(admin);
    const renamed = await admin.inject({
      ...requestTo(apiRoutes.family.rename),
      payload: { userAccountName: '  The Lee Household ' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      responseState: { description: 'The family has been renamed.' },
      data: { userAccountName: 'The Lee Household' },
    });
    expect((await admin.inject(requestTo(apiRoutes.user.get))).json().data.userAccountName).toBe('The Lee Household');
    expect(await heartbeat(admin)).toBeGreaterThan(before);
    expect(await familyEvents(admin, 'family-renamed')).toEqual([
      { detail: 'Lee Family → The Lee Household', actor: admin.email },
    ]);
  });

  it.each([
    ['empty', '   '],
    ['too long', 'x'.repeat(201)],
    ['with a line break', 'The Lee\nHousehold'],
  ])('refuses a family name that is %s', async (_case, userAccountName) => {
    const admin = await signUp(t, { surname: 'Kept' });
    const refused = await admin.inject({ ...requestTo(apiRoutes.family.rename), payload: { userAccountName } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().responseState.description).toMatch(/user account name/i);
    expect((await admin.inject(requestTo(apiRoutes.family.get))).json().data.userAccountName).toBe('Kept Family');
  });
});
