import {
  envelopeOf,
  ok,
  passwordConfirmationSchema,
  securityEventsSchema,
  sessionSchema,
  tokenResponseSchema,
  apiRoutes,
} from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { originOf } from '../../platform/request-origin.js';
import {
  confirmPassword,
  endOneSession,
  endOtherSessions,
  logout,
  renew,
  securityEvents,
  sessionsOf,
} from './service.js';
import { routeOf } from '../../platform/api-route.js';

/** The signed-in user's sessions: sign out here or elsewhere, renew the token, confirm the password, recent events. */
export function sessionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(apiRoutes.sessions.logout),
      schema: {
        tags: ['account'],
        summary: 'Sign out: ends the session the token names',
        response: { 200: envelopeOf(z.null()) },
      },
      handler: async (request) => {
        await logout(deps, authOf(request), originOf(request));
        return ok(null, 'You have been signed out.');
      },
    });

    app.route({
      ...routeOf(apiRoutes.sessions.list),
      schema: {
        tags: ['account'],
        summary: "The user's live sessions, the current one first",
        response: { 200: envelopeOf(z.array(sessionSchema)) },
      },
      handler: async (request) => ok(await sessionsOf(deps, authOf(request))),
    });

    app.route({
      ...routeOf(apiRoutes.sessions.end),
      schema: {
        tags: ['account'],
        summary: 'Sign one session out (the current one too)',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: envelopeOf(z.null()) },
      },
      handler: async (request) => {
        await endOneSession(deps, authOf(request), request.params.id, originOf(request));
        return ok(null, 'The session has been signed out.');
      },
    });

    app.route({
      ...routeOf(apiRoutes.sessions.endOthers),
      schema: {
        tags: ['account'],
        summary: 'Sign out everywhere else: every session but the current one ends',
        response: { 200: envelopeOf(z.object({ ended: z.number() })) },
      },
      handler: async (request) => {
        const ended = await endOtherSessions(deps, authOf(request), originOf(request));
        return ok(
          { ended },
          ended === 1 ? 'One other session has been signed out.' : `${ended} other sessions have been signed out.`,
        );
      },
    });

    app.route({
      ...routeOf(apiRoutes.sessions.renew),
      schema: {
        tags: ['account'],
        summary: 'A fresh token for the current session, carrying the user as they are now',
        response: { 200: envelopeOf(tokenResponseSchema) },
      },
      handler: async (request) => ok(await renew(deps, authOf(request))),
    });

    app.route({
      ...routeOf(apiRoutes.sessions.confirm),
      schema: {
        tags: ['account'],
        summary: 'Give the password again before a sensitive change (it stays confirmed for ten minutes)',
        body: passwordConfirmationSchema,
        response: { 200: envelopeOf(z.null()) },
      },
      handler: async (request) => {
        await confirmPassword(deps, authOf(request), request.body.password);
        return ok(null, 'Password confirmed.');
      },
    });

    app.route({
      ...routeOf(apiRoutes.sessions.securityEvents),
      schema: {
        tags: ['account'],
        summary:
          "Recent sign-ins, failed attempts and security changes; for Admins also the family's membership changes",
        response: { 200: envelopeOf(securityEventsSchema) },
      },
      handler: async (request) => ok(await securityEvents(deps, authOf(request))),
    });
  };
}
