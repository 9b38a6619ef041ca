import net from 'node:net';
import { addDays, API_PATH_PREFIX, apiRoutes, type ApiRoute } from '@hearth/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, record, transactionBody } from './ledger.js';
import { insertPayments } from './bulk-ledger.js';
import { family, monthlyRent } from './schedule-fixtures.js';
import { shopFamilyApp } from './shop-family.js';
import { testDialects } from './test-app.js';
import { uniqueEmail } from './users.js';
import { requestTo, requestWithRawPath, withQuery } from './api-request.js';

/** Every answer, whatever went wrong, is the envelope with the security headers. */
function expectRefusal(response: LightMyRequestResponse, status: number, description: string | RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({
    responseState: { isSuccess: false, description: expect.stringMatching(description) },
    data: null,
  });
  expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
}

const today = () => new Date().toISOString().slice(0, 10);
const registration = (extra: Record<string, string>) => ({
  firstname: 'Alice',
  surname: 'Smith',
  email: uniqueEmail(),
  password: 'Sturdy-Passw0rd',
  confirmPassword: 'Sturdy-Passw0rd',
  timezoneId: 'UTC',
  ...extra,
});

describe.each(testDialects())('hostile input on %s', (dialect) => {
  const home = shopFamilyApp(dialect);

  const payment = (description: string) =>
    transactionBody({
      debitAccountId: home.bank,
      creditAccountId: home.shop,
      lines: [{ amount: 1 }],
      date: today(),
      description,
    });
  const name = (field: string) =>
    new RegExp(`^${field} must not contain control characters such as line breaks or tabs\\.$`);
  const freeText = (field: string) =>
    new RegExp(`^${field} must not contain control characters other than tabs and line breaks\\.$`);

  describe('control characters', () => {
    // Built when the test runs: a payment needs the accounts made before the tests.
    type Request = () => InjectOptions;
    const signedOut = (request: InjectOptions): [boolean, Request] => [false, () => request];
    const signedIn = (request: Request | InjectOptions): [boolean, Request] => [
      true,
      typeof request === 'function' ? request : () => request,
    ];
    it.each<[string, [boolean, Request], RegExp]>([
      [
        'a NUL in the login',
        signedOut({
          ...requestTo(apiRoutes.auth.signIn),
          payload: { username: 'a\u0000b@example.com', password: 'x' },
        }),
        name('E-mail'),
      ],
      [
        'a NUL in a registration name',
        signedOut({ ...requestTo(apiRoutes.auth.register), payload: registration({ firstname: 'Al\u0000ice' }) }),
        name('First name'),
      ],
      [
        'a line break in a registration name',
        signedOut({ ...requestTo(apiRoutes.auth.register), payload: registration({ surname: 'Smith\nJones' }) }),
        name('Surname'),
      ],
      [
        'a NUL in a recovery address',
        signedOut({ ...requestTo(apiRoutes.auth.recover), payload: { email: 'a\u0000@example.com' } }),
        name('E-mail'),
      ],
      [
        'a NUL in a path',
        signedOut(requestWithRawPath(apiRoutes.auth.validateEmail, { id: '%00' })),
        name('The record number in the address'),
      ],
      [
        'a NUL in a querystring',
        signedIn(withQuery(requestTo(apiRoutes.tags.list), '?includeDeactivated=%00')),
        name('Include deactivated'),
      ],
      [
        'a NUL in an account name',
        signedIn({ ...requestTo(apiRoutes.accounts.save), payload: { name: 'Every\u0000day', accountTypeId: 1 } }),
        name('Name'),
      ],
      [
        'a line break in an account name',
        signedIn({ ...requestTo(apiRoutes.accounts.save), payload: { name: 'Every\nday', accountTypeId: 2 } }),
        name('Name'),
      ],
      [
        'DEL in a category name',
        signedIn({ ...requestTo(apiRoutes.categories.saveCategory), payload: { name: 'Food\u007f' } }),
        name('Name'),
      ],
      [
        'a tab in a tag name',
        signedIn({ ...requestTo(apiRoutes.tags.save), payload: { name: 'Hol\tiday' } }),
        name('Name'),
      ],
      [
        'a NUL in a user name',
        signedIn({
          ...requestTo(apiRoutes.user.save),
          payload: { firstname: 'A\u0000', surname: 'B', email: uniqueEmail(), timezoneId: 'UTC' },
        }),
        name('First name'),
      ],
      [
        'a NUL in a description',
        signedIn(() => ({ ...requestTo(apiRoutes.transactions.save), payload: payment('Weekly\u0000shop') })),
        freeText('Description'),
      ],
      [
        'a NUL in the description searched for',
        signedIn({ ...requestTo(apiRoutes.transactions.search), payload: { description: 'shop\u0000' } }),
        freeText('Description'),
      ],
      [
        'an escape in a scenario description',
        signedIn({
          ...requestTo(apiRoutes.scenarios.save),
          payload: { name: 'Lean', description: 'less \u001b[31m' },
        }),
        freeText('Description'),
      ],
    ])('refuses %s with a 400 that names the field', async (_name, [asUser, request], description) => {
      expectRefusal(await (asUser ? home.user.inject(request()) : home.t.app.inject(request())), 400, description);
    });

    it('keeps tabs and line breaks in a description', async () => {
      const saved = await call<{ description: string }>(
        home.user,
        requestTo(apiRoutes.transactions.save),
        payment('Shop\tweekly\r\nsecond line'),
      );
      expect(saved.description).toBe('Shop\tweekly\r\nsecond line');
    });
  });

  describe("the framework's own errors", () => {
    it.each<[string, InjectOptions, number, RegExp]>([
      [
        'a path parameter longer than 200 characters',
        requestTo(apiRoutes.transactions.get, { id: '1'.repeat(201) }),
        414,
        /^The address is too long/,
      ],
      [
        'a broken %-escape',
        requestWithRawPath(apiRoutes.transactions.get, { id: '%E0%A4%A' }),
        400,
        /^The address is not valid/,
      ],
      [
        'an unknown route',
        // A path the table does not have, on purpose.
        { method: 'GET', url: `${API_PATH_PREFIX}nothing-here` },
        404,
        /^There is no GET \/api\/nothing-here here\.$/,
      ],
      [
        'too large a body',
        { ...requestTo(apiRoutes.transactions.search), payload: { description: 'x'.repeat(1024 * 1024) } },
        413,
        /^The request body is too large\.$/,
      ],
      [
        'an unsupported media type',
        {
          ...requestTo(apiRoutes.transactions.search),
          payload: '<search/>',
          headers: { 'content-type': 'application/xml' },
        },
        415,
        /^This content type is not accepted here/,
      ],
      [
        'a body nested too deeply',
        {
          ...requestTo(apiRoutes.transactions.search),
          payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
          headers: { 'content-type': 'application/json' },
        },
        400,
        /^The request body nests too deeply\.$/,
      ],
    ])('answers %s in the envelope with the security headers', async (_name, request, status, description) => {
      expectRefusal(await home.user.inject(request), status, description);
    });

    it('answers a request the HTTP parser cannot read in the envelope with the security headers', async () => {
      await home.t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = home.t.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request/);
      expect(head.toLowerCase()).toContain("content-security-policy: default-src 'self'");
      expect(JSON.parse(body)).toEqual({
        responseState: { isSuccess: false, description: 'The request is not valid HTTP.' },
        data: null,
      });
    });
  });

  describe('calendar dates', () => {
    const { schedules, transactions } = apiRoutes;
    it.each<[string, ApiRoute, Record<string, unknown>, string]>([
      ['a schedule starting 9999-12-31', schedules.save, { scheduleStart: '9999-12-31' }, 'Starting date'],
      [
        'a schedule ending after 2199',
        schedules.save,
        { recurrenceEndTypeId: 3, scheduleEnd: '2200-01-01' },
        'Final payment date',
      ],
      ['a transaction dated 1899', transactions.save, { transactionDate: '1899-12-31' }, 'Date'],
      ['a search from year 0', transactions.search, { fromDate: '0000-01-01' }, 'From date'],
    ])('refuses %s', async (_name, route, change, field) => {
      const f = await family(home.t);
      const base = route === schedules.save ? monthlyRent(f) : route === transactions.save ? payment('') : {};
      const response = await f.user.inject({ ...requestTo(route), payload: { ...base, ...change } });
      expectRefusal(response, 400, new RegExp(`^${field} must be a date between 1 Jan 1900 and 31 Dec 2199\\.$`));
    });

    it('refuses a calendar month after 2199', async () => {
      expectRefusal(
        await home.user.inject(requestTo(apiRoutes.schedules.calendar, { year: 2200, month: 1 })),
        400,
        /^The year in the address must be between 1900 and 2199\.$/,
      );
    });

    it('never answers a payment after 31 Dec 2199', async () => {
      const f = await family(home.t);
      const schedule = await call<{ schedule: { date: string }[] }>(
        f.user,
        requestTo(apiRoutes.schedules.save),
        monthlyRent(f, { scheduleStart: '2199-10-31', weekdayOnlyTypeId: 1 }),
      );
      expect(schedule.schedule.map((event) => event.date)).toEqual(['2199-10-31', '2199-11-30', '2199-12-31']);
    });

    it('answers a weekly schedule from 1 Jan 1900 with its latest thousand payments, the year ahead among them', async () => {
      const f = await family(home.t);
      const schedule = await call<{ schedule: { paymentNumber: number; date: string }[] }>(
        f.user,
        requestTo(apiRoutes.schedules.save),
        monthlyRent(f, { recurrenceTypeId: 2, scheduleStart: '1900-01-01', weekdayOnlyTypeId: 1 }),
      );
      expect(schedule.schedule).toHaveLength(1000);
      expect((schedule.schedule.at(-1)?.date ?? '') >= addDays(today(), 359)).toBe(true);
      const numbers = schedule.schedule.map((event) => event.paymentNumber);
      expect(numbers).toEqual(numbers.map((_, index) => (numbers[0] ?? 0) + index));
    });
  });

  describe('page sizes', () => {
    it.each([
      ['an account list', apiRoutes.transactions.list],
      ['a search', apiRoutes.transactions.search],
    ])('refuses more than 1,000 transactions a page on %s', async (_name, route) => {
      expectRefusal(
        await home.user.inject({ ...requestTo(route), payload: { accountId: home.bank, limitResultCount: 1001 } }),
        400,
        /^Number of results must be at most 1000\.$/,
      );
    });

    it('lists a period of 34,000 transactions in one answer', { timeout: 120_000 }, async () => {
      const f = await family(home.t);
      await insertPayments(home.t, {
        debitAccountId: f.bank,
        creditAccountId: f.landlord,
        count: 34_000,
        firstDate: addDays(today(), -20),
        lastDate: today(),
      });
      const latest = await record(f.user, {
        debitAccountId: f.bank,
        creditAccountId: f.landlord,
        lines: [{ amount: 1 }],
        date: today(),
      });
      const listed = await call<{ id: number; runningBalance: number }[]>(
        f.user,
        requestTo(apiRoutes.transactions.list),
        {
          accountId: f.bank,
        },
      );
      expect(listed).toHaveLength(34_001);
      expect(listed[0]?.id).toBe(latest.id);
      expect(listed[0]?.runningBalance).toBe(
        (await call<{ balance: number }>(f.user, requestTo(apiRoutes.accounts.get, { id: f.bank }))).balance,
      );
    });
  });
});
