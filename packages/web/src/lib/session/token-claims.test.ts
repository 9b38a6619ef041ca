import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Role, type TokenClaims } from '@hearth/contract';
import { claimsFor, makeToken } from '../../test/tokens';
import { readTokenClaims } from './token-claims';

/** The claims as a zod schema: the reading by hand must accept, default and refuse exactly like it. */
const referenceSchema = z.object({
  sub: z.string(),
  exp: z.number(),
  email: z.string().default(''),
  given_name: z.string().default(''),
  family_name: z.string().default(''),
  defaultAccountId: z.number().nullable().default(null),
  role: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value): Role => {
      const roles = Array.isArray(value) ? value : value ? [value] : [];
      return roles.includes(Role.Admin) ? Role.Admin : Role.Member;
    }),
  uid: z.number().default(0),
  sid: z.string().default(''),
  iat: z.number().default(0),
}) satisfies z.ZodType<TokenClaims, unknown>;

describe('readTokenClaims', () => {
  it.each([
    { name: 'all claims', claims: claimsFor() },
    { name: 'only sub and exp', claims: { sub: 'a@b.c', exp: 5 } },
    { name: 'an extra claim', claims: claimsFor({ nbf: 3, aud: 'x' }) },
    { name: 'a default account', claims: claimsFor({ defaultAccountId: 12 }) },
    { name: 'a null default account', claims: claimsFor({ defaultAccountId: null }) },
    { name: 'a textual default account', claims: claimsFor({ defaultAccountId: '12' }) },
    { name: 'the Admin role', claims: claimsFor({ role: 'Admin' }) },
    { name: 'a list of roles with Admin', claims: claimsFor({ role: ['Member', 'Admin'] }) },
    { name: 'an empty role', claims: claimsFor({ role: '' }) },
    { name: 'an empty list of roles', claims: claimsFor({ role: [] }) },
    { name: 'a numeric role', claims: claimsFor({ role: 1 }) },
    { name: 'a null role', claims: claimsFor({ role: null }) },
    { name: 'a list of roles with a number', claims: claimsFor({ role: ['Admin', 2] }) },
    { name: 'a numeric subject', claims: claimsFor({ sub: 7 }) },
    { name: 'no subject', claims: claimsFor({ sub: undefined }) },
    { name: 'a null e-mail', claims: claimsFor({ email: null }) },
    { name: 'no names', claims: claimsFor({ given_name: undefined, family_name: undefined }) },
    { name: 'a numeric name', claims: claimsFor({ given_name: 3 }) },
    { name: 'a textual uid', claims: claimsFor({ uid: '3' }) },
    { name: 'no uid nor iat', claims: claimsFor({ uid: undefined, iat: undefined }) },
    { name: 'no session id', claims: claimsFor({ sid: undefined }) },
    { name: 'a numeric session id', claims: claimsFor({ sid: 7 }) },
    { name: 'a null iat', claims: claimsFor({ iat: null }) },
  ])('reads $name as the contract would', ({ claims }) => {
    const reading = readTokenClaims(makeToken(claims));
    const reference = referenceSchema.safeParse(JSON.parse(JSON.stringify(claims)));
    expect(reading).toEqual(reference.success ? { kind: 'claims', claims: reference.data } : { kind: 'malformed' });
  });

  it.each([
    { name: 'no exp', token: makeToken(claimsFor({ exp: undefined })), kind: 'no-expiry' },
    { name: 'a textual exp', token: makeToken(claimsFor({ exp: '5' })), kind: 'no-expiry' },
    { name: 'a payload that is not JSON', token: 'a.bm90IGpzb24.c', kind: 'malformed' },
    { name: 'two parts', token: 'a.b', kind: 'malformed' },
  ])('reads a token with $name as $kind', ({ token, kind }) => {
    expect(readTokenClaims(token).kind).toBe(kind);
  });
});
