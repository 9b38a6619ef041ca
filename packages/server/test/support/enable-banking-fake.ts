import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  answerFakeAccount,
  defaultFakeBanks,
  describeFakeAccount,
  refuse,
  send,
  type FakeEbBank,
} from './enable-banking-fake-data.js';
import { verifyFakeJwt } from './enable-banking-fake-jwt.js';

export {
  fakeEbAccount,
  type FakeEbAccount,
  type FakeEbBank,
  type FakeEbFailure,
  type FakeEbTransaction,
} from './enable-banking-fake-data.js';

interface FakeSession {
  id: string;
  applicationId: string;
  bank: FakeEbBank;
  status: 'AUTHORIZED' | 'EXPIRED' | 'CLOSED' | 'REVOKED';
  validUntil: string;
  /** uid (valid in this session only) to identification hash. */
  uids: Map<string, string>;
}

interface FakeAuthorisation {
  id: string;
  applicationId: string;
  bank: FakeEbBank;
  state: string;
  redirectUrl: string;
  validUntil: string;
  code: string | null;
}

export interface FakeEnableBanking {
  url: string;
  banks: FakeEbBank[];
  /** Transactions per page; the rest follows with a continuation key. */
  pageSize: number;
  /** The fake's clock: JWT times and session expiry are checked against it. */
  now: () => Date;
  /** While set, every signed request answers 429 with this Retry-After. */
  rateLimited: string | null;
  /** What the family does on the bank's consent page. */
  consent: 'approve' | 'deny';
  /** Every request: method, path and query, in order. */
  requests: { method: string; path: string; query: Record<string, string> }[];
  /** A new application and its RSA key, as Enable Banking's control panel makes them. */
  registerApplication(): { applicationId: string; privateKeyPem: string };
  /** Follows the authorisation page as a browser would: where the bank sent the family back. */
  visitAuthorisation(url: string): Promise<URL>;
  session(sessionId: string): { status: string; validUntil: string; uids: string[] } | undefined;
  expireSession(sessionId: string): void;
  close(): Promise<void>;
}

