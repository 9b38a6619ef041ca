import fs from 'node:fs';
import path from 'node:path';
import { apiRoutes, type ApiRoute } from '@hearth/contract';
import type { LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepAttachmentStorage } from '../src/features/attachments/purge.js';
import { writeLedger } from '../src/features/ledger/context.js';
import { deleteTransaction } from '../src/features/ledger/writer.js';
import { attach, multipart, storedFiles as listStoredFiles } from './attachment-upload.js';
import { call, createBank, createThirdParty, record } from './ledger.js';
import { expectRowIsolated } from './tenancy.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';
import { requestTo, type ApiRequest } from './api-request.js';

const BOUNDARY = '----hearth-test-boundary';

/** The link an answer gave (an attachment's uri) with the method of its route in the table. */
const atLink = (route: ApiRoute, uri: string): ApiRequest => ({ method: route.method, url: uri });

const filePart = (name: string, content: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="formFile"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n`;
const fieldPart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const WHOLE = `${filePart('receipt.txt', 'paid in full')}--${BOUNDARY}--\r\n`;

function expectRefusal(response: LightMyRequestResponse, status: number, description: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ responseState: { isSuccess: false, description }, data: null });
}

describe.each(testDialects())('attachments on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  async function payment(user: SignedInUser) {
    const bank = await createBank(user, 'Everyday');
    const shop = await createThirdParty(user, 'Shop');
    return record(user, { debitAccountId: bank, creditAccountId: shop, lines: [{ amount: 9.99 }] });
  }

  it('uploads a file, lists it on the transaction, downloads it and removes it', async () => {
    const user = await signUp(t);
    const tx = await payment(user);
    const content = Buffer.from('%PDF-1.4 receipt for the weekly shop');
    const upload = await user.inject({
      ...requestTo(apiRoutes.attachments.upload, { transactionId: tx.id }),
      ...multipart(
        { description: 'Receipt', parentId: String(tx.id) },
        { name: 'receipt.pdf', type: 'application/pdf', content },
      ),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json().responseState.description).toBe('receipt.pdf attached.');
    const attachment = upload.json().data;
    expect(attachment).toMatchObject({
      fileName: 'receipt.pdf',
      description: 'Receipt',
      size: content.length,
      contentType: 'application/pdf',
    });
    expect(
      (await call<{ attachments: unknown[] }>(user, requestTo(apiRoutes.transactions.get, { id: tx.id }))).attachments,
    ).toEqual([attachment]);
    const download = await user.inject(atLink(apiRoutes.attachments.download, attachment.uri));
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers['content-disposition']).toContain('filename="receipt.pdf"');
    await call(user, atLink(apiRoutes.attachments.remove, attachment.uri));
    expect((await user.inject(atLink(apiRoutes.attachments.download, attachment.uri))).statusCode).toBe(404);
  });

  it('refuses an upload without a file, too large a file, and a missing transaction', async () => {
    const user = await signUp(t);
    const tx = await payment(user);
    const empty = await user.inject({
      ...requestTo(apiRoutes.attachments.upload, { transactionId: tx.id }),
      ...multipart({ description: 'Nothing' }),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().responseState.description).toBe('File: choose a file to upload.');
    const big = await user.inject({
      ...requestTo(apiRoutes.attachments.upload, { transactionId: tx.id }),
      ...multipart(
        {},
        { name: 'big.bin', type: 'application/octet-stream', content: Buffer.alloc(10 * 1024 * 1024 + 1) },
      ),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().responseState.description).toBe('The file is too large: attachments can be at most 10 MB.');
    const json = await user.inject({
      ...requestTo(apiRoutes.attachments.upload, { transactionId: tx.id }),
      payload: { formFile: 'x' },
    });
    expect(json.statusCode).toBe(406);
    expect(json.json().responseState.description).toBe('Send the file as multipart/form-data.');
    const missing = await user.inject({
      ...requestTo(apiRoutes.attachments.upload, { transactionId: 99999999 }),
      ...multipart({}, { name: 'a.txt', type: 'text/plain', content: Buffer.from('a') }),
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await call<{ attachments: unknown[] }>(user, requestTo(apiRoutes.transactions.get, { id: tx.id }))).attachments,
    ).toEqual([]);
  });

  it("treats another family's attachments and transactions like missing ones", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const tx = await payment(owner);
    const file = { name: 'private.txt', type: 'text/plain', content: Buffer.from('private') };
    const uploaded = (
      await owner.inject({
        ...requestTo(apiRoutes.attachments.upload, { transactionId: tx.id }),
        ...multipart({}, file),
      })
    ).json().data as { id: number };
    await expectRowIsolated(
      stranger,
      uploaded.id,
      (id) => requestTo(apiRoutes.attachments.download, { id }),
      (id) => requestTo(apiRoutes.attachments.remove, { id }),
    );
    await expectRowIsolated(stranger, tx.id, (id) => ({
      ...requestTo(apiRoutes.attachments.upload, { transactionId: id }),
      ...multipart({}, file),
    }));
    expect((await owner.inject(requestTo(apiRoutes.attachments.download, { id: uploaded.id }))).body).toBe('private');
  });

  describe('hostile uploads', () => {
    const storedFiles = () => listStoredFiles(t.dataDir);

    it.each<[string, string, string, number, string]>([
      [
        'without a boundary',
        'multipart/form-data',
        WHOLE,
        400,
        'The upload has no multipart boundary in its Content-Type; send it as multipart/form-data.',
      ],
      [
        'with an empty boundary',
        'multipart/form-data; boundary=',
        WHOLE,
        400,
        'The upload has no multipart boundary in its Content-Type; send it as multipart/form-data.',
      ],
      [
        'with its file part cut short',
        `multipart/form-data; boundary=${BOUNDARY}`,
        WHOLE.slice(0, 120),
        400,
        'The upload ended before its last part was complete; send the file again.',
      ],
      [
        'cut short after its file',
        `multipart/form-data; boundary=${BOUNDARY}`,
        `${filePart('receipt.txt', 'paid')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="descr`,
        400,
        'The upload ended before its last part was complete; send the file again.',
      ],
      [
        'with a second file after the first',
        `multipart/form-data; boundary=${BOUNDARY}`,
        `${filePart('a.txt', 'first')}${filePart('b.txt', 'second')}--${BOUNDARY}--\r\n`,
        413,
        'Send one file at a time.',
      ],
      [
        'with a NUL in its file name',
        `multipart/form-data; boundary=${BOUNDARY}`,
        `${filePart('re\u0000ceipt.txt', 'paid')}--${BOUNDARY}--\r\n`,
        400,
        'The file name must not contain control characters such as line breaks or tabs.',
      ],
      [
        'with a NUL in its description',
        `multipart/form-data; boundary=${BOUNDARY}`,
        `${filePart('receipt.txt', 'paid')}${fieldPart('description', 'Re\u0000ceipt')}--${BOUNDARY}--\r\n`,
        400,
        'Description must not contain control characters other than tabs and line breaks.',
      ],
    ])(
      'refuses an upload %s with a description, and keeps no file of it',
      async (_name, contentType, payload, status, description) => {
        const user = await signUp(t);
        const tx = await payment(user);
        const before = storedFiles();
        const response = await user.inject({
          ...requestTo(apiRoutes.attachments.upload, { transactionId: tx.id }),
          payload,
          headers: { 'content-type': contentType },
        });
        expectRefusal(response, status, description);
        expect(storedFiles()).toEqual(before);
        expect(
          (await call<{ attachments: unknown[] }>(user, requestTo(apiRoutes.transactions.get, { id: tx.id })))
            .attachments,
        ).toEqual([]);
      },
    );

    it('refuses an attachment to a deleted transaction', async () => {
      const user = await signUp(t);
      const tx = await payment(user);
      await call(user, requestTo(apiRoutes.transactions.remove, { id: tx.id }));
      const before = storedFiles();
      const response = await user.inject({
        ...requestTo(apiRoutes.attachments.upload, { transactionId: tx.id }),
        payload: WHOLE,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      });
      expectRefusal(response, 400, 'This transaction is deleted: a deleted transaction takes no attachments.');
      expect(storedFiles()).toEqual(before);
    });

    it('answers the download of a file missing on disk with a 404 in the envelope', async () => {
      const user = await signUp(t);
      const tx = await payment(user);
      const upload = await user.inject({
        ...requestTo(apiRoutes.attachments.upload, { transactionId: tx.id }),
        payload: WHOLE,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      });
      const attachment = upload.json().data as { id: number; uri: string };
      const { storage_key: key } = await t.deps.db.kysely
        .selectFrom('attachments')
        .select('storage_key')
        .where('id', '=', attachment.id)
        .executeTakeFirstOrThrow();
      fs.rmSync(path.join(t.dataDir, 'attachments', ...key.split('/')));
      const download = await user.inject(atLink(apiRoutes.attachments.download, attachment.uri));
      expectRefusal(
        download,
        404,
        'The file of this attachment is missing from the server; remove the attachment and attach the file again.',
      );
      expect(download.headers['content-security-policy']).toContain("default-src 'self'");
    });
  });

  describe('files of deleted transactions', () => {
    const silent = pino({ level: 'silent' });
    const purgedAt = (id: number) =>
      t.deps.db.kysely.selectFrom('attachments').select('purged_at').where('id', '=', id).executeTakeFirstOrThrow();

    async function attached(user: SignedInUser) {
      const tx = await payment(user);
      const response = await attach(user, tx.id, 2048, 'statement.pdf');
      expect(response.statusCode, response.body).toBe(200);
      return { tx, attachment: response.json().data as { id: number; uri: string } };
    }

    /** Moves a transaction's delete back in time, as if it had been deleted that many days ago. */
    const deletedDaysAgo = (id: number, days: number) =>
      t.deps.db.kysely
        .updateTable('transactions')
        .set({ deleted_at: new Date(t.clock.now.getTime() - days * 24 * 60 * 60 * 1000).toISOString() })
        .where('id', '=', id)
        .execute();

    it('keeps the file out of reach while the transaction can be restored, and restores it with the transaction', async () => {
      const user = await signUp(t);
      const { tx, attachment } = await attached(user);
      const before = listStoredFiles(t.dataDir);
      await call(user, requestTo(apiRoutes.transactions.remove, { id: tx.id }));
      expectRefusal(
        await user.inject(atLink(apiRoutes.attachments.download, attachment.uri)),
        404,
        'Attachment not found.',
      );
      expectRefusal(
        await user.inject(atLink(apiRoutes.attachments.remove, attachment.uri)),
        404,
        'Attachment not found.',
      );
      await deletedDaysAgo(tx.id, 29);
      await sweepAttachmentStorage(t.deps, silent);
      expect(listStoredFiles(t.dataDir)).toEqual(before);
      expect((await purgedAt(attachment.id)).purged_at).toBeNull();
      await call(user, requestTo(apiRoutes.transactions.restore, { id: tx.id }));
      const download = await user.inject(atLink(apiRoutes.attachments.download, attachment.uri));
      expect(download.statusCode, download.body).toBe(200);
    });

    it('purges the file once the restore window has passed, and a later restore is refused', async () => {
      const user = await signUp(t);
      const { tx, attachment } = await attached(user);
      const { family_id: familyId } = await t.deps.db.kysely
        .selectFrom('transactions')
        .select('family_id')
        .where('id', '=', tx.id)
        .executeTakeFirstOrThrow();
      // The delete alone, through the ledger writer.
      await writeLedger(t.deps, familyId, (ledger) => deleteTransaction(ledger, tx.id));
      const before = listStoredFiles(t.dataDir);
      await deletedDaysAgo(tx.id, 31);
      await sweepAttachmentStorage(t.deps, silent);
      expect(before.length - listStoredFiles(t.dataDir).length).toBe(1);
      expect((await purgedAt(attachment.id)).purged_at).not.toBeNull();
      expectRefusal(
        await user.inject(requestTo(apiRoutes.transactions.restore, { id: tx.id })),
        400,
        'This transaction was deleted more than 30 days ago and can no longer be restored.',
      );
    });

    it('sweeps temporary files of uploads a crash cut short, and leaves recent ones to their uploads', async () => {
      const incoming = path.join(t.dataDir, 'attachments', 'incoming');
      fs.mkdirSync(incoming, { recursive: true });
      const stale = path.join(incoming, 'family-1-stale');
      const recent = path.join(incoming, 'family-1-recent');
      fs.writeFileSync(stale, 'cut short');
      fs.writeFileSync(recent, 'uploading');
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      fs.utimesSync(stale, twoHoursAgo, twoHoursAgo);
      await sweepAttachmentStorage(t.deps, silent);
      expect([fs.existsSync(stale), fs.existsSync(recent)]).toEqual([false, true]);
      fs.rmSync(recent);
    });
  });
});

