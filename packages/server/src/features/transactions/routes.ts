import {
  bulkUpdateRequestSchema,
  bulkUpdateResultSchema,
  envelopeOf,
  ok,
  quickTransactionRequestSchema,
  saveTransactionRequestSchema,
  transactionListRequestSchema,
  transactionSchema,
  transactionSearchRequestSchema,
  apiRoutes,
} from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { idParams } from '../../platform/params.js';
import { bulkUpdate, bulkUpdateMessage } from './bulk-update.js';
import { quickTransaction } from './quick.js';
import { searchTransactions } from './search.js';
import { deleteTransaction, getTransaction, listTransactions, saveTransaction } from './service.js';
import { routeOf } from '../../platform/api-route.js';

export function transactionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(apiRoutes.transactions.list),
      schema: {
        tags: ['transactions'],
        summary: "An account's transactions of the last N days with running balances, or the family's latest",
        body: transactionListRequestSchema.optional(),
        response: { 200: envelopeOf(z.array(transactionSchema)) },
      },
      handler: async (request) => ok(await listTransactions(deps, authOf(request), request.body ?? {})),
    });

    app.route({
      ...routeOf(apiRoutes.transactions.get),
      schema: {
        tags: ['transactions'],
        summary: 'One transaction with lines, tags and attachments',
        params: idParams,
        response: { 200: envelopeOf(transactionSchema) },
      },
      handler: async (request) => ok(await getTransaction(deps, authOf(request).familyId, request.params.id)),
    });

    app.route({
      ...routeOf(apiRoutes.transactions.save),
      schema: {
        tags: ['transactions'],
        summary: 'Create (no id) or update a transaction; its amount is the sum of its lines',
        body: saveTransactionRequestSchema,
        response: { 200: envelopeOf(transactionSchema) },
      },
      handler: async (request) => ok(await saveTransaction(deps, authOf(request), request.body), 'Transaction Saved'),
    });

    app.route({
      ...routeOf(apiRoutes.transactions.remove),
      schema: {
        tags: ['transactions'],
        summary: 'Delete a transaction (search can still find it)',
        params: idParams,
        response: { 200: envelopeOf(z.null()) },
      },
      handler: async (request) => {
        await deleteTransaction(deps, authOf(request).familyId, request.params.id);
        return ok(null, 'Transaction Deleted Successfully.');
      },
    });

    app.route({
      ...routeOf(apiRoutes.transactions.search),
      schema: {
        tags: ['transactions'],
        summary: 'Transactions matching every given filter, newest first, a page at a time',
        body: transactionSearchRequestSchema,
        response: { 200: envelopeOf(z.array(transactionSchema)) },
      },
      handler: async (request) => ok(await searchTransactions(deps, authOf(request).familyId, request.body)),
    });

    app.route({
      ...routeOf(apiRoutes.transactions.bulkUpdate),
      schema: {
        tags: ['transactions'],
        summary: 'Change date, amount (one-line transactions only), description, subcategory, budget or add tags',
        body: bulkUpdateRequestSchema,
        response: { 200: envelopeOf(bulkUpdateResultSchema) },
      },
      handler: async (request) => {
        const result = await bulkUpdate(deps, authOf(request).familyId, request.body);
        return ok(result, bulkUpdateMessage(result));
      },
    });

    app.route({
      ...routeOf(apiRoutes.transactions.quick),
      schema: {
        tags: ['transactions'],
        summary: "A payment from the user's default account to a Quick Entry third party",
        body: quickTransactionRequestSchema,
        response: { 200: envelopeOf(transactionSchema) },
      },
      handler: async (request) => ok(await quickTransaction(deps, authOf(request), request.body), 'Transaction Saved'),
    });
  };
}
