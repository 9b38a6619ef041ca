import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from '../provider-errors.js';
import { centsOfDecimal, parseAccountSet } from './account-set.js';
import { simpleFinWindows } from './client.js';
import { accessPointOf, claimUrlOf } from './setup-token.js';

describe('SimpleFIN amounts', () => {
  it.each([
    ['-33.29', -3329],
    ['100', 10000],
    ['+0.5', 50],
    ['1234567.895', 123456790],
    ['-0.004', 0],
    ['12,00', null],
    ['', null],
    ['1e3', null],
  ])('%s is %s cents', (text, cents) => {
    expect(centsOfDecimal(text)).toBe(cents);
  });
});

describe('SimpleFIN windows', () => {
  it('splits a long span into windows of at most 90 days, in order and without gaps', () => {
    expect(simpleFinWindows({ from: '2026-01-01', to: '2026-07-15' })).toEqual([
      { from: '2026-01-01', to: '2026-03-31' },
      { from: '2026-04-01', to: '2026-06-29' },
      { from: '2026-06-30', to: '2026-07-15' },
    ]);
    expect(simpleFinWindows({ from: '2026-03-01', to: '2026-03-01' })).toEqual([
      { from: '2026-03-01', to: '2026-03-01' },
    ]);
  });
});

describe('SimpleFIN setup tokens and access addresses', () => {
  const tokenOf = (url: string) => Buffer.from(url).toString('base64');

  it('decodes the claim address and accepts plain http on this machine only', () => {
    expect(claimUrlOf(tokenOf('https://bridge.simplefin.org/simplefin/claim/ABC')).href).toBe(
      'https://bridge.simplefin.org/simplefin/claim/ABC',
    );
    expect(claimUrlOf(` ${tokenOf('http://127.0.0.1:4000/claim/x')}\n`).host).toBe('127.0.0.1:4000');
    expect(() => claimUrlOf(tokenOf('http://bridge.example.com/claim/x'))).toThrow(
      "The setup token's claim address must use https.",
    );
    expect(() => claimUrlOf('hello world')).toThrow('This is not a SimpleFIN setup token');
    expect(() => claimUrlOf(tokenOf('just some text'))).toThrow('This is not a SimpleFIN setup token');
  });

  it('takes the Basic credentials out of the access address', () => {
    const access = accessPointOf('https://user:p%40ss@bridge.example.com/simplefin/');
    expect(access.base.href).toBe('https://bridge.example.com/simplefin');
    expect(Buffer.from(access.authorization.slice(6), 'base64').toString()).toBe('user:p@ss');
  });
});

describe('Retry-After', () => {
  const now = new Date('2026-04-01T12:00:00Z');
  it.each([
    ['120', 120],
    ['Wed, 01 Apr 2026 12:01:30 GMT', 90],
    ['soon', null],
    [null, null],
  ])('%s is %s seconds', (header, seconds) => {
    expect(retryAfterSeconds(header, now)).toBe(seconds);
  });
});

describe('SimpleFIN account sets', () => {
  it('reads accounts, pending rows and per-account errors, and leaves out rows it cannot read', () => {
    const set = parseAccountSet({
      errors: ['Connection to Example Bank may need attention'],
      accounts: [
        {
          org: { name: 'Example Bank', domain: 'example.com' },
          id: 'A1',
          name: 'Checking',
          currency: 'usd',
          balance: '10.00',
          'balance-date': 1774958400,
          transactions: [
            { id: 'T1', posted: 1774958400, amount: '-1.50', description: 'COFFEE', payee: 'Cafe' },
            { id: 'T2', posted: 0, transacted_at: 1775044800, amount: '-2.00', description: 'HOLD', pending: true },
            { id: 'T3', posted: 1774958400, amount: 'n/a', description: 'BROKEN' },
          ],
        },
      ],
    });
    expect(set.problems).toEqual([
      {
        remoteAccountId: null,
        message: 'Connection to Example Bank may need attention',
        retryAfterSeconds: null,
        reauthorise: false,
      },
    ]);
    expect(set.accounts[0]).toMatchObject({
      id: 'A1',
      currency: 'USD',
      balanceCents: 1000,
      institution: 'Example Bank',
    });
    expect(set.accounts[0]?.transactions).toEqual([
      { id: 'T1', date: '2026-03-31', amountCents: -150, description: 'COFFEE', payee: 'Cafe', pending: false },
      { id: 'T2', date: '2026-04-01', amountCents: -200, description: 'HOLD', payee: null, pending: true },
    ]);
    const listed = parseAccountSet({
      errlist: [{ code: 'act.x', msg: 'Log in at your bank', account_id: 'A2' }],
      accounts: [],
    });
    expect(listed.problems[0]).toMatchObject({ remoteAccountId: 'A2', message: 'Log in at your bank' });
    expect(() => parseAccountSet({ nothing: true })).toThrow('not an account set');
  });
});