/** 1 MiB for the family, 3 files a transaction; files of 200 KiB, so five fit and the sixth does not. */
const KIB = 1024;
const LIMITED = { ATTACHMENT_QUOTA_MB: '1', ATTACHMENTS_PER_TRANSACTION: '3' };

describe.each(testDialects())('attachment limits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: LIMITED });
  });
  afterAll(() => t.close());

  async function payments(user: SignedInUser, count: number): Promise<number[]> {
    const named = `${count}-${Math.random().toString(36).slice(2, 8)}`;
    const bank = await createBank(user, `Everyday ${named}`);
    const shop = await createThirdParty(user, `Shop ${named}`);
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1)
      ids.push((await record(user, { debitAccountId: bank, creditAccountId: shop, lines: [{ amount: 1 + i }] })).id);
    return ids;
  }

  async function familyFiles(transactionIds: number[]) {
    const rows = await t.deps.db.kysely
      .selectFrom('attachments')
      .select(['size', 'storage_key'])
      .where('transaction_id', 'in', transactionIds)
      .execute();
    return { rows, bytes: rows.reduce((sum, row) => sum + Number(row.size), 0) };
  }

  it('holds the family quota under parallel uploads, leaving no file or row of a refused one', async () => {
    const user = await signUp(t);
    const ids = await payments(user, 4);
    const before = listStoredFiles(t.dataDir);
    // Three uploads to each of four transactions, all at once: twelve files of 200 KiB against 1 MiB.
    const responses = await Promise.all(ids.flatMap((id) => [0, 1, 2].map(() => attach(user, id, 200 * KIB))));
    const accepted = responses.filter((response) => response.statusCode === 200);
    expect(accepted).toHaveLength(5);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) {
      expectRefusal(
        refused,
        413,
        "Attachments: this file (200 KiB) does not fit in your family's storage (1000 KiB used of 1 MiB). Delete attachments you no longer need.",
      );
    }
    const { rows, bytes } = await familyFiles(ids);
    expect([rows.length, bytes]).toEqual([5, 5 * 200 * KIB]);
    const added = listStoredFiles(t.dataDir).filter((file) => !before.includes(file));
    expect(added.sort()).toEqual(rows.map((row) => row.storage_key.split('/').join(path.sep)).sort());
  });

  it('says the storage is full before reading the file, and frees room when attachments or transactions go', async () => {
    const user = await signUp(t);
    const ids = await payments(user, 2);
    const [first = 0, second = 0] = ids;
    const quarters = [];
    for (const id of [first, first, second, second])
      quarters.push((await attach(user, id, 256 * KIB)).json().data as { uri: string });
    const full = await attach(user, second, 1);
    expectRefusal(
      full,
      413,
      "Attachments: your family's storage is full (1 MiB used of 1 MiB). Delete attachments you no longer need.",
    );
    await call(user, atLink(apiRoutes.attachments.remove, quarters[0]?.uri ?? ''));
    expectRefusal(
      await attach(user, second, 257 * KIB),
      413,
      "Attachments: this file (257 KiB) does not fit in your family's storage (768 KiB used of 1 MiB). Delete attachments you no longer need.",
    );
    expect((await attach(user, first, 200 * KIB)).statusCode).toBe(200);
    // A deleted transaction's files (456 KiB) count while it can be restored, and no longer once purged.
    await call(user, requestTo(apiRoutes.transactions.remove, { id: first }));
    const [third = 0] = await payments(user, 1);
    expect((await attach(user, third, 400 * KIB)).statusCode).toBe(413);
    await t.deps.db.kysely
      .updateTable('transactions')
      .set({ deleted_at: new Date(t.clock.now.getTime() - 31 * 24 * 60 * 60 * 1000).toISOString() })
      .where('id', '=', first)
      .execute();
    await sweepAttachmentStorage(t.deps, pino({ level: 'silent' }));
    expect((await attach(user, third, 400 * KIB)).statusCode).toBe(200);
    // Another family has a quota of its own.
    const neighbour = await signUp(t);
    const [theirs = 0] = await payments(neighbour, 1);
    expect((await attach(neighbour, theirs, 600 * KIB)).statusCode).toBe(200);
  });

  it('holds the number of files a transaction carries under parallel uploads', async () => {
    const user = await signUp(t);
    const [id = 0, other = 0] = await payments(user, 2);
    const before = listStoredFiles(t.dataDir);
    const responses = await Promise.all(Array.from({ length: 8 }, () => attach(user, id, 10 * KIB)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) {
      expectRefusal(
        refused,
        400,
        'Attachments: a transaction can carry at most 3 files, and this one has 3. Remove one before attaching another.',
      );
    }
    expect((await familyFiles([id])).rows).toHaveLength(3);
    expect(listStoredFiles(t.dataDir).length - before.length).toBe(3);
    expect((await attach(user, other, 10 * KIB)).statusCode).toBe(200);
  });
});
