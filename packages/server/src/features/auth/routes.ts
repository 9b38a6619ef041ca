import {
  envelopeOf,
  invitationSchema,
  loginRequestSchema,
  Messages,
  ok,
  recoverRequestSchema,
  recoverResetRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  tokenResponseSchema,
  apiRoutes,
} from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.js';
import { originOf } from '../../platform/request-origin.js';
import { completeRecovery, invitationSummary, login, register, startRecovery, validateEmail } from './service.js';
import { routeOf } from '../../platform/api-route.js';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** Signed-out calls: login, registration, recovery, e-mail validation and invitations. */
export function authRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const rateLimit = { max: deps.config.authRateLimit, timeWindow: '1 minute' };
  return async (app) => {
    app.route({
      ...routeOf(apiRoutes.auth.signIn),
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary: 'Log in: a bearer token for an e-mail and password',
        body: loginRequestSchema,
        response: { 200: envelopeOf(tokenResponseSchema) },
      },
      handler: async (request) => ok(await login(deps, request.body, originOf(request)), 'Logged in'),
    });

    app.route({
      ...routeOf(apiRoutes.auth.register),
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary:
          'Register a user: a new family, or the inviting family with invitationId (REGISTRATION: open, invite or closed)',
        body: registerRequestSchema,
        response: { 200: envelopeOf(registerResponseSchema) },
      },
      handler: async (request) => ok(await register(deps, request.body), Messages.registrationSuccess),
    });

    app.route({
      ...routeOf(apiRoutes.auth.recover),
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary: 'Start a password recovery: a PIN is e-mailed if the address is known',
        body: recoverRequestSchema,
        response: { 200: envelopeOf(z.null()) },
      },
      handler: async (request) => ok(null, await startRecovery(deps, request.body.email, originOf(request))),
    });

    app.route({
      ...routeOf(apiRoutes.auth.resetPassword),
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary: 'Complete a password recovery with the e-mailed PIN and a new password',
        body: recoverResetRequestSchema,
        response: { 200: envelopeOf(z.null()) },
      },
      handler: async (request) => ok(null, await completeRecovery(deps, request.body, originOf(request))),
    });

    app.route({
      ...routeOf(apiRoutes.auth.validateEmail),
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary: 'Validate an e-mail address from the link in the validation mail',
        params: idParams,
        response: { 200: envelopeOf(z.null()) },
      },
      handler: async (request) => ok(null, await validateEmail(deps, request.params.id, originOf(request))),
    });

    app.route({
      ...routeOf(apiRoutes.auth.invitation),
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary: 'A pending family invitation, for the registration page',
        params: idParams,
        response: { 200: envelopeOf(invitationSchema) },
      },
      handler: async (request) => ok(await invitationSummary(deps, request.params.id)),
    });
  };
}
