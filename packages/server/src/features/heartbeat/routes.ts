import { apiEndpoints, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { dataVersion } from '../../platform/tenancy.js';
import { endpointRoute } from '../../platform/api-route.js';

export function heartbeatRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(apiEndpoints.heartbeat.get, {
        tags: ['account'],
        summary: "The family's data version; it rises with every write",
      }),
      handler: async (request) => ok(await dataVersion(deps.db.kysely, authOf(request).familyId)),
    });
  };
}
