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

// The claims are read by hand rather than with zod: every page reads them, the sign-in page included,
// and zod alone would add some 24 kB of gzipped script to it.

/** A claim present with the wrong type: the whole token is then malformed. */
class WrongClaim extends Error {}

function text(value: unknown, absent?: string): string {
  if (value === undefined && absent !== undefined) return absent;
  if (typeof value !== 'string') throw new WrongClaim();
  return value;
}

function number(value: unknown, absent?: number): number {
  if (value === undefined && absent !== undefined) return absent;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new WrongClaim();
  return value;
}

const numberOrNull = (value: unknown): number | null => (value === undefined || value === null ? null : number(value));

/** A role claim may be one string or a list of them; holding Admin anywhere makes an admin. */
function role(value: unknown): Role {
  const roles: unknown[] = value === undefined ? [] : Array.isArray(value) ? value : [value];
  if (!roles.every((item) => typeof item === 'string')) throw new WrongClaim();
  return roles.includes(Role.Admin) ? Role.Admin : Role.Member;
}

function readClaims(payload: Record<string, unknown>): TokenClaims | null {
  try {
    return {
      sub: text(payload.sub),
      exp: number(payload.exp),
      email: text(payload.email, ''),
      given_name: text(payload.given_name, ''),
      family_name: text(payload.family_name, ''),
      defaultAccountId: numberOrNull(payload.defaultAccountId),
      role: role(payload.role),
      uid: number(payload.uid, 0),
      sid: text(payload.sid, ''),
      iat: number(payload.iat, 0),
    };
  } catch (error) {
    if (error instanceof WrongClaim) return null;
    throw error;
  }
}

export type ClaimsReading = { kind: 'claims'; claims: TokenClaims } | { kind: 'malformed' } | { kind: 'no-expiry' };

export function readTokenClaims(token: string): ClaimsReading {
  const payload = decodeTokenPayload(token);
  if (typeof payload !== 'object' || payload === null) return { kind: 'malformed' };
  if (typeof (payload as { exp?: unknown }).exp !== 'number') return { kind: 'no-expiry' };
  const claims = readClaims(payload as Record<string, unknown>);
  return claims ? { kind: 'claims', claims } : { kind: 'malformed' };
}
