import type { AppDeps } from '../../../platform/deps.js';
import { ProviderError } from '../provider-errors.js';
import type { BankProviderClient } from '../provider.js';
import type { EnableBankingApi } from './api.js';
import { enableBankingApi, enableBankingClient } from './client.js';
import { readCredentials } from './jwt.js';
import { serverEnableBankingCredentials } from './server-application.js';

/** An application's id and private key as an Admin entered them on /connections. */
export interface EnableBankingApplication {
  readonly applicationId: string;
  readonly privateKeyPem: string;
}

/** What an Enable Banking connection keeps sealed as its credentials. */
export interface EnableBankingSecret {
  readonly sessionId: string;
  /** The application entered on /connections; null to use the server's (ENABLE_BANKING_* settings). */
  readonly application: EnableBankingApplication | null;
}

export const NO_APPLICATION =
  'No Enable Banking application is set: an Admin enters its application id and private key on /connections, or the server sets ENABLE_BANKING_APPLICATION_ID and ENABLE_BANKING_PRIVATE_KEY_FILE.';

/** The secret as the text a connection seals. */
export function enableBankingSecretText(secret: EnableBankingSecret): string {
  return JSON.stringify({ sessionId: secret.sessionId, application: secret.application });
}

/** The sealed text read back; one that is not a secret of this shape asks for a new authorisation. */
export function readEnableBankingSecret(text: string): EnableBankingSecret {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const record = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  const application = record.application as Record<string, unknown> | null | undefined;
  const applicationOk =
    application === null ||
    (typeof application?.applicationId === 'string' && typeof application.privateKeyPem === 'string');
  if (typeof record.sessionId !== 'string' || !applicationOk) {
    throw new ProviderError('The Enable Banking connection lost its session. Authorise the connection again.', {
      reauthorise: true,
    });
  }
  return {
    sessionId: record.sessionId,
    application: application
      ? { applicationId: String(application.applicationId), privateKeyPem: String(application.privateKeyPem) }
      : null,
  };
}

/**
 * How to call Enable Banking for an application: the one entered on /connections, else the server's.
 * Neither set, or a key that cannot sign, is a ProviderError with bad input (a 400 on /connections).
 */
export async function enableBankingApiOf(
  deps: AppDeps,
  application: EnableBankingApplication | null,
): Promise<EnableBankingApi> {
  const credentials = application
    ? readCredentials(application.applicationId, application.privateKeyPem)
    : await serverEnableBankingCredentials(deps.config);
  if (!credentials) throw new ProviderError(NO_APPLICATION, { badInput: true });
  return enableBankingApi({ credentials, baseUrl: deps.config.enableBanking.apiUrl, clock: deps.clock });
}

/** The sync's client of a connection, from its unsealed credentials (providers.ts's ProviderClientFactory). */
export function enableBankingProviderClient(credentials: string, deps: AppDeps): BankProviderClient {
  const secret = readEnableBankingSecret(credentials);
  let client: Promise<BankProviderClient> | null = null;
  const ready = () => {
    client ??= enableBankingApiOf(deps, secret.application).then((api) => enableBankingClient(api, secret.sessionId));
    return client;
  };
  return {
    listAccounts: async () => (await ready()).listAccounts(),
    fetchTransactions: async (ids, window) => (await ready()).fetchTransactions(ids, window),
  };
}
