import multipart from '@fastify/multipart';
import { apiEndpoints, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import { deleteAttachment, openAttachment, recordAttachment, requireRoomForUpload } from './service.js';
import { attachmentStorage } from './storage.js';
import { readUpload } from './upload.js';
import { endpointRoute } from '../../platform/api-route.js';

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** A file name fit for a Content-Disposition header, in both its plain and its UTF-8 form. */
function contentDisposition(fileName: string): string {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function attachmentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const storage = attachmentStorage(deps.config);
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 10, fieldSize: 4096 },
    });

    app.route({
      ...endpointRoute(apiEndpoints.attachments.upload, {
        tags: ['transactions'],
        summary: 'Attach a file to a transaction: multipart with formFile, description and parentId',
        consumes: ['multipart/form-data'],
      }),
      handler: async (request) => {
        const familyId = authOf(request).familyId;
        const transactionId = request.params.transactionId;
        // Refused before the file is read when nothing more fits; checked again, exactly, when it is recorded.
        await requireRoomForUpload(deps, familyId, transactionId);
        const upload = await readUpload(request, storage, familyId);
        if (!upload) throw badRequest('File: choose a file to upload.');
        const attachment = await recordAttachment(
          deps,
          storage,
          familyId,
          transactionId,
          upload,
          authOf(request).userId,
        );
        return ok(attachment, `${attachment.fileName} attached.`);
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.attachments.download, {
        tags: ['transactions'],
        summary: 'Download an attachment',
      }),
      handler: async (request, reply) => {
        const { attachment, stream } = await openAttachment(deps, storage, authOf(request).familyId, request.params.id);
        return reply
          .header('Content-Type', attachment.contentType)
          .header('Content-Disposition', contentDisposition(attachment.fileName))
          .header('X-Content-Type-Options', 'nosniff')
          .send(stream);
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.attachments.remove, { tags: ['transactions'], summary: 'Remove an attachment' }),
      handler: async (request) => {
        await deleteAttachment(deps, storage, authOf(request).familyId, request.params.id, authOf(request).userId);
        return ok(null, 'Attachment removed.');
      },
    });
  };
}
