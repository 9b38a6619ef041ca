import { Messages, apiRoutes } from '@hearth/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleLaterWork } from '../src/platform/later.js';
import { lastMailTo } from './mail-reader.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { login, register, signUp, uniqueEmail } from './users.js';
import { requestTo } from './api-request.js';

const BAD_PIN = 'The PIN is not correct or has expired. Please ask for a new one if you need to.';

describe.each(testDialects())('registration, login, validation and recovery on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const registration = (overrides: Record<string, unknown> = {}) => ({
    firstname: 'Alice',
    surname: 'Smith',
    email: uniqueEmail(),
    password: 'Sturdy-Passw0rd',
    confirmPassword: 'Sturdy-Passw0rd',
    timezoneId: 'Australia/Sydney',
    ...overrides,
  });

  it('registers the first user of a new family as its Admin and says Registration Success', async () => {
    const body = registration();
    const response = await t.app.inject({ ...requestTo(apiRoutes.auth.register), payload: body });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      responseState: { isSuccess: true, description: 'Registration Success' },
      data: { email: body.email, userAccountName: 'Smith Family' },
    });
    const token = await login(t, body.email, body.password);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: body.email,
      email: body.email,
      given_name: 'Alice',
      family_name: 'Smith',
      role: 'Admin',
      defaultAccountId: null,
    });
    expect(typeof claims.exp).toBe('number');
  });

  it.each([
    ['passwords that differ', { confirmPassword: 'Other-Passw0rd' }, 'Password and Retype Password do not match.'],
    ['a short password', { password: 'Ab1', confirmPassword: 'Ab1' }, 'Password must be at least 8 characters long.'],
    [
      'a one-kind password',
      { password: 'abcdefghij', confirmPassword: 'abcdefghij' },
      'Password must mix at least two kinds',
    ],
    ['an unknown time zone', { timezoneId: 'Mars/Olympus' }, 'Please choose a time zone from the list.'],
    ['an invalid e-mail address', { email: 'not-an-address' }, 'E-mail must be a valid e-mail address'],
    ['a missing first name', { firstname: undefined }, 'First name is required'],
    ['a blank surname', { surname: '   ' }, 'Surname is required'],
    ['a number for a name', { firstname: 42 }, 'First name must be a text'],
    ['an unknown invitation', { invitationId: 'nope' }, 'This invitation is not valid or has expired.'],
  ])('refuses %s with a 400 that says why', async (_case, change, message) => {
    const overrides = change as Record<string, unknown>;
    const response = await t.app.inject({ ...requestTo(apiRoutes.auth.register), payload: registration(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json().responseState.isSuccess).toBe(false);
    expect(response.json().responseState.description).toContain(message);
    expect(response.json().data).toBeNull();
  });

  it('answers malformed JSON, a wrong content type and an oversize body with a 4xx envelope', async () => {
    const malformed = await t.app.inject({
      ...requestTo(apiRoutes.auth.register),
      payload: '{"firstname": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().responseState.description).toBe('The request body is not valid JSON.');
    const wrongType = await t.app.inject({
      ...requestTo(apiRoutes.auth.signIn),
      payload: 'username=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().responseState.isSuccess).toBe(false);
    const huge = await t.app.inject({
      ...requestTo(apiRoutes.auth.signIn),
      payload: { username: 'x'.repeat(2_000_000), password: 'y' },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().responseState.description).toBe('The request body is too large.');
    const noBody = await t.app.inject(requestTo(apiRoutes.auth.signIn));
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().responseState.description).toBe('The request body must be an object.');
  });

  it('logs in case-insensitively and refuses a wrong password or unknown user alike', async () => {
    const body = await register(t, { firstname: 'Bob' });
    const token = await login(t, body.email.toUpperCase(), body.password);
    expect(decodeJwt(token).given_name).toBe('Bob');
    for (const payload of [
      { username: body.email, password: 'Wrong-Passw0rd' },
      { username: uniqueEmail('nobody'), password: body.password },
    ]) {
      const response = await t.app.inject({ ...requestTo(apiRoutes.auth.signIn), payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().responseState.description).toBe('The e-mail address or password is incorrect.');
    }
  });

  it('sends a validation mail whose link validates the address once', async () => {
    const user = await signUp(t);
    const mail = lastMailTo(t.outboxDir, user.email);
    const id = /emailvalidationid=([\w-]+)/.exec(mail.text)?.[1] ?? '';
    expect(mail.text).toContain('http://hearth.test/?emailvalidationid=');
    expect(id).toBeTruthy();
    expect((await user.inject(requestTo(apiRoutes.user.get))).json().data.emailValidated).toBe(false);

    const first = await t.app.inject(requestTo(apiRoutes.auth.validateEmail, { id }));
    expect(first.json().responseState).toEqual({
      isSuccess: true,
      description: 'Thank you, your e-mail address has been validated.',
    });
    expect((await user.inject(requestTo(apiRoutes.user.get))).json().data.emailValidated).toBe(true);
    const again = await t.app.inject(requestTo(apiRoutes.auth.validateEmail, { id }));
    expect(again.json().responseState.description).toBe('Your e-mail address has already been validated.');
    const unknown = await t.app.inject(requestTo(apiRoutes.auth.validateEmail, { id: 'not-a-real-id' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().responseState.description).toBe('This e-mail validation link is not valid.');
  });

  it('always says the PIN was e-mailed, but mails one only to a known address', async () => {
    const stranger = uniqueEmail('stranger');
    const response = await t.app.inject({ ...requestTo(apiRoutes.auth.recover), payload: { email: stranger } });
    expect(response.json().responseState).toEqual({ isSuccess: true, description: Messages.recoverySent });
    await settleLaterWork();
    expect(() => lastMailTo(t.outboxDir, stranger)).toThrow();
  });

  async function requestPin(email: string): Promise<string> {
    const response = await t.app.inject({ ...requestTo(apiRoutes.auth.recover), payload: { email } });
    expect(response.json().responseState.description).toBe(Messages.recoverySent);
    await settleLaterWork();
    const pin = /PIN is: (\d{6})/.exec(lastMailTo(t.outboxDir, email).text)?.[1];
    expect(pin).toMatch(/^\d{6}$/);
    return pin as string;
  }

  const reset = (email: string, pin: string, newPassword = 'Brand-New-Passw0rd') =>
    t.app.inject({ ...requestTo(apiRoutes.auth.resetPassword), payload: { email, pin, newPassword } });

  it('resets the password with the PIN, once, and ends earlier sessions', async () => {
    const user = await signUp(t);
    const pin = await requestPin(user.email);
    const done = await reset(user.email, pin);
    expect(done.statusCode).toBe(200);
    expect(done.json().responseState.description).toContain('Your password has been reset');
    await login(t, user.email, 'Brand-New-Passw0rd');
    expect((await user.inject(requestTo(apiRoutes.user.get))).statusCode).toBe(401);
    const replay = await reset(user.email, pin, 'Another-Passw0rd');
    expect(replay.statusCode).toBe(400);
    expect(replay.json().responseState.description).toBe(BAD_PIN);
  });

  it('counts wrong PINs and gives up after five', async () => {
    const user = await signUp(t);
    const pin = await requestPin(user.email);
    const wrong = pin === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push((await reset(user.email, wrong)).json().responseState.description);
    }
    // The same words for every wrong try, as for an unknown address: they tell nothing.
    expect(answers).toEqual(Array(5).fill(BAD_PIN));
    expect((await reset(user.email, pin)).statusCode).toBe(400);
  });

  it('lets a PIN expire after 15 minutes and keeps only the newest PIN', async () => {
    const user = await signUp(t);
    const old = await requestPin(user.email);
    const newest = await requestPin(user.email);
    if (old !== newest) expect((await reset(user.email, old)).statusCode).toBe(400);
    t.clock.advance(16 * 60_000);
    expect((await reset(user.email, newest)).json().responseState.description).toBe(BAD_PIN);
    t.clock.now = new Date();
  });

  it('refuses a weak new password at reset and keeps the PIN usable', async () => {
    const user = await signUp(t);
    const pin = await requestPin(user.email);
    const weak = await reset(user.email, pin, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().responseState.description).toBe('Password must be at least 8 characters long.');
    expect((await reset(user.email, pin)).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { authRateLimit: 3 });
  });
  afterAll(() => t.close());

  it.each([
    ['a sign-in', apiRoutes.auth.signIn, { username: 'a@example.com', password: 'x' }],
    ['a recovery', apiRoutes.auth.recover, { email: 'a@example.com' }],
  ])('answers %s with 429 and a description after the limit', async (_case, route, payload) => {
    const statuses: number[] = [];
    let last = { responseState: { description: '' } };
    for (let i = 0; i < 4; i += 1) {
      const response = await t.app.inject({ ...requestTo(route), payload });
      statuses.push(response.statusCode);
      last = response.json();
    }
    expect(statuses[3]).toBe(429);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(last.responseState.description).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
  });
});
