import crypto from 'node:crypto';
import {
  type BankConsentStart,
  type Connection,
  type CreateEnableBankingConnectionRequest,
  type EnableBankingApplicationStatus,
  type EnableBankingBank,
  type EnableBankingCallbackRequest,
  type SetEnableBankingApplicationRequest,
} from '@hearth/contract';
import type { Executor } from '../../db/database.js';
import type { AuthContext } from '../../platform/auth-guard.js';
import { requireAdmin } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { secretBoxOf } from '../../platform/encryption.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import {
  createSession,
  deleteSession,
  enableBankingClient,
  enableBankingRedirectUrl,
  listBanks,
  startAuthorisation,
} from './enable-banking/client.js';
import {
  enableBankingApiOf,
  enableBankingSecretText,
  readEnableBankingSecret,
  type EnableBankingApplication,
} from './enable-banking/connection-secret.js';
import { consentValidUntil } from './enable-banking/consent.js';
import { readCredentials } from './enable-banking/jwt.js';
import type { RemoteAccount } from './provider.js';
import { ProviderError } from './provider-errors.js';
import { ADMIN_ONLY, answerOfProviderError, keptOffer } from './connection-common.js';
import { CONNECTION_NOT_FOUND, connectionView, offersOf } from './views.js';

const PROVIDER = 'enablebanking';
/** How long the family has to consent at the bank before the state sent there no longer counts. */
const AUTHORISATION_MINUTES = 30;
const DAY_SECONDS = 24 * 60 * 60;

export const SERVER_APPLICATION_SET =
  'This server sets its own Enable Banking application (ENABLE_BANKING_APPLICATION_ID); it cannot be changed on /connections.';
export const STATE_REFUSED =
  'This bank authorisation is unknown, was used already or has expired: start again from /connections.';
export const NOT_ENABLE_BANKING = 'Only an Enable Banking connection is renewed at its bank.';

function serverHasApplication(deps: AppDeps): boolean {
  return Boolean(deps.config.enableBanking.applicationId && deps.config.enableBanking.privateKeyFile);
}

function stateHash(state: string): string {
  return crypto.createHash('sha256').update(state).digest('hex');
}

async function familyApplication(
  deps: AppDeps,
  db: Executor,
  familyId: number,
): Promise<EnableBankingApplication | null> {
  const row = await familyScope(db, familyId)
    .selectFrom('bank_provider_applications')
    .select('credentials')
    .where('provider', '=', PROVIDER)
    .executeTakeFirst();
  if (!row) return null;
  try {
    const parsed = JSON.parse(secretBoxOf(deps).decrypt(row.credentials)) as EnableBankingApplication;
    return { applicationId: String(parsed.applicationId), privateKeyPem: String(parsed.privateKeyPem) };
  } catch {
    return null;
  }
}

/** The application new connections use: the server's when it sets one, else the family's (null: the server's). */
async function applicationForNewConnections(deps: AppDeps, familyId: number): Promise<EnableBankingApplication | null> {
  if (serverHasApplication(deps)) return null;
  return familyApplication(deps, deps.db.kysely, familyId);
}

async function apiOf(deps: AppDeps, application: EnableBankingApplication | null) {
  try {
    return await enableBankingApiOf(deps, application);
  } catch (error) {
    throw answerOfProviderError(error);
  }
}

export async function enableBankingApplicationStatus(
  deps: AppDeps,
  auth: AuthContext,
): Promise<EnableBankingApplicationStatus> {
  if (serverHasApplication(deps)) return { source: 'server', applicationId: null };
  const application = await familyApplication(deps, deps.db.kysely, auth.familyId);
  return application
    ? { source: 'family', applicationId: application.applicationId }
    : { source: null, applicationId: null };
}

/** Keeps the family's Enable Banking application, sealed, after checking its id and key can sign. */
export async function saveEnableBankingApplication(
  deps: AppDeps,
  auth: AuthContext,
  request: SetEnableBankingApplicationRequest,
): Promise<EnableBankingApplicationStatus> {
  requireAdmin(auth, ADMIN_ONLY);
  if (serverHasApplication(deps)) throw badRequest(SERVER_APPLICATION_SET);
  let application: EnableBankingApplication;
  try {
    const credentials = readCredentials(request.applicationId, request.privateKeyPem);
    application = { applicationId: credentials.applicationId, privateKeyPem: request.privateKeyPem.trim() };
  } catch (error) {
    throw answerOfProviderError(error);
  }
  const sealed = secretBoxOf(deps).encrypt(JSON.stringify(application));
  const now = deps.clock().toISOString();
  await writeForFamily(deps.db.kysely, auth.familyId, async (trx) => {
    let query = familyScope(trx, auth.familyId)
      .selectFrom('bank_provider_applications')
      .select('id')
      .where('provider', '=', PROVIDER);
    if (deps.db.dialect === 'postgres') query = query.forUpdate();
    const existing = await query.executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('bank_provider_applications')
        .set({ credentials: sealed, updated_at: now })
        .where('id', '=', existing.id)
        .execute();
    } else {
      await trx
        .insertInto('bank_provider_applications')
        .values({ family_id: auth.familyId, provider: PROVIDER, credentials: sealed, updated_at: now })
        .execute();
    }
  });
  return { source: 'family', applicationId: application.applicationId };
}

