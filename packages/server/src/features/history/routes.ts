import { apiEndpoints, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/api-route.js';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { historyOf, type HistoryOwner } from './service.js';

const SUMMARIES: Record<HistoryOwner, string> = {
  transaction: "A transaction's history, newest first: who changed what from what to what, and how",
  account: "An account's history, newest first",
  budget: "A budget's history, newest first",
  schedule: "A schedule's history, newest first",
  category: "A category's history and its subcategories', newest first",
};

export function historyRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    for (const owner of Object.keys(SUMMARIES) as HistoryOwner[]) {
      app.route({
        ...endpointRoute(apiEndpoints.history[owner], { tags: ['history'], summary: SUMMARIES[owner] }),
        handler: async (request) => ok(await historyOf(deps, authOf(request).familyId, owner, request.params.id)),
      });
    }
  };
}
