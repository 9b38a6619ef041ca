import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps (otplib's defaults). */
export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'Hearth';

/** A new shared secret: 20 random bytes in base32, as authenticator apps take it. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address a QR code carries: issuer Hearth, account the user's e-mail address. */
export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/** A code as people type it, spaces removed; null when it cannot be a TOTP code at all. */
export function normaliseTotpCode(code: string): string | null {
  const digits = code.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * The time step whose code this is, looking one step either side of now for clocks that drift and codes
 * typed as they change; null when it matches none. Whether the step was already used is the caller's
 * check (an atomic claim of users.totp_last_step).
 */
export async function totpStepOf(secret: string, code: string, now: Date): Promise<number | null> {
  const token = normaliseTotpCode(code);
  if (token === null) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
