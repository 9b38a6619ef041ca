import { Role } from '@hearth/contract';
import { describe, expect, it } from 'vitest';
import { TokenService } from './tokens.js';

const subject = {
  userId: 7,
  email: 'ann@example.com',
  firstname: 'Ann',
  surname: 'Lee',
  defaultAccountId: null,
  role: Role.Admin,
  sessionId: 's3',
};
const ISSUED = Date.parse('2026-11-24T00:00:00Z');
const LIFETIME = 3600;

function service(secret = 'a secret long enough for the tests') {
  const clock = { now: new Date(ISSUED) };
  return { clock, tokens: new TokenService(new TextEncoder().encode(secret), LIFETIME, () => clock.now) };
}

describe('TokenService.verify', () => {
  it.each([
    ['at issue', 0, { userId: 7, sessionId: 's3' }],
    ['a second before expiry', LIFETIME - 1, { userId: 7, sessionId: 's3' }],
    ['at expiry', LIFETIME, null],
    ['a day later', 86_400, null],
  ])('answers %s, whether or not the token was checked before', async (_when, secondsLater, expected) => {
    for (const checkedBefore of [false, true]) {
      const { clock, tokens } = service();
      const { token } = await tokens.issue(subject);
      if (checkedBefore) expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: 's3' });
      clock.now = new Date(ISSUED + secondsLater * 1000);
      expect(await tokens.verify(token)).toEqual(expected);
    }
  });

  it('refuses an altered token after the genuine one was checked', async () => {
    const { tokens } = service();
    const { token } = await tokens.issue(subject);
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), uid: 1 }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forgedPayload}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}.${signature.slice(0, -2)}AA`)).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    const { token } = await service('another secret, just as long as ours').tokens.issue(subject);
    expect(await service().tokens.verify(token)).toBeNull();
  });
});
