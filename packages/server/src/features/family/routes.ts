import { apiEndpoints, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { originOf } from '../../platform/request-origin.js';
import { invite, revokeInvitation } from './invitations.js';
import { memberRoutes } from './member-routes.js';
import { familyChangeMessage, getFamily, renameFamily } from './service.js';
import { endpointRoute } from '../../platform/api-route.js';

export function familyRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(apiEndpoints.family.get, {
        tags: ['family'],
        summary: 'The family: its name (userAccountName), present members and pending invitations',
      }),
      handler: async (request) => ok(await getFamily(deps, authOf(request))),
    });

    app.route({
      ...endpointRoute(apiEndpoints.family.rename, {
        tags: ['family'],
        summary: 'Rename the family or change its currency (Admin only); answers with the family',
      }),
      handler: async (request) => {
        const auth = authOf(request);
        const { userAccountName: name, currencyCode } = request.body;
        const done = await renameFamily(deps, auth, { name, currencyCode }, originOf(request));
        const family = await getFamily(deps, auth);
        return ok(family, familyChangeMessage(done, family.currencyCode));
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.family.invite, {
        tags: ['family'],
        summary: 'Invite a person by e-mail to join the family (Admin only; a daily number per family)',
      }),
      handler: async (request) => {
        const invitation = await invite(deps, authOf(request), request.body.email, originOf(request));
        return ok(invitation, `Invitation sent to ${invitation.email}.`);
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.family.withdrawInvitation, {
        tags: ['family'],
        summary: 'Withdraw a pending invitation (Admin only)',
      }),
      handler: async (request) => {
        await revokeInvitation(deps, authOf(request), request.params.id, originOf(request));
        return ok(null, 'Invitation withdrawn.');
      },
    });

    await app.register(memberRoutes(deps));
  };
}
