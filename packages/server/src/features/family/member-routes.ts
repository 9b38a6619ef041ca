import { apiEndpoints, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { originOf } from '../../platform/request-origin.js';
import { removeMember, type Removal } from './removal.js';
import { changeRole } from './role-change.js';
import { endpointRoute } from '../../platform/api-route.js';

const removalWords = (removal: Removal) =>
  removal.left ? 'You have left the family.' : `${removal.name} has been removed from the family.`;

/** Managing the family's people: roles, removal and leaving. */
export function memberRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(apiEndpoints.family.changeRole, {
        tags: ['family'],
        summary:
          "Make a member an Admin or a Member (Admin only); asks for the password unless the session confirmed it recently; the member's sessions end",
      }),
      handler: async (request) => {
        const changed = await changeRole(deps, authOf(request), request.params.userId, request.body, originOf(request));
        return ok(changed.member, changed.description);
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.family.removeMember, {
        tags: ['family'],
        summary:
          'Remove a member (Admin only; a member may name themself to leave); what they entered stays, their sessions end',
      }),
      handler: async (request) =>
        ok(null, removalWords(await removeMember(deps, authOf(request), request.params.userId, originOf(request)))),
    });

    app.route({
      ...endpointRoute(apiEndpoints.family.leave, {
        tags: ['family'],
        summary:
          'Leave the family: what you entered stays with it, your sessions end and your address is free to register again',
      }),
      handler: async (request) => {
        const auth = authOf(request);
        return ok(null, removalWords(await removeMember(deps, auth, auth.userId, originOf(request))));
      },
    });
  };
}
