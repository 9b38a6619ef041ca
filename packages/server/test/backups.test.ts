import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiRoutes, BackupTrigger, POSTGRES_BACKUPS_MESSAGE } from '@hearth/contract';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { restoreBackup, RestoreRefused } from '../src/features/backups/restore.js';
import { startBackupSchedule } from '../src/features/backups/schedule.js';
import { markServerRunning } from '../src/features/backups/server-lock.js';
import { makeBackup, type BackupDeps } from '../src/features/backups/service.js';
import { TokenService } from '../src/platform/tokens.js';
import { outboxMailer } from '../src/platform/mail.js';
import { attach } from './attachment-upload.js';
import { call, createBank, createThirdParty, record } from './ledger.js';
import { lastMailTo, readOutbox } from './mail-reader.js';
import { createTestApp, type TestApp } from './test-app.js';
import { login, register, signUp, uniqueEmail, type SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

const SECRET = 'a test secret that is long enough';
const silent = pino({ level: 'silent' });
/** A port nothing listens on, for the restore's check. */
const FREE_PORT = 1;

const backupsIn = (dir: string) => fs.readdirSync(dir).filter((name) => name.startsWith('hearth-backup-'));

async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A server on an existing data folder, as `npm start` would open it after a restore. */
async function serverOn(dataDir: string): Promise<{ app: FastifyInstance; db: Db; close(): Promise<void> }> {
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: '', LOG_LEVEL: 'silent', VALIDATE_RESPONSES: '1' });
  const db = openDatabase({ databaseUrl: null, sqliteFile: path.join(dataDir, 'hearth.db') });
  await migrateToLatest(db);
  const clock = () => new Date();
  const tokens = new TokenService(new TextEncoder().encode(SECRET), config.tokenLifetimeSeconds, clock);
  const app = await buildApp({ config, db, tokens, clock, mailer: outboxMailer(path.join(dataDir, 'outbox'), null) });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** The same person's requests, sent to another server (their token names a session both databases hold). */
