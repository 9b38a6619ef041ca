import { apiEndpoints, ok } from '@hearth/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/api-route.js';
import { authOf, requireAdmin } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import {
  accountSyncStatus,
  ADMIN_ONLY,
  createConnection,
  deleteConnection,
  linkAccount,
  listConnections,
  unlinkAccount,
} from './service.js';
import {
  enableBankingApplicationStatus,
  enableBankingBanks,
  finishEnableBankingAuthorisation,
  renewEnableBankingConnection,
  saveEnableBankingApplication,
  startEnableBankingConnection,
} from './enable-banking-connect.js';
import { syncConnection } from './sync.js';

const TAGS = ['connections'];
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Bank connections: Admins connect, link, sync and delete; members see the status (docs/bank-sync.md). */
export function connectionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(apiEndpoints.connections.list, { tags: TAGS, summary: "The family's bank connections" }),
      handler: async (request) => ok(await listConnections(deps, authOf(request))),
    });

    app.route({
      ...endpointRoute(apiEndpoints.connections.create, {
        tags: TAGS,
        summary:
          "Connect SimpleFIN Bridge with a setup token, answering the accounts it offers; or start an Enable Banking connection, answering the bank's consent page (Admin)",
      }),
      handler: async (request) => {
        const body = request.body;
        if (body.provider === 'enablebanking')
          return ok(await startEnableBankingConnection(deps, authOf(request), body));
        const connection = await createConnection(deps, authOf(request), body);
        return ok(connection, `${connection.name} is connected: link its accounts to sync them.`);
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.connections.enableBankingApplication, {
        tags: TAGS,
        summary: 'Whose Enable Banking application new connections use (the key is never answered)',
      }),
      handler: async (request) => ok(await enableBankingApplicationStatus(deps, authOf(request))),
    });

    app.route({
      ...endpointRoute(apiEndpoints.connections.saveEnableBankingApplication, {
        tags: TAGS,
        summary: "Set the family's Enable Banking application id and private key (Admin), unless the server sets one",
      }),
      handler: async (request) =>
        ok(
          await saveEnableBankingApplication(deps, authOf(request), request.body),
          'The Enable Banking application is saved.',
        ),
    });

    app.route({
      ...endpointRoute(apiEndpoints.connections.enableBankingBanks, {
        tags: TAGS,
        summary: "The banks of a country in Enable Banking's list (Admin)",
      }),
      handler: async (request) => ok(await enableBankingBanks(deps, authOf(request), request.query.country)),
    });

    app.route({
      ...endpointRoute(apiEndpoints.connections.enableBankingCallback, {
        tags: TAGS,
        summary:
          'Finish a bank consent: a new connection offering its accounts, or a renewed one keeping its links (Admin)',
      }),
      handler: async (request) => {
        const { connection, renewed } = await finishEnableBankingAuthorisation(deps, authOf(request), request.body);
        return ok(
          connection,
          renewed
            ? `Access to ${connection.name} is renewed; every link stays.`
            : `${connection.name} is connected: link its accounts to sync them.`,
        );
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.connections.renew, {
        tags: TAGS,
        summary: "Renew a connection's access at its bank, keeping every link (Admin)",
      }),
      handler: async (request) => ok(await renewEnableBankingConnection(deps, authOf(request), request.params.id)),
    });

    app.route({
      ...endpointRoute(apiEndpoints.connections.link, {
        tags: TAGS,
        summary: 'Link an offered account to a bank account of the family, or to a new one (Admin)',
      }),
      handler: async (request) => {
        const connection = await linkAccount(deps, authOf(request), request.params.id, request.body);
        const link = connection.links.find((entry) => entry.remoteAccountId === request.body.remoteAccountId);
        return ok(
          connection,
          `${link?.remoteName ?? 'The account'} is linked to ${link?.accountName ?? 'the account'}.`,
        );
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.connections.unlink, {
        tags: TAGS,
        summary: 'Unlink an account of the connection; what it imported stays (Admin)',
      }),
      handler: async (request) =>
        ok(
          await unlinkAccount(deps, authOf(request), request.params.id, request.body),
          'The account is unlinked; what it imported stays.',
        ),
    });

    app.route({
      ...endpointRoute(apiEndpoints.connections.sync, { tags: TAGS, summary: 'Sync the connection now (Admin)' }),
      handler: async (request) => {
        const auth = authOf(request);
        requireAdmin(auth, ADMIN_ONLY);
        const result = await syncConnection(deps, auth.familyId, request.params.id);
        const failed = result.failedAccounts.length;
        return ok(
          result,
          `Synced: ${plural(result.added, 'transaction')} added, ${result.matched} matched, ${result.pending} pending` +
            (failed ? `; ${plural(failed, 'account')} failed.` : '.'),
        );
      },
    });

    app.route({
      ...endpointRoute(apiEndpoints.connections.remove, {
        tags: TAGS,
        summary: 'Delete a connection and its credentials (Admin); what it imported stays',
      }),
      handler: async (request) => ok(null, await deleteConnection(deps, authOf(request), request.params.id)),
    });

    app.route({
      ...endpointRoute(apiEndpoints.connections.accountStatus, {
        tags: TAGS,
        summary: "An account's bank sync status",
      }),
      handler: async (request) => ok(await accountSyncStatus(deps, authOf(request), request.params.id)),
    });
  };
}
