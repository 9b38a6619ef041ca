import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { apiRoutes, type Connection, type ConnectionList } from '@hearth/contract';
import type { InjectOptions } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { syncDueConnections, startBankSync } from '../src/features/connections/scheduler.js';
import { requestTo } from './api-request.js';
import { startFakeSimpleFinBridge, type FakeSimpleFinBridge } from './connections-fake-bridge.js';
import { bridgeAccount, connect, link, sync, transactionsOf } from './connections-helpers.js';
import { call } from './ledger.js';
import { lastMailTo } from './mail-reader.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { login, register, signUp, uniqueEmail, type SignedInUser } from './users.js';

describe.each(testDialects())('bank connections: access and secrets on %s', (dialect) => {
  let t: TestApp;
  let bridge: FakeSimpleFinBridge;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.now = new Date('2026-04-01T12:00:00Z');
    bridge = await startFakeSimpleFinBridge();
    bridge.accounts.push(
      bridgeAccount('acc-1', 'Checking', {
        transactions: [{ id: 'a1', date: '2026-03-03', amount: '-9.99', description: 'STREAMING' }],
      }),
    );
  });
  afterAll(async () => {
    await bridge.close();
    await t.close();
  });

  async function memberOf(admin: SignedInUser): Promise<SignedInUser> {
    const email = uniqueEmail('member');
    expect((await admin.inject({ ...requestTo(apiRoutes.family.invite), payload: { email } })).statusCode).toBe(200);
    const invitationId = /invitation=([\w-]+)/.exec(lastMailTo(t.outboxDir, email).text)?.[1] ?? '';
    const body = await register(t, { email, invitationId });
    const member: SignedInUser = {
      email,
      password: body.password,
      firstname: body.firstname,
      token: await login(t, email, body.password),
      inject: (options) =>
        t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${member.token}` } }),
    };
    return member;
  }

  it('refuses what is not a setup token, a token claimed before, and a claim address without https', async () => {
    const user = await signUp(t);
    const refusal = async (setupToken: string) => {
      const response = await user.inject({
        ...requestTo(apiRoutes.connections.create),
        payload: { provider: 'simplefin', setupToken },
      });
      expect(response.statusCode, response.body).toBe(400);
      return response.json().responseState.description as string;
    };
    expect(await refusal('not a token!')).toBe(
      'This is not a SimpleFIN setup token: copy the whole token your SimpleFIN Bridge shows after "Connect an app".',
    );
    expect(await refusal(Buffer.from('http://bridge.example.com/claim/abc').toString('base64'))).toBe(
      "The setup token's claim address must use https.",
    );
    const token = bridge.setupToken();
    await call(user, requestTo(apiRoutes.connections.create), { provider: 'simplefin', setupToken: token });
    expect(await refusal(token)).toBe(
      'SimpleFIN Bridge refused the setup token: it was claimed already or has expired. Make a new one on your bridge.',
    );
  });

  it('keeps the access address sealed: not in the database, the answers or the logs', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'trace' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString('utf8'));
          done();
        },
      }),
    );
    const logged = await buildApp(t.deps, { logger });
    await logged.ready();
    try {
      const user = await signUp(t);
      const as = (options: InjectOptions) =>
        logged.inject({ ...options, headers: { authorization: `Bearer ${user.token}` } });
      const token = bridge.setupToken();
      const answers: string[] = [];
      const created = await as({
        ...requestTo(apiRoutes.connections.create),
        payload: { provider: 'simplefin', setupToken: token },
      });
      answers.push(created.body);
      const connection = created.json().data as Connection;
      answers.push(
        (
          await as({
            ...requestTo(apiRoutes.connections.link, { id: connection.id }),
            payload: { remoteAccountId: 'acc-1', accountId: null, name: 'Sealed', startDate: '2026-01-01' },
          })
        ).body,
      );
      answers.push((await as(requestTo(apiRoutes.connections.sync, { id: connection.id }))).body);
      answers.push((await as(requestTo(apiRoutes.connections.list))).body);
      const password = bridge.passwords[bridge.passwords.length - 1] as string;
      expect(password).toMatch(/^[0-9a-f]{24}$/);
      expect(lines.length).toBeGreaterThan(0);
      for (const text of [...answers, ...lines]) expect(text).not.toContain(password);
      expect(answers.join('')).not.toContain('credentials');

      const stored = await t.deps.db.kysely
        .selectFrom('bank_connections')
        .select('credentials')
        .where('id', '=', connection.id)
        .executeTakeFirstOrThrow();
      expect(stored.credentials).toMatch(/^v1:/);
      expect(stored.credentials).not.toContain(password);
      if (dialect === 'sqlite') {
        for (const file of ['hearth.db', 'hearth.db-wal']) {
          const at = path.join(t.dataDir, file);
          if (fs.existsSync(at)) expect(fs.readFileSync(at).includes(Buffer.from(password))).toBe(false);
        }
      }
    } finally {
      await logged.close();
    }
  });

  it('lets members see the status only, and lets only Admins change connections', async () => {
    const admin = await signUp(t);
    const member = await memberOf(admin);
    const connection = await connect(admin, bridge);
    await link(admin, connection.id, 'acc-1', { name: 'Family checking' });
    await sync(admin, connection.id);

    const seen = await call<ConnectionList>(member, requestTo(apiRoutes.connections.list));
    expect(seen.connections).toHaveLength(1);
    expect(seen.connections[0]).toMatchObject({ state: 'active', accounts: [] });
    expect(seen.connections[0]?.links[0]?.accountName).toBe('Family checking');

    const refused = [
      await member.inject({
        ...requestTo(apiRoutes.connections.create),
        payload: { provider: 'simplefin', setupToken: bridge.setupToken() },
      }),
      await member.inject(requestTo(apiRoutes.connections.sync, { id: connection.id })),
      await member.inject(requestTo(apiRoutes.connections.remove, { id: connection.id })),
      await member.inject({
        ...requestTo(apiRoutes.connections.unlink, { id: connection.id }),
        payload: { remoteAccountId: 'acc-1' },
      }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json().responseState.description).toBe(
        'Only an Admin of the family can change its bank connections.',
      );
    }

    // Another family's connection is not found.
    const stranger = await signUp(t);
    const other = await stranger.inject(requestTo(apiRoutes.connections.sync, { id: connection.id }));
    expect(other.statusCode).toBe(404);
  });

  it('deletes a connection with its credentials at once and keeps what it imported', async () => {
    const user = await signUp(t);
    const connection = await connect(user, bridge);
    const accountId = (await link(user, connection.id, 'acc-1', { name: 'Kept' })).links[0]?.accountId as number;
    await sync(user, connection.id);
    const removed = await user.inject(requestTo(apiRoutes.connections.remove, { id: connection.id }));
    expect(removed.statusCode, removed.body).toBe(200);
    const left = await t.deps.db.kysely
      .selectFrom('bank_connections')
      .select('id')
      .where('id', '=', connection.id)
      .execute();
    expect(left).toEqual([]);
    expect(await transactionsOf(t, accountId)).toHaveLength(1);
    const status = await call<{ linked: boolean }>(
      user,
      requestTo(apiRoutes.connections.accountStatus, { id: accountId }),
    );
    expect(status.linked).toBe(false);
    expect((await user.inject(requestTo(apiRoutes.connections.sync, { id: connection.id }))).statusCode).toBe(404);
  });

  it('syncs by itself every interval', async () => {
    const user = await signUp(t);
    const account = bridgeAccount('sched', 'Scheduled', {
      transactions: [{ id: 'sc1', date: '2026-03-10', amount: '-1.00', description: 'FIRST' }],
    });
    bridge.accounts.push(account);
    const connection = await connect(user, bridge);
    const accountId = (await link(user, connection.id, 'sched', { name: 'Scheduled' })).links[0]?.accountId as number;
    // Other families' connections of this file are synced too; this one's transactions are what is checked.
    const log = pino({ level: 'silent' });
    const stop = startBankSync(t.deps, log, 0.0005);
    try {
      await expect.poll(async () => (await transactionsOf(t, accountId)).length, { timeout: 5000 }).toBe(1);
      account.transactions.push({ id: 'sc2', date: '2026-03-30', amount: '-2.00', description: 'SECOND' });
      // Not due yet: the clock has not moved past the interval.
      expect(await syncDueConnections(t.deps, log, 0.0005 * 3600_000)).toBe(0);
      t.clock.advance(2000);
      await expect.poll(async () => (await transactionsOf(t, accountId)).length, { timeout: 5000 }).toBe(2);
    } finally {
      stop();
    }
  });
});
