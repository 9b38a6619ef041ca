import type { LightMyRequestResponse } from 'fastify';
import { apiRoutes, type ImportPreview, type ImportResult } from '@hearth/contract';
import { expect } from 'vitest';
import type { SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

const BOUNDARY = '----hearth-import-boundary';

/** A multipart body with the formFile part and any fields. */
export function statementForm(fileName: string, content: string | Buffer, fields: Record<string, string> = {}) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="formFile"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
  );
  parts.push(Buffer.isBuffer(content) ? content : Buffer.from(content), Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** A multipart body with one formFile part for each file, as a browser sends a multiple file choice. */
export function statementsForm(files: [string, string | Buffer][], fields: Record<string, string> = {}) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [fileName, content] of files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="formFile"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

export function sendStatement(
  user: SignedInUser,
  accountId: number | string,
  fileName: string,
  content: string | Buffer,
  fields: Record<string, string> = { accountId: String(accountId) },
): Promise<LightMyRequestResponse> {
  return user.inject({
    ...requestTo(apiRoutes.imports.preview, { id: accountId }),
    ...statementForm(fileName, content, fields),
  });
}

/** Uploads a statement and answers its preview, failing the test on anything but success. */
export async function previewOf(
  user: SignedInUser,
  accountId: number,
  fileName: string,
  content: string | Buffer,
): Promise<ImportPreview> {
  const response = await sendStatement(user, accountId, fileName, content);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ImportPreview;
}

export async function confirmPreview(
  user: SignedInUser,
  importId: string,
  rows: unknown[] = [],
): Promise<ImportResult> {
  const response = await user.inject({ ...requestTo(apiRoutes.imports.confirm, { importId }), payload: { rows } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ImportResult;
}

/** Each row as [action, matched transaction id or null, counterparty name]. */
export function proposals(preview: ImportPreview) {
  return preview.rows.map((row) => [
    row.action,
    row.matchedTransaction?.id ?? null,
    row.importedTransaction.counterpartyName,
  ]);
}

export function refusal(response: LightMyRequestResponse): { status: number; description: string } {
  expect(response.statusCode, response.body).toBeLessThan(500);
  return { status: response.statusCode, description: response.json().responseState.description as string };
}
