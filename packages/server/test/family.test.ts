import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from './mail-reader.js';
import { expectFamilyIsolation } from './tenancy.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { login, register, signUp, uniqueEmail, type SignedInUser } from './users.js';

describe.each(testDialects())('families, invitations and the heartbeat on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  async function invite(admin: SignedInUser, email: string): Promise<string> {
    const response = await admin.inject({ method: 'POST', url: '/api/family/invite', payload: { email } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().responseState.description).toBe(`Invitation sent to ${email}.`);
    const link = /http:\/\/hearth\.test\/register\?invitation=([\w-]+)/.exec(lastMailTo(t.outboxDir, email).text);
    expect(link).not.toBeNull();
    return link?.[1] as string;
  }

  const heartbeat = async (user: SignedInUser) => (await user.inject({ method: 'GET', url: '/api/heartbeat' })).json().data as number;

  it('lets an invitee register into the inviting family as a Member', async () => {
    const admin = await signUp(t, { surname: 'Nguyen' });
    const email = uniqueEmail('partner');
    const invitationId = await invite(admin, email);

    const summary = await t.app.inject({ method: 'GET', url: `/invitation/${invitationId}` });
    expect(summary.json().data).toMatchObject({ email, userAccountName: 'Nguyen Family', invitedBy: 'Alice Nguyen' });

    const body = await register(t, { email, firstname: 'Bao', surname: 'Tran', invitationId });
    const memberToken = await login(t, body.email, body.password);
    const asMember = { headers: { authorization: `Bearer ${memberToken}` } };
    const user = await t.app.inject({ method: 'GET', url: '/api/user', ...asMember });
    expect(user.json().data).toMatchObject({ userAccountName: 'Nguyen Family', role: 'Member', emailValidated: true });

    const family = await admin.inject({ method: 'GET', url: '/api/family' });
    expect(family.json().data.members.map((m: { email: string }) => m.email)).toEqual([admin.email, email]);
    expect(family.json().data.invitations).toEqual([]);

    const used = await t.app.inject({ method: 'GET', url: `/invitation/${invitationId}` });
    expect(used.statusCode).toBe(404);
    const refused = await t.app.inject({ method: 'POST', url: '/api/family/invite', payload: { email: uniqueEmail() }, ...asMember });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().responseState.description).toBe('Only a family administrator can invite members.');
  });

  it('refuses to register an invitation with another e-mail address', async () => {
    const admin = await signUp(t);
    const invitationId = await invite(admin, uniqueEmail('invited'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/register',
      payload: { firstname: 'Eve', surname: 'X', email: uniqueEmail('eve'), password: 'Sturdy-Passw0rd', confirmPassword: 'Sturdy-Passw0rd', timezoneId: 'UTC', invitationId },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().responseState.description).toBe('Please register with the e-mail address the invitation was sent to.');
  });

  it('refuses to invite someone who already has an account', async () => {
    const admin = await signUp(t);
    const other = await signUp(t);
    const response = await admin.inject({ method: 'POST', url: '/api/family/invite', payload: { email: other.email } });
    expect(response.statusCode).toBe(400);
    expect(response.json().responseState.description).toBe('This person already has a Hearth account.');
  });

  it('withdraws an invitation so that its link stops working', async () => {
    const admin = await signUp(t);
    const invitationId = await invite(admin, uniqueEmail('maybe'));
    expect((await admin.inject({ method: 'GET', url: '/api/family' })).json().data.invitations).toHaveLength(1);
    const revoked = await admin.inject({ method: 'DELETE', url: `/api/family/invitation/${invitationId}` });
    expect(revoked.json().responseState.description).toBe('Invitation withdrawn.');
    expect((await t.app.inject({ method: 'GET', url: `/invitation/${invitationId}` })).statusCode).toBe(404);
    expect((await admin.inject({ method: 'DELETE', url: `/api/family/invitation/${invitationId}` })).statusCode).toBe(404);
  });

  it("treats another family's invitation exactly like one that does not exist", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const invitationId = await invite(owner, uniqueEmail('guest'));
    await expectFamilyIsolation({
      stranger,
      request: (id) => ({ method: 'DELETE', url: `/api/family/invitation/${id}` }),
      foreignId: invitationId,
      missingId: 'no-such-invitation',
    });
    expect((await t.app.inject({ method: 'GET', url: `/invitation/${invitationId}` })).statusCode).toBe(200);
  });

  it("raises the family's data version with every write and only that family's", async () => {
    const admin = await signUp(t);
    const neighbour = await signUp(t);
    const start = await heartbeat(admin);
    const neighbourStart = await heartbeat(neighbour);
    await admin.inject({
      method: 'POST',
      url: '/api/user',
      payload: { firstname: 'Alicia', surname: 'Smith', email: admin.email, timezoneId: 'Australia/Sydney' },
    });
    const afterSave = await heartbeat(admin);
    expect(afterSave).toBeGreaterThan(start);
    await invite(admin, uniqueEmail('kid'));
    expect(await heartbeat(admin)).toBeGreaterThan(afterSave);
    expect(await heartbeat(neighbour)).toBe(neighbourStart);
  });
});
