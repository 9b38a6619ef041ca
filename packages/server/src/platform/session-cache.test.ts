import { describe, expect, it } from 'vitest';
import {
  CHECKED_FOR_MS,
  cachedSession,
  forgetSessions,
  forgetUser,
  rememberSession,
  type CachedSession,
} from './session-cache.js';

const session = (userId: number): CachedSession => ({
  user_id: userId,
  expires_at: '2099-01-01T00:00:00.000Z',
  last_seen_at: '2026-11-26T00:00:00.000Z',
  family_id: 1,
  role: 'Admin',
  email: 'ann@example.com',
  timezone_id: 'Europe/Vienna',
});

describe('the session cache', () => {
  it.each([
    ['just checked', 0, 'kept'],
    ['checked a second ago', CHECKED_FOR_MS, 'kept'],
    ['checked longer ago', CHECKED_FOR_MS + 1, 'read again'],
  ])('answers a session %s: %s', (_when, later, expected) => {
    const id = `s-${later}`;
    rememberSession(id, session(7), 1_000);
    expect(cachedSession(id, 1_000 + later) === null ? 'read again' : 'kept').toBe(expected);
  });

  it('refuses a session ended here at once, and after the tombstone reads it again', () => {
    rememberSession('ended-here', session(8), 5_000);
    forgetSessions(['ended-here'], 5_000);
    expect(cachedSession('ended-here', 5_001)).toBe('ended');
    expect(cachedSession('ended-here', 5_000 + 2 * CHECKED_FOR_MS)).toBe('ended');
    expect(cachedSession('ended-here', 5_001 + 2 * CHECKED_FOR_MS)).toBeNull();
  });

  it("forgets a user's sessions when the user changes, and only theirs", () => {
    rememberSession('ann-1', session(9), 10_000);
    rememberSession('ann-2', session(9), 10_000);
    rememberSession('bob-1', session(10), 10_000);
    forgetUser(9);
    expect(cachedSession('ann-1', 10_001)).toBeNull();
    expect(cachedSession('ann-2', 10_001)).toBeNull();
    expect(cachedSession('bob-1', 10_001)).toMatchObject({ user_id: 10 });
  });
});