async function readBody(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Enable Banking's API on 127.0.0.1, as its public reference describes it: every request signed by a JWT
 * that is checked against the application's public key; banks by country; an authorisation whose page
 * sends the family back with a code; sessions with an end; accounts, balances and transactions in pages
 * with continuation keys; a 429 with Retry-After and an expired session on demand.
 */
export async function startFakeEnableBanking(port = 0): Promise<FakeEnableBanking> {
  const publicKeys = new Map<string, crypto.KeyObject>();
  const authorisations = new Map<string, FakeAuthorisation>();
  const sessions = new Map<string, FakeSession>();
  const continuations = new Map<string, { uid: string; offset: number; page: number; from: string; to: string }>();
  const sockets = new Set<Socket>();

  const liveSession = (session: FakeSession): FakeSession => {
    if (session.status === 'AUTHORIZED' && Date.parse(session.validUntil) <= fake.now().getTime()) {
      session.status = 'EXPIRED';
    }
    return session;
  };

  const bankOf = (value: unknown): FakeEbBank | undefined => {
    const aspsp = (value ?? {}) as { name?: unknown; country?: unknown };
    return fake.banks.find((bank) => bank.name === aspsp.name && bank.country === aspsp.country);
  };

  async function answer(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const method = request.method ?? 'GET';
    const path = url.pathname;
    const authorisationPage = /^\/authorise\/([^/]+)$/.exec(path);
    if (method === 'GET' && authorisationPage) {
      // The bank's page: a browser opens it without a JWT and is sent back to the application.
      const authorisation = authorisations.get(authorisationPage[1] as string);
      if (!authorisation) return refuse(response, 404, 'NOT_FOUND', 'Unknown authorisation');
      const back = new URL(authorisation.redirectUrl);
      if (fake.consent === 'approve') {
        authorisation.code = crypto.randomUUID();
        back.searchParams.set('code', authorisation.code);
      } else {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'The user cancelled the authorisation at the bank');
      }
      back.searchParams.set('state', authorisation.state);
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    const checked = verifyFakeJwt(request.headers.authorization, publicKeys, fake.now());
    if ('refused' in checked) return refuse(response, 401, 'UNAUTHORIZED_ACCESS', checked.refused);
    const applicationId = checked.applicationId;
    if (fake.rateLimited !== null) {
      return refuse(response, 429, 'ASPSP_RATE_LIMIT_EXCEEDED', 'ASPSP Rate limit exceeded', {
        'retry-after': fake.rateLimited,
      });
    }
    if (method === 'GET' && path === '/aspsps') {
      const country = url.searchParams.get('country');
      return send(response, 200, {
        aspsps: fake.banks
          .filter((bank) => !country || bank.country === country)
          .map((bank) => ({
            name: bank.name,
            country: bank.country,
            logo: `https://enablebanking.com/brands/${bank.country}/${encodeURIComponent(bank.name)}/`,
            psu_types: ['personal', 'business'],
            auth_methods: [],
            maximum_consent_validity: bank.maximumConsentSeconds,
            beta: false,
            bic: null,
          })),
      });
    }
    if (method === 'POST' && path === '/auth') {
      const body = await readBody(request);
      const bank = bankOf(body.aspsp);
      if (!bank) return refuse(response, 400, 'WRONG_ASPSP_PROVIDED', 'Wrong ASPSP name provided');
      const validUntil = Date.parse(String((body.access as { valid_until?: unknown } | undefined)?.valid_until));
      const redirectUrl = typeof body.redirect_url === 'string' ? body.redirect_url : '';
      if (Number.isNaN(validUntil) || typeof body.state !== 'string' || !URL.canParse(redirectUrl)) {
        return refuse(response, 422, 'WRONG_REQUEST_PARAMETERS', 'Wrong request parameters provided');
      }
      const longest = fake.now().getTime() + bank.maximumConsentSeconds * 1000;
      const authorisation: FakeAuthorisation = {
        id: crypto.randomUUID(),
        applicationId,
        bank,
        state: body.state,
        redirectUrl,
        validUntil: new Date(Math.min(validUntil, longest)).toISOString(),
        code: null,
      };
      authorisations.set(authorisation.id, authorisation);
      return send(response, 200, {
        url: `${fake.url}/authorise/${authorisation.id}`,
        authorization_id: authorisation.id,
        psu_id_hash: crypto.createHash('sha256').update(authorisation.id).digest('hex'),
      });
    }
    if (method === 'POST' && path === '/sessions') {
      const body = await readBody(request);
      const authorisation = [...authorisations.values()].find(
        (candidate) =>
          candidate.code !== null && candidate.code === body.code && candidate.applicationId === applicationId,
      );
      if (!authorisation) return refuse(response, 400, 'WRONG_AUTHORIZATION_CODE', 'Wrong authorization code provided');
      authorisation.code = null; // a code makes one session
      const session: FakeSession = {
        id: crypto.randomUUID(),
        applicationId,
        bank: authorisation.bank,
        status: 'AUTHORIZED',
        validUntil: authorisation.validUntil,
        uids: new Map(authorisation.bank.accounts.map((account) => [crypto.randomUUID(), account.identificationHash])),
      };
      sessions.set(session.id, session);
      return send(response, 200, {
        session_id: session.id,
        accounts: [...session.uids].map(([uid, hash]) =>
          describeFakeAccount(
            uid,
            session.bank.accounts.find((account) => account.identificationHash === hash)!,
          ),
        ),
        aspsp: { name: session.bank.name, country: session.bank.country },
        psu_type: 'personal',
        access: { valid_until: session.validUntil },
      });
    }
    const sessionPath = /^\/sessions\/([^/]+)$/.exec(path);
    if (sessionPath) {
      const found = sessions.get(sessionPath[1] as string);
      if (!found || found.applicationId !== applicationId) {
        return refuse(response, 404, 'SESSION_DOES_NOT_EXIST', 'No session found matching provided id');
      }
      const session = liveSession(found);
      if (method === 'DELETE') {
        session.status = 'CLOSED';
        return send(response, 200, { message: 'OK' });
      }
      return send(response, 200, {
        status: session.status,
        accounts: [...session.uids.keys()],
        accounts_data: [...session.uids].map(([uid, hash]) => ({
          uid,
          identification_hash: hash,
          identification_hashes: [hash],
        })),
        aspsp: { name: session.bank.name, country: session.bank.country },
        psu_type: 'personal',
        psu_id_hash: 'fake',
        access: { valid_until: session.validUntil },
        created: fake.now().toISOString(),
      });
    }
    const accountPath = /^\/accounts\/([^/]+)\/(details|balances|transactions)$/.exec(path);
    if (method === 'GET' && accountPath) {
      const uid = accountPath[1] as string;
      const found = [...sessions.values()].find(
        (session) => session.uids.has(uid) && session.applicationId === applicationId,
      );
      const hash = found?.uids.get(uid);
      const account = found?.bank.accounts.find((candidate) => candidate.identificationHash === hash);
      if (!found || !account)
        return refuse(response, 404, 'ACCOUNT_DOES_NOT_EXIST', 'No account found matching provided id');
      const session = liveSession(found);
      if (session.status === 'EXPIRED') return refuse(response, 401, 'EXPIRED_SESSION', 'Session is expired');
      if (session.status !== 'AUTHORIZED') return refuse(response, 401, 'CLOSED_SESSION', 'Session is closed');
      return answerFakeAccount(response, url, uid, account, accountPath[2] as string, {
        continuations,
        pageSize: fake.pageSize,
      });
    }
    return refuse(response, 404, 'NOT_FOUND', 'Not found');
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    fake.requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
    });
    answer(request, response, url).catch(() => refuse(response, 500, 'INTERNAL', 'Internal Server Error'));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  const fake: FakeEnableBanking = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    banks: defaultFakeBanks(),
    pageSize: 50,
    now: () => new Date(),
    rateLimited: null,
    consent: 'approve',
    requests: [],
    registerApplication() {
      const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
      const applicationId = crypto.randomUUID();
      publicKeys.set(applicationId, publicKey);
      return { applicationId, privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
    },
    async visitAuthorisation(url) {
      const answer = await fetch(url, { redirect: 'manual' });
      await answer.body?.cancel();
      const location = answer.headers.get('location');
      if (answer.status !== 302 || !location) throw new Error(`The authorisation page answered ${answer.status}`);
      return new URL(location);
    },
    session(sessionId) {
      const found = sessions.get(sessionId);
      if (!found) return undefined;
      const session = liveSession(found);
      return { status: session.status, validUntil: session.validUntil, uids: [...session.uids.keys()] };
    },
    expireSession(sessionId) {
      const session = sessions.get(sessionId);
      if (session) session.status = 'EXPIRED';
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return fake;
}
