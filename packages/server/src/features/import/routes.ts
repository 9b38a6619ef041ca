import multipart from '@fastify/multipart';
import { apiEndpoints, HistoryAction, MAX_IMPORT_BYTES, MAX_IMPORT_FILES, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.js';
import { ConcurrencyLimit } from '../../platform/concurrency-limit.js';
import type { AppDeps } from '../../platform/deps.js';
import { sendPreparedAnswer } from '../../platform/prepared-answer.js';
import { writeLedger } from '../ledger/context.js';
import { unlockTransaction } from '../ledger/reconcile.js';
import { getTransaction } from '../transactions/service.js';
import { saveChoices } from './choices.js';
import { confirmImport } from './confirm.js';
import { listConfirmedImports } from './confirmed-imports.js';
import { createPreview, discardPreview, getPreview, relayoutPreview, reorderPreview } from './preview-service.js';
import { ruleRoutes } from './rule-routes.js';
import { savedLayoutRoutes } from './saved-layout-routes.js';
import { collectAfterAnswer, StatementPool } from './statement-pool.js';
import { takeBackImport } from './take-back.js';
import { readStatementUpload } from './upload.js';
import { endpointRoute } from '../../platform/api-route.js';

function resultMessage(result: { linked: number; created: number; alreadyReconciled: number }): string {
  const parts = [`${result.linked} matched`, `${result.created} created`];
  if (result.alreadyReconciled) parts.push(`${result.alreadyReconciled} imported before`);
  return `Import confirmed: ${parts.join(', ')}.`;
}

function takeBackMessage(result: { removed: number; unlinked: number }): string {
  const removed = result.removed === 1 ? '1 transaction removed' : `${result.removed} transactions removed`;
  return `Import taken back: ${removed}, ${result.unlinked} unlinked.`;
}

/** Previews read a file of up to 20,000 rows and match it: few run at once (docs/security-limits-import.md). */
const PREVIEW_REFUSALS = {
  family: 'Your family already has imports being read: wait for them to finish, then try again.',
  server: "The server is busy reading other families' imports: try again in a few seconds.",
};

/** Bank-file import: upload and preview, the CSV layout, Confirm Match, the rules, and unlocking a reconciled transaction. */
export function importRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // One more file than an import reads, so that the one too many is refused in words of its own (upload.ts).
    await app.register(multipart, {
      limits: { fileSize: MAX_IMPORT_BYTES, files: MAX_IMPORT_FILES + 1, fields: 5, fieldSize: 1024 },
    });
    await app.register(ruleRoutes(deps));
    await app.register(savedLayoutRoutes(deps));
    const { importPreviewsPerFamily: perFamily, importPreviewsPerServer: perServer } = deps.config;
    // A place is claimed before the upload is read, so at most `perServer` files are in memory at once,
    // and each preview holds one of as many worker threads.
    const previews = new ConcurrencyLimit({ perFamily, perServer }, PREVIEW_REFUSALS);
    const statements = new StatementPool(perServer, deps.config.validateResponses);
    app.addHook('onClose', () => statements.close());

    app.route({
      ...endpointRoute(apiEndpoints.imports.preview, {
        tags: ['import'],
        summary:
          'Read a bank file (CSV, OFX, QFX, QIF, CAMT.053) into the bank account {id}: multipart with formFile (up to 12 files of one account, read as one statement) and accountId; answers the preview, nothing is written to the ledger',
        consumes: ['multipart/form-data'],
      }),
      handler: async (request, reply) => {
        const familyId = authOf(request).familyId;
        const preview = await previews.run(familyId, async () => {
          const upload = await readStatementUpload(request);
          return statements.use((work) => createPreview(deps, work, familyId, request.params.id, upload));
        });
        collectAfterAnswer(reply, preview);
        return sendPreparedAnswer(reply, `${preview.total} rows read from ${preview.fileName}.`, preview.json);
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.imports.warm, {
        tags: ['import'],
        summary:
          'Get a statement worker ready for a preview (the import page asks when it opens), so that the first file is not read on cold code',
      }),
      handler: async () => {
        statements.warm();
        return ok(null, 'Success');
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.imports.get, { tags: ['import'], summary: 'A kept preview' }),
      handler: async (request, reply) => {
        const familyId = authOf(request).familyId;
        // A kept preview of 20,000 rows is tens of megabytes to present again: it counts as a preview running.
        const preview = await previews.run(familyId, () =>
          statements.use((work) => getPreview(deps, work, familyId, request.params.importId)),
        );
        collectAfterAnswer(reply, preview);
        return sendPreparedAnswer(reply, 'Success', preview.json);
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.imports.layout, {
        tags: ['import'],
        summary: "Read a CSV preview's file again with other columns; the layout is remembered for the account",
      }),
      handler: async (request, reply) => {
        const familyId = authOf(request).familyId;
        const preview = await previews.run(familyId, () =>
          statements.use((work) => relayoutPreview(deps, work, familyId, request.params.importId, request.body.layout)),
        );
        collectAfterAnswer(reply, preview);
        return sendPreparedAnswer(reply, 'Columns changed.', preview.json);
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.imports.dateOrder, {
        tags: ['import'],
        summary:
          "Read a QIF preview's file again with the order of day, month and year chosen among those it leaves open",
      }),
      handler: async (request, reply) => {
        const familyId = authOf(request).familyId;
        const preview = await previews.run(familyId, () =>
          statements.use((work) =>
            reorderPreview(deps, work, familyId, request.params.importId, request.body.dateOrder),
          ),
        );
        collectAfterAnswer(reply, preview);
        return sendPreparedAnswer(reply, 'Date order changed.', preview.json);
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.imports.confirm, {
        tags: ['import'],
        summary:
          'Confirm Match: link the matched rows, create the others, in one database transaction; rows not named keep their proposal',
      }),
      handler: async (request) => {
        const { familyId, userId } = authOf(request);
        const result = await confirmImport(deps, familyId, userId, request.params.importId, request.body ?? {});
        return ok(result, resultMessage(result));
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.imports.saveChoices, {
        tags: ['import'],
        summary:
          "Keep the person's choices for some rows of a preview (action, account, subcategory) until it is confirmed; each replaces the row's earlier one",
      }),
      handler: async (request) => {
        const { rows } = request.body;
        const choices = await saveChoices(deps, authOf(request).familyId, request.params.importId, request.body);
        return ok(
          choices,
          rows.length === 1 ? `Choice kept for row ${rows[0]?.rowNumber}.` : `Choices kept for ${rows.length} rows.`,
        );
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.imports.confirmed, {
        tags: ['import'],
        summary: "The family's newest confirmed imports that can be taken back, with what taking each back would do",
      }),
      handler: async (request) => ok(await listConfirmedImports(deps, authOf(request).familyId)),
    });

    app.route({
      ...endpointRoute(apiEndpoints.imports.takeBack, {
        tags: ['import'],
        summary:
          'Take a confirmed import back: delete the transactions it created, unlink the ones it matched, in one database transaction',
      }),
      handler: async (request) => {
        const { familyId, userId } = authOf(request);
        const result = await takeBackImport(deps, familyId, userId, request.params.id);
        return ok(result, takeBackMessage(result));
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.imports.discard, { tags: ['import'], summary: 'Discard a preview' }),
      handler: async (request) => {
        await discardPreview(deps, authOf(request).familyId, request.params.importId);
        return ok(null, 'Import discarded.');
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.transactions.unlock, {
        tags: ['transactions'],
        summary:
          'Unlock a reconciled transaction so that it can be changed or deleted; the next import of its statement locks it again',
      }),
      handler: async (request) => {
        const familyId = authOf(request).familyId;
        await writeLedger(deps, familyId, (ledger) => unlockTransaction(ledger, request.params.id), {
          userId: authOf(request).userId,
          action: HistoryAction.Reconcile,
        });
        return ok(
          await getTransaction(deps, familyId, request.params.id),
          'Transaction unlocked: it can be changed now.',
        );
      },
    });
  };
}
