import { apiRoutes, type Connection, type ConnectionList } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTo } from './api-request.js';
import { startFakeSimpleFinBridge, type FakeSimpleFinBridge } from './connections-fake-bridge.js';
import { bridgeAccount, connect, link, sync, transactionsOf } from './connections-helpers.js';
import { call, createBank, createThirdParty, record } from './ledger.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { login, signUp } from './users.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDialects())('bank sync through SimpleFIN on %s', (dialect) => {
  let t: TestApp;
  let bridge: FakeSimpleFinBridge;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.now = new Date('2026-04-01T12:00:00Z');
    bridge = await startFakeSimpleFinBridge();
  });
  afterAll(async () => {
    await bridge.close();
    await t.close();
  });

  it('imports booked and pending transactions, keeps twins, and does nothing more on a re-sync', async () => {
    const user = await signUp(t);
    bridge.accounts.push(
      bridgeAccount('chk-1', 'Checking', {
        balance: '955.50',
        transactions: [
          { id: 't1', date: '2026-03-02', amount: '1000.00', description: 'PAYROLL ACME', payee: 'Acme' },
          { id: 't2', date: '2026-03-05', amount: '-4.75', description: 'BLUE BOTTLE COFFEE' },
          { id: 't3', date: '2026-03-05', amount: '-4.75', description: 'BLUE BOTTLE COFFEE' },
          { id: 'p1', date: '2026-03-30', amount: '-35.00', description: 'SHELL OIL', pending: true },
        ],
      }),
    );
    const connection = await connect(user, bridge);
    expect(connection.accounts.find((account) => account.id === 'chk-1')).toMatchObject({
      name: 'Checking',
      currency: 'USD',
      balance: 955.5,
      institution: 'First Example Bank',
    });
    const linked = await link(user, connection.id, 'chk-1', { name: 'Everyday checking' });
    const accountId = linked.links[0]?.accountId as number;

    expect(await sync(user, connection.id)).toEqual({
      added: 3,
      matched: 0,
      pending: 1,
      removed: 0,
      failedAccounts: [],
    });
    const rows = await transactionsOf(t, accountId);
    expect(rows.map((row) => [row.date, row.cents, row.pending, row.reconciled])).toEqual([
      ['2026-03-02', 100000, false, true],
      ['2026-03-05', -475, false, true],
      ['2026-03-05', -475, false, true],
      ['2026-03-30', -3500, true, false],
    ]);

    // Each one's history says the bank sync brought it, with no member named.
    for (const row of rows) {
      const { entries } = await call<{ entries: { action: string; user: unknown }[] }>(
        user,
        requestTo(apiRoutes.history.transaction, { id: row.id }),
      );
      expect(entries.at(-1)).toMatchObject({ action: 'bankSync', user: null });
    }

    expect(await sync(user, connection.id)).toEqual({
      added: 0,
      matched: 0,
      pending: 1,
      removed: 0,
      failedAccounts: [],
    });
    expect(await transactionsOf(t, accountId)).toEqual(rows);

    // The bank's balance beside Hearth's: 1000 - 9.50 - 35 (pending) = 955.50.
    const list = await call<ConnectionList>(user, requestTo(apiRoutes.connections.list));
    expect(list.connections[0]?.links[0]).toMatchObject({
      bankBalance: 955.5,
      hearthBalance: 955.5,
      balanceDifference: 0,
    });
  });

  it('replaces a pending transaction by its booked version, under the same id or a new one', async () => {
    const user = await signUp(t);
    const account = bridgeAccount('chk-2', 'Checking 2', {
      transactions: [
        { id: 'p-same', date: '2026-03-28', amount: '-12.00', description: 'DINER', pending: true },
        { id: 'p-old', date: '2026-03-29', amount: '-20.00', description: 'GROCER 44', pending: true },
      ],
    });
    bridge.accounts.push(account);
    const connection = await connect(user, bridge);
    const accountId = (await link(user, connection.id, 'chk-2', { name: 'Checking two' })).links[0]
      ?.accountId as number;
    expect((await sync(user, connection.id)).pending).toBe(2);
    const pendingRows = await transactionsOf(t, accountId);
    expect(pendingRows.map((row) => row.pending)).toEqual([true, true]);

    account.transactions = [
      { id: 'p-same', date: '2026-03-30', amount: '-12.00', description: 'DINER' },
      { id: 'b-new', date: '2026-03-31', amount: '-20.00', description: 'GROCER 44 BOOKED' },
    ];
    expect(await sync(user, connection.id)).toEqual({
      added: 0,
      matched: 2,
      pending: 0,
      removed: 0,
      failedAccounts: [],
    });
    const booked = await transactionsOf(t, accountId);
    expect(booked.map((row) => [row.id, row.cents, row.pending, row.reconciled])).toEqual([
      [pendingRows[0]?.id, -1200, false, true],
      [pendingRows[1]?.id, -2000, false, true],
    ]);
    expect((await sync(user, connection.id)).added).toBe(0);
    expect(await transactionsOf(t, accountId)).toEqual(booked);
  });

  it('replaces a pending transaction booked under its id with another amount', async () => {
    const user = await signUp(t);
    const account = bridgeAccount('tip', 'Tips', {
      transactions: [{ id: 'meal', date: '2026-03-29', amount: '-40.00', description: 'BISTRO', pending: true }],
    });
    bridge.accounts.push(account);
    const connection = await connect(user, bridge);
    const accountId = (await link(user, connection.id, 'tip', { name: 'Tips' })).links[0]?.accountId as number;
    await sync(user, connection.id);
    account.transactions = [{ id: 'meal', date: '2026-03-30', amount: '-48.00', description: 'BISTRO' }];
    expect(await sync(user, connection.id)).toEqual({
      added: 1,
      matched: 0,
      pending: 0,
      removed: 0,
      failedAccounts: [],
    });
    const rows = await transactionsOf(t, accountId);
    expect(rows.map((row) => [row.cents, row.pending, row.reconciled])).toEqual([[-4800, false, true]]);
  });

  it('removes a pending transaction the bank dropped after the grace period, and tells the family', async () => {
    const user = await signUp(t);
    const account = bridgeAccount('chk-3', 'Checking 3', {
      transactions: [{ id: 'p-gone', date: '2026-03-30', amount: '-61.00', description: 'HOTEL HOLD', pending: true }],
    });
    bridge.accounts.push(account);
    const connection = await connect(user, bridge);
    const accountId = (await link(user, connection.id, 'chk-3', { name: 'Checking three' })).links[0]
      ?.accountId as number;
    await sync(user, connection.id);
    account.transactions = [];
    expect((await sync(user, connection.id)).removed).toBe(0);
    expect(await transactionsOf(t, accountId)).toHaveLength(1);

    const before = t.clock.now;
    t.clock.advance(4 * DAY_MS);
    user.token = await login(t, user.email, user.password);
    try {
      expect((await sync(user, connection.id)).removed).toBe(1);
      expect(await transactionsOf(t, accountId)).toEqual([]);
      const list = await call<ConnectionList>(user, requestTo(apiRoutes.connections.list));
      expect(list.notices[0]?.message).toBe(
        'Checking three: the pending transaction "HOTEL HOLD" of $61.00 on 2026-03-30 was not booked by the bank and was removed.',
      );
    } finally {
      t.clock.now = before;
    }
  });

  it('matches what the family entered by hand and leaves reconciled lines alone', async () => {
    const user = await signUp(t);
    const bank = await createBank(user, 'Joint', 500);
    const shop = await createThirdParty(user, 'Corner Shop');
    const typed = await record(user, {
      debitAccountId: bank,
      creditAccountId: shop,
      date: '2026-03-10',
      lines: [{ amount: 18.2 }],
      description: 'milk and bread',
    });
    bridge.accounts.push(
      bridgeAccount('joint', 'Joint', {
        transactions: [
          { id: 'j1', date: '2026-03-11', amount: '-18.20', description: 'CORNER SHOP 12', payee: 'Corner Shop' },
          { id: 'j2', date: '2026-03-12', amount: '-7.00', description: 'PARKING' },
        ],
      }),
    );
    const connection = await connect(user, bridge);
    await link(user, connection.id, 'joint', { accountId: bank });
    expect(await sync(user, connection.id)).toMatchObject({ added: 1, matched: 1 });
    const rows = await transactionsOf(t, bank);
    expect(rows.map((row) => [row.id === typed.id, row.description, row.reconciled])).toEqual([
      [true, 'milk and bread', true],
      [false, 'PARKING', true],
    ]);
  });

  it("keeps one account's failure its own and the others syncing", async () => {
    const user = await signUp(t);
    bridge.accounts.push(
      bridgeAccount('ok-acc', 'Savings', {
        transactions: [{ id: 's1', date: '2026-03-15', amount: '25.00', description: 'INTEREST' }],
      }),
      bridgeAccount('bad-acc', 'Credit card'),
    );
    const connection = await connect(user, bridge);
    const savings = (await link(user, connection.id, 'ok-acc', { name: 'Savings' })).links[0]?.accountId as number;
    const card = await createBank(user, 'Card');
    await link(user, connection.id, 'bad-acc', { accountId: card });
    const failing = bridge.accounts.find((account) => account.id === 'bad-acc');
    if (failing) failing.failure = 'The bank asks you to log in again on its site.';
    const result = await sync(user, connection.id);
    expect(result.added).toBe(1);
    expect(result.failedAccounts).toEqual([
      { remoteAccountId: 'bad-acc', name: 'Credit card', message: 'The bank asks you to log in again on its site.' },
    ]);
    expect(await transactionsOf(t, savings)).toHaveLength(1);
    const status = await call<{ lastError: string | null }>(
      user,
      requestTo(apiRoutes.connections.accountStatus, { id: card }),
    );
    expect(status.lastError).toBe('The bank asks you to log in again on its site.');
  });

  it('honours a Retry-After and says how long to wait', async () => {
    const user = await signUp(t);
    bridge.accounts.push(bridgeAccount('rl', 'Limited', { transactions: [] }));
    const connection = await connect(user, bridge);
    await link(user, connection.id, 'rl', { name: 'Limited' });
    bridge.rateLimit(120);
    const limited = await sync(user, connection.id);
    expect(limited.failedAccounts[0]?.message).toBe(
      'SimpleFIN Bridge is limiting requests and asked to wait 120 seconds.',
    );
    const asked = bridge.requests.length;
    const again = await user.inject(requestTo(apiRoutes.connections.sync, { id: connection.id }));
    expect(again.statusCode).toBe(429);
    expect(again.json().responseState.description).toBe(
      'The bank provider asked Hearth to wait before syncing again: try after 12:02 UTC.',
    );
    expect(bridge.requests.length).toBe(asked);
    const before = t.clock.now;
    t.clock.advance(121_000);
    try {
      expect((await sync(user, connection.id)).failedAccounts).toEqual([]);
    } finally {
      t.clock.now = before;
    }
  });

  it('re-links and unlinks without importing anything twice or losing anything', async () => {
    const user = await signUp(t);
    bridge.accounts.push(
      bridgeAccount('rel', 'Relink', {
        transactions: [
          { id: 'r1', date: '2026-02-01', amount: '-10.00', description: 'ONE' },
          { id: 'r2', date: '2026-03-01', amount: '-20.00', description: 'TWO' },
        ],
      }),
    );
    const connection = await connect(user, bridge);
    const accountId = (await link(user, connection.id, 'rel', { name: 'Relinked' })).links[0]?.accountId as number;
    expect((await sync(user, connection.id)).added).toBe(2);
    const unlinked = await call<Connection>(user, requestTo(apiRoutes.connections.unlink, { id: connection.id }), {
      remoteAccountId: 'rel',
    });
    expect(unlinked.links).toEqual([]);
    expect(await transactionsOf(t, accountId)).toHaveLength(2);
    await link(user, connection.id, 'rel', { accountId }, '2026-01-15');
    expect(await sync(user, connection.id)).toMatchObject({ added: 0, matched: 0 });
    await link(user, connection.id, 'rel', { accountId }, '2026-01-01');
    expect(await sync(user, connection.id)).toMatchObject({ added: 0, matched: 0 });
    expect(await transactionsOf(t, accountId)).toHaveLength(2);
  });

  it('fetches a long history in windows of at most 90 days', async () => {
    const user = await signUp(t);
    bridge.accounts.push(
      bridgeAccount('long', 'Long history', {
        transactions: [
          { id: 'l1', date: '2025-09-15', amount: '-1.00', description: 'OLD' },
          { id: 'l2', date: '2026-01-15', amount: '-2.00', description: 'MIDDLE' },
          { id: 'l3', date: '2026-03-31', amount: '-3.00', description: 'RECENT' },
        ],
      }),
    );
    const connection = await connect(user, bridge);
    await link(user, connection.id, 'long', { name: 'Long history' }, '2025-09-01');
    const asked = bridge.requests.length;
    expect((await sync(user, connection.id)).added).toBe(3);
    const windows = bridge.requests.slice(asked).map((request) => {
      const query = new URL(request.split(' ')[1] as string, 'http://x').searchParams;
      expect(query.get('pending')).toBe('1');
      expect(query.getAll('account')).toEqual(['long']);
      return (Number(query.get('end-date')) - Number(query.get('start-date'))) / 86400;
    });
    expect(windows.length).toBe(3);
    for (const days of windows) expect(days).toBeLessThanOrEqual(90);
  });

  it('never runs two syncs of one connection at once', async () => {
    const user = await signUp(t);
    bridge.accounts.push(
      bridgeAccount('par', 'Parallel', {
        transactions: [{ id: 'x1', date: '2026-03-20', amount: '-3.00', description: 'TOLL' }],
      }),
    );
    const connection = await connect(user, bridge);
    const accountId = (await link(user, connection.id, 'par', { name: 'Parallel' })).links[0]?.accountId as number;
    bridge.delayMs = 300;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => user.inject(requestTo(apiRoutes.connections.sync, { id: connection.id }))),
    );
    bridge.delayMs = 0;
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(3);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().responseState.description).toBe(
      'A sync of this connection is under way; wait for it to end.',
    );
    expect(await transactionsOf(t, accountId)).toHaveLength(1);
  });
});
