import crypto from 'node:crypto';

const MAX_LIFETIME_SECONDS = 24 * 60 * 60;
const CLOCK_SKEW_SECONDS = 60;

function decodePart(part: string | undefined): Record<string, unknown> | null {
  if (!part) return null;
  try {
    const parsed = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Checks a request's JWT as Enable Banking does: a Bearer token, RS256, `kid` a registered application,
 * signed by that application's key, iss "enablebanking.com", aud "api.enablebanking.com", issued now
 * and living at most a day.
 */
export function verifyFakeJwt(
  authorization: string | undefined,
  publicKeys: ReadonlyMap<string, crypto.KeyObject>,
  now: Date,
): { applicationId: string } | { refused: string } {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (!token) return { refused: 'Authorization header is not provided' };
  const [headerPart, claimsPart, signaturePart] = token.split('.');
  const header = decodePart(headerPart);
  const claims = decodePart(claimsPart);
  if (!header || !claims || !signaturePart) return { refused: 'Malformed JWT' };
  if (header.alg !== 'RS256') return { refused: 'JWT must be signed with RS256' };
  const publicKey = typeof header.kid === 'string' ? publicKeys.get(header.kid) : undefined;
  if (!publicKey) return { refused: 'Unknown application (kid)' };
  const signed = crypto.verify(
    'RSA-SHA256',
    Buffer.from(`${headerPart}.${claimsPart}`),
    publicKey,
    Buffer.from(signaturePart, 'base64url'),
  );
  if (!signed) return { refused: 'JWT signature is not valid' };
  if (claims.iss !== 'enablebanking.com') return { refused: 'Wrong JWT issuer' };
  if (claims.aud !== 'api.enablebanking.com') return { refused: 'Wrong JWT audience' };
  const seconds = Math.floor(now.getTime() / 1000);
  const iat = Number(claims.iat);
  const exp = Number(claims.exp);
  if (!Number.isInteger(iat) || !Number.isInteger(exp)) return { refused: 'JWT iat and exp are required' };
  if (iat > seconds + CLOCK_SKEW_SECONDS) return { refused: 'JWT issued in the future' };
  if (exp <= seconds) return { refused: 'JWT is expired' };
  if (exp - iat > MAX_LIFETIME_SECONDS) return { refused: 'JWT lifetime exceeds 24 hours' };
  return { applicationId: header.kid as string };
}
