import { apiEndpoints, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.js';
import { originOf } from '../../platform/request-origin.js';
import { passkeySignInOptions, signInWithPasskey } from './passkey-sign-in.js';
import { endpointRoute } from '../../platform/api-route.js';

/** Signed out: signing in with a passkey instead of the password and second step. */
export function passkeySignInRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const rateLimit = { max: deps.config.authRateLimit, timeWindow: '1 minute' };
  return async (app) => {
    app.route({
      ...endpointRoute(apiEndpoints.auth.passkeyOptions, {
        tags: ['account'],
        summary:
          'Options for navigator.credentials.get(): the passkeys of the address given, or any passkey of this site',
      }),
      config: { rateLimit },
      handler: async (request) => ok(await passkeySignInOptions(deps, request.body.username)),
    });

    app.route({
      ...endpointRoute(apiEndpoints.auth.passkeySignIn, {
        tags: ['account'],
        summary: 'Log in with a passkey: a bearer token for a verified assertion',
      }),
      config: { rateLimit },
      handler: async (request) => ok(await signInWithPasskey(deps, request.body, originOf(request)), 'Logged in'),
    });
  };
}
