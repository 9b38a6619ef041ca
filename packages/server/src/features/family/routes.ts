import {
  envelopeOf,
  familyRenameRequestSchema,
  familySchema,
  inviteRequestSchema,
  ok,
  pendingInvitationSchema,
  apiRoutes,
} from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { originOf } from '../../platform/request-origin.js';
import { invite, revokeInvitation } from './invitations.js';
import { memberRoutes } from './member-routes.js';
import { getFamily, renameFamily } from './service.js';
import { routeOf } from '../../platform/api-route.js';

export function familyRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(apiRoutes.family.get),
      schema: {
        tags: ['family'],
        summary: 'The family: its name (userAccountName), present members and pending invitations',
        response: { 200: envelopeOf(familySchema) },
      },
      handler: async (request) => ok(await getFamily(deps, authOf(request))),
    });

    app.route({
      ...routeOf(apiRoutes.family.rename),
      schema: {
        tags: ['family'],
        summary: 'Rename the family (Admin only); answers with the family',
        body: familyRenameRequestSchema,
        response: { 200: envelopeOf(familySchema) },
      },
      handler: async (request) => {
        const auth = authOf(request);
        await renameFamily(deps, auth, request.body.userAccountName, originOf(request));
        return ok(await getFamily(deps, auth), 'The family has been renamed.');
      },
    });

    app.route({
      ...routeOf(apiRoutes.family.invite),
      schema: {
        tags: ['family'],
        summary: 'Invite a person by e-mail to join the family (Admin only; a daily number per family)',
        body: inviteRequestSchema,
        response: { 200: envelopeOf(pendingInvitationSchema) },
      },
      handler: async (request) => {
        const invitation = await invite(deps, authOf(request), request.body.email, originOf(request));
        return ok(invitation, `Invitation sent to ${invitation.email}.`);
      },
    });

    app.route({
      ...routeOf(apiRoutes.family.withdrawInvitation),
      schema: {
        tags: ['family'],
        summary: 'Withdraw a pending invitation (Admin only)',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: envelopeOf(z.null()) },
      },
      handler: async (request) => {
        await revokeInvitation(deps, authOf(request), request.params.id, originOf(request));
        return ok(null, 'Invitation withdrawn.');
      },
    });

    await app.register(memberRoutes(deps));
  };
}
