import { describe, expect, it } from 'vitest';
import { claimsFor, makeToken, NOW } from '../../test/tokens';
import { evaluateSession, isAdmin, subjectMatchesLogin } from './session-logic';
import { readTokenClaims } from './token-claims';
import { AUTH_STORAGE_KEY, readStoredAuth, writeStoredAuth } from './session-storage';

const { exp: _omitted, ...withoutExp } = claimsFor();

describe('evaluateSession', () => {
  it.each([
    { name: 'no stored session', stored: null, status: 'signed-out', reason: 'missing' },
    { name: 'an empty token', stored: { token: '', email: 'a@b.c' }, status: 'signed-out', reason: 'missing' },
    {
      name: 'a token that is not a JWT',
      stored: { token: 'garbage', email: 'a@b.c' },
      status: 'signed-out',
      reason: 'malformed',
    },
    {
      name: 'a token without exp',
      stored: { token: makeToken(withoutExp), email: 'a@b.c' },
      status: 'signed-out',
      reason: 'no-expiry',
    },
    {
      name: 'an expired token',
      stored: { token: makeToken(claimsFor({ exp: NOW - 1 })), email: 'a@b.c' },
      status: 'signed-out',
      reason: 'expired',
    },
    {
      name: 'a token expiring this second',
      stored: { token: makeToken(claimsFor({ exp: NOW })), email: 'a@b.c' },
      status: 'signed-out',
      reason: 'expired',
    },
    {
      name: 'a token without a subject',
      stored: { token: makeToken(claimsFor({ sub: undefined })), email: 'a@b.c' },
      status: 'signed-out',
      reason: 'malformed',
    },
    {
      name: 'a valid token',
      stored: { token: makeToken(claimsFor()), email: 'anna@example.com' },
      status: 'signed-in',
      reason: undefined,
    },
  ])('$name gives $status', ({ stored, status, reason }) => {
    const session = evaluateSession(stored, NOW);
    expect(session.status).toBe(status);
    if (session.status === 'signed-out') expect(session.reason).toBe(reason);
  });

  it('reads the claims of a valid token, accents included', () => {
    const session = evaluateSession({ token: makeToken(claimsFor()), email: 'anna@example.com' }, NOW);
    expect(session.status === 'signed-in' && session.claims).toMatchObject({
      given_name: 'Anna',
      family_name: 'Łukasik',
      sub: 'anna@example.com',
      uid: 3,
    });
  });
});

describe('subjectMatchesLogin', () => {
  it.each([
    { sub: 'anna@example.com', typed: 'anna@example.com', matches: true },
    { sub: 'anna@example.com', typed: 'Anna@Example.COM', matches: true },
    { sub: 'anna@example.com', typed: ' anna@example.com ', matches: true },
    { sub: 'anna@example.com', typed: 'bob@example.com', matches: false },
    { sub: 'anna@example.com', typed: '', matches: false },
  ])('sub $sub and typed "$typed" match: $matches', ({ sub, typed, matches }) => {
    const reading = readTokenClaims(makeToken(claimsFor({ sub })));
    if (reading.kind !== 'claims') throw new Error('token should decode');
    expect(subjectMatchesLogin(reading.claims, typed)).toBe(matches);
  });
});

describe('isAdmin', () => {
  it.each([
    { role: 'Admin', admin: true },
    { role: 'Member', admin: false },
    { role: ['Member', 'Admin'], admin: true },
    { role: undefined, admin: false },
    { role: 'admin', admin: false },
  ])('role claim $role makes an admin: $admin', ({ role, admin }) => {
    const session = evaluateSession({ token: makeToken(claimsFor({ role })), email: 'x' }, NOW);
    expect(isAdmin(session)).toBe(admin);
  });
});

describe('stored session', () => {
  it.each([
    { text: null, result: null },
    { text: 'not json', result: null },
    { text: '{"token":5}', result: null },
    { text: '{"token":"t","email":"e@x.y"}', result: { token: 't', email: 'e@x.y' } },
  ])('reads $text as $result', ({ text, result }) => {
    if (text !== null) window.localStorage.setItem(AUTH_STORAGE_KEY, text);
    expect(readStoredAuth(window.localStorage)).toEqual(result);
  });

  it('writes token and e-mail as JSON under one key', () => {
    writeStoredAuth(window.localStorage, { token: 't', email: 'e@x.y' });
    expect(JSON.parse(window.localStorage.getItem('hearth.auth') ?? 'null')).toEqual({ token: 't', email: 'e@x.y' });
  });
});
