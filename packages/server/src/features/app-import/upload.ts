import path from 'node:path';
import { MAX_APP_IMPORT_BYTES, replaceControlCharacters, sourceAppSchema, type SourceAppId } from '@hearth/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../platform/errors.js';

export interface AppExportUpload {
  fileName: string;
  bytes: Buffer;
  /** The app the person chose, or null to let the file tell. */
  app: SourceAppId | null;
}

export const EXPORT_TOO_LARGE = `The file is too large: an app's export can be at most ${MAX_APP_IMPORT_BYTES / 1024 / 1024} MB.`;

/** Reads the upload of an app's export: the formFile part and the app field (actual, ynab, firefly, or empty). */
export async function readAppExportUpload(request: FastifyRequest): Promise<AppExportUpload> {
  const contentType = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(contentType) || !/;\s*boundary=\S/i.test(contentType))
    throw badRequest('Send the export as multipart/form-data, with the file in formFile.');
  let file: { fileName: string; bytes: Buffer } | null = null;
  let app = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'formFile' || file) {
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer();
        file = {
          fileName: replaceControlCharacters(path.basename(part.filename || 'export'), '').slice(0, 255),
          bytes,
        };
      } else if (part.fieldname === 'app') app = String(part.value ?? '').trim();
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, EXPORT_TOO_LARGE);
    if (error instanceof AppError) throw error;
    throw badRequest('The upload is not valid multipart/form-data; send the file again.');
  }
  if (!file) throw badRequest('File: choose the export file to upload.');
  if (file.bytes.length === 0) throw badRequest('The file is empty.');
  if (app === '' || app === 'detect') return { ...file, app: null };
  const chosen = sourceAppSchema.safeParse(app);
  if (!chosen.success) throw badRequest('app: must be actual, ynab or firefly.');
  return { ...file, app: chosen.data };
}
