import { apiEndpoints, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { AnswerCache } from '../../platform/answer-cache.js';
import { accountListing, deleteAccount, getAccount, listAccounts, quickAccounts, saveAccount } from './service.js';
import { endpointRoute, schemaOf } from '../../platform/api-route.js';

/** The accounts list is asked for by every screen: kept, per family, until the family's data changes. */
const KEPT_ANSWER_BYTES = 8 * 1024 * 1024;

export function accountRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const listSchema = schemaOf(apiEndpoints.accounts.list).response[200];
  const answers = new AnswerCache({ maxBytes: KEPT_ANSWER_BYTES, validate: deps.config.validateResponses });
  return async (app) => {
    app.route({
      ...endpointRoute(apiEndpoints.accounts.list, {
        tags: ['accounts'],
        summary: 'Accounts, filtered by type (0 all, 1 bank, 2 third party), by name case-insensitively',
      }),
      handler: async (request, reply) => {
        const auth = authOf(request);
        const listing = accountListing(deps, auth, request.body ?? {});
        const key = `accounts ${listing.type} ${listing.includeDeactivated} ${listing.includeDeleted} ${listing.today}`;
        return answers.send(reply, request, deps.db.kysely, auth.familyId, key, listSchema, async () =>
          ok(await listAccounts(deps, auth.familyId, listing)),
        );
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.accounts.quick, {
        tags: ['accounts'],
        summary: 'Active third parties marked for Quick Entry',
      }),
      handler: async (request) => ok(await quickAccounts(deps, authOf(request))),
    });

    app.route({
      ...endpointRoute(apiEndpoints.accounts.get, { tags: ['accounts'], summary: 'One account' }),
      handler: async (request) => ok(await getAccount(deps, authOf(request), request.params.id)),
    });

    app.route({
      ...endpointRoute(apiEndpoints.accounts.save, {
        tags: ['accounts'],
        summary: 'Create (no id) or update an account',
      }),
      handler: async (request) => {
        const account = await saveAccount(deps, authOf(request), request.body);
        return ok(account, `Account, ${account.name}, Saved Successfully.`);
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.accounts.remove, {
        tags: ['accounts'],
        summary: 'Delete an account without transactions',
      }),
      handler: async (request) => {
        const name = await deleteAccount(deps, authOf(request).familyId, request.params.id, authOf(request).userId);
        return ok(null, `Account, ${name}, Deleted Successfully.`);
      },
    });
  };
}
