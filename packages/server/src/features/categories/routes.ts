import {
  categorySchema,
  envelopeOf,
  mergeResultSchema,
  ok,
  patchCategoryRequestSchema,
  saveCategoryRequestSchema,
  saveSubcategoryRequestSchema,
  apiRoutes,
} from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { listCategories, mergeSubcategory, saveCategory, saveSubcategory, setDeleted } from './service.js';
import { routeOf } from '../../platform/api-route.js';

const saved = z.object({ id: z.number(), name: z.string() });
const positive = z.coerce.number({ error: 'must be a number' }).int().positive();

export function categoryRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(apiRoutes.categories.list),
      schema: {
        tags: ['categories'],
        summary: 'Categories with subcategories, deleted ones marked, with amounts and usages',
        response: { 200: envelopeOf(z.array(categorySchema)) },
      },
      handler: async (request) => ok(await listCategories(deps, authOf(request).familyId)),
    });

    app.route({
      ...routeOf(apiRoutes.categories.saveCategory),
      schema: {
        tags: ['categories'],
        summary: 'Create (no id) or modify a category',
        body: saveCategoryRequestSchema,
        response: { 200: envelopeOf(saved) },
      },
      handler: async (request) => {
        const category = await saveCategory(deps, authOf(request).familyId, request.body);
        return ok(category, `Category ${category.name} has been created successfully.`);
      },
    });

    app.route({
      ...routeOf(apiRoutes.categories.saveSubcategory),
      schema: {
        tags: ['categories'],
        summary: 'Create (no id) or modify a subcategory',
        body: saveSubcategoryRequestSchema,
        response: { 200: envelopeOf(saved) },
      },
      handler: async (request) => {
        const subcategory = await saveSubcategory(deps, authOf(request).familyId, request.body);
        return ok(subcategory, `Subcategory ${subcategory.name} has been created successfully.`);
      },
    });

    app.route({
      ...routeOf(apiRoutes.categories.changeCategory),
      schema: {
        tags: ['categories'],
        summary: 'Delete (deletedFlag true) or restore a category or subcategory',
        body: patchCategoryRequestSchema,
        response: { 200: envelopeOf(z.null()) },
      },
      handler: async (request) => ok(null, await setDeleted(deps, authOf(request).familyId, request.body)),
    });

    app.route({
      ...routeOf(apiRoutes.categories.mergeSubcategory),
      schema: {
        tags: ['categories'],
        summary: 'Move every use of a subcategory to another, then delete it',
        params: z.object({ id: positive, targetId: positive }),
        response: { 200: envelopeOf(mergeResultSchema) },
      },
      handler: async (request) => {
        const result = await mergeSubcategory(
          deps,
          authOf(request).familyId,
          request.params.id,
          request.params.targetId,
        );
        return ok({ moved: result.moved }, result.message);
      },
    });
  };
}
