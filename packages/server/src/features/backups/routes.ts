import { apiEndpoints, ok, POSTGRES_BACKUPS_MESSAGE } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAdmin } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import { endpointRoute } from '../../platform/api-route.js';
import { BackupBusyError, requestBackup } from './service.js';
import { backupStatus } from './status.js';

export const BACKUPS_ADMIN_ONLY = 'Only a family administrator can see and start backups.';

/** The server's backups, for every family's Admins: their state, and "Back up now". */
export function backupRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(apiEndpoints.backups.status, {
        tags: ['backups'],
        summary: "The server's backups (Admin): the latest, whether it verified, the next one due",
      }),
      handler: async (request) => {
        requireAdmin(authOf(request), BACKUPS_ADMIN_ONLY);
        return ok(await backupStatus(deps));
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.backups.start, {
        tags: ['backups'],
        summary: 'Back up the server now (Admin; SQLite); refused while a backup is being made',
      }),
      handler: async (request) => {
        requireAdmin(authOf(request), BACKUPS_ADMIN_ONLY);
        if (deps.db.dialect !== 'sqlite') throw badRequest(`${POSTGRES_BACKUPS_MESSAGE}.`);
        try {
          await requestBackup(deps);
        } catch (error) {
          if (error instanceof BackupBusyError) throw badRequest(error.message);
          throw error;
        }
        return ok(await backupStatus(deps), 'The backup has started. This page shows when it is done.');
      },
    });
  };
}
