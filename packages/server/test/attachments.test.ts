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
    expect(empty.json().responseState.description).toBe('formFile: choose a file to upload.');
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
});
