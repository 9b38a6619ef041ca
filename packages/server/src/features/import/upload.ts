import path from 'node:path';
import {
  importDateOrderSchema,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_FILES,
  replaceControlCharacters,
  type ImportDateOrder,
} from '@hearth/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../platform/errors.js';

export interface StatementUpload {
  /** One file, or several of one account read as one statement (formFile given once for each). */
  files: { fileName: string; bytes: Buffer }[];
  /** The accountId field, when the form sent one. */
  accountId: string | null;
  /** The dateOrder field (DMY, MDY or YMD): how a QIF file writes its dates, when the person says. */
  dateOrder: ImportDateOrder | null;
}

export const TOO_LARGE = `The file is too large: an import file can be at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB. Export a shorter period.`;

const isTooLarge = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

export const TOO_MANY_FILES = `At most ${MAX_IMPORT_FILES} files can be imported at once; import the others next.`;
export const TOO_LARGE_TOGETHER = `The files are too large together: at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB at once. Import them in smaller groups.`;

/**
 * Reads an import upload into memory (statements are at most a few megabytes together): the formFile
 * parts and the accountId field. Nothing is stored: the files are parsed at once and only the preview is kept.
 */
export async function readStatementUpload(request: FastifyRequest): Promise<StatementUpload> {
  const contentType = request.headers['content-type'] ?? '';
  if (/^multipart\//i.test(contentType) && !/;\s*boundary=\S/i.test(contentType)) {
    throw badRequest('The upload has no multipart boundary in its Content-Type; send it as multipart/form-data.');
  }
  const files: { fileName: string; bytes: Buffer }[] = [];
  let size = 0;
  let accountId: string | null = null;
  let dateOrder: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'formFile') {
          part.file.resume();
          continue;
        }
        if (files.length === MAX_IMPORT_FILES) throw badRequest(TOO_MANY_FILES);
        const bytes = await part.toBuffer();
        size += bytes.length;
        if (size > MAX_IMPORT_BYTES) throw new AppError(413, TOO_LARGE_TOGETHER);
        files.push({
          fileName: replaceControlCharacters(path.basename(part.filename || 'statement'), '').slice(0, 255),
          bytes,
        });
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
  const [first] = files;
  if (!first) throw badRequest('File: choose a bank file to upload.');
  const empty = files.find((file) => file.bytes.length === 0);
  if (empty) throw badRequest(files.length === 1 ? 'The file is empty.' : `${empty.fileName}: the file is empty.`);
  const order = dateOrder ? importDateOrderSchema.safeParse(dateOrder) : null;
  if (order && !order.success) throw badRequest('dateOrder: must be DMY, MDY or YMD.');
  return { files, accountId, dateOrder: order?.data ?? null };
}
