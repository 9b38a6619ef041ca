import {
  envelopeOf,
  ok,
  passwordConfirmationSchema,
  securityEventsSchema,
  sessionSchema,
  tokenResponseSchema,
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

/** The signed-in user's sessions: sign out here or elsewhere, renew the token, confirm the password, recent events. */
export function sessionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/logout',
      {
        schema: {
          tags: ['account'],
          summary: 'Sign out: ends the session the token names',
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await logout(deps, authOf(request), originOf(request));
        return ok(null, 'You have been signed out.');
      },
    );

    app.get(
      '/api/sessions',
      {
        schema: {
          tags: ['account'],
          summary: "The user's live sessions, the current one first",
          response: { 200: envelopeOf(z.array(sessionSchema)) },
        },
      },
      async (request) => ok(await sessionsOf(deps, authOf(request))),
    );

    app.delete(
      '/api/session/:id',
      {
        schema: {
          tags: ['account'],
          summary: 'Sign one session out (the current one too)',
          params: z.object({ id: z.string().min(1).max(64) }),
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await endOneSession(deps, authOf(request), request.params.id, originOf(request));
        return ok(null, 'The session has been signed out.');
      },
    );

    app.delete(
      '/api/sessions',
      {
        schema: {
          tags: ['account'],
          summary: 'Sign out everywhere else: every session but the current one ends',
          response: { 200: envelopeOf(z.object({ ended: z.number() })) },
        },
      },
      async (request) => {
        const ended = await endOtherSessions(deps, authOf(request), originOf(request));
        return ok(
          { ended },
          ended === 1 ? 'One other session has been signed out.' : `${ended} other sessions have been signed out.`,
        );
      },
    );

    app.post(
      '/api/session/renew',
      {
        schema: {
          tags: ['account'],
          summary: 'A fresh token for the current session, carrying the user as they are now',
          response: { 200: envelopeOf(tokenResponseSchema) },
        },
      },
      async (request) => ok(await renew(deps, authOf(request))),
    );

    app.post(
      '/api/session/confirm',
      {
        schema: {
          tags: ['account'],
          summary: 'Give the password again before a sensitive change (it stays confirmed for ten minutes)',
          body: passwordConfirmationSchema,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await confirmPassword(deps, authOf(request), request.body.password);
        return ok(null, 'Password confirmed.');
      },
    );

    app.get(
      '/api/security/events',
      {
        schema: {
          tags: ['account'],
          summary:
            "Recent sign-ins, failed attempts and security changes; for Admins also the family's membership changes",
          response: { 200: envelopeOf(securityEventsSchema) },
        },
      },
      async (request) => ok(await securityEvents(deps, authOf(request))),
    );
  };
}
