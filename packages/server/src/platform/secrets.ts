import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The token signing secret: JWT_SECRET, or one generated on first start and kept in the data directory. */
export function loadJwtSecret(dataDir: string, configured: string | null): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  // Private, like everything Hearth keeps there (docs/security-limits-files.md).
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

/** An unguessable identifier for links sent by e-mail. */
export function randomToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

/** A 6-digit PIN, uniformly drawn. */
export function randomPin(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}