const onServer = (app: FastifyInstance, user: SignedInUser): SignedInUser => ({
  ...user,
  inject: (options) =>
    app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${user.token}` } }),
});

/** What a family sees of its books: every list a screen reads. */
async function books(user: SignedInUser, bank: number) {
  return {
    accounts: await call(user, requestTo(apiRoutes.accounts.list), {}),
    account: await call(user, requestTo(apiRoutes.accounts.get, { id: bank })),
    transactions: await call(user, requestTo(apiRoutes.transactions.search), {
      accountId: bank,
      limitResultCount: 500,
    }),
    categories: await call(user, requestTo(apiRoutes.categories.list)),
    tags: await call(user, requestTo(apiRoutes.tags.list)),
    family: await call(user, requestTo(apiRoutes.family.get)),
  };
}

describe('backups on sqlite', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let bank: number;
  let shop: number;
  let deps: BackupDeps;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { BACKUP_INTERVAL_HOURS: '0.0003', BACKUP_KEEP: '2' } });
    // The schedule counts real time.
    deps = { ...t.deps, clock: () => new Date() };
    admin = await signUp(t, { firstname: 'Ann', surname: 'Lee' });
    bank = await createBank(admin, 'Everyday', 1000);
    shop = await createThirdParty(admin, 'Corner shop');
    const paid = await record(admin, { debitAccountId: bank, creditAccountId: shop, lines: [{ amount: 42.5 }] });
    expect((await attach(admin, paid.id, 2048, 'receipt.pdf')).statusCode).toBe(200);
    await record(admin, { debitAccountId: bank, creditAccountId: shop, lines: [{ amount: 7 }], description: 'Bread' });
  });
  afterAll(async () => {
    await t.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  function freshDataDir(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-restore-'));
    dataDirs.push(dir);
    return dir;
  }

  it('makes backups on schedule, verifies each and keeps BACKUP_KEEP of them', async () => {
    const stop = startBackupSchedule(deps, silent);
    try {
      await until(async () => {
        const rows = await t.deps.db.kysely
          .selectFrom('backups')
          .select('state')
          .where('state', '=', 'verified')
          .execute();
        return rows.length >= 3;
      });
    } finally {
      stop();
    }
    await until(async () => !fs.existsSync(path.join(deps.config.backups.dir, '.backup.lock')));
    expect(backupsIn(deps.config.backups.dir)).toHaveLength(2);
    const rows = await t.deps.db.kysely.selectFrom('backups').selectAll().orderBy('id').execute();
    expect(rows.every((row) => row.trigger === BackupTrigger.Schedule && row.state === 'verified')).toBe(true);
    expect(rows.filter((row) => row.removed_at === null).map((row) => row.folder)).toEqual(
      backupsIn(deps.config.backups.dir).sort(),
    );

    const status = await call<{
      lastBackup: { state: string; sizeBytes: number; finishedAt: string };
      lastVerifiedAt: string;
      nextDueAt: string;
      folder: string;
      database: string;
    }>(admin, requestTo(apiRoutes.backups.status));
    expect(status.database).toBe('sqlite');
    expect(status.folder).toBe(deps.config.backups.dir);
    expect(status.lastBackup.state).toBe('verified');
    expect(status.lastBackup.sizeBytes).toBeGreaterThan(2048);
    expect(status.lastVerifiedAt).toBe(status.lastBackup.finishedAt);
    expect(new Date(status.nextDueAt).getTime()).toBeGreaterThan(new Date(rows.at(-1)?.started_at ?? 0).getTime());
    // Each backup holds the database and the attachment's file, in the same folder.
    const newest = path.join(deps.config.backups.dir, backupsIn(deps.config.backups.dir).sort().at(-1) ?? '');
    expect(fs.existsSync(path.join(newest, 'hearth.db'))).toBe(true);
    const manifest = JSON.parse(fs.readFileSync(path.join(newest, 'backup.json'), 'utf8'));
    expect(manifest.attachmentFiles).toBe(1);
    expect(manifest.rowCounts.transactions).toBe(2);
  });

  it('restores a backup into a data folder, and a server on it shows the same books', async () => {
    const outcome = await makeBackup(deps, BackupTrigger.Command, null);
    expect(outcome.state).toBe('verified');
    const before = await books(admin, bank);
    const target = freshDataDir();
    fs.writeFileSync(path.join(target, 'hearth.db'), 'the data the restore replaces');
    const folder = path.join(deps.config.backups.dir, outcome.state === 'verified' ? outcome.folder : '');
    const result = await restoreBackup({ backup: folder, dataDir: target, port: FREE_PORT, now: new Date() });
    expect(fs.readFileSync(path.join(result.setAside ?? '', 'hearth.db'), 'utf8')).toBe(
      'the data the restore replaces',
    );

    const restored = await serverOn(target);
    try {
      const there = onServer(restored.app, admin);
      expect(await books(there, bank)).toEqual(before);
      const paid = (before.transactions as { id: number; amount: number }[]).find((tx) => tx.amount === 42.5);
      const withFile = await call<{ attachments: { uri: string }[] }>(
        there,
        requestTo(apiRoutes.transactions.get, { id: paid?.id ?? 0 }),
      );
      const download = await there.inject({ method: 'GET', url: withFile.attachments[0]?.uri ?? '' });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.length).toBe(2048);
      // The record of the backup restored says how it ended.
      const own = await restored.db.kysely
        .selectFrom('backups')
        .select('state')
        .where('folder', '=', path.basename(folder))
        .executeTakeFirstOrThrow();
      expect(own.state).toBe('verified');
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore while a server runs on the data folder, replacing nothing', async () => {
    const outcome = await makeBackup(deps, BackupTrigger.Command, null);
    const folder = path.join(deps.config.backups.dir, outcome.state === 'verified' ? outcome.folder : '');
    const target = freshDataDir();
    fs.writeFileSync(path.join(target, 'hearth.db'), 'live data');
    const running = markServerRunning(target);
    // The restore runs in this test's process: the mark must name another, live one.
    fs.writeFileSync(path.join(target, 'server.pid'), String(process.ppid));
    try {
      await expect(
        restoreBackup({ backup: folder, dataDir: target, port: FREE_PORT, now: new Date() }),
      ).rejects.toThrow(
        new RestoreRefused(`Hearth is running on ${target} (process ${process.ppid}): stop it, then restore again.`),
      );
    } finally {
      running.release();
    }
    // A mark naming the restore's own process (or none that runs) counts for nothing.
    expect(fs.existsSync(path.join(target, 'server.pid'))).toBe(true);
    fs.writeFileSync(path.join(target, 'server.pid'), String(process.pid));
    expect(fs.readFileSync(path.join(target, 'hearth.db'), 'utf8')).toBe('live data');

    // A server started on that port from elsewhere, its mark gone.
    const listener = net.createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => listener.once('listening', resolve));
    const port = (listener.address() as net.AddressInfo).port;
    try {
      await expect(restoreBackup({ backup: folder, dataDir: target, port, now: new Date() })).rejects.toThrow(
        `Something answers on port ${port}: stop Hearth, then restore again.`,
      );
    } finally {
      listener.close();
    }
    expect(fs.readFileSync(path.join(target, 'hearth.db'), 'utf8')).toBe('live data');
    await expect(
      restoreBackup({ backup: path.join(target, 'nothing'), dataDir: target, port: FREE_PORT, now: new Date() }),
    ).rejects.toThrow(/There is no backup at/);
  });

  it('loses no acknowledged write when the backup is taken during a write load', async () => {
    // Some megabytes more, so that the backup API copies in several steps with saves committed between them.
    const filler = 'x'.repeat(280);
    for (let batch = 0; batch < 20; batch += 1) {
      await t.deps.db.kysely
        .insertInto('throttles')
        .values(
          Array.from({ length: 500 }, (_, i) => ({
            key: `load-${batch}-${i}-${filler}`,
            window_start: new Date().toISOString(),
            count: 1,
            locked_until: null,
          })),
        )
        .execute();
    }
    const acknowledged: { id: number; at: number }[] = [];
    let writing = true;
    const writer = async (lane: number) => {
      for (let i = 0; writing; i += 1) {
        const saved = await record(admin, {
          debitAccountId: bank,
          creditAccountId: shop,
          lines: [{ amount: lane * 1000 + i + 1 }],
          description: `Load ${lane}-${i}`,
        });
        acknowledged.push({ id: saved.id, at: performance.now() });
      }
    };
    const lanes = [0, 1, 2, 3].map(writer);
    await until(() => acknowledged.length >= 20);
    const startedAt = performance.now();
    const outcome = await makeBackup(deps, BackupTrigger.Command, null);
    const finishedAt = performance.now();
    writing = false;
    await Promise.all(lanes);
    expect(outcome.state).toBe('verified');
    // Saves went on while the backup was being written.
    expect(acknowledged.some((entry) => entry.at > startedAt && entry.at < finishedAt)).toBe(true);
    const before = acknowledged.filter((entry) => entry.at < startedAt).map((entry) => entry.id);
    expect(before.length).toBeGreaterThanOrEqual(20);

    const target = freshDataDir();
    const folder = path.join(deps.config.backups.dir, outcome.state === 'verified' ? outcome.folder : '');
    await restoreBackup({ backup: folder, dataDir: target, port: FREE_PORT, now: new Date() });
    const restored = await serverOn(target);
    try {
      const there = onServer(restored.app, admin);
      for (const id of before) {
        const response = await there.inject(requestTo(apiRoutes.transactions.get, { id }));
        expect(response.statusCode, `transaction ${id}`).toBe(200);
      }
    } finally {
      await restored.close();
    }
  });

  it("lets an Admin start a backup, refuses a second while it runs, and shows other families' Admins only times and states", async () => {
    const response = await admin.inject(requestTo(apiRoutes.backups.start));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.inProgress).toMatchObject({ state: 'requested', trigger: 'admin' });
    const again = await admin.inject(requestTo(apiRoutes.backups.start));
    expect(again.statusCode).toBe(400);
    expect(again.json().responseState.description).toBe(
      'A backup is already being made. Please wait for it to finish.',
    );

    const stop = startBackupSchedule(
      { ...deps, config: { ...deps.config, backups: { ...deps.config.backups, intervalMs: 0 } } },
      silent,
    );
    try {
      await until(async () => {
        const status = await call<{ inProgress: unknown; lastBackup: { trigger: string } }>(
          admin,
          requestTo(apiRoutes.backups.status),
        );
        return status.inProgress === null && status.lastBackup.trigger === 'admin';
      });
    } finally {
      stop();
    }

    // A Member of the family sees nothing of the backups.
    const email = uniqueEmail('member');
    expect((await admin.inject({ ...requestTo(apiRoutes.family.invite), payload: { email } })).statusCode).toBe(200);
    const invitationId = /invitation=([\w-]+)/.exec(lastMailTo(t.outboxDir, email).text)?.[1] ?? '';
    const joined = await register(t, { email, invitationId });
    const memberToken = await login(t, joined.email, joined.password);
    for (const route of [apiRoutes.backups.status, apiRoutes.backups.start]) {
      const refused = await t.app.inject({ ...requestTo(route), headers: { authorization: `Bearer ${memberToken}` } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().responseState.description).toBe('Only a family administrator can see and start backups.');
    }

    const otherFamily = await signUp(t, { firstname: 'Bo' });
    const status = await otherFamily.inject(requestTo(apiRoutes.backups.status));
    expect(status.statusCode).toBe(200);
    expect(status.json().data.lastBackup.trigger).toBe('admin');
    expect(JSON.stringify(status.json().data)).not.toContain('Ann');
  });

  it('records a failed verification and mails it to the Admins once', async () => {
    const stored = path.join(t.dataDir, 'attachments');
    const files = fs.readdirSync(stored, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    const file = path.join(files[0]?.parentPath ?? '', files[0]?.name ?? '');
    const content = fs.readFileSync(file);
    fs.rmSync(file);
    try {
      const first = await makeBackup(deps, BackupTrigger.Command, null);
      expect(first).toEqual({ state: 'failed', error: expect.stringMatching(/attachment file .* is missing/) });
      const second = await makeBackup(deps, BackupTrigger.Command, null);
      expect(second.state).toBe('failed');
    } finally {
      fs.writeFileSync(file, content);
    }
    const mails = readOutbox(t.outboxDir).filter((mail) => mail.subject === 'Hearth: a backup failed');
    expect(mails.map((mail) => mail.to).filter((to) => to === admin.email)).toHaveLength(1);
    const status = await call<{ lastBackup: { state: string; error: string }; lastVerifiedAt: string | null }>(
      admin,
      requestTo(apiRoutes.backups.status),
    );
    expect(status.lastBackup.state).toBe('failed');
    expect(status.lastBackup.error).toMatch(/is missing from the data folder/);
    expect(status.lastVerifiedAt).not.toBeNull();
    // No half-written backup is left behind.
    expect(fs.readdirSync(deps.config.backups.dir).filter((name) => name.startsWith('.partial'))).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('backups on postgres', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  it('tells the Admin to use pg_dump and starts nothing', async () => {
    const admin = await signUp(t);
    const status = await call<{ database: string; message: string }>(admin, requestTo(apiRoutes.backups.status));
    expect(status).toMatchObject({ database: 'postgres', message: POSTGRES_BACKUPS_MESSAGE });
    const start = await admin.inject(requestTo(apiRoutes.backups.start));
    expect(start.statusCode).toBe(400);
    expect(start.json().responseState.description).toBe(`${POSTGRES_BACKUPS_MESSAGE}.`);
  });
});
