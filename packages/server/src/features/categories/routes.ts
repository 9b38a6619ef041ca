import { apiEndpoints, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { listCategories, mergeSubcategory, saveCategory, saveSubcategory, setDeleted } from './service.js';
import { endpointRoute } from '../../platform/api-route.js';

export function categoryRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(apiEndpoints.categories.list, {
        tags: ['categories'],
        summary: 'Categories with subcategories, deleted ones marked, with amounts and usages',
      }),
      handler: async (request) => ok(await listCategories(deps, authOf(request).familyId)),
    });

    app.route({
      ...endpointRoute(apiEndpoints.categories.saveCategory, {
        tags: ['categories'],
        summary: 'Create (no id) or modify a category',
      }),
      handler: async (request) => {
        const category = await saveCategory(deps, authOf(request).familyId, request.body, authOf(request).userId);
        return ok(category, `Category ${category.name} has been created successfully.`);
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.categories.saveSubcategory, {
        tags: ['categories'],
        summary: 'Create (no id) or modify a subcategory',
      }),
      handler: async (request) => {
        const subcategory = await saveSubcategory(deps, authOf(request).familyId, request.body, authOf(request).userId);
        return ok(subcategory, `Subcategory ${subcategory.name} has been created successfully.`);
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.categories.changeCategory, {
        tags: ['categories'],
        summary: 'Delete (deletedFlag true) or restore a category or subcategory',
      }),
      handler: async (request) =>
        ok(null, await setDeleted(deps, authOf(request).familyId, request.body, authOf(request).userId)),
    });

    app.route({
      ...endpointRoute(apiEndpoints.categories.mergeSubcategory, {
        tags: ['categories'],
        summary: 'Move every use of a subcategory to another, then delete it',
      }),
      handler: async (request) => {
        const result = await mergeSubcategory(deps, authOf(request), request.params.id, request.params.targetId);
        return ok({ moved: result.moved, undoId: result.undoId }, result.message);
      },
    });
  };
}
