import { apiEndpoints, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/api-route.js';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { deleteSavedLayout, exportLayouts, importLayouts, listSavedLayouts, saveLayout } from './saved-layouts.js';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The family's saved CSV layouts: list, save (and give to an account), delete, export and import as a file. */
export function savedLayoutRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(apiEndpoints.imports.layouts, { tags: ['import'], summary: "The family's saved CSV layouts" }),
      handler: async (request) => ok(await listSavedLayouts(deps.db.kysely, authOf(request).familyId)),
    });

    app.route({
      ...endpointRoute(apiEndpoints.imports.saveLayout, {
        tags: ['import'],
        summary:
          "Save a CSV layout under a name (replacing the family's layout of that name); with accountId, the account's next file uses it",
      }),
      handler: async (request) => {
        const { saved, accountName } = await saveLayout(deps, authOf(request).familyId, request.body);
        const message = accountName
          ? `The layout ${saved.name} was saved; ${accountName}'s next file uses it.`
          : `The layout ${saved.name} was saved.`;
        return ok(saved, message);
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.imports.exportLayouts, {
        tags: ['import'],
        summary: "The family's saved CSV layouts as a file to keep or to import elsewhere",
      }),
      handler: async (request) => ok(await exportLayouts(deps.db.kysely, authOf(request).familyId)),
    });

    app.route({
      ...endpointRoute(apiEndpoints.imports.importLayouts, {
        tags: ['import'],
        summary: 'Import a file of CSV layouts: each is added, or replaces the layout of its name',
      }),
      handler: async (request) => {
        const result = await importLayouts(deps, authOf(request).familyId, request.body);
        return ok(result, `Layouts imported: ${plural(result.added, 'added')}, ${result.replaced} replaced.`);
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.imports.removeLayout, { tags: ['import'], summary: 'Delete a saved CSV layout' }),
      handler: async (request) => ok(null, await deleteSavedLayout(deps, authOf(request).familyId, request.params.id)),
    });
  };
}
