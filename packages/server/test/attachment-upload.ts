import fs from 'node:fs';
import path from 'node:path';
import { apiRoutes } from '@hearth/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { SignedInUser } from './users.js';
import { requestTo } from './api-request.js';

const BOUNDARY = '----hearth-test-boundary';

/** A multipart/form-data body with the given fields and, when given, one file in the formFile part. */
export function multipart(fields: Record<string, string>, file?: { name: string; type: string; content: Buffer }) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="formFile"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** Attaches a file of `bytes` bytes to a transaction. */
export function attach(
  user: SignedInUser,
  transactionId: number,
  bytes: number,
  name = 'scan.bin',
): Promise<LightMyRequestResponse> {
  const file = { name, type: 'application/octet-stream', content: Buffer.alloc(bytes, 7) };
  return user.inject({ ...requestTo(apiRoutes.attachments.upload, { transactionId }), ...multipart({}, file) });
}

/** Every file under DATA_DIR/attachments (temporary ones included), as paths relative to it. */
export function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'attachments');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
