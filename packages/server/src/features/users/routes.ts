import { apiEndpoints, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { originOf } from '../../platform/request-origin.js';
import { accountChoices, changePassword, getUser, updateUser } from './service.js';
import { deleteOwnLogin } from './delete-login.js';
import { endpointRoute } from '../../platform/api-route.js';

export function userRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(apiEndpoints.user.get, { tags: ['account'], summary: 'The signed-in user' }),
      handler: async (request) => ok(await getUser(deps, authOf(request))),
    });

    app.route({
      ...endpointRoute(apiEndpoints.user.save, {
        tags: ['account'],
        summary: "Save the signed-in user's details; answers with a fresh token carrying them",
      }),
      handler: async (request) => {
        const saved = await updateUser(deps, authOf(request), request.body, originOf(request));
        const description = saved.pendingEmail
          ? `Your details have been saved. Open the link we sent to ${saved.pendingEmail} to start signing in with it.`
          : 'Your details have been saved.';
        return ok(saved, description);
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.user.changePassword, {
        tags: ['account'],
        summary: 'Change the password; earlier tokens stop working',
      }),
      handler: async (request) => {
        const { currentPassword, newPassword } = request.body;
        return ok(
          await changePassword(deps, authOf(request), currentPassword, newPassword, originOf(request)),
          'Your password has been changed.',
        );
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.user.accountChoices, {
        tags: ['account'],
        summary: 'Active bank accounts the user can choose as default account',
      }),
      handler: async (request) => ok(await accountChoices(deps, authOf(request).familyId)),
    });

    app.route({
      ...endpointRoute(apiEndpoints.user.deleteOwnLogin, {
        tags: ['account'],
        summary:
          'Delete one\'s own login (password asked again): sessions end, personal data is erased, what they entered stays under "a former member"',
      }),
      handler: async (request) => {
        await deleteOwnLogin(deps, authOf(request), request.body.password);
        return ok(null, 'Your login has been deleted.');
      },
    });
  };
}
