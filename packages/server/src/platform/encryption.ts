import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Seals the short secrets a family gives Hearth (TOTP secrets, bank access URLs, provider keys) with a
 * key kept apart from the database, so that a copy of the database alone reveals none of them.
 */
export interface SecretBox {
  /** AES-256-GCM: `v1:iv:tag:data`, each part base64url. A fresh IV each time. */
  encrypt(plaintext: string): string;
  /** Throws when the text was not sealed with this key or was altered. */
  decrypt(sealed: string): string;
  /**
   * A keyed digest (HMAC-SHA-256, base64url) for values kept only to be compared, such as recovery
   * codes: unlike a plain hash, a stolen database cannot be searched for them without the key.
   */
  digest(text: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const KEY_FILE = 'encryption-key';

/**
 * The master key from ENCRYPTION_KEY: 32 bytes given in base64 (or base64url) are taken as they are;
 * any other text is a passphrase, hashed with SHA-256 to 32 bytes.
 */
export function keyFromText(text: string): Buffer {
  const trimmed = text.trim();
  if (/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(trimmed)) {
    const decoded = Buffer.from(trimmed, 'base64');
    if (decoded.length === KEY_BYTES) return decoded;
  }
  return crypto.createHash('sha256').update(trimmed, 'utf8').digest();
}

/**
 * ENCRYPTION_KEY when set; otherwise the key file in the data folder, made on first use with mode 0600.
 * The file is written under another name and linked into place, so that processes starting together
 * never read a half-written key.
 */
export function loadEncryptionKey(dataDir: string, configured: string | null): Buffer {
  if (configured) return keyFromText(configured);
  const file = path.join(dataDir, KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    const draft = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, `${crypto.randomBytes(KEY_BYTES).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  const text = fs.readFileSync(file, 'utf8');
  // An empty file would hash to a key anyone can compute: better not to start.
  if (!text.trim())
    throw new Error(`${file} is empty: restore the key, or remove the file only if nothing was encrypted with it.`);
  return keyFromText(text);
}

/** Separate keys for sealing and for digests, both derived from the one master key. */
function subkey(master: Buffer, purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', master, Buffer.alloc(0), `hearth ${purpose}`, KEY_BYTES));
}

const NOT_SEALED = 'The secret could not be decrypted: it was sealed with another ENCRYPTION_KEY or altered.';

export function createSecretBox(masterKey: Buffer): SecretBox {
  if (masterKey.length !== KEY_BYTES)
    throw new Error(`An encryption key has ${KEY_BYTES} bytes, not ${masterKey.length}.`);
  const sealKey = subkey(masterKey, 'seal v1');
  const digestKey = subkey(masterKey, 'digest v1');
  return {
    encrypt(plaintext) {
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv('aes-256-gcm', sealKey, iv);
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        data.toString('base64url'),
      ].join(':');
    },
    decrypt(sealed) {
      const [version, iv, tag, data, ...rest] = sealed.split(':');
      if (version !== VERSION || iv === undefined || tag === undefined || data === undefined || rest.length > 0)
        throw new Error(NOT_SEALED);
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new Error(NOT_SEALED);
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', sealKey, ivBytes, { authTagLength: TAG_BYTES });
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new Error(NOT_SEALED);
      }
    },
    digest(text) {
      return crypto.createHmac('sha256', digestKey).update(text, 'utf8').digest('base64url');
    },
  };
}

/** The box for a data folder and ENCRYPTION_KEY, as the server opens it at start. */
export function openSecretBox(dataDir: string, configured: string | null): SecretBox {
  return createSecretBox(loadEncryptionKey(dataDir, configured));
}

interface SecretBoxSource {
  secrets?: SecretBox | undefined;
  config: { dataDir: string; encryptionKey: string | null };
}

const openedFor = new WeakMap<object, SecretBox>();

/** The application's box: the one it was given, else one opened from its configuration once. */
export function secretBoxOf(deps: SecretBoxSource): SecretBox {
  if (deps.secrets) return deps.secrets;
  let box = openedFor.get(deps.config);
  if (!box) {
    box = openSecretBox(deps.config.dataDir, deps.config.encryptionKey);
    openedFor.set(deps.config, box);
  }
  return box;
}
