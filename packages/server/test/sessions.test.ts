import { apiRoutes } from '@hearth/contract';
import type { InjectOptions } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleLaterWork } from '../src/platform/later.js';
import { lastMailTo, readOutbox } from './mail-reader.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { login, signUp, uniqueEmail, type SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

const SESSION_ENDED = 'Your session has ended. Please log in again.';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe.each(testDialects())('sessions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const as = (token: string, options: InjectOptions) =>
    t.app.inject({ ...options, headers: { authorization: `Bearer ${token}` } });

  async function signInFrom(user: SignedInUser, userAgent: string): Promise<string> {
    const response = await t.app.inject({
      ...requestTo(apiRoutes.auth.signIn),
      payload: { username: user.email, password: user.password },
      headers: { 'user-agent': userAgent },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.token as string;
  }

  it('names its session in the token and lists each sign-in with its device and browser', async () => {
    const user = await signUp(t);
    const phone = await signInFrom(user, PHONE);
    const laptop = await signInFrom(user, LAPTOP);
    expect(decodeJwt(phone).sid).toEqual(expect.any(String));
    expect(decodeJwt(phone).sid).not.toBe(decodeJwt(laptop).sid);

    const listed = await as(laptop, requestTo(apiRoutes.sessions.list));
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json().data as {
      id: string;
      current: boolean;
      device: string;
      browser: string;
      ipAddress: string;
    }[];
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({
      current: true,
      device: 'Windows computer',
      browser: 'Chrome 131',
      ipAddress: '127.0.0.1',
    });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => s.device)).toContain('iPhone');
  });

  it('ends the session on logout: the token answers 401 afterwards', async () => {
    const user = await signUp(t);
    expect((await user.inject(requestTo(apiRoutes.user.get))).statusCode).toBe(200);
    const out = await user.inject(requestTo(apiRoutes.sessions.logout));
    expect(out.statusCode).toBe(200);
    expect(out.json().responseState.description).toBe('You have been signed out.');
    const after = await user.inject(requestTo(apiRoutes.user.get));
    expect(after.statusCode).toBe(401);
    expect(after.json().responseState.description).toBe(SESSION_ENDED);
    expect((await user.inject(requestTo(apiRoutes.sessions.renew))).statusCode).toBe(401);
  });

  it('signs one other session out, or every other, and keeps the current one', async () => {
    const user = await signUp(t);
    const phone = await signInFrom(user, PHONE);
    const laptop = await signInFrom(user, LAPTOP);
    const phoneSession = decodeJwt(phone).sid as string;

    const one = await user.inject(requestTo(apiRoutes.sessions.end, { id: phoneSession }));
    expect(one.statusCode).toBe(200);
    expect((await as(phone, requestTo(apiRoutes.user.get))).statusCode).toBe(401);
    expect((await as(laptop, requestTo(apiRoutes.user.get))).statusCode).toBe(200);
    expect((await user.inject(requestTo(apiRoutes.sessions.end, { id: phoneSession }))).statusCode).toBe(404);

    const everywhere = await user.inject(requestTo(apiRoutes.sessions.endOthers));
    expect(everywhere.json()).toMatchObject({
      data: { ended: 1 },
      responseState: { description: 'One other session has been signed out.' },
    });
    expect((await as(laptop, requestTo(apiRoutes.user.get))).statusCode).toBe(401);
    expect((await user.inject(requestTo(apiRoutes.user.get))).statusCode).toBe(200);
  });

  it("cannot end another user's session: it is not found", async () => {
    const ann = await signUp(t);
    const bob = await signUp(t);
    const bobSession = decodeJwt(bob.token).sid as string;
    const attempt = await ann.inject(requestTo(apiRoutes.sessions.end, { id: bobSession }));
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json().responseState.description).toBe('Session not found.');
    expect((await bob.inject(requestTo(apiRoutes.user.get))).statusCode).toBe(200);
  });

  it('renews the token of a live session, never past the session itself', async () => {
    const user = await signUp(t);
    const renewed = await user.inject(requestTo(apiRoutes.sessions.renew));
    expect(renewed.statusCode).toBe(200);
    const token = renewed.json().data.token as string;
    expect(decodeJwt(token).sid).toBe(decodeJwt(user.token).sid);
    expect((await as(token, requestTo(apiRoutes.user.get))).statusCode).toBe(200);

    // A token lives 12 hours: without renewal the session is over for this client after that.
    t.clock.advance(13 * 3_600_000);
    try {
      expect((await as(token, requestTo(apiRoutes.user.get))).statusCode).toBe(401);
    } finally {
      t.clock.now = new Date();
    }
  });

  it('ends every session when the password changes, and hands this device a fresh token in a new one', async () => {
    const user = await signUp(t);
    const phone = await signInFrom(user, PHONE);
    const changed = await user.inject({
      ...requestTo(apiRoutes.user.changePassword),
      payload: { currentPassword: user.password, newPassword: 'Changed-Passw0rd' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await as(phone, requestTo(apiRoutes.user.get))).statusCode).toBe(401);
    expect((await user.inject(requestTo(apiRoutes.user.get))).statusCode).toBe(401);
    const fresh = changed.json().data.token as string;
    expect((await as(fresh, requestTo(apiRoutes.user.get))).statusCode).toBe(200);
    expect((await as(fresh, requestTo(apiRoutes.sessions.list))).json().data).toHaveLength(1);
  });

  it('records sign-ins, failed attempts and password changes as security events', async () => {
    const user = await signUp(t);
    await t.app.inject({
      ...requestTo(apiRoutes.auth.signIn),
      payload: { username: user.email, password: 'Wrong-Passw0rd1' },
      headers: { 'user-agent': PHONE },
    });
    const changed = await user.inject({
      ...requestTo(apiRoutes.user.changePassword),
      payload: { currentPassword: user.password, newPassword: 'Changed-Passw0rd' },
    });
    const events = await as(changed.json().data.token, requestTo(apiRoutes.sessions.securityEvents));
    expect(events.statusCode).toBe(200);
    const kinds = (events.json().data.events as { kind: string; description: string; device: string }[]).map(
      (e) => e.kind,
    );
    expect(kinds).toEqual(['signed-in', 'password-changed', 'sign-in-failed', 'signed-in']);
    const failed = events.json().data.events[2];
    expect(failed).toMatchObject({ description: 'Failed sign-in attempt', device: 'iPhone', browser: 'Safari 18' });
  });

  it('asks for the password again before a change of e-mail address, and keeps the old one until the new one is validated', async () => {
    const user = await signUp(t, { firstname: 'Ann' });
    const newEmail = uniqueEmail('new');
    const details = { firstname: 'Ann', surname: 'Smith', email: newEmail, timezoneId: 'Australia/Sydney' };

    const noPassword = await user.inject({ ...requestTo(apiRoutes.user.save), payload: details });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().responseState.description).toBe(
      'Current Password: enter your password to change your e-mail address.',
    );
    const wrong = await user.inject({
      ...requestTo(apiRoutes.user.save),
      payload: { ...details, currentPassword: 'Wrong-Passw0rd' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().responseState.description).toBe('Current Password: the password is not correct.');

    const saved = await user.inject({
      ...requestTo(apiRoutes.user.save),
      payload: { ...details, currentPassword: user.password },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ email: user.email, pendingEmail: newEmail });
    expect(saved.json().responseState.description).toContain(`Open the link we sent to ${newEmail}`);
    expect(lastMailTo(t.outboxDir, user.email).subject).toBe('Your Hearth e-mail address is being changed');
    expect(lastMailTo(t.outboxDir, user.email).text).toContain(newEmail);

    // Not validated yet: the new address neither signs in nor receives a PIN; the old one still signs in.
    const early = await t.app.inject({
      ...requestTo(apiRoutes.auth.signIn),
      payload: { username: newEmail, password: user.password },
    });
    expect(early.statusCode).toBe(400);
    await t.app.inject({ ...requestTo(apiRoutes.auth.recover), payload: { email: newEmail } });
    await settleLaterWork();
    expect(
      readOutbox(t.outboxDir)
        .filter((mail) => mail.to.includes(newEmail))
        .map((mail) => mail.subject),
    ).toEqual(['Please confirm your e-mail address for Hearth']);
    await login(t, user.email, user.password);

    const link = /emailvalidationid=([\w-]+)/.exec(lastMailTo(t.outboxDir, newEmail).text)?.[1] ?? '';
    const validated = await t.app.inject(requestTo(apiRoutes.auth.validateEmail, { id: link }));
    expect(validated.json().responseState.description).toBe(`Thank you: you now sign in with ${newEmail}.`);
    await login(t, newEmail, user.password);
    const old = await t.app.inject({
      ...requestTo(apiRoutes.auth.signIn),
      payload: { username: user.email, password: user.password },
    });
    expect(old.statusCode).toBe(400);
    const me = await user.inject(requestTo(apiRoutes.user.get));
    expect(me.json().data).toMatchObject({ email: newEmail, pendingEmail: null, emailValidated: true });
  });
});
