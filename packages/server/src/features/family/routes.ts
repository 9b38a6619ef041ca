import { envelopeOf, familySchema, inviteRequestSchema, ok, pendingInvitationSchema } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { getFamily, invite, revokeInvitation } from './service.js';

export function familyRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/family',
      {
        schema: {
          tags: ['family'],
          summary: 'The family: its name (userAccountName), members and pending invitations',
          response: { 200: envelopeOf(familySchema) },
        },
      },
      async (request) => ok(await getFamily(deps, authOf(request).familyId)),
    );

    app.post(
      '/api/family/invite',
      {
        schema: {
          tags: ['family'],
          summary: 'Invite a person by e-mail to join the family (Admin only)',
          body: inviteRequestSchema,
          response: { 200: envelopeOf(pendingInvitationSchema) },
        },
      },
      async (request) => {
        const invitation = await invite(deps, authOf(request), request.body.email);
        return ok(invitation, `Invitation sent to ${invitation.email}.`);
      },
    );

    app.delete(
      '/api/family/invitation/:id',
      {
        schema: {
          tags: ['family'],
          summary: 'Withdraw a pending invitation (Admin only)',
          params: z.object({ id: z.string().min(1).max(100) }),
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await revokeInvitation(deps, authOf(request), request.params.id);
        return ok(null, 'Invitation withdrawn.');
      },
    );
  };
}
