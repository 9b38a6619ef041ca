function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned token with the given payload; the browser never checks signatures. */
export function makeToken(payload: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

export const NOW = 1_800_000_000;

export function claimsFor(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    sub: 'anna@example.com',
    email: 'anna@example.com',
    given_name: 'Anna',
    family_name: 'Łukasik',
    defaultAccountId: null,
    role: 'Member',
    uid: 3,
    sid: 'session-1',
    iat: NOW - 60,
    exp: NOW + 3600,
    ...overrides,
  };
}
