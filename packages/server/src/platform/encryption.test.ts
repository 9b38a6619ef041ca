import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSecretBox, keyFromText, loadEncryptionKey, secretBoxOf } from './encryption.js';

const KEY = crypto.randomBytes(32);
const dirs: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-key-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('SecretBox', () => {
  it.each([
    ['a TOTP secret', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'],
    ['an empty text', ''],
    ['accents and emoji', 'clé secrète 🔑'],
    ['a URL with colons', 'https://user:pass@bank.example/access?x=1'],
  ])('gives back %s as it was sealed', (_what, plaintext) => {
    const box = createSecretBox(KEY);
    const sealed = box.encrypt(plaintext);
    expect(sealed).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]*$/);
    expect(sealed).not.toContain(plaintext || 'never');
    expect(box.decrypt(sealed)).toBe(plaintext);
  });

  it('seals the same text differently each time', () => {
    const box = createSecretBox(KEY);
    expect(box.encrypt('same')).not.toBe(box.encrypt('same'));
  });

  const sealed = createSecretBox(KEY).encrypt('secret');
  const [version, iv, tag, data] = sealed.split(':') as [string, string, string, string];
  const flip = (part: string) =>
    Buffer.from(Buffer.from(part, 'base64url').map((byte, i) => (i === 0 ? byte ^ 1 : byte))).toString('base64url');

  it.each([
    ['another key', createSecretBox(crypto.randomBytes(32)), sealed],
    ['an altered ciphertext', createSecretBox(KEY), [version, iv, tag, flip(data)].join(':')],
    ['an altered tag', createSecretBox(KEY), [version, iv, flip(tag), data].join(':')],
    ['an altered IV', createSecretBox(KEY), [version, flip(iv), tag, data].join(':')],
    ['an unknown version', createSecretBox(KEY), ['v2', iv, tag, data].join(':')],
    ['a short tag', createSecretBox(KEY), [version, iv, tag.slice(0, 10), data].join(':')],
    ['a missing part', createSecretBox(KEY), [version, iv, tag].join(':')],
    ['an extra part', createSecretBox(KEY), [version, iv, tag, data, 'x'].join(':')],
    ['plain text', createSecretBox(KEY), 'JBSWY3DPEHPK3PXP'],
  ])('refuses %s', (_what, box, text) => {
    expect(() => box.decrypt(text)).toThrow(/could not be decrypted/);
  });

  it('digests with the key: stable for one key, different for another, never the text', () => {
    const box = createSecretBox(KEY);
    expect(box.digest('abcde-fghjk')).toBe(box.digest('abcde-fghjk'));
    expect(box.digest('abcde-fghjk')).not.toBe(box.digest('abcde-fghjm'));
    expect(createSecretBox(crypto.randomBytes(32)).digest('abcde-fghjk')).not.toBe(box.digest('abcde-fghjk'));
    expect(box.digest('abcde-fghjk')).not.toBe(crypto.createHash('sha256').update('abcde-fghjk').digest('base64url'));
  });

  it('refuses a key of the wrong length', () => {
    expect(() => createSecretBox(crypto.randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe('keyFromText', () => {
  const raw = crypto.randomBytes(32);
  it.each([
    ['base64 of 32 bytes is the key itself', raw.toString('base64'), raw],
    ['base64url of 32 bytes is the key itself', raw.toString('base64url'), raw],
    ['surrounding blanks are ignored', ` ${raw.toString('base64')}\n`, raw],
    [
      'a passphrase is hashed',
      'correct horse battery staple',
      crypto.createHash('sha256').update('correct horse battery staple').digest(),
    ],
    [
      'base64 of 16 bytes is a passphrase',
      'AAAAAAAAAAAAAAAAAAAAAA==',
      crypto.createHash('sha256').update('AAAAAAAAAAAAAAAAAAAAAA==').digest(),
    ],
  ])('%s', (_rule, text, expected) => {
    expect(keyFromText(text).equals(expected)).toBe(true);
  });
});

describe('loadEncryptionKey', () => {
  it('makes a key file readable by its owner only, then reads the same key back', () => {
    const dir = path.join(tempDir(), 'nested');
    const first = loadEncryptionKey(dir, null);
    const file = path.join(dir, 'encryption-key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBe(32);
    expect(loadEncryptionKey(dir, null).equals(first)).toBe(true);
    expect(fs.readdirSync(dir)).toEqual(['encryption-key']);
  });

  it('refuses an empty key file rather than hash nothing into a key', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'encryption-key'), '\n', { mode: 0o600 });
    expect(() => loadEncryptionKey(dir, null)).toThrow(/is empty/);
  });

  it('prefers ENCRYPTION_KEY and then writes no file', () => {
    const dir = tempDir();
    expect(loadEncryptionKey(dir, 'a passphrase').equals(keyFromText('a passphrase'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'encryption-key'))).toBe(false);
  });

  it('opens one box per configuration when none was given', () => {
    const config = { dataDir: tempDir(), encryptionKey: null };
    const box = secretBoxOf({ config });
    expect(secretBoxOf({ config })).toBe(box);
    expect(secretBoxOf({ config: { ...config } }).decrypt(box.encrypt('kept'))).toBe('kept');
  });
});
