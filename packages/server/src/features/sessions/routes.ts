import { apiEndpoints, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { endpointRoute } from '../../platform/api-route.js';

/** The signed-in user's sessions: sign out here or elsewhere, renew the token, confirm the password, recent events. */
export function sessionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(apiEndpoints.sessions.logout, {
        tags: ['account'],
        summary: 'Sign out: ends the session the token names',
      }),
      handler: async (request) => {
        await logout(deps, authOf(request), originOf(request));
        return ok(null, 'You have been signed out.');
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.sessions.list, {
        tags: ['account'],
        summary: "The user's live sessions, the current one first",
      }),
      handler: async (request) => ok(await sessionsOf(deps, authOf(request))),
    });

    app.route({
      ...endpointRoute(apiEndpoints.sessions.end, {
        tags: ['account'],
        summary: 'Sign one session out (the current one too)',
      }),
      handler: async (request) => {
        await endOneSession(deps, authOf(request), request.params.id, originOf(request));
        return ok(null, 'The session has been signed out.');
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.sessions.endOthers, {
        tags: ['account'],
        summary: 'Sign out everywhere else: every session but the current one ends',
      }),
      handler: async (request) => {
        const ended = await endOtherSessions(deps, authOf(request), originOf(request));
        return ok(
          { ended },
          ended === 1 ? 'One other session has been signed out.' : `${ended} other sessions have been signed out.`,
        );
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.sessions.renew, {
        tags: ['account'],
        summary: 'A fresh token for the current session, carrying the user as they are now',
      }),
      handler: async (request) => ok(await renew(deps, authOf(request))),
    });

    app.route({
      ...endpointRoute(apiEndpoints.sessions.confirm, {
        tags: ['account'],
        summary: 'Give the password again before a sensitive change (it stays confirmed for ten minutes)',
      }),
      handler: async (request) => {
        await confirmPassword(deps, authOf(request), request.body.password);
        return ok(null, 'Password confirmed.');
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.sessions.securityEvents, {
        tags: ['account'],
        summary:
          "Recent sign-ins, failed attempts and security changes; for Admins also the family's membership changes",
      }),
      handler: async (request) => ok(await securityEvents(deps, authOf(request))),
    });
  };
}
