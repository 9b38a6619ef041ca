import { z } from 'zod';
import { Role, type TokenClaims } from '@hearth/contract';

/** Decodes the payload part of a JWT (base64url JSON). The signature is the server's business. */
export function decodeTokenPayload(token: string): unknown {
  const parts = token.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || !payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    // Names may carry accents: the payload is UTF-8, which atob alone would mangle.
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

/** A role claim may be one string or a list of them; holding Admin anywhere makes an admin. */
const roleClaim = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value): Role => {
    const roles = Array.isArray(value) ? value : value ? [value] : [];
    return roles.includes(Role.Admin) ? Role.Admin : Role.Member;
  });

const claimsSchema = z.object({
  sub: z.string(),
  exp: z.number(),
  email: z.string().default(''),
  given_name: z.string().default(''),
  family_name: z.string().default(''),
  defaultAccountId: z.number().nullable().default(null),
  role: roleClaim,
  uid: z.number().default(0),
  iat: z.number().default(0),
}) satisfies z.ZodType<TokenClaims, unknown>;

export type ClaimsReading =
  | { kind: 'claims'; claims: TokenClaims }
  | { kind: 'malformed' }
  | { kind: 'no-expiry' };

export function readTokenClaims(token: string): ClaimsReading {
  const payload = decodeTokenPayload(token);
  if (typeof payload !== 'object' || payload === null) return { kind: 'malformed' };
  if (typeof (payload as { exp?: unknown }).exp !== 'number') return { kind: 'no-expiry' };
  const parsed = claimsSchema.safeParse(payload);
  return parsed.success ? { kind: 'claims', claims: parsed.data } : { kind: 'malformed' };
}
