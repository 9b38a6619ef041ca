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

export function transactionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/transactions',
      {
        schema: {
          tags: ['transactions'],
          summary: "An account's transactions of the last N days with running balances, or the family's latest",
          body: transactionListRequestSchema.optional(),
          response: { 200: envelopeOf(z.array(transactionSchema)) },
        },
      },
      async (request) => ok(await listTransactions(deps, authOf(request), request.body ?? {})),
    );

    app.get(
      '/api/transaction/:id',
      {
        schema: {
          tags: ['transactions'],
          summary: 'One transaction with lines, tags and attachments',
          params: idParams,
          response: { 200: envelopeOf(transactionSchema) },
        },
      },
      async (request) => ok(await getTransaction(deps, authOf(request).familyId, request.params.id)),
    );

    app.post(
      '/api/transaction',
      {
        schema: {
          tags: ['transactions'],
          summary: 'Create (no id) or update a transaction; its amount is the sum of its lines',
          body: saveTransactionRequestSchema,
          response: { 200: envelopeOf(transactionSchema) },
        },
      },
      async (request) => ok(await saveTransaction(deps, authOf(request), request.body), 'Transaction Saved'),
    );

    app.delete(
      '/api/transaction/:id',
      {
        schema: {
          tags: ['transactions'],
          summary: 'Delete a transaction (search can still find it)',
          params: idParams,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await deleteTransaction(deps, authOf(request).familyId, request.params.id);
        return ok(null, 'Transaction Deleted Successfully.');
      },
    );

    app.post(
      '/api/transaction/search',
      {
        schema: {
          tags: ['transactions'],
          summary: 'Transactions matching every given filter, newest first, a page at a time',
          body: transactionSearchRequestSchema,
          response: { 200: envelopeOf(z.array(transactionSchema)) },
        },
      },
      async (request) => ok(await searchTransactions(deps, authOf(request).familyId, request.body)),
    );

    app.post(
      '/api/transaction/bulkupdate',
      {
        schema: {
          tags: ['transactions'],
          summary: 'Change date, amount (one-line transactions only), description, subcategory, budget or add tags',
          body: bulkUpdateRequestSchema,
          response: { 200: envelopeOf(bulkUpdateResultSchema) },
        },
      },
      async (request) => {
        const result = await bulkUpdate(deps, authOf(request).familyId, request.body);
        return ok(result, bulkUpdateMessage(result));
      },
    );

    app.post(
      '/api/transaction/quick',
      {
        schema: {
          tags: ['transactions'],
          summary: "A payment from the user's default account to a Quick Entry third party",
          body: quickTransactionRequestSchema,
          response: { 200: envelopeOf(transactionSchema) },
        },
      },
      async (request) => ok(await quickTransaction(deps, authOf(request), request.body), 'Transaction Saved'),
    );
  };
}