export async function enableBankingBanks(
  deps: AppDeps,
  auth: AuthContext,
  country: string,
): Promise<{ banks: EnableBankingBank[] }> {
  requireAdmin(auth, ADMIN_ONLY);
  const api = await apiOf(deps, await applicationForNewConnections(deps, auth.familyId));
  try {
    const banks = await listBanks(api, country);
    return {
      banks: banks.map((bank) => ({
        name: bank.name,
        country: bank.country,
        maximumConsentDays:
          bank.maximumConsentSeconds === null ? null : Math.floor(bank.maximumConsentSeconds / DAY_SECONDS),
        beta: bank.beta,
      })),
    };
  } catch (error) {
    throw answerOfProviderError(error);
  }
}

/** Opens the bank's consent page: a single-use state bound to the family and the Admin, expiring soon. */
async function authorise(
  deps: AppDeps,
  auth: AuthContext,
  application: EnableBankingApplication | null,
  bank: { name: string; country: string },
  connectionId: number | null,
): Promise<BankConsentStart> {
  const api = await apiOf(deps, application);
  let offered: Awaited<ReturnType<typeof listBanks>>;
  try {
    offered = await listBanks(api, bank.country);
  } catch (error) {
    throw answerOfProviderError(error);
  }
  const found = offered.find((entry) => entry.name === bank.name);
  if (!found) throw badRequest(`bank: Enable Banking lists no bank named ${bank.name} in ${bank.country}.`);
  const state = crypto.randomBytes(32).toString('base64url');
  const now = deps.clock();
  let url: string;
  try {
    ({ url } = await startAuthorisation(api, {
      bank,
      state,
      redirectUrl: enableBankingRedirectUrl(deps.config.publicUrl),
      validUntil: consentValidUntil(now, found.maximumConsentSeconds),
    }));
  } catch (error) {
    throw answerOfProviderError(error);
  }
  await writeForFamily(deps.db.kysely, auth.familyId, async (trx) => {
    await trx.deleteFrom('bank_authorisations').where('expires_at', '<=', now.toISOString()).execute();
    await trx
      .insertInto('bank_authorisations')
      .values({
        family_id: auth.familyId,
        user_id: auth.userId,
        state_hash: stateHash(state),
        connection_id: connectionId,
        bank_name: bank.name,
        bank_country: bank.country,
        expires_at: new Date(now.getTime() + AUTHORISATION_MINUTES * 60_000).toISOString(),
      })
      .execute();
  });
  return { url };
}

export async function startEnableBankingConnection(
  deps: AppDeps,
  auth: AuthContext,
  request: CreateEnableBankingConnectionRequest,
): Promise<BankConsentStart> {
  requireAdmin(auth, ADMIN_ONLY);
  const bank = { name: request.bank.name.trim(), country: request.bank.country.trim().toUpperCase() };
  return authorise(deps, auth, await applicationForNewConnections(deps, auth.familyId), bank, null);
}

async function enableBankingConnection(deps: AppDeps, db: Executor, familyId: number, connectionId: number) {
  const row = await familyScope(db, familyId)
    .selectFrom('bank_connections')
    .select(['id', 'provider', 'credentials', 'bank_name', 'bank_country'])
    .where('id', '=', connectionId)
    .executeTakeFirst();
  if (!row) throw notFound(CONNECTION_NOT_FOUND);
  if (row.provider !== PROVIDER) throw badRequest(NOT_ENABLE_BANKING);
  let secret: ReturnType<typeof readEnableBankingSecret> | null;
  try {
    secret = readEnableBankingSecret(secretBoxOf(deps).decrypt(row.credentials));
  } catch {
    secret = null;
  }
  return { row, secret };
}

/** Re-authorises a connection at its bank (its consent lapsed or soon will); every link stays. */
export async function renewEnableBankingConnection(
  deps: AppDeps,
  auth: AuthContext,
  connectionId: number,
): Promise<BankConsentStart> {
  requireAdmin(auth, ADMIN_ONLY);
  const { row, secret } = await enableBankingConnection(deps, deps.db.kysely, auth.familyId, connectionId);
  if (!row.bank_name || !row.bank_country)
    throw badRequest('The bank of this connection is not known: connect it again.');
  const bank = { name: row.bank_name, country: row.bank_country };
  const application = secret ? secret.application : await applicationForNewConnections(deps, auth.familyId);
  return authorise(deps, auth, application, bank, row.id);
}

