import { apiEndpoints, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { originOf } from '../../platform/request-origin.js';
import { addPasskey, passkeyRegistrationOptions, removePasskey } from './passkey-registration.js';
import { twoFactorStatus } from './status.js';
import { disableTotp, enableTotp, renewRecoveryCodes, setUpTotp } from './totp-settings.js';
import { endpointRoute } from '../../platform/api-route.js';

const tags = ['security'];

/** The signed-in user's second factors: the authenticator app, recovery codes and passkeys. */
export function twoFactorRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(apiEndpoints.twoFactor.status, {
        tags,
        summary: 'Whether two-factor sign-in is on, recovery codes left, and the passkeys',
      }),
      handler: async (request) => ok(await twoFactorStatus(deps, authOf(request))),
    });

    app.route({
      ...endpointRoute(apiEndpoints.twoFactor.totpSetup, {
        tags,
        summary: 'A new authenticator-app secret and its otpauth:// address, pending until enabled with a code',
      }),
      handler: async (request) =>
        ok(
          await setUpTotp(deps, authOf(request)),
          'Scan the QR code with your authenticator app, then enter the code it shows.',
        ),
    });

    app.route({
      ...endpointRoute(apiEndpoints.twoFactor.totpEnable, {
        tags,
        summary:
          "Turn two-factor sign-in on with a first code; answers ten recovery codes, shown once; the user's other sessions end",
      }),
      handler: async (request) =>
        ok(
          await enableTotp(deps, authOf(request), request.body, originOf(request)),
          'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
        ),
    });

    app.route({
      ...endpointRoute(apiEndpoints.twoFactor.totpDisable, {
        tags,
        summary: 'Turn two-factor sign-in off with the password and a current code or a recovery code',
      }),
      handler: async (request) => {
        await disableTotp(deps, authOf(request), request.body, originOf(request));
        return ok(null, 'Two-factor sign-in is off.');
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.twoFactor.recoveryCodes, {
        tags,
        summary: 'Ten new recovery codes for the password; the old ones stop working',
      }),
      handler: async (request) =>
        ok(
          await renewRecoveryCodes(deps, authOf(request), request.body.password, originOf(request)),
          'New recovery codes made; the old ones no longer work.',
        ),
    });

    app.route({
      ...endpointRoute(apiEndpoints.twoFactor.passkeyOptions, {
        tags,
        summary:
          'Options for navigator.credentials.create(); asks for the password unless the session confirmed it recently',
      }),
      handler: async (request) => ok(await passkeyRegistrationOptions(deps, authOf(request), request.body.password)),
    });

    app.route({
      ...endpointRoute(apiEndpoints.twoFactor.addPasskey, {
        tags,
        summary: 'Add the passkey the browser made for a challenge',
      }),
      handler: async (request) =>
        ok(await addPasskey(deps, authOf(request), request.body, originOf(request)), 'Passkey added.'),
    });

    app.route({
      ...endpointRoute(apiEndpoints.twoFactor.removePasskey, { tags, summary: 'Remove one of your passkeys' }),
      handler: async (request) => {
        await removePasskey(deps, authOf(request), request.params.id, originOf(request));
        return ok(null, 'Passkey removed.');
      },
    });
  };
}
