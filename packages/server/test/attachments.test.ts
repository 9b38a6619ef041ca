import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createBank, createThirdParty, record } from './ledger.js';
import { expectFamilyIsolation } from './tenancy.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, type SignedInUser } from './users.js';

function multipart(fields: Record<string, string>, file?: { name: string; type: string; content: Buffer }) {
  const boundary = '----hearth-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="formFile"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const BOUNDARY = '----hearth-test-boundary';
const filePart = (name: string, content: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="formFile"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n`;
const fieldPart = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
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
    const upload = await user.inject({ method: 'POST', url: `/api/attachment/${tx.id}`, ...multipart({ description: 'Receipt', parentId: String(tx.id) }, { name: 'receipt.pdf', type: 'application/pdf', content }) });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json().responseState.description).toBe('receipt.pdf attached.');
    const attachment = upload.json().data;
    expect(attachment).toMatchObject({ fileName: 'receipt.pdf', description: 'Receipt', size: content.length, contentType: 'application/pdf' });
    expect((await call<{ attachments: unknown[] }>(user, 'GET', `/api/transaction/${tx.id}`)).attachments).toEqual([attachment]);
    const download = await user.inject({ method: 'GET', url: attachment.uri });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers['content-disposition']).toContain('filename="receipt.pdf"');
    await call(user, 'DELETE', attachment.uri);
    expect((await user.inject({ method: 'GET', url: attachment.uri })).statusCode).toBe(404);
  });

  it('refuses an upload without a file, too large a file, and a missing transaction', async () => {
    const user = await signUp(t);
    const tx = await payment(user);
    const empty = await user.inject({ method: 'POST', url: `/api/attachment/${tx.id}`, ...multipart({ description: 'Nothing' }) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().responseState.description).toBe('File: choose a file to upload.');
    const big = await user.inject({ method: 'POST', url: `/api/attachment/${tx.id}`, ...multipart({}, { name: 'big.bin', type: 'application/octet-stream', content: Buffer.alloc(10 * 1024 * 1024 + 1) }) });
    expect(big.statusCode).toBe(413);
    expect(big.json().responseState.description).toBe('The file is too large: attachments can be at most 10 MB.');
    const json = await user.inject({ method: 'POST', url: `/api/attachment/${tx.id}`, payload: { formFile: 'x' } });
    expect(json.statusCode).toBe(406);
    expect(json.json().responseState.description).toBe('Send the file as multipart/form-data.');
    const missing = await user.inject({ method: 'POST', url: '/api/attachment/99999999', ...multipart({}, { name: 'a.txt', type: 'text/plain', content: Buffer.from('a') }) });
    expect(missing.statusCode).toBe(404);
    expect((await call<{ attachments: unknown[] }>(user, 'GET', `/api/transaction/${tx.id}`)).attachments).toEqual([]);
  });

  it("treats another family's attachments and transactions like missing ones", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const tx = await payment(owner);
    const file = { name: 'private.txt', type: 'text/plain', content: Buffer.from('private') };
    const uploaded = (await owner.inject({ method: 'POST', url: `/api/attachment/${tx.id}`, ...multipart({}, file) })).json().data as { id: number };
    await expectFamilyIsolation({ stranger, foreignId: uploaded.id, missingId: 99999999, request: (id) => ({ method: 'GET', url: `/api/attachment/${id}` }) });
    await expectFamilyIsolation({ stranger, foreignId: uploaded.id, missingId: 99999999, request: (id) => ({ method: 'DELETE', url: `/api/attachment/${id}` }) });
    await expectFamilyIsolation({ stranger, foreignId: tx.id, missingId: 99999999, request: (id) => ({ method: 'POST', url: `/api/attachment/${id}`, ...multipart({}, file) }) });
    expect((await owner.inject({ method: 'GET', url: `/api/attachment/${uploaded.id}` })).body).toBe('private');
  });

  describe('hostile uploads', () => {
    /** Every file left under DATA_DIR/attachments. */
    const storedFiles = () => {
      const root = path.join(t.dataDir, 'attachments');
      return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name) : [];
    };

    it.each<[string, string, string, number, string]>([
      ['without a boundary', 'multipart/form-data', WHOLE, 400, 'The upload has no multipart boundary in its Content-Type; send it as multipart/form-data.'],
      ['with an empty boundary', 'multipart/form-data; boundary=', WHOLE, 400, 'The upload has no multipart boundary in its Content-Type; send it as multipart/form-data.'],
      ['with its file part cut short', `multipart/form-data; boundary=${BOUNDARY}`, WHOLE.slice(0, 120), 400, 'The upload ended before its last part was complete; send the file again.'],
      ['cut short after its file', `multipart/form-data; boundary=${BOUNDARY}`, `${filePart('receipt.txt', 'paid')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="descr`, 400, 'The upload ended before its last part was complete; send the file again.'],
      ['with a second file after the first', `multipart/form-data; boundary=${BOUNDARY}`, `${filePart('a.txt', 'first')}${filePart('b.txt', 'second')}--${BOUNDARY}--\r\n`, 413, 'Send one file at a time.'],
      ['with a NUL in its file name', `multipart/form-data; boundary=${BOUNDARY}`, `${filePart('re\u0000ceipt.txt', 'paid')}--${BOUNDARY}--\r\n`, 400, 'The file name must not contain control characters such as line breaks or tabs.'],
      ['with a NUL in its description', `multipart/form-data; boundary=${BOUNDARY}`, `${filePart('receipt.txt', 'paid')}${fieldPart('description', 'Re\u0000ceipt')}--${BOUNDARY}--\r\n`, 400, 'Description must not contain control characters other than tabs and line breaks.'],
    ])('refuses an upload %s with a description, and keeps no file of it', async (_name, contentType, payload, status, description) => {
      const user = await signUp(t);
      const tx = await payment(user);
      const before = storedFiles();
      const response = await user.inject({ method: 'POST', url: `/api/attachment/${tx.id}`, payload, headers: { 'content-type': contentType } });
      expectRefusal(response, status, description);
      expect(storedFiles()).toEqual(before);
      expect((await call<{ attachments: unknown[] }>(user, 'GET', `/api/transaction/${tx.id}`)).attachments).toEqual([]);
    });

    it('refuses an attachment to a deleted transaction', async () => {
      const user = await signUp(t);
      const tx = await payment(user);
      await call(user, 'DELETE', `/api/transaction/${tx.id}`);
      const before = storedFiles();
      const response = await user.inject({ method: 'POST', url: `/api/attachment/${tx.id}`, payload: WHOLE, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
      expectRefusal(response, 400, 'This transaction is deleted: a deleted transaction takes no attachments.');
      expect(storedFiles()).toEqual(before);
    });

    it('answers the download of a file missing on disk with a 404 in the envelope', async () => {
      const user = await signUp(t);
      const tx = await payment(user);
      const upload = await user.inject({ method: 'POST', url: `/api/attachment/${tx.id}`, payload: WHOLE, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
      const attachment = upload.json().data as { id: number; uri: string };
      const { storage_key: key } = await t.deps.db.kysely.selectFrom('attachments').select('storage_key').where('id', '=', attachment.id).executeTakeFirstOrThrow();
      fs.rmSync(path.join(t.dataDir, 'attachments', ...key.split('/')));
      const download = await user.inject({ method: 'GET', url: attachment.uri });
      expectRefusal(download, 404, 'The file of this attachment is missing from the server; remove the attachment and attach the file again.');
      expect(download.headers['content-security-policy']).toContain("default-src 'self'");
    });
  });
});
