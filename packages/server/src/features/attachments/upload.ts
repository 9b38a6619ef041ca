import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { controlCharacterMessage, hasControlCharacters } from '../../platform/control-characters.js';
import { AppError, badRequest } from '../../platform/errors.js';
import type { FileStorage } from '../../platform/file-storage.js';
import type { StoredUpload } from './service.js';

/** multipart/form-data needs its boundary: without one (or with an empty one) the parts cannot be told apart. */
const BOUNDARY = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i;

function requireBoundary(request: FastifyRequest): void {
  const contentType = request.headers['content-type'] ?? '';
  if (!/^multipart\//i.test(contentType)) return; // @fastify/multipart answers this one itself.
  if (!BOUNDARY.test(contentType))
    throw badRequest('The upload has no multipart boundary in its Content-Type; send it as multipart/form-data.');
}

/**
 * The parser's own complaints (a part cut short, a malformed header) carry no status: they are the
 * client's doing, so they become a 400 that says what happened.
 */
function uploadError(error: unknown): Error {
  if (error instanceof AppError) return error;
  if (error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number' && error.statusCode < 500)
    return error;
  const message = error instanceof Error ? error.message : '';
  if (/unexpected end/i.test(message))
    return badRequest('The upload ended before its last part was complete; send the file again.');
  return badRequest('The upload is not valid multipart/form-data; send the file again.');
}

function refuseControlCharacters(text: string, label: string, freeText: boolean): void {
  if (hasControlCharacters(text, freeText)) throw badRequest(controlCharacterMessage(label, freeText));
}

/**
 * Reads an attachment upload: the file of the formFile part goes to storage under a temporary name (see
 * recordAttachment), the description part is kept. Whatever goes wrong after the file was received removes
 * it again, so a failed upload leaves nothing.
 */
export async function readUpload(
  request: FastifyRequest,
  storage: FileStorage,
  familyId: number,
): Promise<StoredUpload | null> {
  requireBoundary(request);
  let upload: StoredUpload | null = null;
  let description = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'formFile' || upload) {
          part.file.resume();
          continue;
        }
        const fileName = path.basename(part.filename || 'attachment').slice(0, 255);
        const contentType = part.mimetype || 'application/octet-stream';
        refuseControlCharacters(fileName, 'The file name', false);
        refuseControlCharacters(contentType, 'The file type', false);
        const stored = await storage.receive(familyId, part.file);
        upload = { ...stored, fileName, contentType, description: '' };
      } else if (part.fieldname === 'description') {
        description = String(part.value ?? '').slice(0, 500);
        refuseControlCharacters(description, 'Description', true);
      }
    }
  } catch (error) {
    if (upload) await storage.discard(upload.key);
    throw uploadError(error);
  }
  return upload && { ...upload, description: description || upload.fileName };
}