/**
 * The bank sent the family back: the state must be one this Admin started for this family, unused and
 * not expired (it is spent at once). The code becomes a session: a new connection offering its accounts,
 * or, when renewing, the existing connection's new session, every link kept.
 */
export async function finishEnableBankingAuthorisation(
  deps: AppDeps,
  auth: AuthContext,
  request: EnableBankingCallbackRequest,
): Promise<{ connection: Connection; renewed: boolean }> {
  requireAdmin(auth, ADMIN_ONLY);
  const now = deps.clock().toISOString();
  const authorisation = await writeForFamily(deps.db.kysely, auth.familyId, async (trx) => {
    // Spent in one statement: of two callbacks with the same state, one finds it.
    const row = await trx
      .deleteFrom('bank_authorisations')
      .where('family_id', '=', auth.familyId)
      .where('state_hash', '=', stateHash(request.state))
      .returning(['id', 'user_id', 'connection_id', 'bank_name', 'bank_country', 'expires_at'])
      .executeTakeFirst();
    return row;
  });
  if (!authorisation || authorisation.user_id !== auth.userId || authorisation.expires_at <= now)
    throw badRequest(STATE_REFUSED);
  const bank = { name: authorisation.bank_name, country: authorisation.bank_country };

  const renewing =
    authorisation.connection_id === null
      ? null
      : await enableBankingConnection(deps, deps.db.kysely, auth.familyId, authorisation.connection_id);
  const application = renewing?.secret
    ? renewing.secret.application
    : await applicationForNewConnections(deps, auth.familyId);
  const api = await apiOf(deps, application);
  let session: Awaited<ReturnType<typeof createSession>>;
  let accounts: readonly RemoteAccount[];
  try {
    session = await createSession(api, request.code);
    accounts = session.accounts;
    try {
      ({ accounts } = await enableBankingClient(api, session.sessionId).listAccounts());
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
    }
  } catch (error) {
    throw answerOfProviderError(error);
  }
  const sealed = secretBoxOf(deps).encrypt(enableBankingSecretText({ sessionId: session.sessionId, application }));

  if (renewing) {
    const connectionId = renewing.row.id;
    const previous = renewing.secret?.sessionId ?? null;
    await writeForFamily(deps.db.kysely, auth.familyId, async (trx) => {
      let query = familyScope(trx, auth.familyId)
        .selectFrom('bank_connections')
        .select(['id', 'offered_accounts'])
        .where('id', '=', connectionId);
      if (deps.db.dialect === 'postgres') query = query.forUpdate();
      const current = await query.executeTakeFirst();
      if (!current) throw notFound(CONNECTION_NOT_FOUND);
      const offers = accounts.map(keptOffer);
      const kept = offersOf(current.offered_accounts).filter((offer) => !offers.some((fresh) => fresh.id === offer.id));
      await trx
        .updateTable('bank_connections')
        .set({
          credentials: sealed,
          state: 'active',
          last_error: null,
          retry_after: null,
          consent_expires_at: session.validUntil,
          offered_accounts: JSON.stringify([...offers, ...kept]),
        })
        .where('id', '=', connectionId)
        .execute();
    });
    if (previous && previous !== session.sessionId) await deleteSession(api, previous).catch(() => undefined);
    return { connection: await connectionView(deps.db.kysely, auth.familyId, connectionId, true), renewed: true };
  }

  const id = await writeForFamily(deps.db.kysely, auth.familyId, async (trx) => {
    const row = await trx
      .insertInto('bank_connections')
      .values({
        family_id: auth.familyId,
        provider: PROVIDER,
        name: bank.name.slice(0, 200),
        credentials: sealed,
        state: 'active',
        offered_accounts: JSON.stringify(accounts.map(keptOffer)),
        bank_name: bank.name,
        bank_country: bank.country,
        consent_expires_at: session.validUntil,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return { connection: await connectionView(deps.db.kysely, auth.familyId, id, true), renewed: false };
}

/** Ends the connection's session at Enable Banking (and the bank's consent); a refusal there does not keep it. */
export async function endEnableBankingSession(deps: AppDeps, sealedCredentials: string): Promise<void> {
  try {
    const secret = readEnableBankingSecret(secretBoxOf(deps).decrypt(sealedCredentials));
    const api = await enableBankingApiOf(deps, secret.application);
    await deleteSession(api, secret.sessionId);
  } catch {
    // The credentials go with the connection whatever Enable Banking answers.
  }
}
