import net from 'node:net';
import { addDays } from '@hearth/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createBank, createThirdParty, record } from './ledger.js';
import { insertPayments } from './bulk-ledger.js';
import { family, monthlyRent } from './schedule-fixtures.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, uniqueEmail, type SignedInUser } from './users.js';

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
  let t: TestApp;
  let user: SignedInUser;
  let bank: number;
  let shop: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    user = await signUp(t);
    bank = await createBank(user, 'Everyday');
    shop = await createThirdParty(user, 'Shop');
  });
  afterAll(() => t.close());

  const payment = (description: string) => ({
    transactionDate: today(),
    transactionTypeId: 1,
    debitAccountId: bank,
    creditAccountId: shop,
    description,
    transactionLines: [{ amount: 1 }],
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
        signedOut({ method: 'POST', url: '/token', payload: { username: 'a\u0000b@example.com', password: 'x' } }),
        name('E-mail'),
      ],
      [
        'a NUL in a registration name',
        signedOut({ method: 'POST', url: '/register', payload: registration({ firstname: 'Al\u0000ice' }) }),
        name('First name'),
      ],
      [
        'a line break in a registration name',
        signedOut({ method: 'POST', url: '/register', payload: registration({ surname: 'Smith\nJones' }) }),
        name('Surname'),
      ],
      [
        'a NUL in a recovery address',
        signedOut({ method: 'POST', url: '/recover', payload: { email: 'a\u0000@example.com' } }),
        name('E-mail'),
      ],
      [
        'a NUL in a path',
        signedOut({ method: 'GET', url: '/validateEmail/%00' }),
        name('The record number in the address'),
      ],
      [
        'a NUL in a querystring',
        signedIn({ method: 'GET', url: '/api/tags?includeDeactivated=%00' }),
        name('Include deactivated'),
      ],
      [
        'a NUL in an account name',
        signedIn({ method: 'POST', url: '/api/account', payload: { name: 'Every\u0000day', accountTypeId: 1 } }),
        name('Name'),
      ],
      [
        'a line break in an account name',
        signedIn({ method: 'POST', url: '/api/account', payload: { name: 'Every\nday', accountTypeId: 2 } }),
        name('Name'),
      ],
      [
        'DEL in a category name',
        signedIn({ method: 'POST', url: '/api/category', payload: { name: 'Food\u007f' } }),
        name('Name'),
      ],
      [
        'a tab in a tag name',
        signedIn({ method: 'POST', url: '/api/tags', payload: { name: 'Hol\tiday' } }),
        name('Name'),
      ],
      [
        'a NUL in a user name',
        signedIn({
          method: 'POST',
          url: '/api/user',
          payload: { firstname: 'A\u0000', surname: 'B', email: uniqueEmail(), timezoneId: 'UTC' },
        }),
        name('First name'),
      ],
      [
        'a NUL in a description',
        signedIn(() => ({ method: 'POST', url: '/api/transaction', payload: payment('Weekly\u0000shop') })),
        freeText('Description'),
      ],
      [
        'a NUL in the description searched for',
        signedIn({ method: 'POST', url: '/api/transaction/search', payload: { description: 'shop\u0000' } }),
        freeText('Description'),
      ],
      [
        'an escape in a scenario description',
        signedIn({
          method: 'POST',
          url: '/api/schedule/scenario',
          payload: { name: 'Lean', description: 'less \u001b[31m' },
        }),
        freeText('Description'),
      ],
    ])('refuses %s with a 400 that names the field', async (_name, [asUser, request], description) => {
      expectRefusal(await (asUser ? user.inject(request()) : t.app.inject(request())), 400, description);
    });

    it('keeps tabs and line breaks in a description', async () => {
      const saved = await call<{ description: string }>(
        user,
        'POST',
        '/api/transaction',
        payment('Shop\tweekly\r\nsecond line'),
      );
      expect(saved.description).toBe('Shop\tweekly\r\nsecond line');
    });
  });

  describe("the framework's own errors", () => {
    it.each<[string, InjectOptions, number, RegExp]>([
      [
        'a path parameter longer than 200 characters',
        { method: 'GET', url: `/api/transaction/${'1'.repeat(201)}` },
        414,
        /^The address is too long/,
      ],
      ['a broken %-escape', { method: 'GET', url: '/api/transaction/%E0%A4%A' }, 400, /^The address is not valid/],
      [
        'an unknown route',
        { method: 'GET', url: '/api/nothing-here' },
        404,
        /^There is no GET \/api\/nothing-here here\.$/,
      ],
      [
        'too large a body',
        { method: 'POST', url: '/api/transaction/search', payload: { description: 'x'.repeat(1024 * 1024) } },
        413,
        /^The request body is too large\.$/,
      ],
      [
        'an unsupported media type',
        {
          method: 'POST',
          url: '/api/transaction/search',
          payload: '<search/>',
          headers: { 'content-type': 'application/xml' },
        },
        415,
        /^This content type is not accepted here/,
      ],
      [
        'a body nested too deeply',
        {
          method: 'POST',
          url: '/api/transaction/search',
          payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
          headers: { 'content-type': 'application/json' },
        },
        400,
        /^The request body nests too deeply\.$/,
      ],
    ])('answers %s in the envelope with the security headers', async (_name, request, status, description) => {
      expectRefusal(await user.inject(request), status, description);
    });

    it('answers a request the HTTP parser cannot read in the envelope with the security headers', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
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
    it.each<[string, string, Record<string, unknown>, string]>([
      ['a schedule starting 9999-12-31', '/api/schedule', { scheduleStart: '9999-12-31' }, 'Starting date'],
      [
        'a schedule ending after 2199',
        '/api/schedule',
        { recurrenceEndTypeId: 3, scheduleEnd: '2200-01-01' },
        'Final payment date',
      ],
      ['a transaction dated 1899', '/api/transaction', { transactionDate: '1899-12-31' }, 'Date'],
      ['a search from year 0', '/api/transaction/search', { fromDate: '0000-01-01' }, 'From date'],
    ])('refuses %s', async (_name, url, change, field) => {
      const f = await family(t);
      const base = url === '/api/schedule' ? monthlyRent(f) : url === '/api/transaction' ? payment('') : {};
      const response = await f.user.inject({ method: 'POST', url, payload: { ...base, ...change } });
      expectRefusal(response, 400, new RegExp(`^${field} must be a date between 1 Jan 1900 and 31 Dec 2199\\.$`));
    });

    it('refuses a calendar month after 2199', async () => {
      expectRefusal(
        await user.inject({ method: 'GET', url: '/api/schedule/calendar/2200/1' }),
        400,
        /^The year in the address must be between 1900 and 2199\.$/,
      );
    });

    it('never answers a payment after 31 Dec 2199', async () => {
      const f = await family(t);
      const schedule = await call<{ schedule: { date: string }[] }>(
        f.user,
        'POST',
        '/api/schedule',
        monthlyRent(f, { scheduleStart: '2199-10-31', weekdayOnlyTypeId: 1 }),
      );
      expect(schedule.schedule.map((event) => event.date)).toEqual(['2199-10-31', '2199-11-30', '2199-12-31']);
    });

    it('answers a weekly schedule from 1 Jan 1900 with its latest thousand payments, the year ahead among them', async () => {
      const f = await family(t);
      const schedule = await call<{ schedule: { paymentNumber: number; date: string }[] }>(
        f.user,
        'POST',
        '/api/schedule',
        monthlyRent(f, { recurrenceTypeId: 2, scheduleStart: '1900-01-01', weekdayOnlyTypeId: 1 }),
      );
      expect(schedule.schedule).toHaveLength(1000);
      expect((schedule.schedule.at(-1)?.date ?? '') >= addDays(today(), 359)).toBe(true);
      const numbers = schedule.schedule.map((event) => event.paymentNumber);
      expect(numbers).toEqual(numbers.map((_, index) => (numbers[0] ?? 0) + index));
    });
  });

  describe('page sizes', () => {
    it.each(['/api/transactions', '/api/transaction/search'])(
      'refuses more than 1,000 transactions a page on %s',
      async (url) => {
        expectRefusal(
          await user.inject({ method: 'POST', url, payload: { accountId: bank, limitResultCount: 1001 } }),
          400,
          /^Number of results must be at most 1000\.$/,
        );
      },
    );

    it('lists a period of 34,000 transactions in one answer', { timeout: 120_000 }, async () => {
      const f = await family(t);
      await insertPayments(t, {
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
      const listed = await call<{ id: number; runningBalance: number }[]>(f.user, 'POST', '/api/transactions', {
        accountId: f.bank,
      });
      expect(listed).toHaveLength(34_001);
      expect(listed[0]?.id).toBe(latest.id);
      expect(listed[0]?.runningBalance).toBe(
        (await call<{ balance: number }>(f.user, 'GET', `/api/account/${f.bank}`)).balance,
      );
    });
  });
});
