import {
  accountChoicesSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  updateUserResponseSchema,
  envelopeOf,
  ok,
  updateUserRequestSchema,
  userSchema,
  apiRoutes,
} from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { originOf } from '../../platform/request-origin.js';
import { accountChoices, changePassword, getUser, updateUser } from './service.js';
import { routeOf } from '../../platform/api-route.js';

export function userRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(apiRoutes.user.get),
      schema: { tags: ['account'], summary: 'The signed-in user', response: { 200: envelopeOf(userSchema) } },
      handler: async (request) => ok(await getUser(deps, authOf(request))),
    });

    app.route({
      ...routeOf(apiRoutes.user.save),
      schema: {
        tags: ['account'],
        summary: "Save the signed-in user's details; answers with a fresh token carrying them",
        body: updateUserRequestSchema,
        response: { 200: envelopeOf(updateUserResponseSchema) },
      },
      handler: async (request) => {
        const saved = await updateUser(deps, authOf(request), request.body, originOf(request));
        const description = saved.pendingEmail
          ? `Your details have been saved. Open the link we sent to ${saved.pendingEmail} to start signing in with it.`
          : 'Your details have been saved.';
        return ok(saved, description);
      },
    });

    app.route({
      ...routeOf(apiRoutes.user.changePassword),
      schema: {
        tags: ['account'],
        summary: 'Change the password; earlier tokens stop working',
        body: changePasswordRequestSchema,
        response: { 200: envelopeOf(changePasswordResponseSchema) },
      },
      handler: async (request) => {
        const { currentPassword, newPassword } = request.body;
        return ok(
          await changePassword(deps, authOf(request), currentPassword, newPassword, originOf(request)),
          'Your password has been changed.',
        );
      },
    });

    app.route({
      ...routeOf(apiRoutes.user.accountChoices),
      schema: {
        tags: ['account'],
        summary: 'Active bank accounts the user can choose as default account',
        response: { 200: envelopeOf(accountChoicesSchema) },
      },
      handler: async (request) => ok(await accountChoices(deps, authOf(request).familyId)),
    });
  };
}
