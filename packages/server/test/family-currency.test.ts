import { apiRoutes } from '@hearth/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTo } from './api-request.js';
import { call } from './ledger.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, uniqueEmail } from './users.js';

describe.each(testDialects())("a family's currency on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('keeps its books in US dollars unless it chose another currency', async () => {
    const user = await signUp(t);
    expect((await call<{ currencyCode: string }>(user, requestTo(apiRoutes.user.get))).currencyCode).toBe('USD');
    expect((await call<{ currencyCode: string }>(user, requestTo(apiRoutes.family.get))).currencyCode).toBe('USD');
  });

  it('takes the currency chosen at registration, and an Admin changes it', async () => {
    const email = uniqueEmail('vienna');
    const registered = await t.app.inject({
      ...requestTo(apiRoutes.auth.register),
      payload: {
        firstname: 'Anna',
        surname: 'Gruber',
        email,
        password: 'Sturdy-Passw0rd',
        confirmPassword: 'Sturdy-Passw0rd',
        timezoneId: 'Europe/Vienna',
        currencyCode: 'EUR',
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const login = await t.app.inject({
      ...requestTo(apiRoutes.auth.signIn),
      payload: { username: email, password: 'Sturdy-Passw0rd' },
    });
    const token = login.json().data.token as string;
    const as = (options: InjectOptions) => t.app.inject({ ...options, headers: { authorization: `Bearer ${token}` } });
    expect((await as(requestTo(apiRoutes.user.get))).json().data.currencyCode).toBe('EUR');

    const changed = await as({
      ...requestTo(apiRoutes.family.rename),
      payload: { userAccountName: 'Gruber Family', currencyCode: 'CHF' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().responseState.description).toBe("The family's money is now written in CHF.");
    expect(changed.json().data.currencyCode).toBe('CHF');
    expect((await as(requestTo(apiRoutes.user.get))).json().data.currencyCode).toBe('CHF');
  });

  it.each(['XYZ', 'usd ', 'Euro', ''])('refuses %j as a currency, at the field', async (currencyCode) => {
    const user = await signUp(t);
    const response = await user.inject({
      ...requestTo(apiRoutes.family.rename),
      payload: { userAccountName: 'Smith Family', currencyCode },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().responseState.description).toMatch(/currency code such as USD, EUR or GBP/);
    expect((await call<{ currencyCode: string }>(user, requestTo(apiRoutes.family.get))).currencyCode).toBe('USD');
  });

  it('keeps a name and a currency of one request together when fifty changes meet', async () => {
    const user = await signUp(t);
    const codes = ['EUR', 'GBP', 'CHF', 'JPY', 'SEK', 'NOK', 'DKK', 'AUD', 'CAD', 'NZD'];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const code = codes[i % codes.length] as string;
        return user.inject({
          ...requestTo(apiRoutes.family.rename),
          payload: { userAccountName: `Family ${code}`, currencyCode: code },
        });
      }),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const family = await call<{ userAccountName?: string; name?: string; currencyCode: string }>(
      user,
      requestTo(apiRoutes.family.get),
    );
    expect(codes).toContain(family.currencyCode);
    expect(JSON.stringify(family)).toContain(`Family ${family.currencyCode}`);
    expect((await call<{ currencyCode: string }>(user, requestTo(apiRoutes.user.get))).currencyCode).toBe(
      family.currencyCode,
    );
  });
});
