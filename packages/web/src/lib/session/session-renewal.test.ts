import { describe, expect, it, vi } from 'vitest';
import type { TokenClaims, TokenResponse } from '@hearth/contract';
import { claimsFor, makeToken, NOW } from '../../test/tokens';
import {
  ACTIVE_WINDOW_MS,
  createSessionRenewer,
  renewalDue,
  RETRY_AFTER_MS,
  type RenewerDeps,
} from './session-renewal';
import { readTokenClaims } from './token-claims';

const HOUR = 3600;

describe('renewalDue', () => {
  it.each([
    { name: 'a fresh token', iat: NOW, exp: NOW + 12 * HOUR, due: false },
    { name: 'a token with just over half its life left', iat: NOW - 6 * HOUR + 1, exp: NOW + 6 * HOUR + 1, due: false },
    { name: 'a token with exactly half its life left', iat: NOW - 6 * HOUR, exp: NOW + 6 * HOUR, due: false },
    { name: 'a token with just under half its life left', iat: NOW - 6 * HOUR - 1, exp: NOW + 6 * HOUR - 1, due: true },
    { name: 'a token in its last second', iat: NOW - 12 * HOUR + 1, exp: NOW + 1, due: true },
    { name: 'an expired token', iat: NOW - 12 * HOUR, exp: NOW, due: false },
    { name: 'a token without iat, far from expiry', iat: 0, exp: NOW + HOUR, due: false },
    { name: 'a token without iat, in its last minutes', iat: 0, exp: NOW + 4 * 60, due: true },
    { name: 'a token issued after it expires', iat: NOW + 2 * HOUR, exp: NOW + HOUR, due: false },
  ])('$name: due $due', ({ iat, exp, due }) => {
    expect(renewalDue({ iat, exp }, NOW)).toBe(due);
  });
});

function claimsOf(token: string): TokenClaims {
  const reading = readTokenClaims(token);
  if (reading.kind !== 'claims') throw new Error('token should decode');
  return reading.claims;
}

/** A token past half its 12-hour life: due for renewal at NOW. */
const dueToken = makeToken(claimsFor({ iat: NOW - 7 * HOUR, exp: NOW + 5 * HOUR }));
const freshToken = makeToken(claimsFor({ iat: NOW, exp: NOW + 12 * HOUR }));
const fresh: TokenResponse = { token: freshToken, expiresAt: '', email: 'anna@example.com' };

function renewer(overrides: Partial<RenewerDeps> & { token?: string; activeMsAgo?: number } = {}) {
  const { token = dueToken, activeMsAgo = 1_000, ...deps } = overrides;
  let current = { token, claims: claimsOf(token) };
  let now = NOW * 1000;
  const renew = vi.fn(async (_token: string) => fresh);
  const adopt = vi.fn((response: TokenResponse) => {
    current = { token: response.token, claims: claimsOf(response.token) };
  });
  const subject = createSessionRenewer({
    current: () => current,
    lastActivityMs: () => now - activeMsAgo,
    nowMs: () => now,
    renew,
    adopt,
    ...deps,
  });
  return { subject, renew, adopt, advance: (ms: number) => (now += ms) };
}

describe('createSessionRenewer', () => {
  it('renews a due token of an active user and hands the fresh one over', async () => {
    const { subject, renew, adopt } = renewer();
    await subject.maybeRenew();
    expect(renew).toHaveBeenCalledWith(dueToken);
    expect(adopt).toHaveBeenCalledWith(fresh, dueToken);
  });

  it.each([
    { name: 'a token with more than half its life left', token: freshToken, activeMsAgo: 1_000 },
    { name: 'a user idle for longer than the active window', token: dueToken, activeMsAgo: ACTIVE_WINDOW_MS + 1 },
  ])('leaves $name alone', ({ token, activeMsAgo }) => {
    const { subject, renew } = renewer({ token, activeMsAgo });
    expect(subject.maybeRenew()).toBeNull();
    expect(renew).not.toHaveBeenCalled();
  });

  it('does nothing while signed out', () => {
    const { subject, renew } = renewer({ current: () => null });
    expect(subject.maybeRenew()).toBeNull();
    expect(renew).not.toHaveBeenCalled();
  });

  it('sends one renewal however often it is asked meanwhile', async () => {
    const { subject, renew } = renewer();
    const first = subject.maybeRenew();
    expect(subject.maybeRenew()).toBe(first);
    await first;
    expect(renew).toHaveBeenCalledOnce();
  });

  it('waits before trying again after a failure', async () => {
    const renew = vi.fn(async (_token: string): Promise<TokenResponse> => {
      throw new Error('offline');
    });
    const { subject, adopt, advance } = renewer({ renew });
    await subject.maybeRenew();
    advance(RETRY_AFTER_MS - 1);
    expect(subject.maybeRenew()).toBeNull();
    advance(1);
    await subject.maybeRenew();
    expect(renew).toHaveBeenCalledTimes(2);
    expect(adopt).not.toHaveBeenCalled();
  });

  it('stops once a renewal cannot extend the token (the session itself ends then)', async () => {
    const capped = makeToken(claimsFor({ iat: NOW, exp: NOW + 5 * HOUR }));
    const renew = vi.fn(async (_token: string) => ({ ...fresh, token: capped }));
    const { subject, advance } = renewer({ renew });
    await subject.maybeRenew();
    advance(4 * HOUR * 1000);
    expect(subject.maybeRenew()).toBeNull();
    expect(renew).toHaveBeenCalledOnce();
  });
});
