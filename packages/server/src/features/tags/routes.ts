import {
  envelopeOf,
  ok,
  saveTagRequestSchema,
  tagDetailSchema,
  tagSchema,
  tagsDetailedRequestSchema,
  apiRoutes,
} from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { idParams } from '../../platform/params.js';
import { getTagDetail, listTags, saveTag } from './service.js';
import { routeOf } from '../../platform/api-route.js';

export function tagRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(apiRoutes.tags.list),
      schema: {
        tags: ['tags'],
        summary: 'Tags with their transaction counts and sums; deactivated ones only on request',
        querystring: z.object({ includeDeactivated: z.enum(['true', 'false']).optional() }),
        response: { 200: envelopeOf(z.array(tagSchema)) },
      },
      handler: async (request) =>
        ok(
          await listTags(deps, authOf(request).familyId, {
            includeDeactivated: request.query.includeDeactivated === 'true',
          }),
        ),
    });

    app.route({
      ...routeOf(apiRoutes.tags.detailed),
      schema: {
        tags: ['tags'],
        summary: 'Every tag with its transaction counts and sums between two dates',
        body: tagsDetailedRequestSchema,
        response: { 200: envelopeOf(z.array(tagSchema)) },
      },
      handler: async (request) =>
        ok(await listTags(deps, authOf(request).familyId, { ...request.body, includeDeactivated: true })),
    });

    app.route({
      ...routeOf(apiRoutes.tags.get),
      schema: {
        tags: ['tags'],
        summary:
          'A tag with its transactions, schedules and category breakdown; /api/tags/true or /false lists the tags with or without deactivated ones',
        params: z.object({
          id: z.union([z.enum(['true', 'false']), idParams.shape.id], { error: 'must be a tag id, true or false' }),
        }),
        response: { 200: envelopeOf(z.union([tagDetailSchema, z.array(tagSchema)])) },
      },
      handler: async (request) => {
        const familyId = authOf(request).familyId;
        const { id } = request.params;
        if (typeof id === 'string') return ok(await listTags(deps, familyId, { includeDeactivated: id === 'true' }));
        return ok(await getTagDetail(deps, familyId, id));
      },
    });

    app.route({
      ...routeOf(apiRoutes.tags.save),
      schema: {
        tags: ['tags'],
        summary: 'Create (no id) or update a tag',
        body: saveTagRequestSchema,
        response: { 200: envelopeOf(tagSchema) },
      },
      handler: async (request) => {
        const tag = await saveTag(deps, authOf(request).familyId, request.body);
        return ok(tag, `${tag.name}, Saved Successfully.`);
      },
    });
  };
}
