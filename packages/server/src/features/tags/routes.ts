import { apiEndpoints, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { getTagDetail, listTags, saveTag } from './service.js';
import { endpointRoute } from '../../platform/api-route.js';

export function tagRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(apiEndpoints.tags.list, {
        tags: ['tags'],
        summary: 'Tags with their transaction counts and sums; deactivated ones only on request',
      }),
      handler: async (request) =>
        ok(
          await listTags(deps, authOf(request).familyId, {
            includeDeactivated: request.query.includeDeactivated === 'true',
          }),
        ),
    });

    app.route({
      ...endpointRoute(apiEndpoints.tags.detailed, {
        tags: ['tags'],
        summary: 'Every tag with its transaction counts and sums between two dates',
      }),
      handler: async (request) =>
        ok(await listTags(deps, authOf(request).familyId, { ...request.body, includeDeactivated: true })),
    });

    app.route({
      ...endpointRoute(apiEndpoints.tags.get, {
        tags: ['tags'],
        summary:
          'A tag with its transactions, schedules and category breakdown; /api/tags/true or /false lists the tags with or without deactivated ones',
      }),
      handler: async (request) => {
        const familyId = authOf(request).familyId;
        const { id } = request.params;
        if (typeof id === 'string') return ok(await listTags(deps, familyId, { includeDeactivated: id === 'true' }));
        return ok(await getTagDetail(deps, familyId, id));
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.tags.save, { tags: ['tags'], summary: 'Create (no id) or update a tag' }),
      handler: async (request) => {
        const tag = await saveTag(deps, authOf(request).familyId, request.body);
        return ok(tag, `${tag.name}, Saved Successfully.`);
      },
    });
  };
}
