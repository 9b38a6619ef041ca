import { envelopeOf, familyMemberSchema, ok, roleChangeRequestSchema, apiRoutes } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { originOf } from '../../platform/request-origin.js';
import { removeMember, type Removal } from './removal.js';
import { changeRole } from './role-change.js';
import { routeOf } from '../../platform/api-route.js';

const memberParams = z.object({ userId: z.coerce.number({ error: 'must be a number' }).int().positive() });

const removalWords = (removal: Removal) =>
  removal.left ? 'You have left the family.' : `${removal.name} has been removed from the family.`;

/** Managing the family's people: roles, removal and leaving. */
export function memberRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(apiRoutes.family.changeRole),
      schema: {
        tags: ['family'],
        summary:
          "Make a member an Admin or a Member (Admin only); asks for the password unless the session confirmed it recently; the member's sessions end",
        params: memberParams,
        body: roleChangeRequestSchema,
        response: { 200: envelopeOf(familyMemberSchema) },
      },
      handler: async (request) => {
        const changed = await changeRole(deps, authOf(request), request.params.userId, request.body, originOf(request));
        return ok(changed.member, changed.description);
      },
    });

    app.route({
      ...routeOf(apiRoutes.family.removeMember),
      schema: {
        tags: ['family'],
        summary:
          'Remove a member (Admin only; a member may name themself to leave); what they entered stays, their sessions end',
        params: memberParams,
        response: { 200: envelopeOf(z.null()) },
      },
      handler: async (request) =>
        ok(null, removalWords(await removeMember(deps, authOf(request), request.params.userId, originOf(request)))),
    });

    app.route({
      ...routeOf(apiRoutes.family.leave),
      schema: {
        tags: ['family'],
        summary:
          'Leave the family: what you entered stays with it, your sessions end and your address is free to register again',
        response: { 200: envelopeOf(z.null()) },
      },
      handler: async (request) => {
        const auth = authOf(request);
        return ok(null, removalWords(await removeMember(deps, auth, auth.userId, originOf(request))));
      },
    });
  };
}
