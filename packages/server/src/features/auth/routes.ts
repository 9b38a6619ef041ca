import { apiEndpoints, Messages, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';
import { originOf } from '../../platform/request-origin.js';
import { completeRecovery, invitationSummary, login, register, startRecovery, validateEmail } from './service.js';
import { endpointRoute } from '../../platform/api-route.js';

/** Signed-out calls: login, registration, recovery, e-mail validation and invitations. */
export function authRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const rateLimit = { max: deps.config.authRateLimit, timeWindow: '1 minute' };
  return async (app) => {
    app.route({
      ...endpointRoute(apiEndpoints.auth.signIn, {
        tags: ['account'],
        summary: 'Log in: a bearer token for an e-mail and password',
      }),
      config: { rateLimit },
      handler: async (request) => ok(await login(deps, request.body, originOf(request)), 'Logged in'),
    });

    app.route({
      ...endpointRoute(apiEndpoints.auth.register, {
        tags: ['account'],
        summary:
          'Register a user: a new family, or the inviting family with invitationId (REGISTRATION: open, invite or closed)',
      }),
      config: { rateLimit },
      handler: async (request) => ok(await register(deps, request.body), Messages.registrationSuccess),
    });

    app.route({
      ...endpointRoute(apiEndpoints.auth.recover, {
        tags: ['account'],
        summary: 'Start a password recovery: a PIN is e-mailed if the address is known',
      }),
      config: { rateLimit },
      handler: async (request) => ok(null, await startRecovery(deps, request.body.email, originOf(request))),
    });

    app.route({
      ...endpointRoute(apiEndpoints.auth.resetPassword, {
        tags: ['account'],
        summary: 'Complete a password recovery with the e-mailed PIN and a new password',
      }),
      config: { rateLimit },
      handler: async (request) => ok(null, await completeRecovery(deps, request.body, originOf(request))),
    });

    app.route({
      ...endpointRoute(apiEndpoints.auth.validateEmail, {
        tags: ['account'],
        summary: 'Validate an e-mail address from the link in the validation mail',
      }),
      config: { rateLimit },
      handler: async (request) => ok(null, await validateEmail(deps, request.params.id, originOf(request))),
    });

    app.route({
      ...endpointRoute(apiEndpoints.auth.invitation, {
        tags: ['account'],
        summary: 'A pending family invitation, for the registration page',
      }),
      config: { rateLimit },
      handler: async (request) => ok(await invitationSummary(deps, request.params.id)),
    });
  };
}
