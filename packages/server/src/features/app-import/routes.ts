import multipart from '@fastify/multipart';
import { apiEndpoints, MAX_APP_IMPORT_BYTES, ok, SOURCE_APP_LABELS } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/api-route.js';
import { authOf } from '../../platform/auth-guard.js';
import { ConcurrencyLimit } from '../../platform/concurrency-limit.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppExportPool } from './app-export-pool.js';
import { confirmAppImport, previewAppImport } from './service.js';
import { readAppExportUpload } from './upload.js';

const REFUSALS = {
  family: 'Your family already has an export being read: wait for it to finish, then try again.',
  server: "The server is busy reading other families' files: try again in a few seconds.",
};

/** Import from another app (Actual Budget, YNAB, Firefly III): a preview of what the export brings, then the import. */
export function appImportRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_APP_IMPORT_BYTES, files: 1, fields: 3, fieldSize: 64 } });
    const { importPreviewsPerFamily: perFamily, importPreviewsPerServer: perServer } = deps.config;
    const reading = new ConcurrencyLimit({ perFamily, perServer }, REFUSALS);
    const exports = new AppExportPool();
    app.addHook('onClose', () => exports.close());

    app.route({
      ...endpointRoute(apiEndpoints.appImports.preview, {
        tags: ['import'],
        summary:
          "Read another app's export (multipart formFile, and app: actual, ynab or firefly, or empty to let the file tell) and answer what importing it would create; nothing is written",
        consumes: ['multipart/form-data'],
      }),
      handler: async (request) => {
        const familyId = authOf(request).familyId;
        const preview = await reading.run(familyId, async () => {
          const upload = await readAppExportUpload(request);
          return previewAppImport(deps, exports, familyId, upload.fileName, upload.bytes, upload.app);
        });
        return ok(
          preview,
          `${SOURCE_APP_LABELS[preview.app]} export read: ${preview.transactions.toCreate} transactions to import.`,
        );
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.appImports.confirm, {
        tags: ['import'],
        summary:
          "Import another app's export (the same multipart upload as the preview) in one database transaction; what an earlier import of it brought is left alone",
        consumes: ['multipart/form-data'],
      }),
      handler: async (request) => {
        const { familyId, userId } = authOf(request);
        const result = await reading.run(familyId, async () => {
          const upload = await readAppExportUpload(request);
          return confirmAppImport(deps, exports, familyId, userId, upload.bytes, upload.app);
        });
        return ok(
          result,
          `Import done: ${result.transactionsCreated} transactions and ${result.accountsCreated} accounts created, ${result.alreadyImported} imported before.`,
        );
      },
    });
  };
}
