import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import SQLite from 'better-sqlite3';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { outboxMailer } from '../src/platform/mail.js';
import { loadJwtSecret } from '../src/platform/secrets.js';
import { attach } from './attachment-upload.js';
import { createBank, createThirdParty, record } from './ledger.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp } from './users.js';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
/** Each file's mode in octal, so that a failure names the file that is too open. */
const modesOf = (files: string[]) =>
  Object.fromEntries(files.map((file) => [path.basename(file), modeOf(file).toString(8)]));

describe.each(testDialects())('files Hearth keeps on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('keeps the data folder, mails and attachments to the owner (0700 folders, 0600 files)', async () => {
    await t.deps.mailer.send({ to: 'someone@example.com', subject: 'Hello', text: 'A mail at rest.' });
    const user = await signUp(t);
    const bank = await createBank(user, 'Everyday');
    const shop = await createThirdParty(user, 'Shop');
    const tx = await record(user, { debitAccountId: bank, creditAccountId: shop, lines: [{ amount: 5 }] });
    expect((await attach(user, tx.id, 4096)).statusCode).toBe(200);

    const attachments = path.join(t.dataDir, 'attachments');
    const folders = [
      t.dataDir,
      t.outboxDir,
      attachments,
      ...fs.readdirSync(attachments).map((name) => path.join(attachments, name)),
    ];
    expect(modesOf(folders)).toEqual(Object.fromEntries(folders.map((folder) => [path.basename(folder), '700'])));
    const mails = fs.readdirSync(t.outboxDir).map((name) => path.join(t.outboxDir, name));
    const stored = fs
      .readdirSync(attachments, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
    const database =
      dialect === 'sqlite'
        ? ['hearth.db', 'hearth.db-wal', 'hearth.db-shm'].map((name) => path.join(t.dataDir, name))
        : [];
    const files = [...mails, ...stored, ...database];
    expect(mails.length * stored.length).toBeGreaterThan(0);
    expect(modesOf(files)).toEqual(Object.fromEntries(files.map((file) => [path.basename(file), '600'])));
  });
});

describe('an existing install', () => {
  const made: string[] = [];
  const freshFolder = () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-rest-'));
    made.push(folder);
    return folder;
  };
  afterEach(() => {
    for (const folder of made.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('has its data folder and SQLite files made private when the database opens', async () => {
    const dataDir = freshFolder();
    const file = path.join(dataDir, 'hearth.db');
    // As an earlier version left it: world-readable, with a WAL beside it.
    fs.chmodSync(dataDir, 0o755);
    const earlier = new SQLite(file);
    earlier.pragma('journal_mode = WAL');
    earlier.exec('CREATE TABLE kept (x INTEGER)');
    for (const name of ['hearth.db', 'hearth.db-wal', 'hearth.db-shm']) fs.chmodSync(path.join(dataDir, name), 0o644);
    const db = openDatabase({ databaseUrl: null, sqliteFile: file });
    await db.kysely
      .selectFrom('kept' as never)
      .selectAll()
      .execute();
    earlier.close();
    expect(modeOf(dataDir).toString(8)).toBe('700');
    expect(modesOf(['hearth.db', 'hearth.db-wal', 'hearth.db-shm'].map((name) => path.join(dataDir, name)))).toEqual({
      'hearth.db': '600',
      'hearth.db-wal': '600',
      'hearth.db-shm': '600',
    });
    await db.close();
  });

  it('makes a new data folder private, and writes the token secret for the owner only', () => {
    const dataDir = path.join(freshFolder(), 'data');
    loadJwtSecret(dataDir, null);
    expect([modeOf(dataDir), modeOf(path.join(dataDir, 'jwt-secret'))].map((mode) => mode.toString(8))).toEqual([
      '700',
      '600',
    ]);
  });
});

describe('the outbox log', () => {
  it('names the recipient, the subject and the file, never the link or the PIN the mail holds', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-outbox-'));
    const lines: string[] = [];
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const mailer = outboxMailer(outboxDir, pino({ level: 'info' }, capture));
    const link = 'http://hearth.test/validateEmail/Zq8vT3kP0sLw9xYc';
    const text = `Open ${link} to confirm your address.\nOr type this PIN: 482913\n`;
    await mailer.send({ to: 'alice@example.com', subject: 'Your Hearth password recovery PIN', text });
    const [file = ''] = fs.readdirSync(outboxDir);
    expect(fs.readFileSync(path.join(outboxDir, file), 'utf8')).toContain('482913');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      to: 'alice@example.com',
      subject: 'Your Hearth password recovery PIN',
      file,
    });
    for (const secret of ['482913', 'Zq8vT3kP0sLw9xYc', 'http://']) expect(lines.join('')).not.toContain(secret);
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });
});
