import { apiRoutes } from '@hearth/contract';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from './mail-reader.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { login, signUp, uniqueEmail } from './users.js';
import { requestTo } from './api-request.js';

describe.each(testDialects())('the user, security and session on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('shows the signed-in user with the family name', async () => {
    const user = await signUp(t, { firstname: 'Carol', surname: 'Jones', timezoneId: 'Europe/London' });
    const response = await user.inject(requestTo(apiRoutes.user.get));
    expect(response.json()).toMatchObject({
      responseState: { isSuccess: true },
      data: {
        firstname: 'Carol',
        surname: 'Jones',
        email: user.email,
        defaultAccountId: null,
        timezoneId: 'Europe/London',
        userAccountName: 'Jones Family',
        role: 'Admin',
      },
    });
  });

  it.each([
    ['no token', undefined],
    ['a malformed header', 'Token abc'],
    ['a forged token', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'],
  ])('answers a call with %s with 401 in the envelope', async (_case, authorization) => {
    const response = await t.app.inject({
      ...requestTo(apiRoutes.user.get),
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().responseState.isSuccess).toBe(false);
    expect(response.json().responseState.description).toMatch(/log in/);
  });

  it('refuses an expired token and a token without exp', async () => {
    const user = await signUp(t);
    t.clock.advance(13 * 60 * 60 * 1000);
    expect((await user.inject(requestTo(apiRoutes.user.get))).statusCode).toBe(401);
    t.clock.now = new Date();
    const claims = decodeJwt(user.token);
    const noExp = await new SignJWT({ ...claims, exp: undefined })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a test secret that is long enough'));
    const response = await t.app.inject({
      ...requestTo(apiRoutes.user.get),
      headers: { authorization: `Bearer ${noExp}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('saves the user and answers with a token that carries the new name', async () => {
    const user = await signUp(t, { firstname: 'Dan' });
    const response = await user.inject({
      ...requestTo(apiRoutes.user.save),
      payload: {
        firstname: 'Daniel',
        surname: 'Brown',
        email: user.email,
        defaultAccountId: null,
        timezoneId: 'America/New_York',
      },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      firstname: 'Daniel',
      surname: 'Brown',
      timezoneId: 'America/New_York',
      emailValidated: false,
    });
    expect(decodeJwt(data.token).given_name).toBe('Daniel');
    const reread = await user.inject(requestTo(apiRoutes.user.get));
    expect(reread.json().data.firstname).toBe('Daniel');
  });

  it('asks to validate a changed e-mail address and lets the user log in with it once validated', async () => {
    const user = await signUp(t);
    const newEmail = uniqueEmail('moved');
    const response = await user.inject({
      ...requestTo(apiRoutes.user.save),
      payload: {
        firstname: 'Alice',
        surname: 'Smith',
        email: newEmail,
        timezoneId: 'Australia/Sydney',
        currentPassword: user.password,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().data.token).sub).toBe(user.email);
    const link = /emailvalidationid=([\w-]+)/.exec(lastMailTo(t.outboxDir, newEmail).text)?.[1] ?? '';
    expect((await t.app.inject(requestTo(apiRoutes.auth.validateEmail, { id: link }))).statusCode).toBe(200);
    await login(t, newEmail, user.password);
  });

  it.each([
    ['a taken e-mail address', { email: 'taken' }, 'An account with this e-mail address already exists.'],
    [
      'an account that is not theirs',
      { defaultAccountId: 999999 },
      'The default account must be one of your active bank accounts.',
    ],
    ['an unknown time zone', { timezoneId: 'Nowhere/Else' }, 'Please choose a time zone from the list.'],
    ['an empty first name', { firstname: '' }, 'First name is required'],
    ['a negative account id', { defaultAccountId: -3 }, 'Default account'],
  ])('refuses %s', async (_case, change: Record<string, unknown>, message) => {
    const user = await signUp(t);
    const other = await signUp(t);
    const overrides = change.email === 'taken' ? { email: other.email, currentPassword: user.password } : change;
    const response = await user.inject({
      ...requestTo(apiRoutes.user.save),
      payload: {
        firstname: 'Alice',
        surname: 'Smith',
        email: user.email,
        timezoneId: 'Australia/Sydney',
        ...overrides,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().responseState.description).toContain(message);
  });

  it('changes the password, ends older tokens and returns a working one', async () => {
    const user = await signUp(t);
    const response = await user.inject({
      ...requestTo(apiRoutes.user.changePassword),
      payload: { currentPassword: user.password, newPassword: 'Changed-Passw0rd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().responseState.description).toBe('Your password has been changed.');
    expect((await user.inject(requestTo(apiRoutes.user.get))).statusCode).toBe(401);
    const fresh = response.json().data.token as string;
    expect(
      (await t.app.inject({ ...requestTo(apiRoutes.user.get), headers: { authorization: `Bearer ${fresh}` } }))
        .statusCode,
    ).toBe(200);
    await login(t, user.email, 'Changed-Passw0rd');
  });

  it.each([
    [
      'a wrong current password',
      { currentPassword: 'Not-My-Passw0rd', newPassword: 'Changed-Passw0rd' },
      'The current password is not correct.',
    ],
    ['an empty new password', { newPassword: '' }, 'New password validation failed'],
    ['a weak new password', { newPassword: 'aaaaaaaaaa' }, 'Password must mix at least two kinds'],
    ['a missing current password', { currentPassword: undefined }, 'Current password is required'],
  ])('refuses a password change with %s', async (_case, change, message) => {
    const user = await signUp(t);
    const response = await user.inject({
      ...requestTo(apiRoutes.user.changePassword),
      payload: { currentPassword: user.password, newPassword: 'Changed-Passw0rd', ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().responseState.description).toContain(message);
    await login(t, user.email, user.password);
  });

  it('lists no default account choices for a family without bank accounts', async () => {
    const user = await signUp(t);
    const response = await user.inject(requestTo(apiRoutes.user.accountChoices));
    expect(response.json()).toEqual({ responseState: { isSuccess: true, description: 'Success' }, data: [] });
  });

  it('lists the countries with their time zones for registration, signed out', async () => {
    const response = await t.app.inject(requestTo(apiRoutes.timezones.list));
    const countries = response.json().data as { countryName: string; timezones: { id: string }[] }[];
    expect(countries.length).toBeGreaterThan(200);
    const australia = countries.find((country) => country.countryName === 'Australia');
    expect(australia?.timezones.map((zone) => zone.id)).toContain('Australia/Sydney');
    expect(countries.map((c) => c.countryName)).toEqual(
      [...countries.map((c) => c.countryName)].sort((a, b) => a.localeCompare(b)),
    );
  });
});
