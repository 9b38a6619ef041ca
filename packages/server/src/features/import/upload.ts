import path from 'node:path';
import {
  importDateOrderSchema,
  MAX_IMPORT_BYTES,
  replaceControlCharacters,
  type ImportDateOrder,
} from '@hearth/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../platform/errors.js';

export interface StatementUpload {
  fileName: string;
  bytes: Buffer;
  /** The accountId field, when the form sent one. */
  accountId: string | null;
  /** The dateOrder field (DMY, MDY or YMD): how a QIF file writes its dates, when the person says. */
  dateOrder: ImportDateOrder | null;
}

export const TOO_LARGE = `The file is too large: an import file can be at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB. Export a shorter period.`;

const isTooLarge = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads an import upload into memory (a statement is at most a few megabytes): the formFile part and the
 * accountId field. Nothing is stored: the file is parsed at once and only the preview is kept.
 */
export async function readStatementUpload(request: FastifyRequest): Promise<StatementUpload> {
  const contentType = request.headers['content-type'] ?? '';
  if (/^multipart\//i.test(contentType) && !/;\s*boundary=\S/i.test(contentType)) {
    throw badRequest('The upload has no multipart boundary in its Content-Type; send it as multipart/form-data.');
  }
  let file: { fileName: string; bytes: Buffer } | null = null;
  let accountId: string | null = null;
  let dateOrder: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'formFile' || file) {
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer();
        file = {
          fileName: replaceControlCharacters(path.basename(part.filename || 'statement'), '').slice(0, 255),
          bytes,
        };
      } else if (part.fieldname === 'accountId') {
        accountId = String(part.value ?? '').trim();
      } else if (part.fieldname === 'dateOrder') {
        dateOrder = String(part.value ?? '').trim();
      }
    }
  } catch (error) {
    if (isTooLarge(error)) throw new AppError(413, TOO_LARGE);
    if (error instanceof AppError) throw error;
    if (
      error instanceof Error &&
      'statusCode' in error &&
      typeof error.statusCode === 'number' &&
      error.statusCode < 500
    )
      throw error;
    throw badRequest('The upload is not valid multipart/form-data; send the file again.');
  }
  if (!file) throw badRequest('File: choose a bank file to upload.');
  if (file.bytes.length === 0) throw badRequest('The file is empty.');
  const order = dateOrder ? importDateOrderSchema.safeParse(dateOrder) : null;
  if (order && !order.success) throw badRequest('dateOrder: must be DMY, MDY or YMD.');
  return { ...file, accountId, dateOrder: order?.data ?? null };
}
