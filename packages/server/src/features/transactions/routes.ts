import { apiEndpoints, ok, RESTORE_WINDOW_DAYS } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { bulkUpdate, bulkUpdateMessage } from './bulk-update.js';
import { quickTransaction } from './quick.js';
import { searchTotal, searchTransactions } from './search.js';
import { deleteTransaction, getTransaction, listTransactions, restoreTransaction, saveTransaction } from './service.js';
import { endpointRoute, schemaOf } from '../../platform/api-route.js';
import { AnswerCache } from '../../platform/answer-cache.js';

/** A search's total is asked again beside every page of it: kept, per family, until the family's data changes. */
const KEPT_TOTAL_BYTES = 256 * 1024;

export function transactionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const totalSchema = schemaOf(apiEndpoints.transactions.searchTotal).response[200];
  const totals = new AnswerCache({ maxBytes: KEPT_TOTAL_BYTES, validate: deps.config.validateResponses });
  return async (app) => {
    app.route({
      ...endpointRoute(apiEndpoints.transactions.list, {
        tags: ['transactions'],
        summary: "An account's transactions of the last N days with running balances, or the family's latest",
      }),
      handler: async (request) => ok(await listTransactions(deps, authOf(request), request.body ?? {})),
    });

    app.route({
      ...endpointRoute(apiEndpoints.transactions.get, {
        tags: ['transactions'],
        summary: 'One transaction with lines, tags and attachments',
      }),
      handler: async (request) => ok(await getTransaction(deps, authOf(request).familyId, request.params.id)),
    });

    app.route({
      ...endpointRoute(apiEndpoints.transactions.save, {
        tags: ['transactions'],
        summary: 'Create (no id) or update a transaction; its amount is the sum of its lines',
      }),
      handler: async (request) => ok(await saveTransaction(deps, authOf(request), request.body), 'Transaction Saved'),
    });

    app.route({
      ...endpointRoute(apiEndpoints.transactions.remove, {
        tags: ['transactions'],
        summary: 'Delete a transaction (search can still find it)',
      }),
      handler: async (request) => {
        await deleteTransaction(deps, authOf(request), request.params.id);
        return ok(null, 'Transaction Deleted Successfully.');
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.transactions.restore, {
        tags: ['transactions'],
        summary: `Restore a deleted transaction, within ${RESTORE_WINDOW_DAYS} days of its delete, with everything it counted in`,
      }),
      handler: async (request) =>
        ok(await restoreTransaction(deps, authOf(request), request.params.id), 'Transaction restored.'),
    });

    app.route({
      ...endpointRoute(apiEndpoints.transactions.search, {
        tags: ['transactions'],
        summary: 'Transactions matching every given filter, newest first, a page at a time',
      }),
      handler: async (request) => ok(await searchTransactions(deps, authOf(request).familyId, request.body)),
    });

    app.route({
      ...endpointRoute(apiEndpoints.transactions.searchTotal, {
        tags: ['transactions'],
        summary: 'The spending, income and transfers of everything a search finds, by the reports rule',
      }),
      handler: async (request, reply) => {
        const familyId = authOf(request).familyId;
        const key = `search total ${JSON.stringify(request.body)}`;
        return totals.send(reply, request, deps.db.kysely, familyId, key, totalSchema, async () =>
          ok(await searchTotal(deps, familyId, request.body)),
        );
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.transactions.bulkUpdate, {
        tags: ['transactions'],
        summary: 'Change date, amount (one-line transactions only), description, subcategory, budget or add tags',
      }),
      handler: async (request) => {
        const result = await bulkUpdate(deps, authOf(request), request.body);
        return ok(result, bulkUpdateMessage(result));
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.transactions.quick, {
        tags: ['transactions'],
        summary: "A payment from the user's default account to a Quick Entry third party",
      }),
      handler: async (request) => ok(await quickTransaction(deps, authOf(request), request.body), 'Transaction Saved'),
    });
  };
}
