import multipart from '@fastify/multipart';
import { apiEndpoints, ok } from '@hearth/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/api-route.js';
import { authOf, requireAdmin } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { ConcurrencyLimit } from '../../platform/concurrency-limit.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { attachmentStorage } from '../attachments/storage.js';
import { deleteFamily, FAMILY_DELETED } from './delete-family.js';
import { exportFamily } from './export.js';
import { RESTORE_LIMITS } from './read-archive.js';
import { RESTORE_ADMIN_ONLY, restoreFamily } from './restore.js';

const CHOOSE_FILE = 'File: choose the export file (a .zip) to restore.';
const TOO_LARGE = `The file is too large: a restore reads at most ${RESTORE_LIMITS.uploadBytes / 1024 / 1024} MB.`;

/** The formFile part of the upload, in memory (the zip is read whole: its directory is at its end). */
async function readExportUpload(request: FastifyRequest): Promise<Uint8Array> {
  const contentType = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data;\s*boundary=\S/i.test(contentType)) throw badRequest(CHOOSE_FILE);
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'formFile' || bytes) {
        part.file.resume();
        continue;
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest(TOO_LARGE);
    throw badRequest('The upload is not valid multipart/form-data; send the file again.');
  }
  if (!bytes || bytes.length === 0) throw badRequest(CHOOSE_FILE);
  return new Uint8Array(bytes);
}

/**
 * An export or a restore holds a whole family in memory (a restore up to its upload and what it unpacks to):
 * one at a time per server process, so that families who register freely cannot add up to more.
 */
const WHOLE_FAMILY_WORK = { perFamily: 1, perServer: 1 };
const BUSY = {
  family: 'Your family is being exported or restored already: try again once that is done.',
  server: 'The server is exporting or restoring other families right now: try again in a minute.',
};

export function familyDataRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const storage = attachmentStorage(deps.config);
  const wholeFamily = new ConcurrencyLimit(WHOLE_FAMILY_WORK, BUSY);
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: RESTORE_LIMITS.uploadBytes, files: 1, fields: 5, fieldSize: 1024 },
    });

    app.route({
      ...endpointRoute(apiEndpoints.family.exportData, {
        tags: ['family'],
        summary:
          'Export every record of the family as a zip (hearth-export.json, transactions.csv, attachments/); Admin only, the password given again',
      }),
      handler: async (request, reply) => {
        const auth = authOf(request);
        const { zip, fileName } = await wholeFamily.run(auth.familyId, () =>
          exportFamily(deps, storage, auth, request.body.password),
        );
        return reply
          .header('Content-Type', 'application/zip')
          .header('Content-Disposition', `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"`)
          .header('Cache-Control', 'no-store')
          .send(Buffer.from(zip));
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.family.restoreData, {
        tags: ['family'],
        summary: 'Restore an export (multipart formFile) into this family while it holds no transactions; Admin only',
        consumes: ['multipart/form-data'],
      }),
      handler: async (request) => {
        const auth = authOf(request);
        // Refused before a byte of the upload is read.
        requireAdmin(auth, RESTORE_ADMIN_ONLY);
        const result = await wholeFamily.run(auth.familyId, async () =>
          restoreFamily(deps, storage, auth, await readExportUpload(request)),
        );
        return ok(result, 'The export is restored.');
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.family.remove, {
        tags: ['family'],
        summary:
          "Delete the family: every record, every member's login and every file; Admin only, the password given again",
      }),
      handler: async (request) => {
        await deleteFamily(deps, authOf(request), request.body.password);
        return ok(null, FAMILY_DELETED);
      },
    });
  };
}
