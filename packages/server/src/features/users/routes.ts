import {
  accountChoicesSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  updateUserResponseSchema,
  envelopeOf,
  ok,
  updateUserRequestSchema,
  userSchema,
} from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { originOf } from '../../platform/request-origin.js';
import { accountChoices, changePassword, getUser, updateUser } from './service.js';

export function userRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/user',
      { schema: { tags: ['account'], summary: 'The signed-in user', response: { 200: envelopeOf(userSchema) } } },
      async (request) => ok(await getUser(deps, authOf(request))),
    );

    app.post(
      '/api/user',
      {
        schema: {
          tags: ['account'],
          summary: "Save the signed-in user's details; answers with a fresh token carrying them",
          body: updateUserRequestSchema,
          response: { 200: envelopeOf(updateUserResponseSchema) },
        },
      },
      async (request) => {
        const saved = await updateUser(deps, authOf(request), request.body, originOf(request));
        const description = saved.pendingEmail
          ? `Your details have been saved. Open the link we sent to ${saved.pendingEmail} to start signing in with it.`
          : 'Your details have been saved.';
        return ok(saved, description);
      },
    );

    app.post(
      '/api/user/changepassword',
      {
        schema: {
          tags: ['account'],
          summary: 'Change the password; earlier tokens stop working',
          body: changePasswordRequestSchema,
          response: { 200: envelopeOf(changePasswordResponseSchema) },
        },
      },
      async (request) => {
        const { currentPassword, newPassword } = request.body;
        return ok(
          await changePassword(deps, authOf(request), currentPassword, newPassword, originOf(request)),
          'Your password has been changed.',
        );
      },
    );

    app.get(
      '/api/user/accountchoices',
      {
        schema: {
          tags: ['account'],
          summary: 'Active bank accounts the user can choose as default account',
          response: { 200: envelopeOf(accountChoicesSchema) },
        },
      },
      async (request) => ok(await accountChoices(deps, authOf(request).familyId)),
    );
  };
}
