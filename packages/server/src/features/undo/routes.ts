import { apiEndpoints, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/api-route.js';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { openUndosOf } from './open.js';
import { applyUndo, undoMessage } from './service.js';

export function undoRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(apiEndpoints.undo.apply, {
        tags: ['undo'],
        summary: 'Undo a bulk update or a subcategory merge (its answer gave the undoId), once',
      }),
      handler: async (request) => {
        const result = await applyUndo(deps, authOf(request), request.params.id);
        return ok(result, undoMessage(result));
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.transactions.openUndos, {
        tags: ['undo'],
        summary: 'The bulk updates and merges that changed a transaction and can still be undone, newest first',
      }),
      handler: async (request) => ok(await openUndosOf(deps, authOf(request).familyId, request.params.id)),
    });
  };
}
